<?php

namespace App\Http\Middleware;

use Illuminate\Http\Middleware\TrustProxies;

/**
 * The proxies whose X-Forwarded-* headers are believed (the scheme, so an HTTPS request through nginx is
 * secure): TERREAL_TRUSTED_PROXIES, addresses or CIDR ranges separated by commas, by default this machine's
 * own (127.0.0.1 and ::1), as the reference server (demo/server/app.ts `trust proxy`).
 */
class TrustLocalProxies extends TrustProxies
{
    public const DEFAULT = '127.0.0.1,::1';

    protected function proxies()
    {
        $list = getenv('TERREAL_TRUSTED_PROXIES');

        return array_values(array_filter(array_map('trim', explode(',', $list === false || $list === '' ? self::DEFAULT : $list))));
    }
}

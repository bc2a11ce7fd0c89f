<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * The session and XSRF-TOKEN cookies carry `Secure` when the request came over HTTPS: the server's own TLS,
 * or a trusted proxy's `X-Forwarded-Proto: https` (TrustLocalProxies runs first). Over plain HTTP they
 * cannot, or the browser would never send them back.
 */
class SecureCookiesOverHttps
{
    public function handle(Request $request, Closure $next)
    {
        config(['session.secure' => $request->isSecure()]);

        return $next($request);
    }
}

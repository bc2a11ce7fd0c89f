<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * The reference server's security headers (demo/server/securityHeaders.ts, README "Server settings") on
 * every answer of the Laravel host: scripts only from the site, framed only by the site, no objects, no
 * foreign <base>, forms to the site only; nosniff; same-origin referrers; JSON never stored by a cache.
 * PHP's own `X-Powered-By` is removed (start.ts also runs PHP with expose_php off).
 */
class SecurityHeaders
{
    public const CONTENT_SECURITY_POLICY =
        "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

    public function handle(Request $request, Closure $next)
    {
        $response = $next($request);
        $response->headers->set('Content-Security-Policy', self::CONTENT_SECURITY_POLICY);
        $response->headers->set('X-Content-Type-Options', 'nosniff');
        $response->headers->set('Referrer-Policy', 'same-origin');
        if (preg_match('#[/+]json\b#i', (string) $response->headers->get('Content-Type'))) {
            $response->headers->set('Cache-Control', 'no-store');
        }
        $response->headers->remove('X-Powered-By');
        if (function_exists('header_remove') && ! headers_sent()) {
            header_remove('X-Powered-By');
        }

        return $response;
    }
}

<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

class Kernel extends HttpKernel
{
    /** Every request. */
    protected $middleware = [
        \App\Http\Middleware\SecurityHeaders::class,
        \App\Http\Middleware\TrustLocalProxies::class,
        \App\Http\Middleware\ReadJsonBody::class,
        \App\Http\Middleware\SecureCookiesOverHttps::class,
    ];

    /** The `web` group, as in a fresh Laravel 8 application: cookies, session, CSRF (419), bindings. */
    protected $middlewareGroups = [
        'web' => [
            \App\Http\Middleware\EncryptCookies::class,
            \Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse::class,
            \Illuminate\Session\Middleware\StartSession::class,
            \Illuminate\View\Middleware\ShareErrorsFromSession::class,
            \App\Http\Middleware\VerifyCsrfToken::class,
            \Illuminate\Routing\Middleware\SubstituteBindings::class,
        ],
    ];

    protected $routeMiddleware = [
        'auth' => \App\Http\Middleware\Authenticate::class,
    ];
}

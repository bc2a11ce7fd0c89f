<?php

namespace App\Providers;

use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\URL;

class RouteServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // Absolute URLs (redirects, asset()) from the configured address (APP_URL), never from the request's
        // Host header: a forged Host must not send a user signing in to another site.
        $root = rtrim((string) config('app.url'), '/');
        if ($root !== '') {
            URL::forceRootUrl($root);
            URL::forceScheme((string) (parse_url($root, PHP_URL_SCHEME) ?: 'http'));
        }
        $this->routes(function () {
            Route::middleware('web')->group(base_path('routes/web.php'));
        });
    }
}

<?php

return [
    'name' => 'Terreal Extranet',
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://127.0.0.1:8000'),
    'asset_url' => null,
    'timezone' => env('TZ', 'UTC'),
    'locale' => 'fr',
    'fallback_locale' => 'fr',
    // start.ts generates one per storage directory (TERREAL_STORAGE/app.key) and passes it as APP_KEY.
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',

    'providers' => [
        Illuminate\Auth\AuthServiceProvider::class,
        Illuminate\Cookie\CookieServiceProvider::class,
        Illuminate\Database\DatabaseServiceProvider::class,
        Illuminate\Encryption\EncryptionServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Hashing\HashServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        App\Providers\ViewServiceProvider::class,
        App\Providers\RouteServiceProvider::class,
    ],

    'aliases' => [],
];

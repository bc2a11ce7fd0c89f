<?php

return [
    'driver' => 'file',
    'lifetime' => 120,
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    'connection' => null,
    'table' => 'sessions',
    'store' => null,
    'lottery' => [2, 100],
    // The reference server's cookie name, so the same test helpers sign in on both hosts.
    'cookie' => 'terreal_session',
    'path' => '/',
    'domain' => null,
    // Set per request by App\Http\Middleware\SecureCookiesOverHttps: true when it came over HTTPS.
    'secure' => false,
    'http_only' => true,
    'same_site' => 'lax',
];

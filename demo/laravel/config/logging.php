<?php

return [
    'default' => 'stderr',
    'channels' => [
        // Errors go to the terminal of `npm run start:laravel` (PHP-FPM passes its workers' stderr on).
        'stderr' => [
            'driver' => 'monolog',
            'handler' => Monolog\Handler\StreamHandler::class,
            'with' => ['stream' => 'php://stderr'],
        ],
    ],
];

<?php

return [
    'default' => 'stderr',
    'channels' => [
        // Errors go to the terminal of `npm run start:laravel` (PHP's built-in server forwards stderr).
        'stderr' => [
            'driver' => 'monolog',
            'handler' => Monolog\Handler\StreamHandler::class,
            'with' => ['stream' => 'php://stderr'],
        ],
    ],
];

<?php

return [
    'default' => 'sqlite',
    'connections' => [
        // The reference server's schema and seed (demo/server/schema.ts, seed.ts): start.ts creates the file.
        'sqlite' => [
            'driver' => 'sqlite',
            'database' => env('TERREAL_DB'),
            'prefix' => '',
            'foreign_key_constraints' => true,
        ],
    ],
];

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
            // Several PHP workers write to one file: a statement that finds it busy waits up to 5 s (SQLite's
            // busy timeout, in seconds here; the reference server's busy_timeout = 5000) rather than failing
            // with "database is locked". Laravel 8's SQLite connector has no busy_timeout key of its own.
            'options' => [PDO::ATTR_TIMEOUT => 5],
        ],
    ],
];

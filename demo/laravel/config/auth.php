<?php

return [
    'defaults' => ['guard' => 'web', 'passwords' => 'users'],
    // The session guard of every Laravel application; the demo's users sign in by picking a name.
    'guards' => [
        'web' => ['driver' => 'session', 'provider' => 'users'],
    ],
    'providers' => [
        'users' => ['driver' => 'eloquent', 'model' => App\Models\User::class],
    ],
];

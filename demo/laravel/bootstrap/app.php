<?php
// Boots the application without Composer: Debian's php-laravel-framework provides Illuminate (Laravel 8)
// and its dependencies under /usr/share/php; our own App\ classes are autoloaded from app/.

require_once '/usr/share/php/Illuminate/autoload.php';

spl_autoload_register(function (string $class): void {
    if (strncmp($class, 'App\\', 4) === 0) {
        $file = __DIR__.'/../app/'.str_replace('\\', '/', substr($class, 4)).'.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

// Runtime files (sessions, compiled Blade views, caches, logs) go to TERREAL_STORAGE (start.ts sets it).
$storage = getenv('TERREAL_STORAGE') ?: dirname(__DIR__).'/storage';
$app->useStoragePath($storage);
foreach (['APP_PACKAGES_CACHE' => 'packages.php', 'APP_SERVICES_CACHE' => 'services.php',
    'APP_CONFIG_CACHE' => 'config.php', 'APP_ROUTES_CACHE' => 'routes.php', 'APP_EVENTS_CACHE' => 'events.php'] as $key => $file) {
    $_ENV[$key] = $_SERVER[$key] = $storage.'/bootstrap/'.$file;
}

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;

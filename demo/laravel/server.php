<?php
// Router for PHP's built-in server (`php -S host:port -t public server.php`): existing files under
// public/ (the widgets' bundle in public/js) are served as they are, everything else goes to Laravel.
// Scripts, styles and maps are sent from here, with their type and `X-Content-Type-Options: nosniff` (the
// built-in server's own static answers carry no such header); other files by the built-in server.

$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = __DIR__.'/public'.$path;
if ($path !== '/' && is_file($file)) {
    $types = [
        'js' => 'text/javascript; charset=utf-8',
        'mjs' => 'text/javascript; charset=utf-8',
        'css' => 'text/css; charset=utf-8',
        'map' => 'application/json',
        'json' => 'application/json',
    ];
    $type = $types[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? null;
    if ($type === null) {
        return false;
    }
    header('Content-Type: '.$type);
    header('X-Content-Type-Options: nosniff');
    header('Cache-Control: no-cache');
    header('Content-Length: '.filesize($file));
    if ($_SERVER['REQUEST_METHOD'] !== 'HEAD') {
        readfile($file);
    }

    return true;
}
require __DIR__.'/public/index.php';

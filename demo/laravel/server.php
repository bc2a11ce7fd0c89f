<?php
// Router for PHP's built-in server (`php -S host:port -t public server.php`): existing files under
// public/ (the widgets' bundle in public/js) are served as they are, everything else goes to Laravel.

$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if ($path !== '/' && is_file(__DIR__.'/public'.$path)) {
    return false;
}
require __DIR__.'/public/index.php';

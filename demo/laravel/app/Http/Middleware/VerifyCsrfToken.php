<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

/**
 * Laravel's own check: a POST without the session's token (the `_token` field or the `X-CSRF-TOKEN`
 * header the widgets send) is refused with 419 before any controller or auth check runs.
 */
class VerifyCsrfToken extends Middleware
{
    protected $except = [];
}

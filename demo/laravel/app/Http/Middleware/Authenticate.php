<?php

namespace App\Http\Middleware;

use Illuminate\Auth\Middleware\Authenticate as Middleware;

/**
 * Signed-out visitors: a page goes to /login?next={the page}; a JSON call (expectsJson(), which the
 * widgets' Accept and X-Requested-With headers make true) and the §7 API routes get 401 (Handler::unauthenticated).
 */
class Authenticate extends Middleware
{
    protected function redirectTo($request)
    {
        if ($request->expectsJson() || $request->is('ajax/*', 'contacts/list/*')) {
            return null;
        }

        return '/login?next='.rawurlencode($request->getRequestUri());
    }
}

<?php

namespace App\Http\Middleware;

use App\Exceptions\ApiError;
use Closure;
use Illuminate\Http\Request;

/**
 * A JSON body nested deeper than the reference server allows (demo/server/jsonDepth.ts MAX_JSON_DEPTH, 64
 * objects and arrays inside one another) is refused with 400 `Requête invalide.`, before the session, the
 * CSRF check and any route read it, as the reference server's body parser does.
 */
class RejectDeepJson
{
    public const MAX_DEPTH = 64;

    public function handle(Request $request, Closure $next)
    {
        if ($request->isJson()) {
            $raw = $request->getContent();
            // json_decode's depth counts one more level than the containers: 64 nested ones need 65.
            if (trim($raw) !== '' && json_decode($raw, false, self::MAX_DEPTH + 1) === null && json_last_error() === JSON_ERROR_DEPTH) {
                throw new ApiError(400, 'Requête invalide.');
            }
        }

        return $next($request);
    }
}

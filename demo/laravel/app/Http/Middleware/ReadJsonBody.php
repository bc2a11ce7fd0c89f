<?php

namespace App\Http\Middleware;

use App\Exceptions\ApiError;
use App\Support\Input;
use Closure;
use Illuminate\Http\Request;

/**
 * Odd input, as the reference server's body parsers (demo/server/jsonBody.ts), before the session, the CSRF
 * check and any route read the body: a body above 1 MB → 413 `Requête trop volumineuse.` (from its
 * Content-Length, or its length when it has none); a JSON body that Input::decode refuses (not UTF-8, a lone
 * surrogate, nested too deep, invalid) → 400 `Requête invalide.`.
 */
class ReadJsonBody
{
    public function handle(Request $request, Closure $next)
    {
        $declared = $request->server('CONTENT_LENGTH');
        if (is_numeric($declared) && (int) $declared > Input::MAX_BODY_BYTES) {
            throw new ApiError(413, 'Requête trop volumineuse.');
        }
        $raw = $request->getContent();
        if (strlen($raw) > Input::MAX_BODY_BYTES) {
            throw new ApiError(413, 'Requête trop volumineuse.');
        }
        if ($request->isJson()) {
            Input::decode($raw);
        }

        return $next($request);
    }
}

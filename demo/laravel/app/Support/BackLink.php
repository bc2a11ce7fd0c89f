<?php

namespace App\Support;

use Illuminate\Http\Request;

/**
 * "Retour" of the read-only pages: back to the list page the user came from (same host, one of the four
 * list pages, with its query: ?o=, Leopard parameters), else $fallback (demo/server/pages/back.ts).
 */
final class BackLink
{
    public static function to(Request $request, string $fallback): string
    {
        $referer = (string) $request->headers->get('referer', '');
        $from = $referer === '' ? false : parse_url($referer);
        if (! $from || ! in_array($from['scheme'] ?? '', ['http', 'https'], true)) {
            return $fallback;
        }
        $host = ($from['host'] ?? '').(isset($from['port']) ? ':'.$from['port'] : '');
        $path = $from['path'] ?? '/';
        if (strcasecmp($host, $request->getHttpHost()) !== 0 || ! preg_match('#^/(?:contacts|'.Families::pattern('#').')?$#', $path)) {
            return $fallback;
        }

        return $path.(isset($from['query']) ? '?'.$from['query'] : '');
    }
}

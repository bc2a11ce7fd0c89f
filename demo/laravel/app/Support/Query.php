<?php

namespace App\Support;

use Illuminate\Http\Request;

/**
 * The query string read and written as the browser's URLSearchParams (the reference server and the
 * widgets use it): keys kept as sent (PHP's $_GET would rewrite 'a.b' and 'a[]'), '+' for spaces.
 */
final class Query
{
    /** @return list<array{0: string, 1: string}> */
    public static function parse(string $query): array
    {
        $pairs = [];
        foreach (explode('&', $query) as $part) {
            if ($part === '') {
                continue;
            }
            $eq = strpos($part, '=');
            $key = $eq === false ? $part : substr($part, 0, $eq);
            $value = $eq === false ? '' : substr($part, $eq + 1);
            $pairs[] = [self::decode($key), self::decode($value)];
        }

        return $pairs;
    }

    /** @param list<array{0: string, 1: string}> $pairs */
    public static function build(array $pairs): string
    {
        return implode('&', array_map(fn ($p) => self::encode($p[0]).'='.self::encode($p[1]), $pairs));
    }

    public static function raw(Request $request): string
    {
        return (string) $request->server('QUERY_STRING', '');
    }

    /**
     * The `leopard` attribute of a list opened from Leopard (?origine=…&…): {querystring, leopard_data}
     * without the scopes' parameters (the tool); null without an origine (demo/server/pages/elements.ts leopardFromQuery).
     */
    public static function leopard(string $query): ?array
    {
        $params = Families::scopeParams();
        $pairs = array_values(array_filter(self::parse($query), fn ($p) => ! in_array($p[0], $params, true)));
        $data = [];
        foreach ($pairs as [$k, $v]) {
            $data[$k] = $v;
        }
        $origine = null;
        foreach ($pairs as [$k, $v]) {
            if ($k === 'origine') {
                $origine = $v;
                break;
            }
        }
        if ($origine === null || $origine === '') {
            return null;
        }

        return ['querystring' => self::build($pairs), 'leopard_data' => (object) $data];
    }

    private static function decode(string $s): string
    {
        $s = rawurldecode(str_replace('+', ' ', $s));

        return mb_check_encoding($s, 'UTF-8') ? $s : mb_convert_encoding($s, 'UTF-8', 'UTF-8');
    }

    /** application/x-www-form-urlencoded as URLSearchParams writes it: only A-Z a-z 0-9 * - . _ kept. */
    private static function encode(string $s): string
    {
        return strtr(rawurlencode($s), ['%20' => '+', '~' => '%7E', '%2A' => '*']);
    }
}

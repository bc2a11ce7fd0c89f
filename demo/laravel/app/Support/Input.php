<?php

namespace App\Support;

use App\Exceptions\ApiError;
use Illuminate\Http\Request;

/**
 * Reading the widgets' JSON bodies as the reference server does (demo/server/http.ts and jsonBody.ts, one rule
 * for odd input: docs/server-extensions.md): bad input → 4xx.
 */
final class Input
{
    /** 1 MB: the largest body read (demo/server/jsonBody.ts MAX_BODY_BYTES); one byte more → 413. */
    public const MAX_BODY_BYTES = 1048576;

    /** Objects and arrays inside one another (demo/server/jsonDepth.ts MAX_JSON_DEPTH). */
    public const MAX_DEPTH = 64;

    /** 2^53 - 1: the largest id every JSON reader keeps exact (JavaScript's Number.MAX_SAFE_INTEGER). */
    public const MAX_ID = 9007199254740991;

    /** The body as an object's fields; invalid JSON → 400, a body that is not an object → no fields. */
    public static function body(Request $request): array
    {
        if (! $request->isJson()) {
            return $request->request->all();
        }
        $raw = $request->getContent();

        return is_object(self::decode($raw, false)) ? self::decode($raw) : [];
    }

    /**
     * A JSON body's value (an object as an array); '' and blanks → []. A leading UTF-8 byte order mark is
     * skipped; bytes that are not UTF-8, a lone UTF-16 surrogate (`"\ud800"`), nesting deeper than MAX_DEPTH
     * or any other invalid JSON → 400 `Requête invalide.`, as JSON.parse behind the reference server's checks.
     */
    public static function decode(string $raw, bool $assoc = true): mixed
    {
        if (str_starts_with($raw, "\xEF\xBB\xBF")) {
            $raw = substr($raw, 3);
        }
        if (trim($raw) === '') {
            return [];
        }
        // json_decode's depth counts one more level than the containers: 64 nested ones need 65. It refuses
        // invalid UTF-8 (JSON_ERROR_UTF8) and lone surrogate escapes (JSON_ERROR_UTF16) itself.
        $value = json_decode($raw, $assoc, self::MAX_DEPTH + 1);
        if (json_last_error() !== JSON_ERROR_NONE) {
            throw new ApiError(400, 'Requête invalide.');
        }

        return $value;
    }

    /** A positive integer up to MAX_ID from 12 or '12'; anything else → 422 with $msg. */
    public static function id(mixed $value, string $msg = 'Identifiant invalide.'): int
    {
        if (is_string($value) && preg_match('/^\d{1,16}$/', trim($value))) {
            $value = (int) trim($value);
        }
        if (is_float($value) && floor($value) === $value && $value > 0 && $value <= self::MAX_ID) {
            return (int) $value;
        }
        if (is_int($value) && $value > 0 && $value <= self::MAX_ID) {
            return $value;
        }
        throw ApiError::unprocessable($msg);
    }

    /** A text field (numbers are read as their text); missing or another type → 422 with $msg. */
    public static function text(mixed $value, string $msg): string
    {
        if (is_string($value)) {
            return $value;
        }
        if (is_int($value) || (is_float($value) && is_finite($value))) {
            return (string) $value;
        }
        throw ApiError::unprocessable($msg);
    }

    /** JavaScript's trim(): also removes non-breaking and other Unicode spaces. */
    public static function trim(string $s): string
    {
        return preg_replace('/^[\s\x{00a0}\x{feff}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}]+|[\s\x{00a0}\x{feff}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}]+$/u', '', $s) ?? trim($s);
    }

    /** Length in UTF-16 code units, as JavaScript's String.length. */
    public static function jsLength(string $s): int
    {
        return intdiv(strlen(mb_convert_encoding($s, 'UTF-16LE', 'UTF-8')), 2);
    }

    public static function family(string $value): string
    {
        if (! in_array($value, Families::names(), true)) {
            throw new ApiError(404, 'Famille inconnue.');
        }

        return $value;
    }
}

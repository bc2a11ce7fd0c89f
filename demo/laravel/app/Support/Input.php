<?php

namespace App\Support;

use App\Exceptions\ApiError;
use Illuminate\Http\Request;

/** Reading the widgets' JSON bodies as the reference server does (demo/server/http.ts): bad input → 4xx. */
final class Input
{
    /** The body as an object's fields; invalid JSON → 400, a body that is not an object → no fields. */
    public static function body(Request $request): array
    {
        if (! $request->isJson()) {
            return $request->request->all();
        }
        $raw = $request->getContent();
        if (trim($raw) === '') {
            return [];
        }
        $value = json_decode($raw);
        if (json_last_error() !== JSON_ERROR_NONE) {
            throw new ApiError(400, 'Requête invalide.');
        }

        return is_object($value) ? json_decode($raw, true) : [];
    }

    /** A positive integer from 12 or '12'; anything else → 422 with $msg. */
    public static function id(mixed $value, string $msg = 'Identifiant invalide.'): int
    {
        if (is_int($value) && $value > 0) {
            return $value;
        }
        if (is_float($value) && floor($value) === $value && $value > 0 && $value <= 9007199254740991) {
            return (int) $value;
        }
        if (is_string($value) && preg_match('/^\d{1,15}$/', trim($value)) && (int) trim($value) > 0) {
            return (int) trim($value);
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

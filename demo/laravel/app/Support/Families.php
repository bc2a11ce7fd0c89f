<?php

namespace App\Support;

use RuntimeException;

/**
 * The offer families as the widgets declare them (src/families), handed over by demo/laravel/start.ts in
 * TERREAL_FAMILIES (demo/server/families.ts hostFamilies): each family's label, reference prefix, statuses,
 * new-offer variants and list scope (its quoting tools). Nothing in this host names a family or a tool.
 */
final class Families
{
    private static ?array $all = null;

    /** @return array<string, array> every family by name, in the widgets' order */
    public static function all(): array
    {
        if (self::$all === null) {
            $json = getenv('TERREAL_FAMILIES');
            $all = is_string($json) ? json_decode($json, true) : null;
            if (! is_array($all) || $all === []) {
                throw new RuntimeException('TERREAL_FAMILIES is missing: start the Laravel host with demo/laravel/start.ts.');
            }
            self::$all = $all;
        }

        return self::$all;
    }

    /** @return list<string> */
    public static function names(): array
    {
        return array_keys(self::all());
    }

    /** A regular expression alternative of every family name (routes, known list pages). */
    public static function pattern(string $delimiter): string
    {
        return implode('|', array_map(fn ($n) => preg_quote($n, $delimiter), self::names()));
    }

    public static function get(string $family): array
    {
        return self::all()[$family];
    }

    /** '20' → 'Gagné' (every status code's label, src/core/offerRules statusLabel); another code as it is. */
    public static function statusLabel(string $family, string $code): string
    {
        return self::get($family)['statusLabels'][$code] ?? $code;
    }

    /** @return array<string, string> each family's label, e.g. for page titles */
    public static function labels(): array
    {
        return array_map(fn ($f) => $f['label'], self::all());
    }

    /** @return list<string> the query parameters of the scopes (not part of the Leopard data) */
    public static function scopeParams(): array
    {
        return array_values(array_unique(array_filter(array_map(fn ($f) => $f['scope']['param'] ?? null, self::all()))));
    }

    /**
     * The choice a value counts as: trimmed and lowercased, the option of that value; anything else (no value,
     * another type, another text) the scope's default. The match rule of every scope declared in src/families
     * (test/server/families.test.ts checks this answers as each scope's own `match` does).
     */
    public static function scopeValue(array $scope, mixed $value): string
    {
        $v = is_string($value) ? mb_strtolower(Input::trim($value)) : '';
        foreach ($scope['options'] as $option) {
            if ($option['value'] === $v) {
                return $v;
            }
        }

        return $scope['default'];
    }

    /** The list page of an offer: /{family}, plus ?{param}={choice of its outil} when the family has a scope. */
    public static function listPath(string $family, object $row): string
    {
        $scope = self::get($family)['scope'];
        if ($scope === null) {
            return "/$family";
        }

        return "/$family?".$scope['param'].'='.self::scopeValue($scope, $row->outil ?? null);
    }

    /**
     * The variant a /{family}/nouvelle/{variant} page shows: a known one as asked; for a family with a scope,
     * anything else as its match rule reads it; otherwise null (404). As demo/server/families.ts pageVariant.
     */
    public static function pageVariant(string $family, string $asked): ?string
    {
        $f = self::get($family);
        if (in_array($asked, $f['variants'], true)) {
            return $asked;
        }

        return $f['scope'] === null ? null : self::scopeValue($f['scope'], $asked);
    }

    /** The offer's choice of the family's scope asks for the old-price-list rule on cloning (SPEC.md §5). */
    public static function oldPriceListRule(string $family, object $row): bool
    {
        $scope = self::get($family)['scope'];
        if ($scope === null) {
            return false;
        }
        $value = self::scopeValue($scope, $row->outil ?? null);
        foreach ($scope['options'] as $option) {
            if ($option['value'] === $value) {
                return $option['cloneWarning'];
            }
        }

        return false;
    }
}

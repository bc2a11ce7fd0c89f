<?php

namespace App\Support;

use Illuminate\Support\Facades\DB;

/**
 * The offers tables of the reference schema (one per family), read and written as the reference server
 * does (demo/server/offerStore.ts, offerRefs.ts). Rows go out as a PHP/MySQL backend sends them (toWire).
 */
final class Offers
{
    public const CURRENT_TARIF = '20250401';

    public static function table(string $family): string
    {
        return 'offres_'.$family;
    }

    /** Visible offers of one user, or everybody's with 'all'; newest first. */
    public static function list(string $family, int|string $userid): array
    {
        $q = DB::table(self::table($family))->where('hidden', 0)->orderByDesc('id');
        if ($userid !== 'all') {
            $q->where('user_id', $userid);
        }

        return $q->get()->all();
    }

    public static function find(string $family, int $id): ?object
    {
        return DB::table(self::table($family))->where('id', $id)->first();
    }

    /**
     * Sets one field of the offer if it still meets every condition (shows, editable, VISIBLE): whether it
     * did. Checking what the user saw and writing are one statement, `UPDATE … WHERE id = ? AND …`, whose row
     * count decides: of several PHP workers' concurrent calls that saw the same value, the first changes it
     * and the others match no row (demo/server/offerStore.ts does the same).
     */
    public static function update(string $family, int $id, string $field, string|int $value, array $conditions = []): bool
    {
        return self::matching($family, $id, $conditions)->update([$field => $value]) === 1;
    }

    /** Deletes the offer if it still meets every condition: whether it did (one row deleted). */
    public static function delete(string $family, int $id, array $conditions = []): bool
    {
        return self::matching($family, $id, $conditions)->delete() === 1;
    }

    /** The characters JavaScript's trim() removes (Input::trim), for SQL's TRIM(x, chars). */
    private const SPACES = " \t\n\v\f\r\u{00a0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200a}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}\u{feff}";

    /** A column as the row shows it: as text, trimmed, '' for null. */
    private static function shownSql(string $column): string
    {
        return "TRIM(COALESCE(CAST($column AS TEXT), ''), ?)";
    }

    /** Condition: the column, as the row shows it, is $seen (trimmed); $caseless: in lower case (quarters). */
    public static function shows(string $column, string $seen, bool $caseless = false): array
    {
        return $caseless
            ? ['lower('.self::shownSql($column).') = lower(?)', [self::SPACES, $seen]]
            : [self::shownSql($column).' = ?', [self::SPACES, $seen]];
    }

    /** Condition: the offer is editable (isEditable), or not. */
    public static function editable(bool $yes): array
    {
        return ['lower('.self::shownSql('statut').') '.($yes ? '' : 'NOT ')."IN ('brouillon', 'soumise')", [self::SPACES]];
    }

    /** Condition: the offer is not hidden. */
    public const VISIBLE = ['hidden = 0', []];

    private static function matching(string $family, int $id, array $conditions): \Illuminate\Database\Query\Builder
    {
        $q = DB::table(self::table($family))->where('id', $id);
        foreach ($conditions as [$sql, $bindings]) {
            $q->whereRaw($sql, $bindings);
        }

        return $q;
    }

    /**
     * Editable only when the document status, trimmed and lowercased, is 'brouillon' or 'soumise' (SPEC.md §4;
     * the widgets' rule, src/core/offerRules.ts isEditable).
     */
    public static function isEditable(object $row): bool
    {
        return in_array(mb_strtolower(Input::trim((string) ($row->statut ?? ''))), ['brouillon', 'soumise'], true);
    }

    /** 12345.5 → '12 346 €' (number_format with plain spaces); null → ''. */
    public static function formatBudget(mixed $budget): string
    {
        return $budget === null ? '' : number_format(round((float) $budget), 0, ',', ' ').' €';
    }

    private static function decimal(mixed $n): ?string
    {
        return $n === null ? null : number_format((float) $n, 2, '.', '');
    }

    /** The columns sent as decimal strings ('12.50'); every other goes out as stored. */
    private const DECIMALS = ['qte_m2', 'qte_ml', 'budget'];

    /**
     * The JSON row of SPEC.md §3 as a PHP/MySQL backend sends it, as the reference server's toWire: every
     * column of the table in its order but `hidden` (decimals as strings, nulls kept), `budget_produits`
     * (the budget as shown) before `budget`. A column the schema adds for a field an offer column declares
     * (src/core/offerColumns.ts `field`) goes with them. user_id, the owner, is not in SPEC.md §3's row: the
     * backoffice's `Prescripteur` column reads it (issue 20 §5).
     */
    public static function toWire(object $r): array
    {
        $out = [];
        foreach ((array) $r as $column => $value) {
            if ($column === 'hidden') {
                continue;
            }
            if ($column === 'budget') {
                $out['budget_produits'] = self::formatBudget($value);
            }
            $out[$column] = match (true) {
                in_array($column, self::DECIMALS, true) => self::decimal($value),
                $column === 'id', $column === 'user_id' => $value === null ? null : (int) $value,
                default => $value,
            };
        }

        return $out;
    }

    /**
     * Clones an offer as a new draft of the same user; reference and insert in one write transaction.
     * An offer on an old price list (before CURRENT_TARIF) whose scope choice asks for that rule (Families,
     * SPEC.md §5) keeps only client and project information.
     */
    public static function clone(string $family, object $src, string $newName): object
    {
        $pdo = DB::connection()->getPdo();
        $pdo->exec('BEGIN IMMEDIATE');
        try {
            $oldPriceList = Families::oldPriceListRule($family, $src) && strcmp($src->v_tarif ?? '', self::CURRENT_TARIF) < 0;
            // Every column is copied (a column added for a declared field too), but these.
            $copy = (array) $src;
            unset($copy['id'], $copy['hidden']);
            $id = DB::table(self::table($family))->insertGetId(array_merge($copy, [
                'offre_nom' => $newName,
                'offre_date' => date('Y-m-d'),
                'offre_ref' => self::nextRef($family, (int) date('Y')),
                'offre_statut' => '10',
                'statut' => 'brouillon',
            ], $oldPriceList ? ['qte_m2' => null, 'qte_ml' => null, 'budget' => null, 'produits' => '', 'v_tarif' => self::CURRENT_TARIF] : []));
            $pdo->exec('COMMIT');
        } catch (\Throwable $e) {
            $pdo->exec('ROLLBACK');
            throw $e;
        }

        return self::find($family, $id);
    }

    /**
     * Next reference '<PREFIX>-<year>-<4-digit sequence>' from the reference server's persistent counter per
     * family and year (offer_ref_counters, demo/server/offerRefs.ts): it only goes up, so a deleted offer's
     * reference, maybe printed on a PDF a customer has, is never given again. Call inside a transaction.
     */
    private static function nextRef(string $family, int $year): string
    {
        $seq = DB::selectOne('INSERT INTO offer_ref_counters (family, year, seq) VALUES (?, ?, 1)
            ON CONFLICT (family, year) DO UPDATE SET seq = seq + 1 RETURNING seq', [$family, $year])->seq;

        return Families::get($family)['refPrefix'].'-'.$year.'-'.str_pad((string) $seq, 4, '0', STR_PAD_LEFT);
    }
}

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

    public static function update(string $family, int $id, string $field, string|int $value): void
    {
        DB::table(self::table($family))->where('id', $id)->update([$field => $value]);
    }

    public static function delete(string $family, int $id): void
    {
        DB::table(self::table($family))->where('id', $id)->delete();
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

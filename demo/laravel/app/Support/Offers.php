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

    /** 12345.5 → '12 346 €' (number_format with plain spaces); null → ''. */
    public static function formatBudget(mixed $budget): string
    {
        return $budget === null ? '' : number_format(round((float) $budget), 0, ',', ' ').' €';
    }

    private static function decimal(mixed $n): ?string
    {
        return $n === null ? null : number_format((float) $n, 2, '.', '');
    }

    /** The JSON row of SPEC.md §3 as a PHP/MySQL backend sends it: decimals as strings, nulls kept. */
    public static function toWire(object $r): array
    {
        return [
            'id' => (int) $r->id,
            'offre_nom' => $r->offre_nom,
            'offre_date' => $r->offre_date,
            'offre_ref' => $r->offre_ref,
            'offre_statut' => $r->offre_statut,
            'statut' => $r->statut,
            'projet_ref' => $r->projet_ref,
            'projet_nom' => $r->projet_nom,
            'projet_livraison' => $r->projet_livraison,
            'client_societe' => $r->client_societe,
            'client_cp' => $r->client_cp,
            'client_ville' => $r->client_ville,
            'transport_dest' => $r->transport_dest,
            'qte_m2' => self::decimal($r->qte_m2),
            'qte_ml' => self::decimal($r->qte_ml),
            'budget_produits' => self::formatBudget($r->budget),
            'budget' => self::decimal($r->budget),
            'produits' => $r->produits,
            'outil' => $r->outil,
            'v_tarif' => $r->v_tarif,
            // Not in SPEC.md §3's row: the owner, for the backoffice's `Prescripteur` column (issue 20 §5).
            'user_id' => $r->user_id === null ? null : (int) $r->user_id,
        ];
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
            $keep = ! $oldPriceList;
            $id = DB::table(self::table($family))->insertGetId([
                'user_id' => $src->user_id,
                'offre_nom' => $newName,
                'offre_date' => date('Y-m-d'),
                'offre_ref' => self::nextRef($family, (int) date('Y')),
                'offre_statut' => '10',
                'statut' => 'brouillon',
                'projet_ref' => $src->projet_ref,
                'projet_nom' => $src->projet_nom,
                'projet_livraison' => $src->projet_livraison,
                'client_societe' => $src->client_societe,
                'client_cp' => $src->client_cp,
                'client_ville' => $src->client_ville,
                'transport_dest' => $src->transport_dest,
                'qte_m2' => $keep ? $src->qte_m2 : null,
                'qte_ml' => $keep ? $src->qte_ml : null,
                'budget' => $keep ? $src->budget : null,
                'produits' => $keep ? $src->produits : '',
                'outil' => $src->outil,
                'v_tarif' => $oldPriceList ? self::CURRENT_TARIF : $src->v_tarif,
            ]);
            $pdo->exec('COMMIT');
        } catch (\Throwable $e) {
            $pdo->exec('ROLLBACK');
            throw $e;
        }

        return self::find($family, $id);
    }

    /** Next free reference '<PREFIX>-<year>-<4-digit sequence>'. Call inside a transaction. */
    private static function nextRef(string $family, int $year): string
    {
        $like = Families::get($family)['refPrefix'].'-'.$year.'-';
        $seq = DB::table(self::table($family))->where('offre_ref', 'like', $like.'%')
            ->max(DB::raw('CAST(substr(offre_ref, '.(strlen($like) + 1).') AS INTEGER)'));

        return $like.str_pad((string) (((int) $seq) + 1), 4, '0', STR_PAD_LEFT);
    }
}

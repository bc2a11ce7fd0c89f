<?php

namespace App\Http\Controllers;

use App\Exceptions\ApiError;
use App\Support\Families;
use App\Support\Input;
use App\Support\Offers;
use Illuminate\Http\Request;

/**
 * POST /ajax/{family}/… : the offer-list calls of SPEC.md §7, with the reference server's answers
 * (demo/server/routes/offers.ts). Prescribers act on their own offers only; backoffice users on all.
 * A refusal the widget shows in a dialog is 200 {statut: 'ko', msg}; bad input is 422, another user's
 * offer 403, both as {statut: 'ko', msg} (App\Exceptions\Handler).
 */
class OffersController extends Controller
{
    private const MISSING = "Cette offre n'existe pas ou a été supprimée.";
    private const FORBIDDEN = "Vous n'avez pas accès aux offres de cet utilisateur.";
    private const BAD_ID = "Identifiant d'offre invalide.";
    private const BAD_REF = "La référence ne correspond pas à l'offre.";
    private const BAD_SEEN = 'Valeur précédente invalide.';
    /** Delete is for editable offers only, hide for the others (SPEC.md §2's row menus, §4's rule). */
    private const NOT_DELETABLE = "L'offre %s n'est pas modifiable : elle ne peut pas être supprimée.";
    private const NOT_HIDEABLE = "L'offre %s est modifiable : elle ne peut pas être masquée.";
    /** A change refused because the offer is no longer what the user saw: names its current value. */
    private const CONFLICT = "L'offre %s a été modifiée entre-temps : %s.";
    private const NOW_STATUS = 'son statut est maintenant %s';
    private const NOW_DATE = 'sa date de livraison est maintenant %s';
    private const NOW_SITE_NAME = 'son nom de chantier est maintenant « %s »';
    private const NOW_REF = 'sa référence est maintenant %s';
    /** A hide that another user's hide got in before. */
    private const NOW_HIDDEN = 'elle est déjà masquée';
    private const UNSET_STATUS = 'non renseigné';
    private const UNSET_DATE = 'non renseignée';
    private const UNSET_SITE_NAME = 'son nom de chantier est maintenant non renseigné';

    /** { userid: 'all' | id, leopard_data? } → the offer rows, newest first. */
    public function liste(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        if (isset($b['leopard_data']) && ! is_array($b['leopard_data'])) {
            throw ApiError::unprocessable('Données Leopard invalides.');
        }
        if (($b['userid'] ?? null) === 'all') {
            if (! $this->user()->is_backoffice) {
                throw ApiError::forbidden(self::FORBIDDEN);
            }
            $scope = 'all';
        } else {
            $scope = Input::id($b['userid'] ?? null, "Identifiant d'utilisateur invalide.");
            $this->assertOwner($scope, self::FORBIDDEN);
        }

        return response()->json(array_map([Offers::class, 'toWire'], Offers::list($family, $scope)));
    }

    /** { offreid, offreref, statut } → { statut, msg } */
    public function statut(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        $statut = array_key_exists('statut', $b) && $b['statut'] === null ? '' : Input::trim(Input::text($b['statut'] ?? null, 'Statut inconnu'));
        if ($statut !== '' && ! in_array($statut, Families::get($family)['statuses'], true)) {
            throw ApiError::unprocessable('Statut inconnu');
        }
        $ref = $this->ref($b);
        $seen = $this->seen($b, 'statut_precedent');
        $row = $this->offer($family, $id);
        if (! $row) {
            return $this->ko(self::MISSING);
        }
        if ($ref !== null && $ref !== $row->offre_ref) {
            return $this->ko(self::BAD_REF);
        }
        $written = Offers::update($family, $id, 'offre_statut', $statut, self::stillShows('offre_statut', $seen));
        $refused = $this->applied($family, $id, $written, fn (object $now) => $this->statusConflict($family, $now));
        if ($refused) {
            return $refused;
        }

        return response()->json(['statut' => 'ok', 'msg' => "Le statut de l'offre {$row->offre_ref} a été mis à jour."]);
    }

    /** { offreid, newname } → { statut, clonedata, msg, title } */
    public function clonage(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        $name = $this->name($b['newname'] ?? null, 'Il faut indiquer un nom pour la nouvelle offre.', 'Le nom est trop long (255 caractères maximum).');
        $row = $this->offer($family, $id);
        if (! $row) {
            return $this->ko(self::MISSING, ['title' => 'Erreur', 'clonedata' => null]);
        }
        $clone = Offers::clone($family, $row, $name);

        return response()->json([
            'statut' => 'ok',
            'clonedata' => Offers::toWire($clone),
            'msg' => "L'offre {$row->offre_ref} a été dupliquée : nouvelle offre {$clone->offre_ref} « {$clone->offre_nom} ».",
            'title' => 'Offre dupliquée',
        ]);
    }

    /** { offreid, nomchantier } → { statut, msg } */
    public function nomChantier(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        $name = $this->name($b['nomchantier'] ?? null, 'Il faut écrire au minimum quelque chose...', 'Le nom de chantier est trop long (255 caractères maximum).');
        $seen = $this->seen($b, 'nom_precedent');
        $row = $this->offer($family, $id);
        if (! $row) {
            return $this->ko(self::MISSING);
        }
        $written = Offers::update($family, $id, 'projet_nom', $name, self::stillShows('projet_nom', $seen));
        $refused = $this->applied($family, $id, $written, function (object $now) {
            $name = self::shown($now->projet_nom);

            return $this->conflict($now->offre_ref, $name === '' ? self::UNSET_SITE_NAME : sprintf(self::NOW_SITE_NAME, $name), $now);
        });
        if ($refused) {
            return $refused;
        }

        return response()->json(['statut' => 'ok', 'msg' => 'Nom de chantier enregistré.']);
    }

    /** { offreid, newdate: 'YYYY-Tn' } → { statut, msg } */
    public function dateLivraison(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        $date = is_string($b['newdate'] ?? null) ? Input::trim($b['newdate']) : '';
        if (! preg_match('/^20[2-3]\d-T[1-4]$/', $date)) {
            throw ApiError::unprocessable("La date n'est pas valide (il faut trimestre et année).");
        }
        $seen = $this->seen($b, 'date_precedente');
        $row = $this->offer($family, $id);
        if (! $row) {
            return $this->ko(self::MISSING);
        }
        $written = Offers::update($family, $id, 'projet_livraison', $date, self::stillShows('projet_livraison', $seen, true));
        $refused = $this->applied($family, $id, $written, function (object $now) {
            $date = self::shown($now->projet_livraison);

            return $this->conflict($now->offre_ref, sprintf(self::NOW_DATE, $date === '' ? self::UNSET_DATE : $date), $now);
        });
        if ($refused) {
            return $refused;
        }

        return response()->json(['statut' => 'ok', 'msg' => 'Nouvelle date enregistrée']);
    }

    /** { offreref, offreid } → { statut, msg, title } */
    public function supprime(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        $ref = $this->ref($b);
        $seen = $this->seen($b, 'statut_precedent');
        $row = $this->offer($family, $id);
        $error = ['title' => 'Erreur'];
        if (! $row) {
            return $this->ko(self::MISSING, $error);
        }
        if ($ref !== null && $ref !== $row->offre_ref) {
            return $this->ko(self::BAD_REF, $error);
        }
        $notDeletable = fn (object $now) => $this->ko(sprintf(self::NOT_DELETABLE, $now->offre_ref), $error);
        if (! Offers::isEditable($row)) {
            return $notDeletable($row);
        }
        $written = Offers::delete($family, $id, [Offers::editable(true), ...self::stillShows('offre_statut', $seen)]);
        $refused = $this->applied($family, $id, $written,
            fn (object $now) => Offers::isEditable($now) ? $this->statusConflict($family, $now, $error) : $notDeletable($now), $error);
        if ($refused) {
            return $refused;
        }

        return response()->json(['statut' => 'ok', 'msg' => "L'offre {$row->offre_ref} a été supprimée.", 'title' => 'Offre supprimée']);
    }

    /** { action: 'masquer', offreid } → { statut } */
    public function visibilite(Request $request, string $family)
    {
        $family = Input::family($family);
        $b = Input::body($request);
        $id = Input::id($b['offreid'] ?? null, self::BAD_ID);
        if (($b['action'] ?? null) !== 'masquer') {
            throw ApiError::unprocessable('Action inconnue.');
        }
        $ref = $this->ref($b);
        $seen = $this->seen($b, 'statut_precedent');
        $row = $this->offer($family, $id);
        if (! $row) {
            return $this->ko(self::MISSING);
        }
        if ($ref !== null && $ref !== $row->offre_ref) {
            return $this->conflict($ref, sprintf(self::NOW_REF, $row->offre_ref), $row);
        }
        $notHideable = fn (object $now) => $this->ko(sprintf(self::NOT_HIDEABLE, $now->offre_ref));
        if (Offers::isEditable($row)) {
            return $notHideable($row);
        }
        // With what the user saw, the offer must also still be shown: of concurrent hides, one is applied.
        $seenShown = $seen === null ? [] : [Offers::VISIBLE, ...self::stillShows('offre_statut', $seen)];
        $written = Offers::update($family, $id, 'hidden', 1, [Offers::editable(false), ...$seenShown]);
        $refused = $this->applied($family, $id, $written, function (object $now) use ($family, $notHideable) {
            if (Offers::isEditable($now)) {
                return $notHideable($now);
            }
            if ((int) $now->hidden) {
                // Hidden meanwhile: the offer is in no list any more, so no row goes back.
                return $this->ko(sprintf(self::CONFLICT, $now->offre_ref, self::NOW_HIDDEN), ['conflit' => true]);
            }

            return $this->statusConflict($family, $now);
        });
        if ($refused) {
            return $refused;
        }

        return response()->json(['statut' => 'ok', 'msg' => "L'offre {$row->offre_ref} est masquée."]);
    }

    /** The offer, null when missing; 403 when it is another user's (and the user is not backoffice). */
    private function offer(string $family, int $id): ?object
    {
        $row = Offers::find($family, $id);
        if ($row) {
            $this->assertOwner((int) $row->user_id, "Vous n'avez pas le droit de modifier cette offre.");
        }

        return $row;
    }

    /** A name: trimmed, not blank (422 $blank), at most 255 characters (422 $tooLong). */
    private function name(mixed $value, string $blank, string $tooLong): string
    {
        $name = $value === null ? '' : Input::trim(Input::text($value, $blank));
        if ($name === '') {
            throw ApiError::unprocessable($blank);
        }
        if (Input::jsLength($name) > 255) {
            throw ApiError::unprocessable($tooLong);
        }

        return $name;
    }

    private function ko(string $msg, array $extra = [])
    {
        return response()->json(['statut' => 'ko', 'msg' => $msg] + $extra);
    }

    /** Another user changed the offer since the row was shown: nothing changes, the current row goes back. */
    private function conflict(string $ref, string $now, object $row, array $extra = [])
    {
        return $this->ko(sprintf(self::CONFLICT, $ref, $now), $extra + ['conflit' => true, 'offre' => Offers::toWire($row)]);
    }

    private function statusConflict(string $family, object $row, array $extra = [])
    {
        $label = Families::statusLabel($family, self::shown($row->offre_statut));

        return $this->conflict($row->offre_ref, sprintf(self::NOW_STATUS, $label === '' ? self::UNSET_STATUS : $label), $row, $extra);
    }

    /**
     * After a change checked and written in one statement (Offers::update, Offers::delete): null when it was
     * applied; else the offer is read again and $refused answers from what it holds now (gone: missing).
     */
    private function applied(string $family, int $id, bool $written, callable $refused, array $extra = [])
    {
        if ($written) {
            return null;
        }
        $now = Offers::find($family, $id);

        return $now ? $refused($now) : $this->ko(self::MISSING, $extra);
    }

    /**
     * The conditions of a change on what the user saw (none when the widget did not say): the column, as the
     * row shows it, still holds it (codes as text, names trimmed, quarters case-insensitively: Offers::shows).
     */
    private static function stillShows(string $column, ?string $seen, bool $caseless = false): array
    {
        return $seen === null ? [] : [Offers::shows($column, self::shown($seen), $caseless)];
    }

    /** offreref: absent or null (no check), text or a number (as text); anything else → 422. */
    private function ref(array $b): ?string
    {
        $value = $b['offreref'] ?? null;

        return $value === null ? null : Input::text($value, self::BAD_REF);
    }

    /**
     * What the row showed when the user decided (statut_precedent, date_precedente, nom_precedent): null when
     * the widget did not send it (no check, as before), '' for null; text or a number, else 422.
     */
    private function seen(array $b, string $field): ?string
    {
        if (! array_key_exists($field, $b)) {
            return null;
        }

        return $b[$field] === null ? '' : Input::text($b[$field], self::BAD_SEEN);
    }

    /** A value as the row shows it: trimmed, '' for null. */
    private static function shown(mixed $value): string
    {
        return $value === null ? '' : Input::trim((string) $value);
    }
}

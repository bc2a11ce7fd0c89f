<?php

namespace App\Http\Controllers;

use App\Support\Input;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/** GET /contacts/list/{userId} and POST /ajax/contacts/delete (SPEC.md §7). */
class ContactsController extends Controller
{
    public function list(string $userId)
    {
        $id = Input::id($userId, "Identifiant d'utilisateur invalide.");
        $this->assertOwner($id, "Vous n'avez pas accès aux contacts de cet utilisateur.");

        return response()->json(DB::table('contacts')
            ->select('id', 'societe', 'type_societe', 'nom', 'email', 'code_postal', 'ville')
            ->where('user_id', $id)
            ->orderByRaw('societe COLLATE NOCASE')->orderBy('id')
            ->get());
    }

    public function delete(Request $request)
    {
        $id = Input::id(Input::body($request)['id'] ?? null, 'Identifiant de contact invalide.');
        $row = DB::table('contacts')->where('id', $id)->first();
        $missing = response()->json(['statut' => 'ko', 'msg' => "Ce contact n'existe pas ou a déjà été supprimé."]);
        if (! $row) {
            return $missing;
        }
        $this->assertOwner((int) $row->user_id, "Vous n'avez pas le droit de supprimer ce contact.");
        // One statement decides: of concurrent deletes (several PHP workers), the one that deleted the row is answered ok.
        if (DB::table('contacts')->where('id', $id)->delete() !== 1) {
            return $missing;
        }

        return response()->json(['statut' => 'ok', 'msg' => "Le contact {$row->nom} ({$row->societe}) a été supprimé."]);
    }
}

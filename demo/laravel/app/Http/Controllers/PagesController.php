<?php

namespace App\Http\Controllers;

use App\Exceptions\ApiError;
use App\Models\User;
use App\Support\BackLink;
use App\Support\Families;
use App\Support\Input;
use App\Support\OfferFields;
use App\Support\Offers;
use App\Support\Query;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/**
 * The legacy pages (one widget each, attributes written by Blade from the signed-in user) and the
 * read-only pages every widget link lands on, each with a `Retour` link.
 */
class PagesController extends Controller
{
    public function home()
    {
        return $this->view('pages.home', ['user' => $this->user(), 'labels' => ['contacts' => 'Contacts'] + Families::labels()]);
    }

    public function contacts()
    {
        return $this->view('contacts.index', ['user' => $this->user()]);
    }

    public function offres(Request $request, string $family)
    {
        $user = $this->user();

        return $this->view('offres.index', [
            'family' => $family,
            'title' => 'Offres '.Families::get($family)['label'],
            'user' => $user,
            'prescripteurs' => $user->is_backoffice ? User::prescribers() : [],
            'leopard' => Query::leopard(Query::raw($request)),
        ]);
    }

    public function contact(Request $request, string $id)
    {
        $contact = DB::table('contacts')->where('id', $this->pageId($id))->first();
        if (! $contact) {
            throw ApiError::notFound("Ce contact n'existe pas.");
        }
        $this->assertOwner((int) $contact->user_id, "Vous n'avez pas accès à ce contact.");

        return $this->view('pages.contact', ['contact' => $contact, 'back' => BackLink::to($request, '/contacts')]);
    }

    public function offer(Request $request, string $family, string $id)
    {
        $family = Input::family($family);
        $row = Offers::find($family, $this->pageId($id));
        if (! $row) {
            throw ApiError::notFound("Cette offre n'existe pas.");
        }
        $this->assertOwner((int) $row->user_id, "Vous n'avez pas accès à cette offre.");

        return $this->view('pages.offer', [
            'family' => $family,
            'label' => Families::get($family)['label'],
            'offer' => Offers::toWire($row),
            'fields' => OfferFields::of($family),
            'back' => BackLink::to($request, Families::listPath($family, $row)),
        ]);
    }

    public function newOffer(Request $request, string $family, string $variant)
    {
        $family = Input::family($family);
        $variant = Families::pageVariant($family, $variant) ?? throw ApiError::notFound();
        $query = Query::raw($request);

        return $this->view('pages.new-offer', [
            'label' => Families::get($family)['label'],
            'variant' => $variant,
            'query' => $query,
            'back' => BackLink::to($request, "/$family".($query !== '' ? "?$query" : '')),
        ]);
    }

    /** The Leopard landing page: links into each list with the Leopard query string and origine. */
    public function leopard(Request $request, string $origin)
    {
        $query = Query::raw($request);
        $pairs = array_values(array_filter(Query::parse($query), fn ($p) => $p[0] !== 'origine'));
        $pairs[] = ['origine', $origin];

        return $this->view('pages.leopard', ['origin' => $origin, 'query' => $query, 'qs' => Query::build($pairs), 'labels' => Families::labels()]);
    }

    private function pageId(string $value): int
    {
        if (! preg_match('/^\d{1,15}$/', $value)) {
            throw ApiError::notFound();
        }

        return (int) $value;
    }

    private function view(string $name, array $data)
    {
        return response()->view($name, $data)->header('Cache-Control', 'no-store');
    }
}

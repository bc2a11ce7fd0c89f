<?php
// Every route is in the `web` group (App\Providers\RouteServiceProvider): session, cookies and CSRF (419).

use App\Http\Controllers\AuthController;
use App\Http\Controllers\ContactsController;
use App\Http\Controllers\OffersController;
use App\Http\Controllers\PagesController;
use App\Http\Controllers\ReportsController;
use App\Support\Families;
use Illuminate\Support\Facades\Route;

Route::get('/login', [AuthController::class, 'show']);
Route::post('/login', [AuthController::class, 'login']);
Route::post('/logout', [AuthController::class, 'logout']);

Route::middleware('auth')->group(function () {
    // The calls of SPEC.md §7.
    Route::get('/contacts/list/{userId}', [ContactsController::class, 'list']);
    Route::post('/ajax/contacts/delete', [ContactsController::class, 'delete']);
    Route::post('/ajax/{family}/liste-offres', [OffersController::class, 'liste']);
    Route::post('/ajax/{family}/statut-offre', [OffersController::class, 'statut']);
    Route::post('/ajax/{family}/clonage-offre', [OffersController::class, 'clonage']);
    Route::post('/ajax/{family}/nom-chantier', [OffersController::class, 'nomChantier']);
    Route::post('/ajax/{family}/date-livraison', [OffersController::class, 'dateLivraison']);
    Route::post('/ajax/{family}/supprime-offre', [OffersController::class, 'supprime']);
    Route::post('/ajax/{family}/visibilite-offre', [OffersController::class, 'visibilite']);
    Route::get('/{family}/excel-report', [ReportsController::class, 'excel']);
    Route::get('/{family}/affiche-pdf-offre', [ReportsController::class, 'pdf']);

    // The legacy pages: one widget each.
    Route::get('/', [PagesController::class, 'home']);
    Route::get('/contacts', [PagesController::class, 'contacts']);
    Route::get('/{family}', [PagesController::class, 'offres'])->where('family', Families::pattern('#'));

    // Read-only targets of the widgets' links.
    Route::get('/contacts/{id}', [PagesController::class, 'contact']);
    Route::get('/{family}/offres/edition/{id}', [PagesController::class, 'offer']);
    Route::get('/{family}/nouvelle/{variant}', [PagesController::class, 'newOffer']);
    Route::get('/leopard/{origin}', [PagesController::class, 'leopard']);
});

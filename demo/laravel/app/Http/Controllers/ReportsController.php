<?php

namespace App\Http\Controllers;

use App\Exceptions\ApiError;
use App\Exceptions\Handler;
use App\Support\Input;
use App\Support\NodeTool;
use App\Support\Offers;
use App\Support\Query;
use App\Support\ReportsUnavailable;
use Illuminate\Http\Request;

/**
 * GET /{family}/excel-report and GET /{family}/affiche-pdf-offre: Laravel decides who may see what; the
 * files are written by the reference server's generators in the host's export service (NodeTool). While two
 * exports run, or when the service does not answer, 503 with Retry-After and a French message.
 */
class ReportsController extends Controller
{
    private const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    public function excel(Request $request, string $family)
    {
        $family = Input::family($family);
        $user = $this->user();
        $raw = null;
        foreach (Query::parse(Query::raw($request)) as [$k, $v]) {
            if ($k === 'userid') {
                $raw = trim($v);
                break;
            }
        }
        $scope = $raw === 'all' ? 'all' : (preg_match('/^\d{1,15}$/', (string) $raw) && (int) $raw > 0 ? (int) $raw : $user->id);
        if ($scope === 'all' ? ! $user->is_backoffice : ! $user->mayAccess($scope)) {
            throw ApiError::forbidden("Vous n'avez pas accès aux offres de cet utilisateur.");
        }
        $file = self::file($request, 'excel', ['family' => $family, 'scope' => (string) $scope, 'query' => Query::raw($request)]);
        if (! is_string($file)) {
            return $file;
        }

        return response($file, 200, [
            'Content-Type' => self::XLSX,
            'Content-Disposition' => 'attachment; filename="offres-'.$family.'-'.date('Y-m-d').'.xlsx"',
            'Cache-Control' => 'no-store',
        ]);
    }

    /**
     * The file, or the 503 to send instead (JSON for the widgets' calls, a French page for a browser's window,
     * as Handler answers errors).
     *
     * @param array<string, string> $params
     */
    private static function file(Request $request, string $kind, array $params)
    {
        try {
            return NodeTool::file($kind, $params);
        } catch (ReportsUnavailable $e) {
            $headers = ['Retry-After' => (string) $e->retryAfter];
            if (Handler::wantsJson($request)) {
                return response()->json(['statut' => 'ko', 'msg' => $e->getMessage()], 503, $headers);
            }

            return response()->view('pages.message', ['title' => 'Erreur 503', 'text' => $e->getMessage()], 503, $headers);
        }
    }

    public function pdf(Request $request, string $family)
    {
        $family = Input::family($family);
        $id = Input::id($request->query('offreid'), "Identifiant d'offre invalide.");
        $row = Offers::find($family, $id);
        if (! $row) {
            throw ApiError::notFound("Cette offre n'existe pas ou a été supprimée.");
        }
        $this->assertOwner((int) $row->user_id, "Vous n'avez pas accès à cette offre.");
        $file = self::file($request, 'pdf', ['family' => $family, 'id' => (string) $id]);
        if (! is_string($file)) {
            return $file;
        }
        $disposition = $request->query('down') === 'yes' ? 'attachment' : 'inline';

        return response($file, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => $disposition.'; filename="offre-'.preg_replace('/[^\w.-]/', '_', $row->offre_ref).'.pdf"',
            'Cache-Control' => 'no-store',
        ]);
    }
}

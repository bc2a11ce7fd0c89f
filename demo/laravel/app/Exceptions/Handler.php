<?php

namespace App\Exceptions;

use Illuminate\Auth\AuthenticationException;
use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;
use Illuminate\Session\TokenMismatchException;
use Symfony\Component\HttpKernel\Exception\HttpExceptionInterface;
use Throwable;

/**
 * Errors as the widgets expect them (SPEC.md §8): JSON {statut: 'ko', msg} with the status for calls,
 * a French page otherwise. 401 (signed out) and 419 (CSRF token mismatch) come from Laravel itself:
 * the `auth` middleware and VerifyCsrfToken; only their bodies get the French message here.
 */
class Handler extends ExceptionHandler
{
    public const MSG_CSRF = 'Session expirée, veuillez recharger la page.';
    public const MSG_UNAUTH = 'Vous devez vous connecter.';
    public const MSG_SERVER = 'Erreur interne du serveur.';

    protected $dontReport = [ApiError::class];

    /** A call of the widgets (Accept: application/json, X-Requested-With), any §7 API route, any POST. */
    public static function wantsJson($request): bool
    {
        return $request->expectsJson() || $request->is('ajax/*', 'contacts/list/*') || ! $request->isMethod('GET');
    }

    public function render($request, Throwable $e)
    {
        if ($e instanceof AuthenticationException) {
            return $this->unauthenticated($request, $e);
        }
        $extra = [];
        if ($e instanceof ApiError) {
            [$status, $msg, $extra] = [$e->status, $e->getMessage(), $e->extra];
        } elseif ($e instanceof TokenMismatchException) {
            [$status, $msg, $extra] = [419, self::MSG_CSRF, ['message' => 'CSRF token mismatch.']];
        } elseif ($e instanceof HttpExceptionInterface) {
            $status = $e->getStatusCode();
            $msg = match ($status) {
                404 => 'Page introuvable.',
                405 => 'Méthode non autorisée.',
                413 => 'Requête trop volumineuse.',
                default => self::MSG_SERVER,
            };
        } else {
            $status = 500;
            $msg = self::MSG_SERVER;
        }
        if (self::wantsJson($request)) {
            return response()->json(['statut' => 'ko', 'msg' => $msg] + $extra, $status);
        }

        return response()->view('pages.message', ['title' => "Erreur $status", 'text' => $msg], $status);
    }

    protected function unauthenticated($request, AuthenticationException $exception)
    {
        $to = $exception->redirectTo();
        if ($to === null) {
            return response()->json(['statut' => 'ko', 'msg' => self::MSG_UNAUTH, 'message' => 'Unauthenticated.'], 401);
        }

        return redirect($to);
    }
}

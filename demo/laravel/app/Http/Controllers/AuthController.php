<?php

namespace App\Http\Controllers;

use App\Exceptions\ApiError;
use App\Models\User;
use App\Support\Input;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

/** GET /login (pick a demo user), POST /login, POST /logout: Laravel's session guard. */
class AuthController extends Controller
{
    public function show(Request $request)
    {
        return $this->page($request, self::safeNext($request->query('next')));
    }

    public function login(Request $request)
    {
        $next = self::safeNext($request->input('next', $request->query('next')));
        try {
            $user = User::find(Input::id($request->input('user_id')));
        } catch (ApiError) {
            $user = null;
        }
        if (! $user) {
            return $this->page($request, $next, 'Utilisateur inconnu.')->setStatusCode(422);
        }
        Auth::login($user);
        // New session id and new CSRF token (fixation): a token read before sign-in is worth nothing after it,
        // as on the reference server. Laravel 8's regenerate() renews the token too; said here explicitly.
        $request->session()->regenerate();
        $request->session()->regenerateToken();

        return redirect($next);
    }

    public function logout(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        // Nothing of this user is left in the browser (issue 22): the widgets' kept lists (IndexedDB) and
        // view states (sessionStorage) go with every other storage of this origin.
        return redirect('/login')->header('Clear-Site-Data', '"storage"');
    }

    /** A local path only ('/x', not '//host' nor '/\host'), else '/'. */
    public static function safeNext(mixed $value): string
    {
        return is_string($value) && preg_match('#^/(?![/\\\\])\S*$#', $value) ? $value : '/';
    }

    private function page(Request $request, string $next, ?string $error = null)
    {
        return response()->view('pages.login', [
            'users' => User::query()->orderBy('id')->get(),
            'next' => $next,
            'error' => $error,
        ])->header('Cache-Control', 'no-store');
    }
}

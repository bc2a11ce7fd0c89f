<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    {{-- The widgets read this token and send it as X-CSRF-TOKEN (VerifyCsrfToken accepts it). --}}
    <meta name="csrf-token" content="{{ csrf_token() }}">
    <title>@yield('title') | Terreal Extranet</title>
    @yield('scripts')
    <style>
        html { font-size: 62.5%; }
        body { margin: 0; font: 1.5rem/1.6 Georgia, "Times New Roman", serif; background: #ececec; color: #333; }
        .navbar { background: #333; color: #eee; padding: 1rem 2rem; display: flex; gap: 2rem; align-items: center; }
        .navbar a { color: #fc0; }
        .navbar form { margin: 0; }
        .container { max-width: 1400px; margin: 0 auto; padding: 2rem; background: #fff; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1.5rem; }
        dt { font-weight: bold; }
        .error { color: #b00; }
        button { background: #fc0; border: 2px solid #333; padding: .6rem 1.2rem; }
    </style>
</head>
<body>
    <div class="navbar">
        <strong>Terreal Extranet</strong>
        @auth
            <span>{{ auth()->user()->firstname }} {{ auth()->user()->name }}</span>
            <a href="/">Accueil</a>
            <form method="post" action="/logout">@csrf<button type="submit">Se déconnecter</button></form>
        @endauth
    </div>
    <div class="container">
        @yield('content')
    </div>
</body>
</html>

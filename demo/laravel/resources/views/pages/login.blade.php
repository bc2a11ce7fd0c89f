@extends('layouts.app')

@section('title', 'Connexion')

@section('content')
    <h1>Connexion à la démonstration</h1>
    <p>Choisissez un utilisateur de démonstration.</p>
    @if ($error)
        <p class="error" role="alert">{{ $error }}</p>
    @endif
    <form method="post" action="/login">
        @csrf
        <input type="hidden" name="next" value="{{ $next }}">
        <label for="user_id">Utilisateur</label>
        <select id="user_id" name="user_id">
            @foreach ($users as $u)
                <option value="{{ $u->id }}">{{ $u->firstname }} {{ $u->name }} ({{ $u->role() }}, n° {{ $u->id }}{{ $u->terca ? ', Terca' : '' }})</option>
            @endforeach
        </select>
        <button type="submit">Se connecter</button>
    </form>
@endsection

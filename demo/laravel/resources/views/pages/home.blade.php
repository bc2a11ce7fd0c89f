@extends('layouts.app')

@section('title', 'Accueil')

@section('content')
    <h1>Bonjour {{ $user->firstname }} {{ $user->name }}</h1>
    <p>{{ $user->role() }}</p>
    <ul>
        @foreach ($labels as $screen => $label)
            <li><a href="/{{ $screen }}">{{ $screen === 'contacts' ? 'Contacts' : "Offres $label" }}</a></li>
        @endforeach
        <li><a href="/leopard/P-2024-001?projet=LEO-2024-001">Entrée Leopard (projet P-2024-001)</a></li>
    </ul>
@endsection

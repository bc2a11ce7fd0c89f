@extends('layouts.app')

@section('title', 'Leopard')

@section('content')
    <h1>Leopard – projet {{ $origin }}</h1>
    <p>Page d'accueil Leopard (démonstration). Paramètres : <code data-field="query">{{ $query !== '' ? $query : '(aucun)' }}</code></p>
    <ul>
        @foreach ($labels as $family => $label)
            <li><a href="/{{ $family }}?{{ $qs }}">Offres {{ mb_strtolower($label) }} du projet</a></li>
        @endforeach
    </ul>
    <p><a href="/">Accueil</a></p>
@endsection

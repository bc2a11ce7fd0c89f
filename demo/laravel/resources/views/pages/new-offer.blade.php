@extends('layouts.app')

@section('title', 'Nouvelle offre '.$label)

@section('content')
    <h1>Nouvelle offre {{ $label }}</h1>
    <p>Outil / gamme : <strong data-field="variant">{{ $variant }}</strong></p>
    <p>Paramètres reçus : <code data-field="query">{{ $query !== '' ? $query : '(aucun)' }}</code></p>
    <p>La création d'offre n'est pas disponible dans la démonstration.</p>
    <p><a href="{{ $back }}">Retour à la liste</a></p>
@endsection

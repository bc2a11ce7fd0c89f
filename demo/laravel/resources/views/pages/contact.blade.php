@extends('layouts.app')

@section('title', 'Contact')

@section('content')
    <h1>Contact {{ $contact->nom }}</h1>
    <dl>
        <dt>Société</dt><dd>{{ $contact->societe }}</dd>
        <dt>Type de société</dt><dd>{{ $contact->type_societe }}</dd>
        <dt>Contact</dt><dd>{{ $contact->nom }}</dd>
        <dt>E-mail</dt><dd>{{ $contact->email }}</dd>
        <dt>Code postal</dt><dd>{{ $contact->code_postal }}</dd>
        <dt>Ville</dt><dd>{{ $contact->ville }}</dd>
    </dl>
    <p>Page de modification (lecture seule dans la démonstration).</p>
    <p><a href="{{ $back }}">Retour aux contacts</a></p>
@endsection

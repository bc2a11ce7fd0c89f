@extends('layouts.app')

@section('title', 'Offre '.$offer['offre_ref'])

@section('content')
    <h1>Offre {{ $offer['offre_ref'] }} ({{ $label }})</h1>
    <dl>
        {{-- The fields of the column declarations (App\Support\OfferFields), as the reference server's page. --}}
        @foreach ($fields as $field)
            <dt>{{ $field['header'] }}</dt><dd data-field="{{ $field['key'] }}">{{ $offer[$field['key']] ?? '' }}</dd>
        @endforeach
    </dl>
    <p>Page d'édition (lecture seule dans la démonstration).</p>
    <p><a href="{{ $back }}">Retour à la liste</a></p>
@endsection

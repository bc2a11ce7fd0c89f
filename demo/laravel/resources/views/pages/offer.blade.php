@extends('layouts.app')

@section('title', 'Offre '.$offer['offre_ref'])

@php
    $fields = [
        'offre_ref' => 'N° offre', 'offre_nom' => "Nom de l'offre", 'offre_date' => 'Date', 'statut' => 'État',
        'offre_statut' => 'Statut commercial', 'projet_ref' => 'Réf. Leopard', 'projet_nom' => 'Chantier',
        'projet_livraison' => 'Livraison', 'client_societe' => 'Client', 'client_cp' => 'Code postal',
        'client_ville' => 'Ville', 'transport_dest' => 'Destination', 'qte_m2' => 'Qté m²', 'qte_ml' => 'Qté ml',
        'budget_produits' => 'Budget', 'produits' => 'Produits', 'outil' => 'Outil', 'v_tarif' => 'Version tarif',
    ];
@endphp

@section('content')
    <h1>Offre {{ $offer['offre_ref'] }} ({{ $label }})</h1>
    <dl>
        @foreach ($fields as $key => $name)
            <dt>{{ $name }}</dt><dd data-field="{{ $key }}">{{ $offer[$key] ?? '' }}</dd>
        @endforeach
    </dl>
    <p>Page d'édition (lecture seule dans la démonstration).</p>
    <p><a href="{{ $back }}">Retour à la liste</a></p>
@endsection

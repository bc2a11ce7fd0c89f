@extends('layouts.app')

@section('title', $title)

@section('scripts')
    <script src="{{ asset('js/terreal-widgets.js') }}" defer></script>
@endsection

@section('content')
    <h1>{{ $title }}</h1>
    @if ($leopard)
        <p>Projet Leopard : <strong>{{ $leopard['leopard_data']->origine }}</strong></p>
    @endif
    {{-- @json escapes quotes, apostrophes, < > and & (JSON_HEX_*): safe inside single quotes. --}}
    <terreal-offres-{{ $family }}
        userid="{{ $user->id }}"
        is-backoffice="{{ $user->is_backoffice ? 'true' : 'false' }}"
        terca="{{ $user->terca ? 'true' : 'false' }}"
        directeur-commercial="{{ $user->directeur_commercial ? 'true' : 'false' }}"
        prescripteurs='@json($prescripteurs)'
        @if ($leopard) leopard='@json($leopard)' @endif
    ></terreal-offres-{{ $family }}>
@endsection

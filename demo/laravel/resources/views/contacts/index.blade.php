@extends('layouts.app')

@section('title', 'Contacts')

@section('scripts')
    <script src="{{ asset('js/terreal-widgets.js') }}" defer></script>
@endsection

@section('content')
    <h1>Contacts</h1>
    <terreal-contacts
        userid="{{ $user->id }}"
        is-backoffice="{{ $user->is_backoffice ? 'true' : 'false' }}"
    ></terreal-contacts>
@endsection

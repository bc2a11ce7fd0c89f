@extends('layouts.app')

@section('title', $title)

@section('content')
    <h1>{{ $title }}</h1>
    <p>{{ $text }}</p>
    <p><a href="/">Retour à l'accueil</a></p>
@endsection

<?php

namespace App\Exceptions;

use RuntimeException;

/** A refusal with its HTTP status and French message (rendered by Handler as {statut: 'ko', msg, …extra}). */
class ApiError extends RuntimeException
{
    public function __construct(public int $status, string $msg, public array $extra = [])
    {
        parent::__construct($msg);
    }

    public static function unprocessable(string $msg): self
    {
        return new self(422, $msg);
    }

    public static function forbidden(string $msg = "Vous n'avez pas les droits pour accéder à ces données."): self
    {
        return new self(403, $msg);
    }

    public static function notFound(string $msg = 'Page introuvable.'): self
    {
        return new self(404, $msg);
    }
}

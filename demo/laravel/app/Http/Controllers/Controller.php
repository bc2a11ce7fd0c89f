<?php

namespace App\Http\Controllers;

use App\Exceptions\ApiError;
use App\Models\User;
use Illuminate\Routing\Controller as BaseController;

abstract class Controller extends BaseController
{
    protected function user(): User
    {
        return auth()->user();
    }

    /** 403 with $msg unless the signed-in user owns the data or is backoffice. */
    protected function assertOwner(int $ownerId, string $msg): void
    {
        if (! $this->user()->mayAccess($ownerId)) {
            throw ApiError::forbidden($msg);
        }
    }
}

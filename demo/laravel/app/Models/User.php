<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

/** A row of the reference schema's `users` table (id, name, firstname, is_backoffice, terca, directeur_commercial). */
class User extends Authenticatable
{
    public $timestamps = false;

    protected $casts = [
        'id' => 'integer',
        'is_backoffice' => 'boolean',
        'terca' => 'boolean',
        'directeur_commercial' => 'boolean',
    ];

    /** Prescribers shown in the backoffice filter: every non-backoffice user, as {id, name, firstname}. */
    public static function prescribers(): array
    {
        return static::query()->where('is_backoffice', 0)->orderBy('name')->orderBy('firstname')
            ->get(['id', 'name', 'firstname'])
            ->map(fn (User $u) => ['id' => $u->id, 'name' => $u->name, 'firstname' => $u->firstname])
            ->all();
    }

    public function role(): string
    {
        return $this->is_backoffice ? 'Backoffice'
            : ($this->directeur_commercial ? 'Prescripteur, directeur commercial' : 'Prescripteur');
    }

    /** The signed-in user may act on data of $ownerId: their own, or anybody's for backoffice. */
    public function mayAccess(int $ownerId): bool
    {
        return $this->id === $ownerId || $this->is_backoffice;
    }
}

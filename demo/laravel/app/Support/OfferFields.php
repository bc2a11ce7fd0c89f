<?php

namespace App\Support;

use RuntimeException;

/**
 * The fields of the read-only offer page, as the reference server's page lists them: start.ts writes them
 * from the column declarations (src/core/offerExport.ts offerPageFields) to TERREAL_STORAGE/offer-fields.json
 * each time it starts the host, so a column added there shows here with no PHP to change.
 */
final class OfferFields
{
    /** @return list<array{key: string, header: string}> */
    public static function of(string $family): array
    {
        static $all = null;
        if ($all === null) {
            $file = storage_path('offer-fields.json');
            $json = is_file($file) ? json_decode((string) file_get_contents($file), true) : null;
            if (! is_array($json)) {
                throw new RuntimeException("$file is missing or unreadable: start the host with demo/laravel/start.ts");
            }
            $all = $json;
        }

        return $all[$family] ?? [];
    }
}

<?php

namespace App\Support;

use RuntimeException;

/**
 * No export now: two are already being prepared, or the export service does not answer. Answered 503 with
 * Retry-After and the French message (ReportsController), which the widget reads to try again.
 */
final class ReportsUnavailable extends RuntimeException
{
    public function __construct(string $msg, public int $retryAfter)
    {
        parent::__construct($msg);
    }
}

<?php

namespace App\Support;

use RuntimeException;

/**
 * The Excel and PDF files, asked of the host's export service (demo/laravel/node/reportService.ts, started
 * once with the host by demo/laravel/start.ts; its Unix socket in TERREAL_REPORTS), which writes them with
 * the reference server's own generators (demo/server/excel.ts, pdf.ts) in worker threads, so both hosts
 * send the same files and no export starts a process. HTTP/1.0 over PHP's own streams (no curl needed).
 * Laravel has checked who may see what before calling it.
 */
final class NodeTool
{
    /** The reference server's words (demo/server/routes/reports.ts MSG_REPORTS_BUSY). */
    public const MSG_BUSY = 'Deux exports sont déjà en préparation : le vôtre sera prêt dans un instant, réessayez dans quelques secondes.';
    public const MSG_DOWN = 'Le service des exports ne répond pas pour le moment : réessayez dans quelques secondes.';
    /** Seconds to wait when the service does not answer (start.ts starts it again within a second). */
    private const RETRY_DOWN = 2;
    /** The longest an export may take, in seconds. */
    private const TIMEOUT = 600;

    /**
     * The file of `GET /{kind}?{params}` on the service.
     *
     * @param array<string, string> $params
     * @throws ReportsUnavailable when two exports already run or the service does not answer
     */
    public static function file(string $kind, array $params): string
    {
        $address = (string) getenv('TERREAL_REPORTS');
        $sock = $address === '' ? false : @stream_socket_client('unix://'.$address, $errno, $errstr, 5);
        if ($sock === false) {
            throw self::down();
        }
        try {
            stream_set_timeout($sock, self::TIMEOUT);
            fwrite($sock, 'GET /'.$kind.'?'.http_build_query($params)." HTTP/1.0\r\nHost: reports\r\n\r\n");
            [$status, $headers] = self::head($sock);
            $body = stream_get_contents($sock);
            if ($body === false || stream_get_meta_data($sock)['timed_out']) {
                throw self::down();
            }
        } finally {
            fclose($sock);
        }
        if ($status === 503) {
            throw new ReportsUnavailable(self::MSG_BUSY, max(1, (int) ($headers['retry-after'] ?? 1)));
        }
        if ($status !== 200 || strlen($body) !== (int) ($headers['content-length'] ?? -1)) {
            throw new RuntimeException("export service: HTTP $status ".substr($body, 0, 500));
        }

        return $body;
    }

    /**
     * The status and headers (lower-case names) of the service's answer; a service that died before
     * answering is "down".
     *
     * @param resource $sock
     * @return array{int, array<string, string>}
     */
    private static function head($sock): array
    {
        $line = fgets($sock);
        if ($line === false || ! preg_match('#^HTTP/1\.\d (\d{3})#', $line, $m)) {
            throw self::down();
        }
        $headers = [];
        while (($line = fgets($sock)) !== false && rtrim($line) !== '') {
            [$name, $value] = explode(':', $line, 2) + [1 => ''];
            $headers[strtolower(trim($name))] = trim($value);
        }

        return [(int) $m[1], $headers];
    }

    private static function down(): ReportsUnavailable
    {
        return new ReportsUnavailable(self::MSG_DOWN, self::RETRY_DOWN);
    }
}

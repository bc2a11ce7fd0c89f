<?php

namespace App\Support;

use RuntimeException;

/**
 * Runs demo/laravel/node/report.ts, which writes the Excel or PDF file with the reference server's own
 * generators (demo/server/excel.ts, pdf.ts), so both hosts send the same files. Laravel has checked
 * who may see what before calling it.
 */
final class NodeTool
{
    /** @param list<string> $args */
    public static function run(array $args): string
    {
        $repo = getenv('TERREAL_REPO') ?: dirname(__DIR__, 4);
        $node = getenv('TERREAL_NODE') ?: 'node';
        $cmd = array_merge([$node, '--import', 'tsx', $repo.'/demo/laravel/node/report.ts', (string) getenv('TERREAL_DB')], $args);
        $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $repo);
        if (! is_resource($proc)) {
            throw new RuntimeException('report.ts: cannot start '.$node);
        }
        $out = stream_get_contents($pipes[1]);
        $err = stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        $code = proc_close($proc);
        if ($code !== 0 || $out === false) {
            throw new RuntimeException("report.ts exited with $code: $err");
        }

        return $out;
    }
}

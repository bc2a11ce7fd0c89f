// The Laravel host's export service: one long-lived Node process (started by ../reportWorker.ts) answering
// App\Support\NodeTool over HTTP on a Unix socket, so no export starts a Node process on the request path.
// Each file is built by the reference server's pool (demo/server/reportPool.ts: worker threads, at most two
// at once, a third refused with 503 and Retry-After), from the host's SQLite database (TERREAL_DB), as
// report.ts builds it. Laravel has decided who may see what before calling:
//   GET /excel?family=…&scope=all|{userId}&query={the request's query string}
//   GET /pdf?family=…&id={offerId}
// Env: TERREAL_DB, TERREAL_REPORTS (the socket's path). It stops when the process that started it goes.
import fs from 'node:fs';
import http from 'node:http';
import { isFamily, type ReportJob } from '../../server/reportJob';
import { reportPool, ReportsBusy } from '../../server/reportPool';

/** The job a request asks for, or null when it is not one. */
function jobOf(url: URL, dbPath: string): ReportJob | null {
  const family = url.searchParams.get('family') ?? '';
  if (!isFamily(family)) return null;
  if (url.pathname === '/excel') {
    const scope = url.searchParams.get('scope') ?? '';
    if (scope !== 'all' && !/^\d{1,15}$/.test(scope)) return null;
    return { kind: 'excel', dbPath, family, scope: scope === 'all' ? 'all' : Number(scope), query: url.searchParams.get('query') ?? '' };
  }
  const id = url.searchParams.get('id') ?? '';
  return url.pathname === '/pdf' && /^\d{1,15}$/.test(id) ? { kind: 'pdf', dbPath, family, id: Number(id) } : null;
}

const answer = (res: http.ServerResponse, status: number, msg: string, headers: http.OutgoingHttpHeaders = {}): void => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ msg }));
};

export function reportService(dbPath: string): http.Server {
  const pool = reportPool();
  return http.createServer((req, res) => {
    const job = req.method === 'GET' ? jobOf(new URL(req.url ?? '/', 'http://reports'), dbPath) : null;
    if (!job) return answer(res, 400, 'bad report request');
    pool.run(job).then(
      (file) => res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': file.length }).end(file),
      (err: unknown) => {
        if (err instanceof ReportsBusy) return answer(res, 503, 'busy', { 'Retry-After': String(err.retryAfterS) });
        console.error('terreal-widgets Laravel reports:', err);
        answer(res, 500, err instanceof Error ? err.message : String(err));
      },
    );
  });
}

if (require.main === module) {
  const socket = process.env.TERREAL_REPORTS!;
  fs.rmSync(socket, { force: true }); // a socket file left by a service that was killed
  const server = reportService(process.env.TERREAL_DB!);
  server.listen(socket, () => process.send?.({ listening: socket }));
  // Started with an IPC channel: when the host's process goes (even killed), so does this one.
  process.on('disconnect', () => process.exit(0));
}

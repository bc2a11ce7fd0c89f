// `npm start` / `npm run serve`: the demo server. Env: PORT (3000; 0 = free port), HOST (127.0.0.1),
// TERREAL_DB (demo/data/terreal.sqlite), TERREAL_FAULTS=1 (test fault switch).
import path from 'node:path';
import { REPO_ROOT } from './app';
import { startServer } from './server';
import { startupMessage } from './startupError';

const port = process.env.PORT === undefined || process.env.PORT === '' ? 3000 : Number(process.env.PORT);
const host = process.env.HOST || '127.0.0.1';
const dbPath = path.resolve(process.env.TERREAL_DB || path.join(REPO_ROOT, 'demo', 'data', 'terreal.sqlite'));

startServer({ port, host, dbPath, faults: process.env.TERREAL_FAULTS === '1' }).then(
  (server) => {
    process.stdout.write(`terreal-widgets demo: ${server.url}\n`);
    const stop = (): void => {
      server.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (err: unknown) => {
    process.stderr.write(`terreal-widgets demo: ${startupMessage(err, { port, dbPath })}\n`);
    process.exit(1);
  },
);

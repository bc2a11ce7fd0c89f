// `npm run start:laravel`: the legacy pages and the §7 API on a real Laravel 8 application (demo/laravel),
// served as a Laravel team runs it: Debian's PHP-FPM behind nginx (webServer.ts, etc/), in a process group
// of their own that stops with this process. Env: PORT (8000; 0 = any free port), HOST (127.0.0.1),
// TERREAL_DB (SQLite file, default demo/data/terreal-laravel.sqlite, created and seeded by the reference
// server's own code on first start), TERREAL_STORAGE (sessions, compiled views, the web server's run files;
// default demo/laravel/storage).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { offerPageFields } from '../../src/core/offerExport';
import { FAMILIES, FAMILY_CONFIGS } from '../../src/families';
import { openDatabase } from '../server/db';
import { hostFamilies } from '../server/families';
import { missingPhp } from './php';
import { startReportWorker } from './reportWorker';
import { startWebServer, type WebServer } from './webServer';

const HERE = __dirname;
const REPO_ROOT = path.resolve(HERE, '..', '..');
const START_TIMEOUT_MS = 20_000;

/** Binds `port` (0: any free one) for a moment; gives the port, or rejects with the system's reason. */
const bindPort = (host: string, port: number): Promise<number> => new Promise((resolve, reject) => {
  const s = net.createServer();
  s.once('error', reject);
  s.listen(port, host, () => {
    const { port: bound } = s.address() as net.AddressInfo;
    s.close(() => resolve(bound));
  });
});
const freePort = (host: string): Promise<number> => bindPort(host, 0);

/** The encryption key of this storage directory (cookies and sessions survive restarts). */
function appKey(storage: string): string {
  const file = path.join(storage, 'app.key');
  if (!fs.existsSync(file)) fs.writeFileSync(file, `base64:${crypto.randomBytes(32).toString('base64')}`, { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** Each family's offer page fields (core/offerExport), as the reference server's page lists them. */
const offerFieldsByFamily = () => Object.fromEntries(FAMILIES.map((f) => [f, offerPageFields(FAMILY_CONFIGS[f])]));

async function main(): Promise<void> {
  const missing = missingPhp();
  if (missing) throw new Error(missing);
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT === undefined || process.env.PORT === '' ? 8000 : Number(process.env.PORT) || await freePort(host);
  // A port already taken fails now (in the words `php -S` used), rather than after seeding the database
  // (seconds on a busy machine) for nginx to find out.
  await bindPort(host, port).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`Failed to listen on ${host}:${port} (reason: ${err.code === 'EADDRINUSE' ? 'Address already in use' : err.message})`);
  });
  const dbPath = path.resolve(process.env.TERREAL_DB || path.join(REPO_ROOT, 'demo', 'data', 'terreal-laravel.sqlite'));
  const storage = path.resolve(process.env.TERREAL_STORAGE || path.join(HERE, 'storage'));
  for (const dir of ['framework/sessions', 'framework/views', 'bootstrap']) fs.mkdirSync(path.join(storage, dir), { recursive: true });
  openDatabase(dbPath).close(); // creates and seeds the database as the reference server does, once
  // The offer page's fields, from the column declarations, for Blade (app/Support/OfferFields.php).
  fs.writeFileSync(path.join(storage, 'offer-fields.json'), JSON.stringify(offerFieldsByFamily()));
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist', 'terreal-widgets.js'))) {
    console.warn('terreal-widgets Laravel: dist/terreal-widgets.js is missing: run `npm run build` (npm run start:laravel does).');
  }

  const reports = await startReportWorker({ dbPath, storage }); // the export service (one Node process)

  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}/`;
  const server = startWebServer({
    listen: `${shownHost}:${port}`,
    storage,
    env: {
      ...process.env,
      APP_KEY: appKey(storage),
      APP_URL: url.slice(0, -1),
      TERREAL_DB: dbPath,
      TERREAL_STORAGE: storage,
      TERREAL_REPO: REPO_ROOT,
      TERREAL_REPORTS: reports.address, // App\Support\NodeTool's export service
      // The families as the widgets declare them (src/families), read by App\Support\Families.
      TERREAL_FAMILIES: JSON.stringify(hostFamilies()),
      // Dates (a clone's offre_date and reference year) in the same zone as the reference server's.
      TZ: process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  stopWith(server, reports);
  await untilAnswers(`${url}login`, server);
  process.stdout.write(`terreal-widgets Laravel: ${url}\n`);
}

/** This process, the web server and the export service end together: a signal stops them, the web server's end ends this process. */
function stopWith(server: WebServer, reports: { stop(): Promise<void> }): void {
  let stopping = false;
  const stop = (): void => {
    stopping = true;
    void reports.stop();
    void server.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('exit', () => {
    server.kill();
    void reports.stop();
  });
  void server.ended.then((why) => {
    if (!stopping) console.error(`terreal-widgets Laravel: ${why}`);
    process.exit(stopping ? 0 : 1);
  });
}

/** Waits for /login to answer 200 (a web server that ends first ends this process: stopWith). */
async function untilAnswers(login: string, server: WebServer): Promise<void> {
  const end = Date.now() + START_TIMEOUT_MS;
  while (!server.ready() || !(await answers(login))) {
    if (Date.now() > end) {
      server.kill();
      throw new Error(`no answer on ${login} within ${START_TIMEOUT_MS} ms:\n${server.stderrTail()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

main().catch((err: unknown) => {
  console.error('terreal-widgets Laravel: cannot start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

// The reference server under load: a temporary database (the server's own schema and seed, plus N generated
// bardages offers inserted through better-sqlite3), the real app on 127.0.0.1, a backoffice user signed in
// through /login, then `liste-offres` for all users hammered by autocannon from a second process for a
// bounded time, and the Excel export of every offer timed.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../demo/server/db';
import { offerTable } from '../demo/server/schema';
import { startServer } from '../demo/server/server';
import { generateOffers } from './generate';
import { median, round } from './stats';

const run = promisify(execFile);
const AUTOCANNON = path.resolve(__dirname, '../node_modules/autocannon/autocannon.js');

/** Replaces the seeded bardages offers by `count` generated ones. */
function fillDatabase(dbPath: string, count: number): void {
  const db = openDatabase(dbPath); // creates the schema and the demo seed (users, contacts)
  try {
    const rows = generateOffers(count).reverse();
    const cols = Object.keys(rows[0]).filter((c) => c !== 'id' && c !== 'budget_produits');
    const insert = db.prepare(`INSERT INTO ${offerTable('bardages')} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`);
    db.transaction(() => {
      db.prepare(`DELETE FROM ${offerTable('bardages')}`).run();
      for (const row of rows) insert.run(Object.fromEntries(cols.map((c) => [c, row[c as keyof typeof row]])));
    })();
  } finally {
    db.close();
  }
}

/** Signs in as `userId` through the real /login form; returns the session cookie and CSRF token. */
async function signIn(base: string, userId: number): Promise<{ cookie: string; csrf: string }> {
  const cookieOf = (res: Response) => /terreal_session=[^;]+/.exec(res.headers.getSetCookie().join(','))?.[0] ?? '';
  const login = await fetch(`${base}/login`);
  const guest = cookieOf(login);
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await login.text())?.[1] ?? '';
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: guest },
    body: new URLSearchParams({ user_id: String(userId), _token: csrf }).toString(),
  });
  const cookie = cookieOf(res);
  if (res.status !== 302 || !cookie || !csrf) throw new Error(`server bench: sign-in failed (HTTP ${res.status})`);
  return { cookie, csrf };
}

export interface ServerResult {
  offers: number;
  answerBytes: number;
  single: { medianMs: number; runs: number };
  load: {
    connections: number; durationS: number; requests: number; errors: number; non2xx: number;
    reqPerSec: number; latencyMedianMs: number; latencyP97_5Ms: number; latencyP99Ms: number; latencyMaxMs: number;
  };
  excel: { rows: number; medianMs: number; runs: number; bytes: number };
}

export async function benchServer(offers = 20_000, seconds = 10, connections = 8): Promise<ServerResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'terreal-bench-'));
  const dbPath = path.join(dir, 'bench.sqlite');
  fillDatabase(dbPath, offers);
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath });
  const base = server.url.replace(/\/$/, '');
  try {
    const { cookie, csrf } = await signIn(base, 1); // 1: backoffice
    const headers = {
      cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest',
    };
    const url = `${base}/ajax/bardages/liste-offres`;
    const body = JSON.stringify({ userid: 'all' });

    // One request at a time first: the latency a single user sees.
    let answerBytes = 0;
    const single: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers, body });
      const text = await res.text();
      single.push(performance.now() - t0);
      if (res.status !== 200 || JSON.parse(text).length !== offers) throw new Error(`server bench: liste-offres answered ${res.status}`);
      answerBytes = Buffer.byteLength(text);
    }

    // Concurrent load from a second process (autocannon), bounded in time.
    const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), '-t', '60', '-m', 'POST', '-b', body];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
    args.push(url);
    const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 2 ** 20, timeout: (seconds + 30) * 1000 });
    const r = JSON.parse(stdout);

    // Excel export of every offer (statut empty = Tous), as the widget's link asks for it.
    const excelTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/bardages/excel-report?userid=all&statut=`, { headers: { cookie } });
      const file = Buffer.from(await res.arrayBuffer());
      excelTimes.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`server bench: excel-report answered ${res.status}`);
      bytes = file.length;
    }

    return {
      offers,
      answerBytes,
      single: { medianMs: round(median(single)), runs: single.length },
      load: {
        connections,
        durationS: seconds,
        requests: r.requests.total,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        reqPerSec: round(r.requests.average),
        latencyMedianMs: r.latency.p50,
        latencyP97_5Ms: r.latency.p97_5,
        latencyP99Ms: r.latency.p99,
        latencyMaxMs: r.latency.max,
      },
      excel: { rows: offers, medianMs: round(median(excelTimes)), runs: excelTimes.length, bytes },
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

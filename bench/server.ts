// The reference server under load: a temporary database (the server's own schema and seed, plus N generated
// bardages offers inserted through better-sqlite3), the real app on 127.0.0.1, a backoffice user signed in
// through /login, then `liste-offres` for all users: bytes on the wire and time alone for each encoding,
// a 304 (If-None-Match), the first answer after a change (nothing kept), then hammered by autocannon from
// a second process for a bounded time (uncompressed, gzip, 304), and the Excel export of every offer timed.
import { execFile } from 'node:child_process';
import http from 'node:http';
import Database from 'better-sqlite3';
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
export function fillDatabase(dbPath: string, count: number): void {
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

/** One POST read to the last byte without decompressing: status, wire bytes, headers. */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; bytes: number; etag: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => { bytes += c.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, etag: String(res.headers.etag ?? '') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface LoadResult {
  connections: number; durationS: number; requests: number; errors: number; non2xx: number;
  reqPerSec: number; latencyMedianMs: number; latencyP97_5Ms: number; latencyP99Ms: number; latencyMaxMs: number;
  /** Average bytes a second received by autocannon (wire bytes). */
  bytesPerSec?: number;
}

export interface WireResult { bytes: number; medianMs: number; runs: number }

export interface ServerResult {
  offers: number;
  /** The uncompressed JSON answer. */
  answerBytes: number;
  /** Alone, uncompressed (the figure issue 5 reported). */
  single: { medianMs: number; runs: number };
  /** Alone, by what the client accepts: identity, gzip, br; and a 304 for If-None-Match. */
  wire?: { identity: WireResult; gzip: WireResult; br: WireResult; notModified: WireResult & { status: number } };
  /** First answer after a change of one offer (the kept answer is stale), gzip and uncompressed. */
  afterChange?: WireResult;
  afterChangeIdentity?: WireResult;
  /** Under load, uncompressed. */
  load: LoadResult;
  /** Under load, gzip (what Chromium accepts over plain HTTP), and 304s (If-None-Match). */
  loadGzip?: LoadResult;
  loadNotModified?: LoadResult;
  excel: { rows: number; medianMs: number; runs: number; bytes: number };
}

function loadResult(r: any, connections: number, seconds: number): LoadResult { // eslint-disable-line @typescript-eslint/no-explicit-any -- autocannon ships no types
  return {
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
    bytesPerSec: round(r.throughput.average, 0),
  };
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

    // The answer is the whole list.
    const check = await fetch(url, { method: 'POST', headers: { ...headers, 'accept-encoding': 'identity' }, body });
    const text = await check.text();
    if (check.status !== 200 || JSON.parse(text).length !== offers) throw new Error(`server bench: liste-offres answered ${check.status}`);
    const answerBytes = Buffer.byteLength(text);

    // One request at a time first: the latency a single user sees, and the bytes on the wire.
    const alone = async (extra: Record<string, string>, runs = 7, before?: () => void): Promise<WireResult & { status: number; etag: string }> => {
      const times: number[] = [];
      let last = { status: 0, bytes: 0, etag: '' };
      for (let i = 0; i < runs; i++) {
        before?.();
        const t0 = performance.now();
        last = await rawPost(url, { ...headers, ...extra }, body);
        times.push(performance.now() - t0);
      }
      return { bytes: last.bytes, medianMs: round(median(times)), runs, status: last.status, etag: last.etag };
    };
    const identity = await alone({ 'accept-encoding': 'identity' });
    const gzip = await alone({ 'accept-encoding': 'gzip' });
    const br = await alone({ 'accept-encoding': 'br' });
    const notModified = await alone({ 'accept-encoding': 'gzip', 'if-none-match': gzip.etag || '"none"' });
    // A change of one offer between requests (another connection, as a second server would): nothing kept.
    const writer = new Database(dbPath);
    let n = 0;
    const change = () => {
      writer.prepare(`UPDATE ${offerTable('bardages')} SET projet_nom = ? WHERE id = (SELECT MAX(id) FROM ${offerTable('bardages')})`).run(`Chantier ${n++}`);
    };
    const afterChange = await alone({ 'accept-encoding': 'gzip' }, 5, change);
    const afterChangeIdentity = await alone({ 'accept-encoding': 'identity' }, 5, change);
    writer.close();
    const strip = ({ status: _s, etag: _e, ...w }: WireResult & { status: number; etag: string }): WireResult => w;

    // Concurrent load from a second process (autocannon), bounded in time.
    const hammer = async (extra: Record<string, string>): Promise<LoadResult> => {
      const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), '-t', '60', '-m', 'POST', '-b', body];
      for (const [k, v] of Object.entries({ ...headers, ...extra })) args.push('-H', `${k}=${v}`);
      args.push(url);
      const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 2 ** 20, timeout: (seconds + 30) * 1000 });
      return loadResult(JSON.parse(stdout), connections, seconds);
    };
    const load = await hammer({ 'accept-encoding': 'identity' });
    const loadGzip = await hammer({ 'accept-encoding': 'gzip' });
    const current = await rawPost(url, { ...headers, 'accept-encoding': 'gzip' }, body); // the tag after the changes above
    const loadNotModified = await hammer({ 'accept-encoding': 'gzip', 'if-none-match': current.etag || '"none"' });

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
      single: { medianMs: identity.medianMs, runs: identity.runs },
      wire: { identity: strip(identity), gzip: strip(gzip), br: strip(br), notModified: { ...strip(notModified), status: notModified.status } },
      afterChange: strip(afterChange),
      afterChangeIdentity: strip(afterChangeIdentity),
      load,
      loadGzip,
      loadNotModified,
      excel: { rows: offers, medianMs: round(median(excelTimes)), runs: excelTimes.length, bytes },
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

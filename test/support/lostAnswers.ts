// The cases behind the widget's "statut inconnu, la liste a été rechargée — statut actuel : …": a change
// whose client went away right after sending it (the socket closed before the answer could be read) must
// still be applied, once and durably, so that the list the widget reloads tells the truth; and a retry of
// the same change, carrying what the user saw before, is refused as a conflict with the applied value,
// never applied twice. Shared by the reference server's suite (test/server/lostAnswers.test.ts) and the
// Laravel host's (test/e2e/laravel-lostAnswers.e2e.test.ts), so both hosts answer the same cases.
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { fr } from '../../src/i18n/fr';
import type { ApiClient } from '../e2e/support/server';

export interface LostAnswersHost {
  url: string;
  /** The host's SQLite file, read behind the API to check that the change is stored. */
  dbPath: string;
  /** Dubois (user 2), signed in. */
  dubois: ApiClient;
}

const DUBOIS = 2;
const FAMILIES = ['bardages', 'parement', 'veture'] as const;
/** How long a host may take to apply a change whose client left (a loaded CI machine, PHP's workers). */
const APPLIED_WITHIN_MS = 15_000;

interface Row { id: number; offre_ref: string; offre_statut: string | null; projet_livraison: string | null; projet_nom: string | null }

/**
 * A client that sends one request and leaves without reading anything: the request and the end of the
 * connection go out together, then the socket is closed. Run as a process of its own, synchronously.
 */
const LEAVING_CLIENT = `
const net = require('node:net');
const [host, port, request] = process.argv.slice(1);
const socket = net.connect({ host, port: Number(port) }, () => socket.end(Buffer.from(request, 'base64')));
socket.once('finish', () => socket.destroy());
socket.once('error', (e) => { console.error(e.message); process.exitCode = 1; });
`;

/**
 * POSTs a JSON body as the widget does and leaves at once, before any answer (a tab closed, a network cut,
 * the widget's time-out). The sending process runs synchronously: a server in this very process (the
 * reference server's suite) gets the request and the closed connection together, as a busy server does, and
 * handles the call with its client already gone.
 */
export function sendAndLeave(base: string, client: ApiClient, path: string, body: unknown): void {
  const u = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `POST ${u.pathname} HTTP/1.1`, `Host: ${u.host}`, `Cookie: ${client.cookie}`, 'Accept: application/json',
    'X-Requested-With: XMLHttpRequest', 'Content-Type: application/json', `X-CSRF-TOKEN: ${client.csrf}`,
    `Content-Length: ${payload.length}`, 'Connection: close', '', '',
  ].join('\r\n');
  const request = Buffer.concat([Buffer.from(head), payload]).toString('base64');
  const run = spawnSync(process.execPath, ['-e', LEAVING_CLIENT, u.hostname, u.port, request], { encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) throw new Error(`${path}: the leaving client failed (${run.status ?? run.signal}): ${run.stderr}`);
}

/** Calls `probe` again and again until it gives a value (each call is one request: no sleep between them). */
async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + APPLIED_WITHIN_MS;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${APPLIED_WITHIN_MS} ms`);
    await new Promise((r) => setImmediate(r));
  }
}

/** One kind of change: its call, the field it sets, the field carrying what the user saw, its conflict message. */
interface Change {
  name: string;
  action: string;
  column: 'offre_statut' | 'projet_livraison' | 'projet_nom';
  /** The new value, different from `before`. */
  next(before: string): string;
  body(o: Row, next: string, seen: string): Record<string, unknown>;
  /** The conflict message's end once `now` is applied. */
  now(now: string): string;
}

const shown = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

export const CHANGES: Change[] = [
  {
    name: 'statut-offre (statut_precedent)', action: 'statut-offre', column: 'offre_statut',
    next: (before) => (before === '30' ? '40' : '30'),
    body: (o, next, seen) => ({ offreid: o.id, offreref: o.offre_ref, statut: next, statut_precedent: seen }),
    now: (v) => `son statut est maintenant ${fr.offerStatus[v as keyof typeof fr.offerStatus]}`,
  },
  {
    name: 'date-livraison (date_precedente)', action: 'date-livraison', column: 'projet_livraison',
    next: (before) => (before === '2039-T4' ? '2039-T3' : '2039-T4'),
    body: (o, next, seen) => ({ offreid: o.id, newdate: next, date_precedente: seen }),
    now: (v) => `sa date de livraison est maintenant ${v}`,
  },
  {
    name: 'nom-chantier (nom_precedent)', action: 'nom-chantier', column: 'projet_nom',
    next: (before) => (before === 'Chantier après la coupure' ? 'Chantier après la coupure 2' : 'Chantier après la coupure'),
    body: (o, next, seen) => ({ offreid: o.id, nomchantier: next, nom_precedent: seen }),
    now: (v) => `son nom de chantier est maintenant « ${v} »`,
  },
];

/** Registers the cases for a host started by the calling file (`host()` is read once its beforeAll ran). */
export function describeLostAnswers(host: () => LostAnswersHost): void {
  const used = new Set<string>();
  const list = async (family: string): Promise<Row[]> => {
    const res = await host().dubois.post(`/ajax/${family}/liste-offres`, { userid: DUBOIS });
    expect(res.status).toBe(200);
    return res.json() as Promise<Row[]>;
  };
  /** `count` offers of Dubois no other case used (the same ones on both hosts: the same seed). */
  const offers = async (family: string, count: number): Promise<Row[]> => {
    const free = (await list(family)).filter((o) => !used.has(`${family}:${o.id}`)).slice(0, count);
    expect(free).toHaveLength(count);
    for (const o of free) used.add(`${family}:${o.id}`);
    return free;
  };
  /** The value in the host's database file, read by a connection of its own (what a restart would find). */
  const stored = (family: string, id: number, column: Change['column']): string => {
    const db = new Database(host().dbPath, { readonly: true });
    try {
      return shown((db.prepare(`SELECT ${column} AS v FROM offres_${family} WHERE id = ?`).get(id) as { v: unknown }).v);
    } finally {
      db.close();
    }
  };
  /** Waits until the reloaded list shows every offer at its new value; returns the rows as listed. */
  const reloadedShows = (family: string, c: Change, expected: Map<number, string>): Promise<Row[]> =>
    until(`liste-offres showing ${c.column} = ${JSON.stringify([...expected.values()])}`, async () => {
      const rows = (await list(family)).filter((o) => expected.has(o.id));
      return rows.length === expected.size && rows.every((o) => shown(o[c.column]) === expected.get(o.id)) ? rows : undefined;
    });
  /** A retry with what the user saw before: refused as a conflict naming the applied value, nothing changes. */
  const retryRefused = async (family: string, c: Change, o: Row, before: string, applied: string, listed: Row): Promise<void> => {
    const res = await host().dubois.post(`/ajax/${family}/${c.action}`, c.body(o, applied, before));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      statut: 'ko', conflit: true, msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : ${c.now(applied)}.`, offre: listed,
    });
    expect(stored(family, o.id, c.column)).toBe(applied);
  };

  describe.each(FAMILIES)('%s', (family) => {
    it.each(CHANGES.map((c) => [c.name, c] as const))('%s: applied although the client left; the retry is a conflict', async (_n, c) => {
      const [o] = await offers(family, 1);
      const before = shown(o[c.column]);
      const next = c.next(before);
      sendAndLeave(host().url, host().dubois, `/ajax/${family}/${c.action}`, c.body(o, next, before));
      const [listed] = await reloadedShows(family, c, new Map([[o.id, next]]));
      expect(stored(family, o.id, c.column)).toBe(next);
      await retryRefused(family, c, o, before, next, listed);
    });

    it('a bulk status run whose answers are cut for some offers: all applied once, their retries refused', async () => {
      const c = CHANGES[0];
      const picked = await offers(family, 4);
      const before = new Map(picked.map((o) => [o.id, shown(o.offre_statut)]));
      const target = new Map(picked.map((o) => [o.id, c.next(before.get(o.id)!)]));
      const [cut1, kept, cut2, cut3] = picked;
      // The widget's bulk run: every call sent; the answers of three are lost, one is read.
      const [answer] = await Promise.all([
        host().dubois.post(`/ajax/${family}/statut-offre`, c.body(kept, target.get(kept.id)!, before.get(kept.id)!)).then((r) => r.json()),
        ...[cut1, cut2, cut3].map(async (o) => sendAndLeave(host().url, host().dubois, `/ajax/${family}/statut-offre`, c.body(o, target.get(o.id)!, before.get(o.id)!))),
      ]);
      expect(answer).toEqual({ statut: 'ok', msg: `Le statut de l'offre ${kept.offre_ref} a été mis à jour.` });
      const listed = await reloadedShows(family, c, target);
      for (const o of picked) expect(stored(family, o.id, 'offre_statut')).toBe(target.get(o.id));
      for (const o of [cut1, cut2, cut3]) {
        await retryRefused(family, c, o, before.get(o.id)!, target.get(o.id)!, listed.find((r) => r.id === o.id)!);
      }
    });
  });
}

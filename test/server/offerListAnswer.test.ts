// liste-offres on the wire: the SQL-built JSON equals the row-by-row shaping, compression, strong ETag, 304,
// and every write (through the API or behind it) changing the answer's tag.
import http from 'node:http';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { ifNoneMatchHits } from '../../demo/server/conditional';
import { openDatabase } from '../../demo/server/db';
import { offerListJson } from '../../demo/server/offerListJson';
import { listOffers, toWire } from '../../demo/server/offerStore';
import { offerTable } from '../../demo/server/schema';
import { FAMILY_LIST, USER, apiAs, tempDbPath, type ApiClient, type Harness, useSignedInHarness } from './helpers';

describe('ifNoneMatchHits', () => {
  it.each<[string | undefined, string, boolean]>([
    [undefined, '"abc"', false],
    ['', '"abc"', false],
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['"x",W/"abc"', '"abc"', true],
    ['"abcd"', '"abc"', false],
    ['abc', '"abc"', false],
    ['*', '"abc"', false],
    ['"abc-gzip"', '"abc-br"', false],
  ])('%j against %s → %s', (header, etag, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
});

describe('offerListJson: the JSON SQLite builds is what toWire() gives', () => {
  it.each(FAMILY_LIST)('%s, every scope of the seed, plus edge values', (family) => {
    const { dbPath } = tempDbPath();
    const db = openDatabase(dbPath);
    try {
      const insert = db.prepare(`INSERT INTO ${offerTable(family)} (user_id, offre_ref, offre_nom, qte_m2, qte_ml, budget, projet_nom)
        VALUES (2, ?, ?, ?, ?, ?, ?)`);
      const edges: [string | null, number | null, number | null, number | null, string | null][] = [
        ['Guillemets "x" \\ et ligne\nsuivante', 0.125, 1.005, 1234567.5, 'Chantier €'],
        [null, null, null, null, null],
        ['Zéro', 0, 0, 0, ''],
        ['Petit', 0.004, 999.999, 999.5, 'tab\tici'],
        ['Émoji 🧱', 12.34, 56.78, 12345678.49, 'ü'],
      ];
      edges.forEach((e, i) => insert.run(`EDGE-${family}-${i}`, ...e));
      const json = offerListJson(db);
      for (const scope of ['all', USER.dubois, USER.lefevre, USER.empty] as const) {
        expect(JSON.parse(json(family, scope))).toEqual(listOffers(db, family, scope).map(toWire));
      }
      expect(JSON.parse(json(family, 424242))).toEqual([]);
    } finally {
      db.close();
    }
  });
});

/** A raw HTTP POST (no automatic decompression), to see the bytes on the wire. */
function rawPost(url: string, api: ApiClient, body: unknown, headers: Record<string, string> = {}):
  Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        cookie: api.cookie, 'x-csrf-token': api.csrf, 'content-type': 'application/json', accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest', ...headers,
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('POST liste-offres: compression, ETag, 304', () => {
  let h: Harness;
  let dubois: ApiClient;
  let backoffice: ApiClient;
  useSignedInHarness((started) => ({ h, dubois, backoffice } = started));
  const url = (family = 'bardages') => new URL(`ajax/${family}/liste-offres`, h.url).toString();

  it.each<[string, string, (b: Buffer) => Buffer]>([
    ['br', 'gzip, deflate, br', (b) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b) => zlib.gunzipSync(b)],
    ['identity', 'identity', (b) => b],
  ])('answers %s when the client accepts %s, with the same rows', async (encoding, accept, decode) => {
    const plain = await rawPost(url(), backoffice, { userid: 'all' }, { 'accept-encoding': 'identity' });
    const res = await rawPost(url(), backoffice, { userid: 'all' }, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    expect(decode(res.bytes).equals(plain.bytes)).toBe(true);
    if (encoding !== 'identity') expect(res.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('sends a strong ETag and answers 304, without a body, when If-None-Match names it', async () => {
    const first = await dubois.post('/ajax/parement/liste-offres', { userid: USER.dubois });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    expect((await first.json()).length).toBeGreaterThan(0);
    const again = await rawPost(url('parement'), dubois, { userid: USER.dubois }, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await rawPost(url('parement'), dubois, { userid: USER.dubois }, { 'accept-encoding': 'gzip', 'if-none-match': '"autre"' });
    expect(other.status).toBe(200);
  });

  it('the tag depends on the user, the body and the family', async () => {
    const tag = async (api: ApiClient, family: string, body: unknown) =>
      (await rawPost(url(family), api, body, { 'accept-encoding': 'gzip' })).headers.etag;
    const backoffice2 = await apiAs(h.url, USER.backoffice2);
    const base = await tag(backoffice, 'bardages', { userid: 'all' });
    expect(await tag(backoffice, 'bardages', { userid: 'all' })).toBe(base);
    expect(await tag(backoffice2, 'bardages', { userid: 'all' })).not.toBe(base);
    expect(await tag(backoffice, 'bardages', { userid: 'all', leopard_data: { origine: 'x' } })).not.toBe(base);
    expect(await tag(backoffice, 'veture', { userid: 'all' })).not.toBe(base);
    // Another user's tag never validates this user's copy.
    const stolen = await rawPost(url(), backoffice2, { userid: 'all' }, { 'accept-encoding': 'gzip', 'if-none-match': base! });
    expect(stolen.status).toBe(200);
  });

  it('a change through the API answers 200 with the new value and a new tag', async () => {
    const before = await dubois.post('/ajax/veture/liste-offres', { userid: USER.dubois });
    const etag = before.headers.get('etag')!;
    const [row] = (await before.json()) as { id: number; offre_ref: string; projet_nom: string }[];
    expect((await (await dubois.post('/ajax/veture/nom-chantier', { offreid: row.id, nomchantier: 'Chantier changé' })).json()).statut).toBe('ok');
    const after = await rawPost(url('veture'), dubois, { userid: USER.dubois }, { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const changed = (JSON.parse(after.bytes.toString()) as { id: number; projet_nom: string }[]).find((r) => r.id === row.id)!;
    expect(changed.projet_nom).toBe('Chantier changé');
  });

  it('a write behind the API (another connection) changes the answer too', async () => {
    const before = await backoffice.post('/ajax/bardages/liste-offres', { userid: USER.lefevre });
    const etag = before.headers.get('etag')!;
    const [row] = (await before.json()) as { id: number }[];
    const writer = new Database(h.dbPath);
    try {
      writer.prepare(`UPDATE ${offerTable('bardages')} SET hidden = 1 WHERE id = ?`).run(row.id);
    } finally {
      writer.close();
    }
    const after = await backoffice.post('/ajax/bardages/liste-offres', { userid: USER.lefevre });
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { id: number }[]).some((r) => r.id === row.id)).toBe(false);
  });

  it('errors keep their JSON answers (403 for another user, 422 for bad leopard_data)', async () => {
    expect((await dubois.post('/ajax/bardages/liste-offres', { userid: USER.lefevre })).status).toBe(403);
    const bad = await dubois.post('/ajax/bardages/liste-offres', { userid: USER.dubois, leopard_data: 'x' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).statut).toBe('ko');
  });
});

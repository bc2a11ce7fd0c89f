// The server's sharp edges of issue 10: malformed cookies, paths and bodies answer 4xx (never 500, no stack
// logged), offreref must be text, and a signed-out GET /login stores no session row.
import http from 'node:http';
import zlib from 'node:zlib';
import { MAX_BODY_BYTES } from '../../demo/server/jsonBody';
import { USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

interface Raw { status: number; headers: http.IncomingHttpHeaders; text: string }

/** A raw HTTP/1.1 request: the path and headers go on the wire exactly as given (fetch would normalise them). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Raw> {
  const { hostname, port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let logged: jest.SpyInstance;
beforeEach(() => { logged = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => logged.mockRestore());
const stackLogged = (): boolean => logged.mock.calls.some((args: unknown[]) => args.some((a) => a instanceof Error || /\n\s+at /.test(String(a))));

describe('a malformed session cookie is no session', () => {
  it.each(['%', '%E0%A4%A', '%zz', 'a%', '%%%'])('terreal_session=%s: /login answers its form, pages redirect to it', async (value) => {
    const cookie = `terreal_session=${value}`;
    const login = await raw('GET', '/login', { cookie });
    expect(login.status).toBe(200);
    expect(login.text).toContain('<form method="post" action="/login">');
    expect((await raw('GET', '/contacts', { cookie })).status).toBe(302);
    expect((await raw('GET', '/contacts/list/2', { cookie, accept: 'application/json' })).status).toBe(401);
    expect(stackLogged()).toBe(false);
  });

  it('the user can sign in again despite the planted cookie', async () => {
    const planted = 'terreal_session=%E0%A4%A';
    const login = await raw('GET', '/login', { cookie: planted });
    const csrf = /name="_token" value="([^"]+)"/.exec(login.text)![1];
    const fresh = /terreal_session=[^;]+/.exec(String(login.headers['set-cookie']))![0];
    const res = await raw('POST', '/login', { cookie: `${planted}; ${fresh}`, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ user_id: '2', _token: csrf }).toString());
    expect(res.status).toBe(302);
  });
});

describe('body-parser errors pass their 4xx on, before any auth check, with no stack logged', () => {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  it.each<[string, number, Record<string, string>, Buffer | string]>([
    ['JSON over the 1 MB limit', 413, json, JSON.stringify({ a: 'x'.repeat(1_100_000) })],
    ['an unknown Content-Encoding', 415, { ...json, 'content-encoding': 'x-unknown' }, '{}'],
    ['an unknown charset', 415, { 'content-type': 'application/json; charset=x-klingon', accept: 'application/json' }, '{}'],
    ['bad gzip', 400, { ...json, 'content-encoding': 'gzip' }, Buffer.from('not gzip at all')],
    ['gzip over the limit once inflated', 413, { ...json, 'content-encoding': 'gzip' }, zlib.gzipSync(JSON.stringify({ a: 'x'.repeat(1_100_000) }))],
    ['too many form fields', 413, form, Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join('&')],
    ['a form one byte over 1 MB', 413, form, `a=${'x'.repeat(MAX_BODY_BYTES - 1)}`],
    ['malformed JSON', 400, json, '{"a":'],
  ])('%s → %i', async (_label, status, headers, body) => {
    for (const path of ['/login', '/ajax/bardages/liste-offres', '/ajax/contacts/delete']) {
      const res = await raw('POST', path, headers, body);
      expect(res.status).toBe(status);
      expect(res.text).not.toMatch(/\bat \w+ \(|node_modules/);
    }
    const signedIn = await raw('POST', '/ajax/bardages/liste-offres', { ...headers, cookie: dubois.cookie, 'x-csrf-token': dubois.csrf }, body);
    expect(signedIn.status).toBe(status);
    expect(JSON.parse(signedIn.text)).toMatchObject({ statut: 'ko' });
    expect(stackLogged()).toBe(false);
  });
});

describe('a malformed %-escape in a path answers 400', () => {
  it.each(['/contacts/%', '/leopard/%E0%A4%A', '/app/%', '/legacy/%zz', '/bardages/offres/edition/%', '/bardages/nouvelle/%E0%A4%A',
    '/portail/contacts/%', '/contacts/list/%', '/dist/%', '/assets/%E0%A4%A'])('%s', async (path) => {
    for (const cookie of ['', dubois.cookie]) {
      const res = await raw('GET', path, cookie ? { cookie } : {});
      expect(res.status).toBe(400);
      expect(res.text).toContain('Requête invalide.');
    }
    expect(stackLogged()).toBe(false);
  });
});

describe('offreref must be text', () => {
  const rowOf = (family: string): Record<string, unknown> =>
    h.db().prepare(`SELECT * FROM offres_${family} WHERE user_id = ? ORDER BY id LIMIT 1`).get(USER.dubois) as Record<string, unknown>;
  it.each([
    ['statut-offre', { statut: '20' }], ['supprime-offre', {}],
  ])('%s with an object, an array or a boolean offreref: 422, row unchanged', async (action, extra) => {
    for (const offreref of [{ toString: 1 }, { toString: 'x' }, ['a'], true, { valueOf: 1 }]) {
      const before = rowOf('bardages');
      const res = await dubois.post(`/ajax/bardages/${action}`, { offreid: before.id, offreref, ...extra });
      expect(res.status).toBe(422);
      expect((await res.json()).statut).toBe('ko');
      expect(rowOf('bardages')).toEqual(before);
    }
    expect(stackLogged()).toBe(false);
  });
});

describe('a signed-out GET /login stores no session row', () => {
  const sessions = (): number => (h.db().prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
  it('200 GETs add no row; the form of any of them signs in (one row)', async () => {
    const before = sessions();
    const pages = await Promise.all(Array.from({ length: 200 }, () => raw('GET', '/login')));
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect(sessions()).toBe(before);
    const page = pages[137];
    const csrf = /name="_token" value="([^"]+)"/.exec(page.text)![1];
    const cookie = /terreal_session=[^;]+/.exec(String(page.headers['set-cookie']))![0];
    const wrong = await raw('POST', '/login', { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ user_id: '2', _token: /name="_token" value="([^"]+)"/.exec(pages[3].text)![1] }).toString());
    expect(wrong.status).toBe(419);
    const res = await raw('POST', '/login', { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ user_id: '2', _token: csrf }).toString());
    expect(res.status).toBe(302);
    expect(sessions()).toBe(before + 1);
    const signed = /terreal_session=[^;]+/.exec(String(res.headers['set-cookie']))![0];
    expect((await raw('GET', '/contacts/list/2', { cookie: signed, accept: 'application/json' })).status).toBe(200);
  });
});

import { apiAs, guest, jsonHeaders, startHarness, USER, type Harness } from './helpers';
import { sessionCookie } from '../e2e/support/server';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(() => h.stop());

const u = (p: string): string => new URL(p.replace(/^\//, ''), h.url).toString();

const POST_ROUTES = [
  '/ajax/contacts/delete',
  ...['bardages', 'parement', 'veture'].flatMap((f) => [
    'liste-offres', 'statut-offre', 'clonage-offre', 'nom-chantier', 'date-livraison', 'supprime-offre', 'visibilite-offre',
  ].map((a) => `/ajax/${f}/${a}`)),
  '/login',
  '/logout',
];

async function postForm(path: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  return fetch(u(path), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('login', () => {
  it('shows a French page listing the demo users, with a guest session cookie and a CSRF token', async () => {
    const res = await fetch(u('/login'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]{20,}">/);
    expect(html).toContain('name="_token"');
    expect(html).toContain('Sophie Martin (Backoffice, n° 1');
    expect(html).toContain('Pierre Dubois (Prescripteur, n° 2)');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^terreal_session=[\w-]{30,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('signs in with the form, rotates the session id, and redirects to /', async () => {
    const g = await guest(h.url);
    const res = await postForm('/login', g.cookie, { user_id: '2', _token: g.csrf });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const signed = sessionCookie(res);
    expect(signed).toMatch(/^terreal_session=/);
    expect(signed).not.toBe(g.cookie);
    const home = await fetch(u('/'), { headers: { cookie: signed }, redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Bonjour Pierre Dubois');
    // the old guest id is gone
    const old = await fetch(u('/'), { headers: { cookie: g.cookie }, redirect: 'manual' });
    expect(old.status).toBe(302);
  });

  it('renews the CSRF token at sign-in: the /login page\'s token is refused afterwards, the signed-in page\'s accepted', async () => {
    const g = await guest(h.url);
    const signed = sessionCookie(await postForm('/login', g.cookie, { user_id: '2', _token: g.csrf }));
    const home = await fetch(u('/'), { headers: { cookie: signed }, redirect: 'manual' });
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await home.text())?.[1];
    expect(token).toMatch(/^[\w-]{40}$/);
    expect(token).not.toBe(g.csrf);
    const list = (csrf: string) => fetch(u('/ajax/bardages/liste-offres'), { method: 'POST', headers: jsonHeaders(signed, csrf), body: '{"userid":2}' });
    expect((await list(g.csrf)).status).toBe(419);
    expect((await list(token!)).status).toBe(200);
  });

  it.each([
    ['/bardages?x=1', '/bardages?x=1'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
  ])('redirects to a safe next (%s → %s)', async (next, expected) => {
    const g = await guest(h.url);
    const res = await postForm('/login', g.cookie, { user_id: '3', _token: g.csrf, next });
    expect(res.headers.get('location')).toBe(expected);
  });

  it.each(['999', 'abc', ''])('rejects an unknown user (%j) with 422', async (id) => {
    const g = await guest(h.url);
    const res = await postForm('/login', g.cookie, { user_id: id, _token: g.csrf });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Utilisateur inconnu.');
  });

  it('signs out: the session no longer works', async () => {
    const api = await apiAs(h.url, USER.dubois);
    expect((await api.get('/contacts/list/2')).status).toBe(200);
    const res = await postForm('/logout', api.cookie, { _token: api.csrf });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    // Issue 22: nothing of the user is left in the browser (the widgets' IndexedDB lists, view states).
    expect(res.headers.get('clear-site-data')).toBe('"storage"');
    expect((await api.get('/contacts/list/2')).status).toBe(401);
  });
});

describe('CSRF (checked before auth, on every POST route)', () => {
  const expected = { statut: 'ko', msg: 'Session expirée, veuillez recharger la page.', message: 'CSRF token mismatch.' };

  it.each(POST_ROUTES)('%s: 419 without a token', async (path) => {
    const api = await apiAs(h.url, USER.backoffice);
    const res = await fetch(u(path), { method: 'POST', headers: jsonHeaders(api.cookie), body: '{}' });
    expect(res.status).toBe(419);
    expect(await res.json()).toEqual(expected);
  });

  it.each(POST_ROUTES)('%s: 419 with a wrong token', async (path) => {
    const api = await apiAs(h.url, USER.backoffice);
    const res = await fetch(u(path), { method: 'POST', headers: jsonHeaders(api.cookie, `${api.csrf}x`), body: '{}' });
    expect(res.status).toBe(419);
    expect(await res.json()).toEqual(expected);
  });

  it('419 without any session, even with a token', async () => {
    const res = await fetch(u('/ajax/bardages/liste-offres'), { method: 'POST', headers: jsonHeaders('', 'whatever'), body: '{}' });
    expect(res.status).toBe(419);
  });

  it('accepts the token as a form field _token', async () => {
    const api = await apiAs(h.url, USER.dubois);
    const res = await postForm('/ajax/bardages/liste-offres', api.cookie, { userid: '2', _token: api.csrf });
    expect(res.status).toBe(200);
  });
});

describe('anonymous', () => {
  const API_POSTS = POST_ROUTES.filter((p) => p.startsWith('/ajax/'));

  it.each(API_POSTS)('%s: 401 JSON with a guest session and a valid token', async (path) => {
    const g = await guest(h.url);
    const res = await fetch(u(path), { method: 'POST', headers: jsonHeaders(g.cookie, g.csrf), body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statut: 'ko', msg: 'Vous devez vous connecter.', message: 'Unauthenticated.' });
  });

  it('GET /contacts/list/2: 401 JSON', async () => {
    const res = await fetch(u('/contacts/list/2'));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Unauthenticated.');
  });

  it.each(['/', '/contacts', '/bardages', '/parement', '/veture', '/contacts/1', '/bardages/offres/edition/1',
    '/veture/nouvelle/kess', '/leopard/abc', '/bardages/affiche-pdf-offre?offreid=1', '/bardages/excel-report?userid=2'])(
    'page %s redirects to /login', async (path) => {
      const res = await fetch(u(path), { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`);
    });
});

// The Laravel host's security headers (issue 22): the same as the reference server's on every answer
// (pages, JSON, a 419, a 404), JSON never stored by a cache, PHP never advertised (`X-Powered-By`), and
// sign-out clears what the widgets kept in the browser (`Clear-Site-Data: "storage"`).
import { CONTENT_SECURITY_POLICY } from '../../demo/server/securityHeaders';
import { laravelApiAs, startLaravel } from './support/laravel';
import type { ApiClient, TestServer } from './support/server';

let laravel: TestServer;
let user: ApiClient;

beforeAll(async () => {
  laravel = await startLaravel();
  user = await laravelApiAs(laravel.url, 2);
}, 60_000);
afterAll(async () => { await laravel?.stop(); });

function expectReferenceHeaders(what: string, res: Response): void {
  expect([what, res.headers.get('content-security-policy')]).toEqual([what, CONTENT_SECURITY_POLICY]);
  expect([what, res.headers.get('x-content-type-options')]).toEqual([what, 'nosniff']);
  expect([what, res.headers.get('referrer-policy')]).toEqual([what, 'same-origin']);
  expect([what, res.headers.get('x-powered-by')]).toEqual([what, null]);
}

it('pages, signed in or out, and a 404: the reference server\'s headers, no X-Powered-By', async () => {
  const signedOut = await fetch(new URL('/login', laravel.url));
  expect(signedOut.status).toBe(200);
  expectReferenceHeaders('/login', signedOut);
  for (const p of ['/', '/contacts', '/bardages', '/parement', '/veture', '/nope']) {
    const res = await user.get(p);
    expect([p, res.status]).toEqual([p, p === '/nope' ? 404 : 200]);
    expectReferenceHeaders(p, res);
  }
});

it('JSON answers (a list, a refusal, a 419): the same headers and Cache-Control: no-store', async () => {
  const list = await user.post('/ajax/bardages/liste-offres', { userid: 2 });
  expect(list.status).toBe(200);
  expectReferenceHeaders('liste-offres', list);
  expect(list.headers.get('cache-control')).toContain('no-store');
  const contacts = await user.get('/contacts/list/2');
  expect(contacts.status).toBe(200);
  expectReferenceHeaders('contacts', contacts);
  expect(contacts.headers.get('cache-control')).toContain('no-store');
  const stale = await fetch(new URL('/ajax/bardages/liste-offres', laravel.url), {
    method: 'POST',
    headers: { cookie: user.cookie, accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': 'stale' },
    body: JSON.stringify({ userid: 2 }),
  });
  expect(stale.status).toBe(419);
  expectReferenceHeaders('419', stale);
});

it('POST /logout answers Clear-Site-Data: "storage" (nothing of the user is left in the browser)', async () => {
  const other = await laravelApiAs(laravel.url, 3);
  const res = await fetch(new URL('/logout', laravel.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: other.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _token: other.csrf }).toString(),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get('clear-site-data')).toBe('"storage"');
  expectReferenceHeaders('/logout', res);
});

// Security headers (issue 10): CSP, nosniff and Referrer-Policy on every answer, Cache-Control: no-store on
// every JSON answer; and no page of the demo server needs what the CSP forbids (inline script, handlers).
import { USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

const url = (p: string): string => new URL(p.replace(/^\//, ''), h.url).toString();
const page = (p: string, cookie = dubois.cookie): Promise<Response> => fetch(url(p), { headers: cookie ? { cookie } : {}, redirect: 'manual' });

function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp.split(';').map((d) => d.trim())).toEqual(expect.arrayContaining(["script-src 'self'", "frame-ancestors 'self'"]));
  expect(csp).not.toMatch(/style-src|default-src|unsafe-inline|unsafe-eval/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

const firstId = (table: string): number =>
  (h.db().prepare(`SELECT id FROM ${table} WHERE user_id = ? ORDER BY id LIMIT 1`).get(USER.dubois) as { id: number }).id;

const PAGES = (): string[] => [
  '/', '/demo', '/contacts', '/bardages', '/parement', '/veture?o=kess', '/app/contacts', '/app/bardages', '/app/parement',
  '/app/veture', '/legacy/contacts', '/legacy/bardages', '/legacy/parement', '/legacy/veture', '/leopard/P-1?projet=LEO-1',
  `/contacts/${firstId('contacts')}`, `/bardages/offres/edition/${firstId('offres_bardages')}`, `/veture/offres/edition/${firstId('offres_veture')}`,
  '/bardages/nouvelle/terreal', '/parement/nouvelle/terca', '/veture/nouvelle/kess', '/portail/bardages', '/portail/app/contacts', '/nope',
];

describe('HTML pages', () => {
  it.each(['/login', '/login?next=/bardages'])('%s (signed out)', async (p) => {
    const res = await page(p, '');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('every page: the headers, and nothing the CSP would block', async () => {
    for (const p of PAGES()) {
      const res = await page(p);
      expect([p, res.status]).toEqual([p, p === '/nope' ? 404 : 200]);
      expectSecurityHeaders(res);
      const html = await res.text();
      for (const [tag, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const external = /\bsrc="\/[^/]/.test(attrs);
        const data = /\btype="application\/json"/.test(attrs);
        expect([p, tag.slice(0, 80), external || data]).toEqual([p, tag.slice(0, 80), true]);
        if (external) expect(body.trim()).toBe('');
      }
      expect([p, html.match(/\son[a-z]+\s*=/gi)]).toEqual([p, null]);
      expect([p, html.match(/javascript:/gi)]).toEqual([p, null]);
    }
  });
});

describe('JSON answers are not stored', () => {
  it.each<[string, () => Promise<Response>, number]>([
    ['contacts list', () => dubois.get(`/contacts/list/${USER.dubois}`), 200],
    ['offers list', () => dubois.post('/ajax/bardages/liste-offres', { userid: USER.dubois }), 200],
    ['a refused call (403)', () => dubois.get('/contacts/list/3'), 403],
    ['a bad request (422)', () => dubois.post('/ajax/bardages/statut-offre', { offreid: 'x' }), 422],
    ['signed out (401)', () => fetch(url('/contacts/list/2'), { headers: { accept: 'application/json' } }), 401],
    ['CSRF (419)', () => fetch(url('/ajax/bardages/liste-offres'), { method: 'POST', headers: { cookie: dubois.cookie, 'content-type': 'application/json' }, body: '{}' }), 419],
    ['a JSON 404', () => dubois.get('/ajax/nope'), 404],
  ])('%s', async (_label, call, status) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res);
  });
});

it('files carry the headers too', async () => {
  const xlsx = await dubois.get('/bardages/excel-report?userid=2');
  expect(xlsx.status).toBe(200);
  expectSecurityHeaders(xlsx);
  const pdf = await page(`/bardages/affiche-pdf-offre?offreid=${firstId('offres_bardages')}`);
  expect(pdf.status).toBe(200);
  expectSecurityHeaders(pdf);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { escapeHtml } from '../../demo/server/pages/layout';
import { apiAs, startHarness, USER, type Harness } from './helpers';

let h: Harness;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-dist-'));
  fs.writeFileSync(path.join(distDir, 'terreal-widgets.js'), 'window.__terreal = 1;\n');
  h = await startHarness({ distDir });
});
afterAll(async () => {
  await h.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function page(userId: number, p: string): Promise<{ status: number; html: string }> {
  const api = await apiAs(h.url, userId);
  const res = await fetch(new URL(p.replace(/^\//, ''), h.url), { headers: { cookie: api.cookie }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

const attr = (html: string, tag: string, name: string): string | undefined => {
  const el = new RegExp(`<${tag}\\s([^>]*)>`).exec(html)?.[1] ?? '';
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(el);
  return m ? m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : undefined;
};

it('escapeHtml escapes the five HTML characters', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

it('home shows the user, a sign-out form and the four lists', async () => {
  const { status, html } = await page(USER.dubois, '/');
  expect(status).toBe(200);
  expect(html).toContain('Pierre Dubois');
  expect(html).toMatch(/<form method="post" action="\/logout"[\s\S]*name="_token"/);
  for (const href of ['/contacts', '/bardages', '/parement', '/veture']) expect(html).toContain(`href="${href}"`);
});

it('/contacts hosts terreal-contacts with the bundle and the CSRF meta tag', async () => {
  const { html } = await page(USER.backoffice, '/contacts');
  expect(html).toContain('<script src="/dist/terreal-widgets.js"></script>');
  expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">/);
  expect(attr(html, 'terreal-contacts', 'userid')).toBe('1');
  expect(attr(html, 'terreal-contacts', 'is-backoffice')).toBe('true');
});

describe.each(['bardages', 'parement', 'veture'])('/%s', (family) => {
  const tag = `terreal-offres-${family}`;
  it('hosts the offer list with user, flags and prescribers', async () => {
    const { html } = await page(USER.lefevre, `/${family}`);
    expect(attr(html, tag, 'userid')).toBe('3');
    expect(attr(html, tag, 'is-backoffice')).toBe('false');
    expect(attr(html, tag, 'terca')).toBe('true');
    expect(attr(html, tag, 'directeur-commercial')).toBe('false');
    expect(attr(html, tag, 'app-version')).toBe('2');
    expect(attr(html, tag, 'leopard')).toBeUndefined();
    const prescribers = JSON.parse(attr(html, tag, 'prescripteurs')!) as { id: number; name: string; firstname: string }[];
    expect(prescribers.map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 11]);
    expect(prescribers[0]).toEqual({ id: expect.any(Number), name: expect.any(String), firstname: expect.any(String) });
  });

  it('passes Leopard data (without the tool parameter o) when opened from Leopard', async () => {
    const { html } = await page(USER.dubois, `/${family}?origine=proj%20"42"&projet=LEO-1&o=kess`);
    expect(JSON.parse(attr(html, tag, 'leopard')!)).toEqual({
      querystring: 'origine=proj+%2242%22&projet=LEO-1',
      leopard_data: { origine: 'proj "42"', projet: 'LEO-1' },
    });
    expect(html).not.toContain('"42"&');
  });
});

it('edit page shows the offer read-only, hostile text escaped', async () => {
  const api = await apiAs(h.url, USER.dubois);
  const rows = (await (await api.post('/ajax/bardages/liste-offres', { userid: 2 })).json()) as { id: number; projet_nom: string; offre_ref: string }[];
  const hostile = rows.find((r) => r.projet_nom === '<img src=x onerror=alert(1)>')!;
  const { status, html } = await page(USER.dubois, `/bardages/offres/edition/${hostile.id}`);
  expect(status).toBe(200);
  expect(html).toContain(hostile.offre_ref);
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('href="/bardages"');
});

it.each([
  [USER.lefevre, 403], [USER.backoffice, 200],
])('edit page of user 2’s offer as user %i → %i', async (userId, status) => {
  const id = (h.db().prepare('SELECT id FROM offres_parement WHERE user_id = 2 LIMIT 1').get() as { id: number }).id;
  expect((await page(userId, `/parement/offres/edition/${id}`)).status).toBe(status);
});

it.each([
  ['/veture/offres/edition/999999', 404], ['/veture/offres/edition/abc', 404], ['/toitures', 404],
  ['/bardages/nouvelle/terca', 404], ['/contacts/999999', 404],
])('%s → %i', async (p, status) => {
  expect((await page(USER.dubois, p)).status).toBe(status);
});

it('contact page shows the contact; another user’s contact is 403', async () => {
  const mine = h.db().prepare('SELECT id, nom FROM contacts WHERE user_id = 2 LIMIT 1').get() as { id: number; nom: string };
  const { status, html } = await page(USER.dubois, `/contacts/${mine.id}`);
  expect(status).toBe(200);
  expect(html).toContain(escapeHtml(mine.nom));
  expect((await page(USER.lefevre, `/contacts/${mine.id}`)).status).toBe(403);
});

it.each([
  ['/parement/nouvelle/terca?projet=LEO-9', 'terca'],
  ['/veture/nouvelle/kess', 'kess'],
  ['/veture/nouvelle/other', 'gebrik'],
  ['/bardages/nouvelle/terreal?a=%3Cb%3E', 'terreal'],
])('new-offer page %s shows the variant and the query', async (p, variant) => {
  const { status, html } = await page(USER.dubois, p);
  expect(status).toBe(200);
  expect(html).toContain(`<strong data-field="variant">${variant}</strong>`);
  const q = p.split('?')[1];
  if (q) expect(html).toContain(escapeHtml(q));
  expect(html).not.toContain('<b>');
});

it('Leopard landing page links into the three lists with its query string', async () => {
  const { html } = await page(USER.dubois, '/leopard/P-12?projet=LEO-1');
  for (const f of ['bardages', 'parement', 'veture']) expect(html).toContain(`href="/${f}?projet=LEO-1&amp;origine=P-12"`);
});

it('serves the bundle with a JavaScript content type, revalidated on each use (issue 13; hashed copies: test/e2e/embed)', async () => {
  const res = await fetch(new URL('dist/terreal-widgets.js', h.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('etag')).toBeTruthy();
  expect(await res.text()).toContain('__terreal');
  expect((await fetch(new URL('dist/missing.js', h.url))).status).toBe(404);
});

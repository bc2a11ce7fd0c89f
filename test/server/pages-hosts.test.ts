// Host pages of issue 4 over HTTP: the standalone app (/ and /app/…), the QA page (/demo), the legacy
// Blade-like pages (/legacy/…), the Leopard landing, the "Retour" links and the /portail sub-path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SUB_PATH } from '../../demo/server/app';
import { jsonScript } from '../../demo/server/pages/hostViews';
import { startServer } from '../../demo/server/server';
import { apiAs, tempDbPath, USER } from './helpers';

let url: string;
let stop: () => Promise<void>;
let db: Database.Database;
let scratch: string;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-hosts-'));
  const distDir = path.join(scratch, 'dist');
  const assetsDir = path.join(scratch, 'assets');
  fs.mkdirSync(distDir);
  fs.mkdirSync(assetsDir);
  fs.writeFileSync(path.join(distDir, 'terreal-widgets.js'), 'window.__terreal = 1;\n');
  fs.writeFileSync(path.join(assetsDir, 'app.js'), 'window.__app = 1;\n');
  const { dir, dbPath } = tempDbPath();
  const server = await startServer({ port: 0, dbPath, distDir, assetsDir });
  db = new Database(dbPath, { readonly: true });
  url = server.url;
  stop = async () => {
    db.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  };
});
afterAll(() => stop());

const cookies = new Map<number, string>();
async function get(userId: number | null, p: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; location: string | null }> {
  let cookie = userId === null ? undefined : cookies.get(userId);
  if (userId !== null && !cookie) cookies.set(userId, (cookie = (await apiAs(url, userId)).cookie));
  const res = await fetch(new URL(p.replace(/^\//, ''), url), { headers: { ...(cookie ? { cookie } : {}), ...headers }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

const decode = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** Attributes of every `<tag …>` of the page. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], decode(a[2] ?? '')])));
}
const only = (html: string, tag: string): Record<string, string> => {
  const all = elements(html, tag);
  expect(all).toHaveLength(1);
  return all[0];
};
const appConfig = (html: string) =>
  JSON.parse(/<script type="application\/json" id="terreal-app-config">([\s\S]*?)<\/script>/.exec(html)![1]) as {
    screens: Record<string, { tag: string; title: string; attrs: Record<string, string> }>;
  };
const hrefs = (html: string): string[] => elements(html, 'a').map((a) => a.href);
const PRESCRIBER_IDS = [2, 3, 4, 5, 6, 7, 9, 10, 11];

describe('standalone app', () => {
  it('/ is the app home: user, sign-out, nav to the four screens, the bundle, the app script and its configuration', async () => {
    const { status, html } = await get(USER.lefevre, '/');
    expect(status).toBe(200);
    expect(html).toContain('Camille Lefèvre');
    expect(html).toMatch(/<form method="post" action="\/logout"[\s\S]*name="_token"[\s\S]*Se déconnecter/);
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    const nav = /<nav aria-label="Navigation principale">([\s\S]*?)<\/nav>/.exec(html)![1];
    expect(hrefs(nav)).toEqual(['/app/contacts', '/app/bardages', '/app/parement', '/app/veture']);
    expect(elements(html, 'script').map((s) => s.src).filter(Boolean)).toEqual(['/dist/terreal-widgets.js', '/assets/app.js']);
    expect(html).toContain('<template id="terreal-app-home">');
    for (const p of ['/demo', '/legacy/contacts', '/legacy/veture', '/contacts', '/bardages']) expect(hrefs(html)).toContain(p);
  });

  it('the configuration carries every screen’s tag and the user’s attributes, prescribers from the database', async () => {
    const { screens } = appConfig((await get(USER.lefevre, '/')).html);
    expect(Object.keys(screens)).toEqual(['contacts', 'bardages', 'parement', 'veture']);
    expect(screens.contacts).toEqual({ tag: 'terreal-contacts', title: 'Contacts', label: 'Contacts', attrs: { userid: '3', 'is-backoffice': 'false' } });
    for (const family of ['bardages', 'parement', 'veture']) {
      const { tag, attrs } = screens[family];
      expect(tag).toBe(`terreal-offres-${family}`);
      expect({ ...attrs, prescripteurs: undefined }).toEqual({
        userid: '3', 'is-backoffice': 'false', terca: 'true', 'directeur-commercial': 'false', 'app-version': '2', prescripteurs: undefined,
      });
      expect((JSON.parse(attrs.prescripteurs) as { id: number }[]).map((p) => p.id).sort((a, b) => a - b)).toEqual(PRESCRIBER_IDS);
    }
    expect(appConfig((await get(USER.backoffice, '/')).html).screens.bardages.attrs['is-backoffice']).toBe('true');
    expect(appConfig((await get(4, '/')).html).screens.veture.attrs['directeur-commercial']).toBe('true');
  });

  it('/app/{screen} renders the screen (reload, deep link) with the current nav entry', async () => {
    const { status, html } = await get(USER.dubois, '/app/parement');
    expect(status).toBe(200);
    const el = only(html, 'terreal-offres-parement');
    expect(el).toMatchObject({ userid: '2', 'is-backoffice': 'false', terca: 'false', 'app-version': '2' });
    expect(el.leopard).toBeUndefined();
    expect(html).toContain('<a href="/app/parement" aria-current="page">Parement</a>');
    expect(html).toMatch(/<h1 tabindex="-1">Offres Parement<\/h1>/);
    expect(only((await get(USER.dubois, '/app/contacts')).html, 'terreal-contacts')).toEqual({ userid: '2', 'is-backoffice': 'false' });
  });

  it('entered from Leopard: leopard attribute (without o), banner, nav links keep the Leopard query', async () => {
    const { html } = await get(USER.dubois, '/app/veture?projet=LEO-1&origine=P%20%3Cb%3E&o=kess');
    expect(JSON.parse(only(html, 'terreal-offres-veture').leopard)).toEqual({
      querystring: 'projet=LEO-1&origine=P+%3Cb%3E', leopard_data: { projet: 'LEO-1', origine: 'P <b>' },
    });
    expect(html).toContain('Projet Leopard : <strong>P &lt;b&gt;</strong>');
    expect(hrefs(html)).toContain('/app/bardages?projet=LEO-1&origine=P+%3Cb%3E');
    expect(only((await get(USER.dubois, '/app/contacts?origine=P-1')).html, 'terreal-contacts').leopard).toBeUndefined();
  });

  it.each(['/app/toitures', '/app/', '/legacy/toitures'])('%s → 404', async (p) => {
    expect((await get(USER.dubois, p)).status).toBe(404);
  });

  it.each(['/', '/app/bardages?o=kess', '/demo', '/legacy/contacts'])('%s signed out → /login with next', async (p) => {
    const { status, location } = await get(null, p);
    expect(status).toBe(302);
    expect(location).toBe(`/login?next=${encodeURIComponent(p)}`);
  });

  it('the configuration JSON cannot close its script tag', () => {
    expect(jsonScript('x', { s: '</script><script>alert(1)</script>' }).html)
      .toBe('<script type="application/json" id="x">{"s":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
  });
});

describe('legacy pages', () => {
  it.each([
    ['contacts', 'terreal-contacts'], ['bardages', 'terreal-offres-bardages'], ['parement', 'terreal-offres-parement'], ['veture', 'terreal-offres-veture'],
  ])('/legacy/%s: CSRF meta, one deferred script (the bundle), one element, no other JavaScript', async (screen, tag) => {
    const { status, html } = await get(USER.lefevre, `/legacy/${screen}`);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]{20,}">/);
    expect(elements(html, 'script')).toEqual([{ src: '/dist/terreal-widgets.js', defer: '' }]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    const el = only(html, tag);
    expect(el.userid).toBe('3');
    expect(el['csrf-token']).toBeUndefined(); // read from the meta tag, as on a Laravel page
    const widgetTags = html.match(/<terreal-[a-z-]+/g);
    expect(widgetTags).toEqual([`<${tag}`]);
  });

  it('offer lists get the user’s flags, prescribers and the Leopard data of the address', async () => {
    const el = only((await get(USER.lefevre, '/legacy/bardages?origine=P-3&projet=LEO-3')).html, 'terreal-offres-bardages');
    expect(el).toMatchObject({ terca: 'true', 'directeur-commercial': 'false', 'is-backoffice': 'false', 'app-version': '2' });
    expect((JSON.parse(el.prescripteurs) as { id: number }[]).map((p) => p.id).sort((a, b) => a - b)).toEqual(PRESCRIBER_IDS);
    expect(JSON.parse(el.leopard)).toEqual({ querystring: 'origine=P-3&projet=LEO-3', leopard_data: { origine: 'P-3', projet: 'LEO-3' } });
  });
});

describe('QA page /demo', () => {
  it('has a control per attribute, the four elements in tabs, an event log and the QA script', async () => {
    const { status, html } = await get(USER.backoffice, '/demo');
    expect(status).toBe(200);
    expect([...html.matchAll(/data-attr="([a-z-]+)"/g)].map((m) => m[1]).sort()).toEqual([
      'app-version', 'base-url', 'csrf-token', 'directeur-commercial', 'is-backoffice', 'leopard', 'prescripteurs', 'terca', 'userid',
    ]);
    expect(elements(html, 'button').filter((b) => b.role === 'tab').map((b) => b.id)).toEqual(['qa-tab-contacts', 'qa-tab-bardages', 'qa-tab-parement', 'qa-tab-veture']);
    for (const tag of ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture']) {
      expect(only(html, tag)).toMatchObject({ userid: '1', 'is-backoffice': 'true' });
    }
    expect(html).toContain('id="qa-log"');
    expect(html).toContain('id="qa-cancel-navigate"');
    expect(elements(html, 'script').map((s) => s.src).filter(Boolean)).toEqual(['/dist/terreal-widgets.js', '/assets/qa.js']);
    expect(elements(html, 'option').filter((o) => /^\d+$/.test(o.value ?? '')).length).toBeGreaterThanOrEqual(11); // demo users
  });
});

describe('target pages and the Leopard landing', () => {
  it('Leopard landing links into each list of the app, the server pages and the legacy pages', async () => {
    const links = hrefs((await get(USER.dubois, '/leopard/P-12?projet=LEO-1')).html);
    for (const f of ['bardages', 'parement', 'veture']) {
      for (const prefix of ['/app/', '/', '/legacy/']) expect(links).toContain(`${prefix}${f}?projet=LEO-1&origine=P-12`);
    }
  });

  const offerId = (): number => (db.prepare('SELECT id FROM offres_bardages WHERE user_id = 2 LIMIT 1').get() as { id: number }).id;
  const contactId = (): number => (db.prepare('SELECT id FROM contacts WHERE user_id = 2 LIMIT 1').get() as { id: number }).id;
  const backOf = (html: string, text: string): string => decode(new RegExp(`<a href="([^"]*)">${text}</a>`).exec(html)![1]);

  it.each([
    ['/app/bardages?projet=L&origine=P', '/app/bardages?projet=L&origine=P'],
    ['/legacy/bardages', '/legacy/bardages'],
    ['/demo', '/demo'],
    ['/bardages/offres/edition/1', '/bardages'], // not a list page
    ['/app/toitures', '/bardages'],
  ])('edit page opened from %s leads back to %s', async (from, to) => {
    const { html } = await get(USER.dubois, `/bardages/offres/edition/${offerId()}`, { referer: new URL(from.slice(1), url).href });
    expect(backOf(html, 'Retour à la liste')).toBe(to);
  });

  it('a Referer of another site is never used; contact and new-offer pages go back the same way', async () => {
    const other = await get(USER.dubois, `/bardages/offres/edition/${offerId()}`, { referer: 'http://evil.example/app/bardages' });
    expect(backOf(other.html, 'Retour à la liste')).toBe('/bardages');
    const contact = await get(USER.dubois, `/contacts/${contactId()}`, { referer: new URL('app/contacts', url).href });
    expect(backOf(contact.html, 'Retour aux contacts')).toBe('/app/contacts');
    expect(backOf((await get(USER.dubois, `/contacts/${contactId()}`)).html, 'Retour aux contacts')).toBe('/contacts');
    const fresh = await get(USER.dubois, '/parement/nouvelle/terreal?projet=LEO-1&origine=P-1');
    expect(backOf(fresh.html, 'Retour à la liste')).toBe('/parement?projet=LEO-1&origine=P-1');
  });
});

describe(`the site under ${SUB_PATH} (base-url)`, () => {
  it('serves pages, API and the bundle under the prefix too', async () => {
    const api = await apiAs(url, USER.dubois);
    const res = await fetch(new URL(`${SUB_PATH.slice(1)}/contacts/list/2`, url), { headers: { cookie: api.cookie, accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await (await api.get('/contacts/list/2')).json());
    const posted = await fetch(new URL(`${SUB_PATH.slice(1)}/ajax/bardages/liste-offres`, url), {
      method: 'POST',
      headers: { cookie: api.cookie, accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': api.csrf },
      body: JSON.stringify({ userid: 2 }),
    });
    expect(posted.status).toBe(200);
    expect((await get(USER.dubois, `${SUB_PATH}/app/contacts`)).status).toBe(200);
    const bundle = await fetch(new URL(`${SUB_PATH.slice(1)}/dist/terreal-widgets.js`, url));
    expect(await bundle.text()).toContain('__terreal');
  });

  it('serves the host scripts under /assets as JavaScript, not cached', async () => {
    const res = await fetch(new URL('assets/app.js', url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(new URL('assets/missing.js', url))).status).toBe(404);
  });
});

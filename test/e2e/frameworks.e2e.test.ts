// The package as framework hosts use it, in Chromium against the reference server:
// - a Vue 3 host (Vue's own ES-module browser build from npm) binding `:prescripteurs` to an array, which
//   Vue sets as the element's property: the prescriber filter lists them;
// - each per-element ES-module entry loaded alone: it defines its element only, the screen works, and
//   the page fetched no other screen's code;
// - the dark theme recipe of docs/frameworks.md: axe-core finds no serious violation (colour contrast
//   included) and the links follow --terreal-accent. UPDATE_SCREENSHOTS=1 writes docs/screenshots/dark-theme.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { seriousViolations } from './support/adversarial';
import { apiAs } from './support/server';
import { browser, server, useSession } from './support/session';

const ROOT = join(__dirname, '../..');
const BACKOFFICE = 1;
const PRESCRIBERS = [{ id: 2, name: 'Dubois', firstname: 'Pierre' }, { id: 3, name: 'Lefèvre', firstname: 'Camille' }];
const TAGS = ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture'];

let context: BrowserContext;
let page: Page;
useSession({ opened: () => context });
const at = (path: string): string => new URL(path, server.url).href;

/** Opens `body` as a page of the server's origin (signed in as `user`); returns its console errors and /dist/ requests. */
async function hostPage(body: string, user = BACKOFFICE): Promise<{ errors: string[]; fetched: string[] }> {
  const { cookie, csrf } = await apiAs(server.url, user);
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  context.setDefaultTimeout(10_000);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  page = await context.newPage();
  const errors: string[] = [];
  const fetched: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => { const { pathname } = new URL(r.url()); if (pathname.startsWith('/dist/')) fetched.push(pathname); });
  await page.route(at('/host-test/vue.js'), (route) => route.fulfill({
    contentType: 'text/javascript; charset=utf-8', body: readFileSync(join(ROOT, 'node_modules/vue/dist/vue.esm-browser.prod.js'), 'utf8'),
  }));
  await page.route(at('/host-test'), (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="fr"><head><title>Hôte</title><meta name="csrf-token" content="${csrf}"></head><body>${body}</body></html>`,
  }));
  await page.goto('/host-test');
  return { errors, fetched };
}

describe('a Vue 3 host', () => {
  it('`:prescripteurs="list"` (an array, set as a property) shows the prescriber filter with those prescribers', async () => {
    const { errors } = await hostPage(`<div id="app"></div>
<script type="module">
  import { createApp } from '/host-test/vue.js';
  import '/dist/offres-bardages.mjs';
  const app = createApp({
    data: () => ({ list: ${JSON.stringify(PRESCRIBERS)}, backoffice: true, user: ${BACKOFFICE} }),
    template: '<terreal-offres-bardages :userid="user" :is-backoffice="backoffice" :prescripteurs="list"></terreal-offres-bardages>',
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('terreal-');
  app.mount('#app');
</script>`);
    const filter = page.locator('terreal-offres-bardages').getByRole('combobox', { name: 'Filtrer par prescripteur' });
    await filter.waitFor();
    await filter.locator('option', { hasText: 'Dubois' }).waitFor({ state: 'attached' });
    const options = await filter.locator('option').allTextContents();
    expect(options.some((o) => o.includes('Dubois'))).toBe(true);
    expect(options.some((o) => o.includes('Lefèvre'))).toBe(true);
    const state = await page.evaluate(() => {
      const el = document.querySelector('terreal-offres-bardages') as HTMLElement & { prescripteurs: unknown };
      return { attribute: el.getAttribute('prescripteurs'), isArray: Array.isArray(el.prescripteurs), backoffice: el.getAttribute('is-backoffice') };
    });
    expect(state).toEqual({ attribute: null, isArray: true, backoffice: 'true' });
    expect(errors).toEqual([]);
  });
});

describe('per-element entry points, each loaded alone', () => {
  it.each([
    ['contacts', 'terreal-contacts', 'Contacts'],
    ['offres-bardages', 'terreal-offres-bardages', 'Offres bardages'],
    ['offres-veture', 'terreal-offres-veture', 'Offres vêture'],
  ])('terreal-widgets/%s defines <%s> only, and its screen loads its list', async (entry, tag, table) => {
    const { errors, fetched } = await hostPage(`<script type="module" src="/dist/${entry}.mjs"></script><${tag} userid="2"></${tag}>`, 2);
    await page.locator(tag).getByRole('grid', { name: table }).locator('tbody tr td').first().waitFor();
    const defined = await page.evaluate((tags) => tags.filter((t) => customElements.get(t)), TAGS);
    expect(defined).toEqual([tag]);
    expect(fetched[0]).toBe(`/dist/${entry}.mjs`);
    expect(fetched.every((p) => p === `/dist/${entry}.mjs` || p.startsWith('/dist/chunks/'))).toBe(true);
    // The other kind of screen's code is not fetched: the contacts page loads no offers chunk, and back.
    expect(fetched.some((p) => (tag === 'terreal-contacts' ? /defineOffers/ : /defineContacts/).test(p))).toBe(false);
    expect(fetched).not.toContain('/dist/terreal-widgets.mjs');
    expect(errors).toEqual([]);
  });

  it('two entries on one page share their chunks (each chunk fetched once) and define both elements', async () => {
    const { errors, fetched } = await hostPage(`<script type="module" src="/dist/contacts.mjs"></script>
<script type="module" src="/dist/offres-parement.mjs"></script>
<terreal-contacts userid="2"></terreal-contacts><terreal-offres-parement userid="2"></terreal-offres-parement>`, 2);
    await page.locator('terreal-offres-parement').getByRole('grid', { name: 'Offres parement' }).locator('tbody tr td').first().waitFor();
    await page.locator('terreal-contacts').getByRole('grid', { name: 'Contacts' }).locator('tbody tr td').first().waitFor();
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(await page.evaluate((tags) => tags.filter((t) => customElements.get(t)), TAGS)).toEqual(['terreal-contacts', 'terreal-offres-parement']);
    expect(errors).toEqual([]);
  });
});

describe('the dark theme recipe (docs/frameworks.md)', () => {
  const recipe = /```css dark-theme\n([\s\S]*?)```/.exec(readFileSync(join(ROOT, 'docs/frameworks.md'), 'utf8'))![1];
  const accent = /--terreal-accent:\s*(#[0-9a-f]{6})/.exec(recipe)![1];
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

  it('passes axe-core (colour contrast included) on a backoffice list with Leopard data; links and controls follow the theme', async () => {
    const leopard = JSON.stringify({ querystring: 'projet=P-77', leopard_data: { origine: 'projets' } });
    const { errors } = await hostPage(`<style>body { margin: 0; padding: 24px; background: #0b0e12; }\n${recipe}</style>
<script src="/dist/terreal-widgets.js"></script>
<terreal-offres-bardages userid="${BACKOFFICE}" is-backoffice="true" prescripteurs='${JSON.stringify(PRESCRIBERS)}' leopard='${leopard}'></terreal-offres-bardages>`);
    await page.setViewportSize({ width: 1366, height: 768 });
    const list = page.locator('terreal-offres-bardages');
    await list.getByRole('grid', { name: 'Offres bardages' }).locator('tbody tr td').first().waitFor();
    const back = list.getByRole('link', { name: "Retour à l'accueil" });
    expect(await back.evaluate((a) => getComputedStyle(a).color)).toBe(rgb(accent));
    expect(await list.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb('#15191f'));
    expect(await seriousViolations(page, 'terreal-offres-bardages')).toEqual([]);
    const dir = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs/screenshots') : join(tmpdir(), 'terreal-screenshots');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'dark-theme.png') });
    expect(errors).toEqual([]);
  });
});

// An offers page loaded from the ES-module entry (dist/offres-bardages.mjs) in Chromium, from the real server,
// under the demo's Content-Security-Policy: what it fetches before its first rows stays within the budget of
// build/budget.mjs, and the rarely used parts (the dialogs, ui/lazyPart) are not among it; opening a dialog
// then loads its chunk and the dialog works. Sizes: each script the browser had fetched when the first row
// showed, compressed alone with gzip level 9 (node:zlib, as test/elements/shippedBundle.test.ts measures the
// classic script), from the dist/ file the browser fetched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { ES_FIRST_LOAD_GZIP_BUDGET, ES_FIRST_LOAD_GZIP_CEILING } from '../../build/budget.mjs';
import { CONTENT_SECURITY_POLICY } from '../../demo/server/securityHeaders';
import { apiAs } from './support/server';
import { browser, server, useSession } from './support/session';

const DIST = join(__dirname, '../../dist');
const TAG = 'terreal-offres-bardages';
const PRESCRIBER = 2;

let context: BrowserContext;
let page: Page;
useSession({ opened: () => context });

interface FirstLoad {
  /** The /dist/ scripts fetched when the first row showed (paths). */
  before: string[];
  errors: string[];
}

/** Opens a page of the server's origin, with its CSP, that loads the offers element from its ES-module entry. */
async function openOffersPage(): Promise<FirstLoad> {
  const { cookie, csrf } = await apiAs(server.url, PRESCRIBER);
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  context.setDefaultTimeout(10_000);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.route(new URL('/first-load-test', server.url).href, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
    body: `<!doctype html><html lang="fr"><head><title>Offres</title><meta name="csrf-token" content="${csrf}">
<script type="module" src="/dist/offres-bardages.mjs"></script></head>
<body><${TAG} userid="${PRESCRIBER}"></${TAG}></body></html>`,
  }));
  await page.goto('/first-load-test');
  // Polled at each frame: the scripts whose fetch had completed when the first offer's row was there.
  const before = await page.waitForFunction((tag) => {
    const row = document.querySelector(tag)?.shadowRoot?.querySelector('tbody tr button[aria-label^="Actions de l\'offre "]');
    if (!row) return null;
    return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/') && p.endsWith('.mjs'));
  }, TAG, { polling: 'raf', timeout: 15_000 }).then((handle) => handle.jsonValue() as Promise<string[]>);
  return { before, errors };
}

const gzipOf = (path: string): number => gzipSync(readFileSync(join(DIST, path.replace(/^\/dist\//, ''))), { level: 9 }).length;

describe('an offers page from the ES-module entry', () => {
  // DESIGN.md's budget is ES_FIRST_LOAD_GZIP_BUDGET (48 KB), not met yet: the first load may not grow past today's ceiling.
  it(`fetches at most ${ES_FIRST_LOAD_GZIP_CEILING} B gzip of script before its first rows (the aim: ${ES_FIRST_LOAD_GZIP_BUDGET} B), none of the dialogs' chunks`, async () => {
    const { before, errors } = await openOffersPage();
    expect(before[0]).toBe('/dist/offres-bardages.mjs');
    expect(before.some((p) => /defineOffers-/.test(p))).toBe(true);
    expect(before.filter((p) => /Dialog/.test(p))).toEqual([]);
    const sizes = Object.fromEntries(before.map((p) => [p, gzipOf(p)]));
    const total = Object.values(sizes).reduce((s, n) => s + n, 0);
    console.info(`first load: ${total} B gzip -9 (ceiling ${ES_FIRST_LOAD_GZIP_CEILING}, aim ${ES_FIRST_LOAD_GZIP_BUDGET})`, sizes);
    expect(total).toBeLessThanOrEqual(ES_FIRST_LOAD_GZIP_CEILING);
    expect(errors).toEqual([]);
  });

  it('opening a dialog loads its chunk, under the CSP, and the dialog works', async () => {
    const { before, errors } = await openOffersPage();
    const list = page.locator(TAG);
    const actions = list.getByRole('button', { name: /^Actions de l'offre / }).first();
    await actions.click();
    await list.getByRole('menuitem', { name: 'Cloner' }).click();
    const dialog = list.getByRole('dialog', { name: "Cloner l'offre" });
    await dialog.waitFor();
    // Fetched on demand, or already by the preloading once the page was idle: after the first rows either way.
    const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const dialogs = chunks.filter((p) => /\/dist\/chunks\/OffersDialogs-[\w-]+\.mjs$/.test(p));
    expect(dialogs).toHaveLength(1);
    expect(before).not.toContain(dialogs[0]);
    // The name box holds the suggestion; Annuler closes the dialog and gives focus back to the row's button.
    expect(await dialog.getByRole('textbox').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(actions.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

// The bundle served like the embed scripts people trust (issue 13): the content-hashed copy loaded through
// <script integrity crossorigin> in Chromium, a tampered integrity value refused, and the demo server's
// caching (hashed name immutable, plain name revalidated). Prescriber 2.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openAs } from './support/browser';
import { browser, server, useSession } from './support/session';

const ROOT = join(__dirname, '../..');
const SRI = JSON.parse(readFileSync(join(ROOT, 'dist/terreal-widgets.sri.json'), 'utf8')) as { version: string; file: string; integrity: string };
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

let context: BrowserContext;
let page: Page;
useSession({ opened: () => context });
const at = (path: string): string => new URL(path, server.url).href;

/** A host page (served by the test at /embed-test on the server's origin) loading the bundle with `integrity`. */
async function hostPage(integrity: string): Promise<string[]> {
  ({ context, page } = await openAs(browser, server.url, 2, '/login'));
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.route(at('/embed-test'), (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="fr"><head><title>Hôte</title>
<script src="/dist/${SRI.file}" integrity="${integrity}" crossorigin="anonymous" defer></script></head>
<body><terreal-contacts userid="2"></terreal-contacts></body></html>`,
  }));
  await page.goto('/embed-test');
  return errors;
}

describe('the bundle through Subresource Integrity', () => {
  it('the build wrote a hashed copy identical to the bundle, with its sha384 integrity', () => {
    expect(SRI.version).toBe(VERSION);
    expect(SRI.file).toMatch(/^terreal-widgets\.[0-9a-f]{12}\.js$/);
    expect(readFileSync(join(ROOT, 'dist', SRI.file), 'utf8')).toBe(readFileSync(join(ROOT, 'dist/terreal-widgets.js'), 'utf8'));
    expect(SRI.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('Chromium runs the hashed copy loaded with its integrity value: the element works and tells its version', async () => {
    await hostPage(SRI.integrity);
    await page.locator('terreal-contacts').getByRole('grid', { name: 'Contacts' }).locator('tbody tr td').first().waitFor();
    expect(await page.evaluate(() => (customElements.get('terreal-contacts') as unknown as { version: string }).version)).toBe(VERSION);
    expect(await page.evaluate(() => (window as unknown as { TerrealWidgets: { version: string } }).TerrealWidgets.version)).toBe(VERSION);
  });

  it('Chromium refuses the script when the integrity value does not match: nothing is defined', async () => {
    const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
    const errors = await hostPage(wrong);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => customElements.get('terreal-contacts'))).toBeUndefined();
    expect(errors.join('\n')).toMatch(/integrity/i);
  });
});

describe('caching by the demo server', () => {
  it('the hashed copy is immutable; the plain name is revalidated (ETag, 304 when unchanged)', async () => {
    const hashed = await fetch(at(`/dist/${SRI.file}`));
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const plain = await fetch(at('/dist/terreal-widgets.js'));
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const etag = plain.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (max-age=0; fetch itself would add no-cache to a conditional request).
    const again = await fetch(at('/dist/terreal-widgets.js'), { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await fetch(at(`/portail/dist/${SRI.file}`))).headers.get('cache-control')).toContain('immutable');
  });
});

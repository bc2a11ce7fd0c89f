// `npm run screenshots`: the four lists as people see them, in Debian's Chromium, from the demo server on a
// fresh database, inside the portal-like page of the end-to-end tests (test/e2e/support/portal.ts): a laptop
// (1366×768, 56 px top bar, 220 px side menu, the element in a card, about 1,070 px wide), a phone (390×844,
// the element below the portal's header and project summary), and for the offers a tablet (768×1024) and a
// wide screen (1920×1080). Writes PNGs under docs/screenshots/ (README shows them).
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { PORTAL_VIEWPORTS, portalBody, type PortalKind } from '../test/e2e/support/portal';
import { apiAs, startTestServer, REPO_ROOT } from '../test/e2e/support/server';

const OUT = path.join(REPO_ROOT, 'docs', 'screenshots');
const SCREENS = [
  { name: 'contacts', tag: 'terreal-contacts' },
  { name: 'bardages', tag: 'terreal-offres-bardages' },
  { name: 'parement', tag: 'terreal-offres-parement' },
  { name: 'veture', tag: 'terreal-offres-veture' },
] as const;
const DEVICES: readonly { name: PortalKind; screens: readonly string[] }[] = [
  { name: 'laptop', screens: ['contacts', 'bardages', 'parement', 'veture'] },
  { name: 'phone', screens: ['contacts', 'bardages', 'parement', 'veture'] },
  { name: 'tablet', screens: ['bardages'] },
  { name: 'wide', screens: ['bardages'] },
];
const USER = 2;

function hostPage(tag: string, csrf: string, kind: PortalKind): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Terreal</title><meta name="csrf-token" content="${csrf}"><script src="/dist/terreal-widgets.js"></script></head>
<body style="margin:0">${portalBody(kind, `<${tag} userid="${USER}"></${tag}>`)}</body></html>`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const { cookie, csrf } = await apiAs(server.url, USER);
    const [name, value] = cookie.split('=');
    for (const device of DEVICES) {
      const context = await browser.newContext({ baseURL: server.url, viewport: PORTAL_VIEWPORTS[device.name], locale: 'fr-FR', deviceScaleFactor: 1 });
      await context.addCookies([{ name, value, url: server.url }]);
      for (const screen of SCREENS.filter((s) => device.screens.includes(s.name))) {
        await context.route('**/__screenshots__/host', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(screen.tag, csrf, device.name) }));
        const page = await context.newPage();
        await page.goto('/__screenshots__/host');
        await page.locator(`${screen.tag} [part="table"] tbody tr[data-row-id] td, ${screen.tag} [part="cards"] li`).first().waitFor();
        await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), screen.tag);
        const file = path.join(OUT, `${screen.name}-${device.name}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
        await page.close();
        await context.unroute('**/__screenshots__/host');
      }
      await context.close();
    }
    await featuresShot(browser, server.url, cookie, csrf);
    await groupingShot(browser, server.url, cookie, csrf);
  } finally {
    await browser.close();
    await server.stop();
  }
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A bardages list on the portal laptop page, its rows shown; `act` sets the scene, then the PNG is written. */
async function laptopShot(browser: Browser, baseUrl: string, cookie: string, csrf: string, fileName: string,
  act: (list: Locator) => Promise<void>, clip?: { x: number; y: number; width: number; height: number }): Promise<void> {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 }, locale: 'fr-FR', deviceScaleFactor: 1 });
  await context.addCookies([{ name, value, url: baseUrl }]);
  const tag = 'terreal-offres-bardages';
  await context.route('**/__screenshots__/host', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(tag, csrf, 'laptop') }));
  const page = await context.newPage();
  await page.goto('/__screenshots__/host');
  const list = page.locator(tag);
  await list.locator('[part="table"] tbody tr[data-row-id] td').first().waitFor();
  await act(list);
  const file = path.join(OUT, fileName);
  await page.screenshot({ path: file, clip });
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  await context.close();
}

/** Issue 14: the toolbar of a bardages list with a quick search typed, `Répartition par statut` and `Vues`. */
function featuresShot(browser: Browser, baseUrl: string, cookie: string, csrf: string): Promise<void> {
  return laptopShot(browser, baseUrl, cookie, csrf, 'features-laptop.png', async (list) => {
    await list.getByRole('button', { name: /^Perdu : / }).click();
    await list.getByRole('searchbox', { name: 'Rechercher' }).fill('orleans');
    await list.page().waitForTimeout(300);
  }, { x: 0, y: 0, width: 1366, height: 520 });
}

/** Issue 25: a bardages list grouped by client (group rows with their totals), three offers selected (the bar). */
function groupingShot(browser: Browser, baseUrl: string, cookie: string, csrf: string): Promise<void> {
  return laptopShot(browser, baseUrl, cookie, csrf, 'grouping-bulk-laptop.png', async (list) => {
    await list.getByLabel('Grouper par').selectOption({ label: 'Client' });
    await list.getByRole('button', { name: /^Groupe / }).first().waitFor();
    const boxes = list.getByRole('checkbox', { name: /^Sélectionner l'offre / });
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await list.getByText(/^3 offres sélectionnées$/).waitFor();
  });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

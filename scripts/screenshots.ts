// `npm run screenshots`: the four lists as people see them, in Debian's Chromium, from the demo server on a
// fresh database: a laptop (1366×768, the element about 1,100 px wide beside a portal's side menu) and a
// phone (390×844). Writes PNGs under docs/screenshots/ (README shows them).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/support/browser';
import { apiAs, startTestServer, REPO_ROOT } from '../test/e2e/support/server';

const OUT = path.join(REPO_ROOT, 'docs', 'screenshots');
const SCREENS = [
  { name: 'contacts', tag: 'terreal-contacts' },
  { name: 'bardages', tag: 'terreal-offres-bardages' },
  { name: 'parement', tag: 'terreal-offres-parement' },
  { name: 'veture', tag: 'terreal-offres-veture' },
] as const;
const DEVICES = [
  { name: 'laptop', viewport: { width: 1366, height: 768 }, side: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, side: false },
] as const;
const USER = 2;

function hostPage(tag: string, csrf: string, side: boolean): string {
  const menu = side
    ? '<nav style="width:220px;flex:none;background:#20303f;color:#fff;padding:16px;font:14px system-ui">Portail Leopard<br><br>Projets<br>Offres<br>Contacts</nav>'
    : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Terreal</title><meta name="csrf-token" content="${csrf}"><script src="/dist/terreal-widgets.js"></script></head>
<body style="margin:0"><div style="display:flex;min-height:100vh">${menu}
<main style="flex:1;min-width:0;padding:${side ? '16px' : '0'}"><${tag} userid="${USER}"></${tag}></main></div></body></html>`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const { cookie, csrf } = await apiAs(server.url, USER);
    const [name, value] = cookie.split('=');
    for (const device of DEVICES) {
      const context = await browser.newContext({ baseURL: server.url, viewport: device.viewport, locale: 'fr-FR', deviceScaleFactor: 1 });
      await context.addCookies([{ name, value, url: server.url }]);
      for (const screen of SCREENS) {
        await context.route('**/__screenshots__/host', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(screen.tag, csrf, device.side) }));
        const page = await context.newPage();
        await page.goto('/__screenshots__/host');
        await page.locator(`${screen.tag} [part="table"] tbody tr td, ${screen.tag} [part="cards"] li`).first().waitFor();
        await page.waitForTimeout(300);
        const file = path.join(OUT, `${screen.name}-${device.name}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
        await page.close();
        await context.unroute('**/__screenshots__/host');
      }
      await context.close();
    }
    await featuresShot(browser, server.url, cookie, csrf);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Issue 14: the toolbar of a bardages list with a quick search typed, `Répartition par statut` and `Vues`. */
async function featuresShot(browser: Awaited<ReturnType<typeof launchBrowser>>, baseUrl: string, cookie: string, csrf: string): Promise<void> {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 }, locale: 'fr-FR', deviceScaleFactor: 1 });
  await context.addCookies([{ name, value, url: baseUrl }]);
  const tag = 'terreal-offres-bardages';
  await context.route('**/__screenshots__/host', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(tag, csrf, true) }));
  const page = await context.newPage();
  await page.goto('/__screenshots__/host');
  await page.locator(`${tag} [part="table"] tbody tr td`).first().waitFor();
  await page.locator(tag).getByRole('button', { name: /^Perdu : / }).click();
  await page.locator(tag).getByRole('searchbox', { name: 'Rechercher' }).fill('orleans');
  await page.waitForTimeout(300);
  const file = path.join(OUT, 'features-laptop.png');
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: 1366, height: 520 } });
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  await context.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

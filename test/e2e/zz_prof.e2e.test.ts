import { apiAs, startTestServer } from './support/server';
import { launchBrowser } from './support/browser';
it('prof', async () => {
  let t = Date.now(); const lap = (l: string) => { const n = Date.now(); console.log(l, n - t); t = n; };
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]); lap('start');
  for (let i = 0; i < 4; i++) {
    const api = await apiAs(server.url, 2); lap('apiAs');
    const context = await browser.newContext({ baseURL: server.url }); lap('newContext');
    const [name, value] = api.cookie.split('='); await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage(); lap('newPage');
    await page.goto('/bardages', { waitUntil: 'commit' }); lap('commit');
    await page.waitForLoadState('domcontentloaded'); lap('dcl');
    await page.waitForLoadState('load'); lap('load');
    await page.locator('terreal-offres-bardages tbody tr td').first().waitFor(); lap('rows');
    await context.close(); lap('close');
  }
  await browser.close(); await server.stop();
});

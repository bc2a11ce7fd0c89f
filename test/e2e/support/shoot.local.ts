// Local walk-through helper (not a test): screenshots of the portal pages.
import { startTestServer } from './server';
import { launchBrowser } from './browser';
import { openHost } from './adversarial';
import type { PortalKind } from './portal';

async function main() {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const out = process.env.OUT || '/work/shots';
  const tags = (process.env.TAGS || 'terreal-offres-bardages').split(',');
  const user = Number(process.env.USERID || 1);
  try {
    for (const tag of tags) for (const portal of (process.env.PORTALS || 'laptop,wide').split(',') as PortalKind[]) {
      const host = await openHost(browser, server.url, { userId: user, tag, attrs: { userid: String(user), 'is-backoffice': user === 1 ? 'true' : 'false' }, portal });
      await host.page.locator(`${tag} tbody tr[data-row-id]`).first().waitFor({ timeout: 20000 });
      await host.page.waitForTimeout(800);
      const name = `${out}/${tag.replace('terreal-', '')}-${portal}`;
      await host.page.screenshot({ path: `${name}.png` });
      if (process.env.SCROLL) {
        await host.page.evaluate((t) => { const b = document.querySelector(t)!.shadowRoot!.querySelector('.terreal-table-box')!; b.scrollLeft = 10000; window.scrollTo(0, 600); }, tag);
        await host.page.waitForTimeout(300);
        await host.page.screenshot({ path: `${name}-scrolled.png` });
      }
      const cut = await host.page.evaluate((t) => {
        const root = document.querySelector(t)!.shadowRoot!;
        const out: string[] = [];
        for (const el of root.querySelectorAll<HTMLElement>('tbody td, tbody th, tbody td *, tbody th *')) {
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow === 'ellipsis') out.push(`${el.closest('[data-row-id]')?.getAttribute('data-row-id')}:${el.textContent}`);
        }
        return out;
      }, tag);
      const widths = await host.page.evaluate((t) => [...document.querySelector(t)!.shadowRoot!.querySelectorAll<HTMLElement>('thead tr:first-child th')].map((th) => `${th.getAttribute('aria-label')}=${Math.round(th.getBoundingClientRect().width)}`).join(' '), tag);
      console.log(widths);
      console.log(tag, portal, 'cut:', cut.length, cut.slice(0, 15).join(' | '));
      console.log(JSON.stringify(host.errors));
      await host.context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });

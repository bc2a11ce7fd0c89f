import type { Page } from 'playwright-core';
import { focused, listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';
let host: HostPage | null = null;
let page: Page;
useSession({ opened: () => host });
it('probe', async () => {
  const tag = 'terreal-offres-bardages';
  host = await openHost(browser, server.url, { userId: 2, tag, attrs: { userid: '2' }, portal: 'laptop' });
  page = host.page;
  await listShown(page, tag);
  await page.locator(`${tag} tbody tr[data-row-id]`).first().waitFor();
  await page.mouse.click(5, 200);
  const out: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    const inRow = await page.evaluate(() => { let el: Element | null = document.activeElement; while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement; return !!el?.closest('tbody'); });
    out.push(`${i + 1} ${f.tag} ${f.role} ${f.label} ${f.text.slice(0, 30)} ${inRow ? 'ROW' : ''}`);
    if (inRow) break;
  }
  console.log(out.join('\n'));
});

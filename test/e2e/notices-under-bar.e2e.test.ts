// A status saved with its `Annuler`, its row near the bottom of the view: the notice goes to the top so as
// not to cover the row, and there it shows below what covers the top of the view — the host's own bar
// (`--terreal-sticky-top`) and, on the phone's cards, the quick search that sticks under it — whole and
// readable, its `Annuler` within reach (Chromium, the built bundle in the portal page, the real server).
import type { Page } from 'playwright-core';
import { eventually } from './support/browser';
import { openHost, type HostPage } from './support/adversarial';
import { PORTAL_BAR_PX, type PortalKind } from './support/portal';
import { browser, server, useSession } from './support/session';

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

describe.each<[PortalKind, string]>([['laptop', 'table'], ['phone', 'cards']])('portal %s (%s)', (portal, part) => {
  it('a row near the bottom: its status notice shows at the top, under the host\'s bar and the sticky search, whole', async () => {
    host = await openHost(browser, server.url, { userId: PRESCRIBER, tag: TAG, attrs: { userid: String(PRESCRIBER) }, portal });
    page = host.page;
    const w = page.locator(TAG);
    await w.locator(`[part="${part}"] [data-row-id], [part="${part}"] li`).first().waitFor();
    await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), TAG);
    // The page scrolled down so that a status select below the first screenful sits 24 px above the view's
    // bottom (cards: above the pager).
    const select = w.getByRole('combobox', { name: /^Statut de l'offre / }).nth(portal === 'phone' ? 4 : 18);
    const name = (await select.getAttribute('aria-label'))!;
    const ref = name.replace("Statut de l'offre ", '');
    await select.evaluate((el, phone) => {
      const room = phone ? 57 + 24 : 24;
      window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - room));
    }, portal === 'phone');
    await select.selectOption({ label: 'Gagné' });

    const notice = w.locator('[part="undo-notice"]');
    await notice.getByText(`Statut de l'offre ${ref} : Gagné.`, { exact: true }).waitFor();
    await eventually(async () => expect(await w.locator('[part="notices"]').getAttribute('data-side')).toBe('top'));
    // What covers the view's top: the portal's bar, and on cards the quick search stuck under it.
    const covered = portal === 'phone'
      ? await w.getByRole('searchbox', { name: 'Rechercher' }).evaluate((el) => el.closest('.terreal-search-bar')!.getBoundingClientRect().bottom)
      : PORTAL_BAR_PX;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(covered);
    // Nothing of the page's is drawn over it: the notice's centre and its `Annuler` are what the page shows there.
    const undo = w.getByRole('button', { name: 'Annuler' });
    const hit = await undo.evaluate((b) => {
      const r = b.getBoundingClientRect();
      let el: Element | null = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el === b || b.contains(el);
    });
    expect(hit).toBe(true);
    // And the row it is about stays uncovered.
    const selectBox = (await select.boundingBox())!;
    expect(selectBox.y).toBeGreaterThan(box.y + box.height);
    await undo.click();
    await w.getByText(`Statut de l'offre ${ref} rétabli : En cours.`, { exact: true }).first().waitFor();
  });
});

// Issue 38 §5 "Rows a screen reader can follow" in Chromium, the built bundle in the portal page at the portal
// laptop (1366×768) and 1920×1080, read from the accessibility tree's roles: every column has a `columnheader`
// (the selection's is `Sélection`), and each row's offer name cell is that row's `rowheader`, so moving up and
// down a screen reader announces the offer.
import type { Page } from 'playwright-core';
import { openHost, type HostPage } from './support/adversarial';
import type { PortalKind } from './support/portal';
import { browser, server, useSession } from './support/session';

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

describe.each<[PortalKind]>([['laptop'], ['wide']])('bardages in the portal page (%s)', (portal) => {
  it('every column has a columnheader, the selection\'s `Sélection`; each row\'s name cell is its rowheader', async () => {
    host = await openHost(browser, server.url, { userId: PRESCRIBER, tag: TAG, attrs: { userid: String(PRESCRIBER) }, portal });
    page = host.page;
    const grid = page.locator(TAG).getByRole('grid');
    const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await rows.first().waitFor();
    await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), TAG);

    // The header row: one columnheader per cell of a body row, the first the selection's.
    const headers = (await grid.getByRole('columnheader').evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-label') ?? th.textContent?.trim())));
    expect(headers[0]).toBe('Sélection');
    await grid.getByRole('columnheader', { name: 'Sélection', exact: true }).waitFor();
    expect(headers).toEqual(expect.arrayContaining(['Offre', 'Client', 'Statut', 'Actions']));
    const first = rows.first();
    expect(await first.locator(':scope > *').count()).toBe(headers.length);

    // Each body row: exactly one rowheader, the second cell (after the selection), holding the offer's name.
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    const names = await page.evaluate((t) => [...document.querySelector(t)!.shadowRoot!.querySelectorAll('tbody tr[data-row-id]')]
      .map((tr) => tr.querySelectorAll(':scope > th').length === 1 && tr.children[1].matches('th[scope="row"]')), TAG);
    expect(names.every(Boolean)).toBe(true);
    // The offer's name as the cell holds it (its title: the full value; the detail button before it has its own name).
    const name = (await first.getByRole('rowheader').getAttribute('title')) ?? '';
    expect(name.length).toBeGreaterThan(0);
    // The row is found by its header's name, as a screen reader announces it.
    const named = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: named }) }).first().waitFor();
    // The accessibility tree Chromium builds agrees: the name cell's role is rowheader, under its row.
    const snapshot = await first.ariaSnapshot();
    expect(snapshot).toMatch(/- rowheader\b/);
    expect(snapshot).toContain(name.slice(0, 10));
  });
});

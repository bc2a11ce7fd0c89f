// The grid's one Tab stop, its header included (WAI-ARIA APG grid), in Chromium: the built bundle in the portal
// page at the portal laptop (1366×768, element ~1,070 px; support/portal.ts), against the real server
// (prescriber 2). From the widget's first control Tab goes through the toolbar, the status summary (one stop),
// the filter boxes, then the first row: no header control on the way and at most 12 stops besides the filter
// boxes. ↑ from the first row reaches the header cells, Enter sorts (announced), F2 enters the resize separator
// whose ←/→ move the edge by 16 px, Escape comes back, ↓ goes back to the rows; Tab leaves the grid from a header
// cell and Shift+Tab comes back to it; ↓ from `Rechercher` lands in the rows. Contacts' grid the same.
import type { Page } from 'playwright-core';
import { announced, listShown, openHost, type HostPage } from './support/adversarial';
import { eventually, listComplete } from './support/browser';
import { browser, server, useSession } from './support/session';

const PRESCRIBER = 2;
const OFFERS = 'terreal-offres-bardages';
const CONTACTS = 'terreal-contacts';
/** The most Tab stops from the widget's first control to the first row, the filter boxes not counted. */
const MOST_STOPS = 12;

let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

async function open(tag: string): Promise<void> {
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) }, portal: 'laptop' });
  page = host.page;
  await listShown(page, tag);
  await listComplete(page);
}

/** Where the focus is inside the widget: the header row, the filter row, a body cell, elsewhere (and its name). */
interface Stop { where: 'header' | 'filter' | 'cell' | 'body-control' | 'other'; tag: string; name: string; row: number; col: number }

function focusedStop(tag: string): Promise<Stop | null> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const el = root.activeElement as HTMLElement | null;
    if (!el) return null;
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const grid = root.querySelector('[role="grid"]')!;
    const tr = el.closest('tr');
    const body = Array.from(grid.querySelectorAll('tbody > tr'));
    const cell = el.closest('td, th') as HTMLTableCellElement | null;
    const where = tr && grid.contains(tr)
      ? tr === grid.querySelector('thead > tr') ? 'header'
        : tr.parentElement?.tagName === 'THEAD' ? 'filter'
          : el === cell ? 'cell' : 'body-control'
      : 'other';
    return { where, tag: el.tagName.toLowerCase(), name, row: tr ? body.indexOf(tr) : -1, col: cell?.cellIndex ?? -1 } as Stop;
  }, tag);
}

/** Tab from before the widget until a body cell has the focus: every stop on the way, that cell last. */
async function tabToRows(tag: string): Promise<Stop[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(tag);
    if (stop === null) continue; // the page's own controls before the widget (none on the portal page)
    stops.push(stop);
    if (stop.where === 'cell' || stop.where === 'body-control') return stops;
  }
  throw new Error(`Tab never reached the rows: ${JSON.stringify(stops)}`);
}

async function expectFewStops(tag: string): Promise<void> {
  const stops = await tabToRows(tag);
  const list = stops.map((s) => `${s.where} ${s.tag} ${s.name}`).join('\n');
  const row = stops[stops.length - 1];
  // The first row's first cell, no control of a cell.
  expect({ where: row.where, row: row.row, col: row.col }).toEqual({ where: 'cell', row: 0, col: 0 });
  const before = stops.slice(0, -1);
  expect(before.filter((s) => s.where === 'header')).toEqual([]);
  const filters = before.filter((s) => s.where === 'filter');
  // The filter boxes are there, ordinary Tab stops, right before the rows: toolbar, filter boxes, grid.
  expect(filters.length).toBeGreaterThan(3);
  expect(before.slice(-filters.length)).toEqual(filters);
  const others = before.length - filters.length;
  if (others > MOST_STOPS) throw new Error(`${others} Tab stops besides the filter boxes:\n${list}`);
  expect(others).toBeGreaterThan(0);
}

describe('bardages at the portal laptop', () => {
  it(`Tab from the widget's first control to the first row: no header control, at most ${MOST_STOPS} stops besides the filter boxes; the status summary is one stop`, async () => {
    await open(OFFERS);
    await expectFewStops(OFFERS);
    const summaryStops = await page.evaluate((t) => {
      const group = document.querySelector(t)!.shadowRoot!.querySelector('[role="group"][aria-label="Répartition par statut"]')!;
      return Array.from(group.parentElement!.querySelectorAll('button')).map((b) => b.tabIndex);
    }, OFFERS);
    expect(summaryStops.filter((i) => i === 0)).toHaveLength(1);
    expect(summaryStops.length).toBeGreaterThan(3);
  });

  it('↑ from the first row reaches the headers; Enter sorts; F2 enters the separator, ←/→ 16 px, Escape back; ↓ to the rows; Tab out of the header and Shift+Tab back', async () => {
    await open(OFFERS);
    await tabToRows(OFFERS);
    await page.keyboard.press('ArrowUp');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', col: 0, name: 'Sélection' });
    await page.keyboard.press('ArrowRight');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', col: 1, name: 'Offre' });
    const w = page.locator(OFFERS);
    const offre = w.getByRole('columnheader', { name: 'Offre', exact: true });
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await announced(page, OFFERS)).toContain('Trié par Offre, ordre croissant'));
    expect(await offre.getAttribute('aria-sort')).toBe('ascending');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', name: 'Offre' });

    // → along the header to `Budget (€)` (a column of a set width: the separator's value is its width).
    for (let i = 0; i < 10 && (await focusedStop(OFFERS))?.name !== 'Budget (€)'; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', name: 'Budget (€)' });
    const separator = w.getByRole('separator', { name: 'Redimensionner la colonne Budget (€)' });
    await page.keyboard.press('F2');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'span', name: 'Redimensionner la colonne Budget (€)' });
    // Its value (the width), given while it has the focus, is the header's width.
    const width = Number(await separator.getAttribute('aria-valuenow'));
    expect(width).toBeCloseTo((await w.getByRole('columnheader', { name: 'Budget (€)', exact: true }).boundingBox())!.width, -1);
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(Number(await separator.getAttribute('aria-valuenow'))).toBe(width + 16));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => expect(Number(await separator.getAttribute('aria-valuenow'))).toBe(width - 16));
    // The separator kept the focus: the grid did not take its arrows.
    expect(await focusedStop(OFFERS)).toMatchObject({ name: 'Redimensionner la colonne Budget (€)' });
    await page.keyboard.press('Escape');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', name: 'Budget (€)' });
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', name: 'Offre' });

    // Tab leaves the grid from the header; Shift+Tab comes back to that header cell.
    await page.keyboard.press('Tab');
    expect((await focusedStop(OFFERS))?.where).toBe('other');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', tag: 'th', name: 'Offre' });
    // Shift+Tab again: the last filter box (the filter boxes come before the grid).
    await page.keyboard.press('Shift+Tab');
    expect((await focusedStop(OFFERS))?.where).toBe('filter');
    await page.keyboard.press('Tab');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'header', name: 'Offre' });

    await page.keyboard.press('ArrowDown');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'cell', row: 0, col: 1 });
  });

  it('↓ from `Rechercher` lands in the rows', async () => {
    await open(OFFERS);
    await page.locator(`${OFFERS} input[aria-label="Rechercher"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedStop(OFFERS)).toMatchObject({ where: 'cell', row: 0, col: 0 });
  });
});

describe('contacts at the portal laptop', () => {
  it(`the same: no header control on the way to the first row, at most ${MOST_STOPS} stops besides the filter boxes; ↑ reaches the headers`, async () => {
    await open(CONTACTS);
    await expectFewStops(CONTACTS);
    await page.keyboard.press('ArrowUp');
    expect(await focusedStop(CONTACTS)).toMatchObject({ where: 'header', tag: 'th', col: 0 });
  });
});

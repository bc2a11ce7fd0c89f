// Widths that serve the names (DESIGN.md §2 "Round 5") in Chromium, the built bundle in the portal page
// (support/portal.ts) at the portal laptop (1366×768, element ~1,070 px) and 1920×1080: the Offre column at
// least 260 px, the parts kept whole (the Client cell's postal code and city, a clone's (n)) never cut, the
// totals' figures never cut; a separator dragged widens its column and the width survives a reload; → on a focused separator
// adds 16 px; a click on a line's text in `Colonnes` toggles that column and the panel stays open. At the portal
// laptop every ticked column of `Colonnes` is in the row, its filter box in the filter row under its header.
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support/browser';
import { openHost, type HostPage } from './support/adversarial';
import type { PortalKind } from './support/portal';
import { browser, server, useSession } from './support/session';

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

async function ready(): Promise<void> {
  await page.locator(`${TAG} tbody tr[data-row-id]`).first().waitFor();
  await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), TAG);
}

async function open(portal: PortalKind): Promise<void> {
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag: TAG, attrs: { userid: String(PRESCRIBER) }, portal });
  page = host.page;
  await ready();
}

/** Each shown column's header width (px), by header text. */
function headerWidths(): Promise<Record<string, number>> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    return Object.fromEntries([...root.querySelectorAll<HTMLElement>('thead tr:first-child th')]
      .map((th) => [th.getAttribute('aria-label') ?? '', th.getBoundingClientRect().width]));
  }, TAG);
}

const separator = (header: string): Locator => page.getByRole('separator', { name: `Redimensionner la colonne ${header}` });

describe.each(['laptop', 'wide'] as const)('bardages in the portal page (%s)', (portal) => {
  it('the Offre column keeps 260 px; postal code and city, a clone\'s (n) and the totals\' figures are never cut', async () => {
    await open(portal);
    await page.screenshot({ path: `/tmp/widths-${portal}.png` });
    const widths = await headerWidths();
    // The name keeps 260 px; the other columns take what they need and the table scrolls sideways.
    expect(widths.Offre).toBeGreaterThanOrEqual(260 - 0.5);
    const cut = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const out: string[] = [];
      for (const place of root.querySelectorAll<HTMLElement>('tbody .terreal-parts > :last-child:not(:first-child)')) {
        const cell = place.closest('td, th')!;
        const right = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
        if (place.scrollWidth > place.clientWidth || place.getBoundingClientRect().right > right + 0.5) out.push(place.textContent ?? '');
      }
      for (const td of root.querySelectorAll<HTMLElement>('tfoot td')) if (td.scrollWidth > td.clientWidth) out.push(`total ${td.textContent}`);
      return out;
    }, TAG);
    expect(cut).toEqual([]);
    // Some client cells have a place (the demo's data), so the check above looked at something.
    expect(await page.locator(`${TAG} tbody .terreal-parts > :last-child:not(:first-child)`).count()).toBeGreaterThan(0);
  });
});

describe('every column in the row at the portal laptop', () => {
  it('each ticked line of `Colonnes` is a header of the row, none marked folded; each filter box sits in the filter row under its header', async () => {
    await open('laptop');
    const widths = await headerWidths();
    expect(Object.keys(widths)).toContain('Livraison');
    await page.getByRole('button', { name: 'Colonnes', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Colonnes' });
    await panel.getByRole('checkbox', { name: 'Livraison', exact: true }).waitFor();
    const ticked: string[] = [];
    for (const box of await panel.getByRole('checkbox').all()) if (await box.isChecked()) ticked.push((await box.getAttribute('aria-label')) ?? (await box.evaluate((b) => b.closest('label')?.textContent ?? '')).trim());
    expect(ticked.length).toBeGreaterThan(5);
    for (const name of ticked) expect({ name, inRow: name in widths }).toEqual({ name, inRow: true });
    await page.keyboard.press('Escape');
    // Each filter box is in the filter row's cell under its own column's header (same left and right edges).
    const misplaced = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const heads = [...root.querySelectorAll<HTMLElement>('thead tr:first-child > *')];
      const filters = [...root.querySelectorAll<HTMLElement>('thead tr.terreal-filter-row > *')];
      const out: string[] = [];
      let boxes = 0;
      filters.forEach((cell, i) => {
        for (const box of cell.querySelectorAll<HTMLElement>('input, select')) {
          boxes++;
          const b = box.getBoundingClientRect();
          const h = heads[i].getBoundingClientRect();
          if (b.width === 0 || b.left < h.left - 0.5 || b.right > h.right + 0.5) out.push(box.getAttribute('aria-label') ?? '?');
        }
      });
      return { out, boxes, same: heads.length === filters.length };
    }, TAG);
    expect(misplaced).toEqual({ out: [], boxes: expect.any(Number), same: true });
    expect(misplaced.boxes).toBeGreaterThan(5);
  });
});

describe('resizing and Colonnes (portal laptop)', () => {
  it('dragging a separator widens its column, and the width survives a reload; → adds 16 px', async () => {
    await open('laptop');
    const before = (await headerWidths())['Budget (€)'];
    // The table scrolls sideways at the laptop: the separator brought into view first, as a user would.
    await separator('Budget (€)').scrollIntoViewIfNeeded();
    const box = (await separator('Budget (€)').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await eventually(async () => expect((await headerWidths())['Budget (€)']).toBeGreaterThan(before + 50));
    const dragged = (await headerWidths())['Budget (€)'];

    await page.reload();
    await ready();
    await eventually(async () => expect(Math.abs((await headerWidths())['Budget (€)'] - dragged)).toBeLessThanOrEqual(1));

    // The separator is reached inside its header cell (F2), as the keyboard does.
    await page.getByRole('columnheader', { name: 'Budget (€)', exact: true }).focus();
    await page.keyboard.press('F2');
    const now = Number(await separator('Budget (€)').getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(Number(await separator('Budget (€)').getAttribute('aria-valuenow'))).toBe(now + 16));
    await eventually(async () => expect(Math.abs((await headerWidths())['Budget (€)'] - (dragged + 16))).toBeLessThanOrEqual(1));
    // The focus stayed on the separator: the grid did not take the arrow key.
    expect(await separator('Budget (€)').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
  });

  it('a click on a line\'s text in Colonnes toggles that column and the panel stays open', async () => {
    await open('wide');
    await page.getByRole('button', { name: 'Colonnes', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Colonnes' });
    const line = panel.locator('label', { hasText: 'Chantier' });
    const box = (await line.boundingBox())!;
    const check = (await line.locator('input').boundingBox())!;
    // On the word, right of the checkbox.
    await page.mouse.click(check.x + check.width + 14, box.y + box.height / 2);
    expect(await panel.isVisible()).toBe(true);
    await eventually(async () => expect(await line.locator('input').isChecked()).toBe(false));
    expect(Object.keys(await headerWidths())).not.toContain('Chantier');
    await page.mouse.click(check.x + check.width + 14, box.y + box.height / 2);
    await eventually(async () => expect(await line.locator('input').isChecked()).toBe(true));
    expect(await panel.isVisible()).toBe(true);
  });
});

describe.each([
  ['terreal-contacts', 'laptop'], ['terreal-contacts', 'wide'],
  ['terreal-offres-bardages', 'laptop'], ['terreal-offres-parement', 'laptop'], ['terreal-offres-veture', 'laptop'],
] as const)('%s in the portal page (%s)', (tag, portal) => {
  // SPEC.md §2 fixes the contacts' postal-code column at 80 px: its header alone may be cut there.
  const fixedBySpec = tag === 'terreal-contacts' ? ['Code postal'] : [];
  it('no column header is cut: each shown header reads whole beside its sort mark', async () => {
    host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) }, portal });
    page = host.page;
    await page.locator(`${tag} tbody tr[data-row-id]`).first().waitFor();
    await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), tag);
    const cut = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const out: string[] = [];
      for (const th of root.querySelectorAll<HTMLElement>('thead tr:first-child th')) {
        for (const el of [th, ...th.querySelectorAll<HTMLElement>('*')]) {
          if (el.closest('.sr-only') || !el.textContent?.trim()) continue;
          if (el.scrollWidth > el.clientWidth + 0.5) out.push(th.getAttribute('aria-label') ?? th.textContent ?? '');
        }
      }
      return [...new Set(out)];
    }, tag);
    expect(cut.filter((header) => !fixedBySpec.includes(header))).toEqual([]);
  });
});

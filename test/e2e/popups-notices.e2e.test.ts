// Issue 20 §3 in Chromium against the real server, the built bundle on a host page of our own at the
// portal laptop size: popups (row menus, Colonnes, Filtrer par produit, Vues) open next to their button
// after the page, the host's scroll container or the table is scrolled, flipped or shifted to stay whole
// in the viewport; a status change and its undo move no row (no layout-shift entry, the same row tops);
// Ctrl+Z undoes the last status change.
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support/browser';
import { listShown, openHost, type HostPage } from './support/adversarial';
import { apiAs } from './support/server';
import { browser, server, useSession } from './support/session';

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
const LAPTOP = { width: 1366, height: 768 };
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors'], clearFaults: true });

/** A portal-like page: a top bar, then the element; `boxStyle` makes its box the host's scroll container. */
async function open(boxStyle = 'margin: 38px 24px 0 244px;', before = '<div style="height:56px;background:#234"></div>'): Promise<void> {
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag: TAG, attrs: { userid: String(PRESCRIBER) }, viewport: LAPTOP, boxStyle, before });
  page = host.page;
  await listShown(page, TAG);
}

const widget = () => page.locator(TAG);

interface Box { top: number; bottom: number; left: number; right: number }
interface Placement { button: Box; popup: Box | null; viewport: { width: number; height: number } }

/** The button's and its popup's boxes (the popup found by role and name in the shadow root). */
async function placement(button: Locator, popupSelector: string): Promise<Placement> {
  const buttonBox = await button.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
  const popup = await page.evaluate(([tag, sel]) => {
    const el = document.querySelector(tag)?.shadowRoot?.querySelector(sel);
    if (!el || (el as HTMLElement).hidden) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, [TAG, popupSelector] as const);
  const viewport = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
  return { button: buttonBox, popup, viewport };
}

/** DESIGN.md: the near edge within 12 px of the button, never covering it, whole in the viewport. */
function expectBeside({ button, popup, viewport }: Placement): void {
  expect(popup).not.toBeNull();
  const p = popup!;
  const below = p.top - button.bottom;
  const above = button.top - p.bottom;
  const gap = below >= 0 ? below : above;
  expect({ below, above, nearEdgeWithin12: gap >= 0 && gap <= 12 }).toMatchObject({ nearEdgeWithin12: true });
  // Beside it horizontally: the popup spans part of the button's width.
  expect(p.left).toBeLessThan(button.right);
  expect(p.right).toBeGreaterThan(button.left);
  expect(p.top).toBeGreaterThanOrEqual(0);
  expect(p.left).toBeGreaterThanOrEqual(0);
  expect(p.bottom).toBeLessThanOrEqual(viewport.height);
  expect(p.right).toBeLessThanOrEqual(viewport.width);
}

const rowMenuButtons = () => widget().getByRole('button', { name: /^Actions de l'offre / });

/** Opens the menu of a row whose button is in view (not under the sticky header), checks it, closes it. */
async function checkRowMenus(which: 'first' | 'last'): Promise<void> {
  const indices = await rowMenuButtons().evaluateAll((els, tag) => {
    // What is seen: the viewport, the host's scroll container, the table's own box below its sticky header.
    const host = document.querySelector(tag)!;
    const box = host.parentElement!;
    // The rows' table (the header and filter rows are in a table of their own, sticky to the page).
    const table = host.shadowRoot!.querySelector('table[part="table"]')!;
    const scroller = table.closest('[class*="scroll"]') ?? table;
    const head = host.shadowRoot!.querySelector('thead')!.getBoundingClientRect();
    const bounds = [{ top: 0, bottom: window.innerHeight }, scroller.getBoundingClientRect()];
    if (getComputedStyle(box).overflowY === 'auto') bounds.push(box.getBoundingClientRect());
    const top = Math.max(head.bottom, ...bounds.map((b) => b.top)) + 4;
    const bottom = Math.min(...bounds.map((b) => b.bottom)) - 4;
    return els.map((b, i) => {
      const r = b.getBoundingClientRect();
      return r.top > top && r.bottom < bottom ? i : -1;
    }).filter((i) => i >= 0);
  }, TAG);
  expect(indices.length).toBeGreaterThan(0);
  const button = rowMenuButtons().nth(which === 'first' ? indices[0] : indices[indices.length - 1]);
  const name = (await button.getAttribute('aria-label'))!;
  const before = await button.evaluate((b) => b.getBoundingClientRect().top);
  await button.click();
  const menu = widget().getByRole('menu', { name });
  await menu.waitFor();
  // The click did not scroll anything: the check is made where the user scrolled to.
  expect(await button.evaluate((b) => b.getBoundingClientRect().top)).toBeCloseTo(before, 0);
  expectBeside(await placement(button, '[role="menu"]'));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

async function checkToolbarPopups(): Promise<void> {
  for (const [name, selector, close] of [
    ['Colonnes', '[role="group"][aria-label="Colonnes"]', 'Escape'],
    ['Filtrer par produit', '[role="group"][aria-label="Filtrer par produit"]', 'Escape'],
    ['Vues', '[role="menu"][aria-label="Vues"]', 'Escape'],
  ] as const) {
    const button = widget().getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await eventually(async () => expectBeside(await placement(button, selector)));
    await page.keyboard.press(close);
  }
}

describe('popups open next to their button (portal laptop, 1366×768)', () => {
  it('after the page is scrolled by 300 px', async () => {
    await open('margin: 38px 24px 0 244px;', '<div style="height:56px;background:#234"></div><div style="height:300px">Résumé du projet</div>');
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await checkRowMenus('first');
    await checkRowMenus('last');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await checkToolbarPopups();
  });

  it('after the page is scrolled further, with the menu of a row near the bottom flipped above its button', async () => {
    await open();
    await page.evaluate(() => window.scrollBy(0, 300));
    const last = await rowMenuButtons().evaluateAll((els) => {
      const inView = els.map((b, i) => ({ i, r: b.getBoundingClientRect() })).filter((x) => x.r.top > 140 && x.r.bottom < window.innerHeight - 4);
      return inView[inView.length - 1];
    });
    expect(last).toBeTruthy();
    const button = rowMenuButtons().nth(last.i);
    await button.click();
    const p = await placement(button, '[role="menu"]');
    expectBeside(p);
    if (p.viewport.height - p.button.bottom < (p.popup!.bottom - p.popup!.top)) expect(p.popup!.bottom).toBeLessThanOrEqual(p.button.top);
    await page.keyboard.press('Escape');
  });

  it('inside the host\'s scroll container scrolled by 300 px', async () => {
    await open('position:fixed; top:56px; left:220px; right:0; height:440px; overflow:auto; padding:16px;');
    await page.evaluate((tag) => { document.querySelector(tag)!.parentElement!.scrollTop = 300; }, TAG);
    expect(await page.evaluate((tag) => document.querySelector(tag)!.parentElement!.scrollTop, TAG)).toBe(300);
    await checkRowMenus('first');
    await checkRowMenus('last');
    // Scrolling with the menu open keeps it beside its button.
    const button = rowMenuButtons().nth(3);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await page.evaluate((tag) => { document.querySelector(tag)!.parentElement!.scrollTop += 40; }, TAG);
    await eventually(async () => expectBeside(await placement(button, '[role="menu"]')));
    await page.keyboard.press('Escape');
  });
});

// ---- notices and undo ----------------------------------------------------------------------------------

async function statusOf(id: number): Promise<string> {
  const res = await (await apiAs(server.url, PRESCRIBER)).post('/ajax/bardages/liste-offres', { userid: PRESCRIBER });
  return ((await res.json()) as { id: number; offre_statut: string }[]).find((o) => o.id === id)!.offre_statut;
}

/** Starts counting layout-shift entries (all of them, with recent input or not). */
async function watchShifts(): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}
const shifts = () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.slice());
const rowTops = () => page.evaluate((tag) => Array.from(document.querySelector(tag)!.shadowRoot!.querySelectorAll('tbody tr'))
  .slice(0, 30).map((r) => Math.round(r.getBoundingClientRect().top)), TAG);
/** Waits two frames, so that a layout shift, if any, has been reported. */
const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('a status change and its undo move no row; Ctrl+Z undoes it', () => {
  it('no layout shift while the notice comes and goes; Ctrl+Z with the focus on the row restores the status', async () => {
    await open();
    await widget().getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });
    await page.evaluate(() => window.scrollBy(0, 200));
    const select = widget().getByRole('combobox', { name: /^Statut de l'offre / }).nth(4);
    const name = (await select.getAttribute('aria-label'))!;
    const id = Number(await select.evaluate((s) => s.closest('tr')?.getAttribute('data-row-id')));
    const before = await select.inputValue();
    const next = before === '20' ? '30' : '20';
    await settle();
    const tops = await rowTops();
    await watchShifts();

    await select.selectOption(next);
    const undo = widget().getByRole('button', { name: 'Annuler' });
    await undo.waitFor();
    await eventually(async () => expect(await statusOf(id)).toBe(next));
    await settle();
    expect(await rowTops()).toEqual(tops);
    expect(await widget().getByText(/ou (Ctrl\+Z|⌘Z)/).count()).toBe(1);

    // The notice floats over the list: it sits in the viewport, over the rows, not above them.
    const noticeBox = await undo.evaluate((b) => b.closest('[part="undo-notice"]')!.getBoundingClientRect().toJSON() as DOMRect);
    expect(noticeBox.bottom).toBeLessThanOrEqual(LAPTOP.height);
    expect(noticeBox.top).toBeGreaterThan(0);

    await select.focus();
    await page.keyboard.press('Control+z');
    await eventually(async () => expect(await statusOf(id)).toBe(before));
    await eventually(async () => expect(await widget().getByRole('combobox', { name, exact: true }).inputValue()).toBe(before));
    await undo.waitFor({ state: 'detached' });
    await settle();
    expect(await rowTops()).toEqual(tops);
    expect(await shifts()).toEqual([]);
  });

  it('Ctrl+Z typed in a filter box is that box\'s own undo: the status stays', async () => {
    await open();
    await widget().getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });
    const select = widget().getByRole('combobox', { name: /^Statut de l'offre / }).nth(1);
    const id = Number(await select.evaluate((s) => s.closest('tr')?.getAttribute('data-row-id')));
    const next = (await select.inputValue()) === '20' ? '30' : '20';
    await select.selectOption(next);
    await widget().getByRole('button', { name: 'Annuler' }).waitFor();
    await eventually(async () => expect(await statusOf(id)).toBe(next));
    const search = widget().getByRole('searchbox', { name: 'Rechercher' });
    await search.focus();
    await page.keyboard.press('Control+z');
    await settle();
    expect(await widget().getByRole('button', { name: 'Annuler' }).count()).toBe(1);
    expect(await statusOf(id)).toBe(next);
    // Put it back for the tests after this one.
    await widget().getByRole('button', { name: 'Annuler' }).click();
    await eventually(async () => expect(await statusOf(id)).not.toBe(next));
  });
});

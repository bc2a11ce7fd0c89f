// The cards on a phone (390×844) in a portal page whose 56 px bar sets `--terreal-sticky-top: 56px`, on the
// four screens: far down the cards the quick search is still at hand just under the host's bar (and filters
// when typed in), the pager's buttons at the bottom of the window (one of each name: strict locators find
// them; `Page suivante` shows page 2 from its first card), a control reached by Tab or Shift+Tab comes into
// view clear of both, and the menus' items are 44 px tall touch targets.
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support/browser';
import { openHost, type HostPage } from './support/adversarial';
import { PORTAL_BAR_PX, PORTAL_VIEWPORTS } from './support/portal';
import { browser, server, useSession } from './support/session';

type Screen = 'contacts' | 'bardages' | 'parement' | 'veture';
const PRESCRIBER = 2;
const HEIGHT = PORTAL_VIEWPORTS.phone.height;
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

const tagOf = (s: Screen) => (s === 'contacts' ? 'terreal-contacts' : `terreal-offres-${s}`);

async function open(screen: Screen): Promise<Locator> {
  const tag = tagOf(screen);
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) }, portal: 'phone' });
  page = host.page;
  await page.locator(`${tag} [part="cards"] > li`).first().waitFor();
  await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), tag);
  return page.locator(tag);
}

const cards = (w: Locator) => w.locator('[part="cards"] > li.terreal-card');
const box = async (l: Locator) => (await l.boundingBox())!;

/** Whether `l` is what the browser shows at its own middle (nothing painted over it: neither cards nor the host's bar). */
const onTop = (l: Locator): Promise<boolean> => l.evaluate((el) => {
  const b = el.getBoundingClientRect();
  const hit = (el.getRootNode() as ShadowRoot).elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !!hit && (hit === el || el.contains(hit));
});

/** The line an element's opaque background paints (its own background colour, alpha 1). */
const opaque = (l: Locator): Promise<boolean> => l.evaluate((el) => {
  const c = getComputedStyle(el).backgroundColor;
  return c.startsWith('rgb(') || /^rgba\(.*,\s*1\)$/.test(c);
});

/** Where the sticky search's line ends and the pager's starts, in the window. */
async function stuckLines(w: Locator): Promise<{ searchBottom: number; pagerTop: number }> {
  const search = await box(w.locator('.terreal-search-bar'));
  const pager = await box(w.getByRole('navigation', { name: 'Pagination' }));
  return { searchBottom: search.y + search.height, pagerTop: pager.y };
}

/** `l` comes to lie between the sticky search and the pager, and nothing paints over it. */
async function expectBetweenBars(l: Locator, lines: { searchBottom: number; pagerTop: number }): Promise<void> {
  await eventually(async () => {
    const b = await box(l);
    expect(b.y).toBeGreaterThanOrEqual(lines.searchBottom);
    expect(b.y + b.height).toBeLessThanOrEqual(lines.pagerTop);
  });
  expect(await onTop(l)).toBe(true);
}

/** Scrolls the page so that `l`'s top stands at `y` in the window. */
async function scrollTopTo(l: Locator, y: number): Promise<void> {
  await l.evaluate((el, at) => window.scrollBy(0, el.getBoundingClientRect().top - at), y);
  await eventually(async () => expect(Math.abs((await box(l)).y - y)).toBeLessThanOrEqual(1));
}

const activeLabel = (w: Locator) => w.evaluate((el) => {
  const a = el.shadowRoot!.activeElement;
  return a ? a.getAttribute('aria-label') ?? a.textContent : null;
});

/** A card's first control: the status select of an offer, `Modifier le contact …` of a contact. */
const firstControl = (card: Locator, screen: Screen) => (screen === 'contacts'
  ? card.getByRole('button', { name: /^Modifier le contact/ })
  : card.getByRole('combobox', { name: /^Statut de l'offre / }));

describe.each(['contacts', 'bardages', 'parement', 'veture'] as const)('%s on a phone under a 56 px host bar', (screen) => {
  it('at the 30th card: Rechercher just under the bar, over the cards, and typing in it filters; the pager in view', async () => {
    const w = await open(screen);
    const thirtieth = cards(w).nth(29);
    await thirtieth.scrollIntoViewIfNeeded();
    await scrollTopTo(thirtieth, 300);
    const search = w.getByRole('searchbox', { name: 'Rechercher' });
    const s = await box(search);
    expect(s.y).toBeGreaterThanOrEqual(PORTAL_BAR_PX);
    expect(s.y).toBeLessThanOrEqual(PORTAL_BAR_PX + 8);
    expect(await onTop(search)).toBe(true);
    const bar = w.locator('.terreal-search-bar');
    expect(await opaque(bar)).toBe(true);
    // The cards pass under the search's line, not over it: where a card lies under it, the line is what shows.
    expect(await bar.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const root = el.getRootNode() as ShadowRoot;
      const card = [...root.querySelectorAll('[part="cards"] > li')].map((c) => c.getBoundingClientRect())
        .find((r) => r.top < b.bottom - 2 && r.bottom > b.top + 2);
      if (!card) return 'no card under the line';
      const y = (Math.max(card.top, b.top) + Math.min(card.bottom, b.bottom)) / 2;
      const hit = root.elementFromPoint(b.left + 4, y);
      return !!hit && el.contains(hit);
    })).toBe(true);

    // The pager's buttons: one of each name (strict locators), at the bottom of the window, uncovered.
    const next = w.getByRole('button', { name: 'Page suivante' });
    const previous = w.getByRole('button', { name: 'Page précédente' });
    for (const b of [next, previous]) {
      const n = await box(b);
      expect(n.y).toBeGreaterThanOrEqual(HEIGHT - 60);
      expect(n.y + n.height).toBeLessThanOrEqual(HEIGHT);
      expect(n.height).toBeGreaterThanOrEqual(43.5);
    }
    expect(await onTop(next)).toBe(true);
    expect(await opaque(w.getByRole('navigation', { name: 'Pagination' }))).toBe(true);
    await page.screenshot({ path: `/tmp/phone-${screen}.png` });

    // Typing in the search where it is: the cards become those that match.
    const head = (await thirtieth.locator('.terreal-card-head > span').last().innerText()).trim();
    await search.click();
    await page.keyboard.type(head);
    await eventually(async () => {
      const n = await cards(w).count();
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThan(30);
      for (const text of await cards(w).allInnerTexts()) expect(text.toLowerCase()).toContain(head.toLowerCase());
    });
  });

  it('Page suivante, pressed at the bottom of the window, shows page 2 from its first card', async () => {
    const w = await open(screen);
    // 25 a page: two pages or more on every screen.
    await w.getByRole('combobox', { name: 'Lignes par page' }).selectOption('25');
    await eventually(async () => expect(await cards(w).count()).toBe(25));
    await scrollTopTo(cards(w).nth(20), 300);
    const firstOfPage1 = await cards(w).first().getAttribute('data-row-id');
    const status = w.getByRole('navigation', { name: 'Pagination' }).getByRole('status');
    expect(await status.innerText()).toMatch(/^Page 1 sur [2-9]/);
    await w.getByRole('button', { name: 'Page suivante' }).click();
    await eventually(async () => expect(await status.innerText()).toMatch(/^Page 2 sur [2-9]/));
    await eventually(async () => expect(await cards(w).first().getAttribute('data-row-id')).not.toBe(firstOfPage1));
    // The first card of page 2 in view, below the search's line; the pager still at hand.
    await eventually(async () => {
      const { searchBottom, pagerTop } = await stuckLines(w);
      const first = await box(cards(w).first());
      expect(first.y).toBeGreaterThanOrEqual(searchBottom - 1);
      expect(first.y).toBeLessThan(pagerTop);
    });
    const previous = w.getByRole('button', { name: 'Page précédente' });
    expect((await box(previous)).y).toBeGreaterThanOrEqual(HEIGHT - 60);
    await previous.click();
    await eventually(async () => expect(await status.innerText()).toMatch(/^Page 1 sur /));
  });

  it('a card control reached by Tab or Shift+Tab comes into view clear of the sticky search and pager', async () => {
    const w = await open(screen);
    await scrollTopTo(cards(w).nth(20), 300);
    const lines = await stuckLines(w);
    const target = firstControl(cards(w).nth(24), screen);
    const name = await target.getAttribute('aria-label');

    // Tab: the control lay under the pager (inside the window), the control before it focused.
    await target.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    await scrollTopTo(target, lines.pagerTop + 4);
    expect((await box(target)).y + (await box(target)).height).toBeLessThanOrEqual(HEIGHT);
    await page.keyboard.press('Tab');
    expect(await activeLabel(w)).toBe(name);
    await expectBetweenBars(target, lines);

    // Shift+Tab: the control lay under the search (inside the window), the control after it focused.
    await page.keyboard.press('Tab');
    await scrollTopTo(target, PORTAL_BAR_PX + 4);
    await page.keyboard.press('Shift+Tab');
    expect(await activeLabel(w)).toBe(name);
    await expectBetweenBars(target, lines);
  });

  it('menu items are 44 px touch targets', async () => {
    const w = await open(screen);
    if (screen === 'contacts') {
      // Contacts' rows have no menu: the saved views' menu, in `Filtres`.
      await w.getByRole('button', { name: /^Filtres/ }).click();
      await w.getByRole('button', { name: 'Vues' }).click();
    } else {
      const card = cards(w).nth(29);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: /^Actions de l'offre / }).click();
    }
    const items = w.getByRole('menuitem');
    await items.first().waitFor();
    const heights = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(43.5);
  });
});

describe('tablet (768×1024): the search shares the tools\' line', () => {
  it('stuck under the bar, its line is opaque across the screen: the cards pass under all of it', async () => {
    const tag = tagOf('bardages');
    host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) }, portal: 'tablet' });
    page = host.page;
    const w = page.locator(tag);
    await cards(w).first().waitFor();
    const search = w.getByRole('searchbox', { name: 'Rechercher' });
    const bar = w.locator('.terreal-search-bar');
    // In the flow, the search stands beside the screen's tools, which keep their place on its left.
    const tool = w.getByRole('link', { name: 'Nouvelle offre' });
    expect(Math.abs((await box(tool)).y - (await box(search)).y)).toBeLessThanOrEqual(1);
    expect(await onTop(tool)).toBe(true);
    await scrollTopTo(cards(w).nth(10), 400);
    const s = await box(search);
    expect(s.y).toBeGreaterThanOrEqual(PORTAL_BAR_PX);
    expect(s.y).toBeLessThanOrEqual(PORTAL_BAR_PX + 8);
    // Left of the box, where the tools stood: the line, not a card.
    await eventually(async () => expect(await bar.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const hit = (el.getRootNode() as ShadowRoot).elementFromPoint(30, (b.top + b.bottom) / 2);
      return hit === el;
    })).toBe(true));
    await page.screenshot({ path: '/tmp/phone-tablet.png' });
    // Back at the top, the tools show again beside it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(async () => expect(await onTop(tool)).toBe(true));
  });
});

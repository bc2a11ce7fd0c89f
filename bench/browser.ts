// Large lists in Chromium: the real bundle on a host page (bench/page/widget.html) answered with N generated
// offers, measured in-page (bench/page/instrument.js): answer → first rows painted, keystroke → paint in a
// text filter (median, p95), a sort toggle, switching to 200 rows a page, JS heap after load, and typing at
// speed (the input must end with the typed word and the table with its matches).
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { parseOfferList } from '../src/core/normalize';
import { filterList } from '../test/support/filterList';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST } from '../src/core/offerFilters';
import { PORTAL_VIEWPORTS } from '../test/e2e/support/portal';
import { generateOffers } from './generate';
import type { BenchLayout } from './hostServer';
import { median, p95, round } from './stats';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];
export const WORD = 'bordeaux'; // typed into the client-city filter (widget) or the quick filter (AG Grid)
const REPEATS = 3; // the word is typed this many times (cleared in between): 24 keystrokes per size

declare global {
  interface Window {
    __bench: {
      answerAt: number | null;
      firstRowsAt: number | null;
      allRowsAt: number | null;
      rowsSinceStartAt: number | null;
      answerStatus: number | null;
      errors: string[];
      done: Promise<{ start: number; end: number; latency: number; input: number }> | null;
      arm(type: string): void;
      rowCount(): number;
      rowTexts(): string[];
    };
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface Latency { medianMs: number; p95Ms: number; samples: number }
export const summary = (ms: number[]): Latency => ({ medianMs: round(median(ms)), p95Ms: round(p95(ms)), samples: ms.length });

/** The window of each page layout: the plain page of earlier rounds, and the portal sizes of DESIGN.md §2. */
export const VIEWPORTS: Record<BenchLayout, { width: number; height: number }> = {
  plain: { width: 1400, height: 900 },
  laptop: PORTAL_VIEWPORTS.laptop,
  wide: PORTAL_VIEWPORTS.wide,
};

/** A bench page (`widget.html`, `aggrid.html`) with `n` offers, in `layout`. */
export const pageUrl = (baseUrl: string, file: string, n: number, layout: BenchLayout = 'plain'): string =>
  `${baseUrl}/${file}?n=${n}${layout === 'plain' ? '' : `&layout=${layout}`}`;

/** Performs `act` and returns the in-page time from its `type` event to the paint after its last DOM change. */
async function measured(page: Page, type: string, act: () => Promise<unknown>): Promise<number> {
  return (await measuredKey(page, type, act)).latency;
}

/** The same, with the time from the first `input` event it caused (NaN without one). */
async function measuredKey(page: Page, type: string, act: () => Promise<unknown>): Promise<{ latency: number; input: number }> {
  await page.evaluate((t) => window.__bench.arm(t), type);
  await act();
  return page.evaluate(async () => {
    const { latency, input } = await window.__bench.done!;
    return { latency, input };
  });
}

export const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 250))));

/** One typed key: its latency (keydown → paint, input → paint) and how many rows of the page it changed. */
export interface KeySample { key: string; ms: number; fromInputMs: number; rowsChanged: number; rowsAfter: number }

/** Rows of `after` that were not on the page before, or rows gone when the page got shorter (whichever is more). */
export function rowsChanged(before: readonly string[], after: readonly string[]): number {
  const left = new Map<string, number>();
  for (const t of before) left.set(t, (left.get(t) ?? 0) + 1);
  let fresh = 0;
  for (const t of after) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else fresh++;
  }
  return Math.max(fresh, before.length - (after.length - fresh));
}

/** Presses `key` in the focused box, measured, and tells whether the page's rows changed. */
export async function typeKey(page: Page, key: string): Promise<KeySample> {
  const before = await page.evaluate(() => window.__bench.rowTexts());
  const { latency, input } = await measuredKey(page, 'keydown', () => page.keyboard.press(key));
  const after = await page.evaluate(() => window.__bench.rowTexts());
  return { key, ms: round(latency), fromInputMs: round(input), rowsChanged: rowsChanged(before, after), rowsAfter: after.length };
}

export async function openPage(browser: Browser, url: string, prepare?: (context: BrowserContext) => Promise<void>, layout: BenchLayout = 'plain') {
  const context = await browser.newContext({ viewport: VIEWPORTS[layout], locale: 'fr-FR' });
  await prepare?.(context);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.firstRowsAt !== null && window.__bench.allRowsAt !== null, null, { timeout: 120_000, polling: 50 });
  const { firstRowsMs, allRowsMs } = await page.evaluate(() => ({
    firstRowsMs: window.__bench.firstRowsAt! - window.__bench.answerAt!,
    allRowsMs: window.__bench.allRowsAt! - window.__bench.answerAt!,
  }));
  await settle(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapMb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 2 ** 20;
  return { context, page, firstRowsMs: round(firstRowsMs), allRowsMs: round(allRowsMs), heapMb: round(heapMb) };
}

/**
 * Types WORD `repeats` times (default REPEATS) into `input`, one measured keystroke at a time. `lightOnly`: the keys that left
 * the page's rows as they were (most of `bordeaux` once `bor` has narrowed the list), reported apart.
 */
export async function keystrokes(page: Page, input: Locator, repeats = REPEATS): Promise<{ latency: Latency; lightOnly: Latency; dropped: number }> {
  const samples: KeySample[] = [];
  let dropped = 0;
  for (let r = 0; r < repeats; r++) {
    await input.fill('');
    await settle(page);
    await input.focus();
    for (const ch of WORD) samples.push(await typeKey(page, ch));
    if ((await input.inputValue()) !== WORD) dropped++;
  }
  return { latency: summary(samples.map((s) => s.ms)), lightOnly: summary(samples.filter((s) => s.rowsChanged === 0).map((s) => s.ms)), dropped };
}

/** Types WORD at 120 words a minute (50 ms a key) and checks the input and the count once settled. */
async function typingAtSpeed(page: Page, input: Locator, countText: () => Promise<string>, expected: number) {
  await input.fill('');
  await settle(page);
  await input.focus();
  const t0 = Date.now();
  await page.keyboard.type(WORD, { delay: 50 });
  await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(true), 0))));
  const typedMs = Date.now() - t0;
  await settle(page);
  const value = await input.inputValue();
  const shown = Number(/\d+/.exec((await countText()).replace(/[\s\u00a0\u202f]/g, ''))?.[0] ?? NaN);
  return { value, intact: value === WORD, countShown: shown, countExpected: expected, consistent: shown === expected, typedMs };
}

export interface WidgetResult {
  rows: number;
  /** Median over FIRST_ROWS_LOADS page loads. */
  firstRowsMs: number;
  firstRowsSamplesMs: number[];
  /** Answer → the page's rows all painted (the rows below the first stage come a paint later), same loads. */
  allRowsMs: number;
  heapMb: number;
  keystroke: Latency;
  /** The keys of `keystroke` that left the page's rows as they were. */
  keystrokeLightOnly?: Latency;
  droppedWords: number;
  typing: Awaited<ReturnType<typeof typingAtSpeed>>;
  sortToggle: Latency;
  pageSize200Ms: number;
  errors: string[];
}

/** Page loads per size for answer → first rows (one sample moves by ±40 % on this machine): the median is kept (BENCH_LOADS=1 for a sanity run). */
const FIRST_ROWS_LOADS = Number(process.env.BENCH_LOADS ?? 5);

type Loaded = { firstRowsMs: number; allRowsMs: number };

/** The medians of FIRST_ROWS_LOADS fresh loads, the first of which `first` already measured. */
export async function firstRowsMedian(browser: Browser, url: string, first: Loaded): Promise<{ medianMs: number; samples: number[]; allRowsMedianMs: number }> {
  const loads = [first];
  while (loads.length < FIRST_ROWS_LOADS) {
    const again = await openPage(browser, url);
    loads.push(again);
    await again.context.close();
  }
  const samples = loads.map((l) => l.firstRowsMs);
  return { medianMs: round(median(samples)), samples, allRowsMedianMs: round(median(loads.map((l) => l.allRowsMs))) };
}

/** The widget at `n` offers; `compare`: BENCH_COMPARE_DIST's build instead of this one (bench/hostServer.ts). */
export async function benchWidget(browser: Browser, baseUrl: string, n: number, compare = false): Promise<WidgetResult> {
  const url = `${baseUrl}/widget.html?n=${n}${compare ? '&bundle=compare' : ''}`;
  const { context, page, heapMb, ...firstLoad } = await openPage(browser, url);
  try {
    const city = page.getByRole('textbox', { name: 'Filtrer par ville cliente' });
    const { latency: keystroke, lightOnly: keystrokeLightOnly, dropped } = await keystrokes(page, city);
    const expected = filterList(OFFER_LIST, parseOfferList(generateOffers(n)), { ...DEFAULT_OFFER_FILTERS, client_ville: WORD }).length;
    const count = page.locator('terreal-offres-bardages [part=pagination] p');
    const typing = await typingAtSpeed(page, city, () => count.innerText(), expected);
    await city.fill('');
    await settle(page);

    // The sorted column's button says its state (`Client, tri croissant`).
    const sortButton = page.getByRole('button', { name: /^Client(, tri |$)/ });
    const sorts: number[] = [];
    for (let i = 0; i < 4; i++) sorts.push(await measured(page, 'click', () => sortButton.click()));
    const pageSize = page.getByRole('combobox', { name: 'Lignes par page' });
    // 'input' precedes 'change' and, unlike it, leaves the shadow root (composed).
    const pageSize200Ms = await measured(page, 'input', () => pageSize.selectOption('200'));
    const errors = await page.evaluate(() => window.__bench.errors);
    const firstRows = await firstRowsMedian(browser, url, firstLoad);
    return {
      rows: n, firstRowsMs: firstRows.medianMs, firstRowsSamplesMs: firstRows.samples, allRowsMs: firstRows.allRowsMedianMs, heapMb, keystroke, keystrokeLightOnly, droppedWords: dropped, typing,
      sortToggle: summary(sorts), pageSize200Ms: round(pageSize200Ms), errors,
    };
  } finally {
    await context.close();
  }
}

// Heavy keys (issue 24, round 3): keys that each change the rows on the page, typed into the quick search
// (`Rechercher`) of the widget and into AG Grid Community's quick filter, in the same run, in rounds
// interleaved (ours, AG Grid, ours, AG Grid, …), each round on a freshly loaded page, in the portal page
// sizes of DESIGN.md §2 (`laptop`: 1366×768, the element about 1,070 px wide in the portal's card; `wide`:
// 1920×1080).
//
// What is typed: HEAVY_WORDS, one after the other (the box cleared in between, not measured). Every key of
// each word narrows the list so that the page's rows change: `perp` (p, pe, per, perp: each prefix matches
// fewer cities, down to Perpignan) and `vert`. Chosen on bench/generate.ts's seeded offers so that at 1,000,
// 20,000 and 50,000 offers, for both grids, every key changes the first page (status 10, newest first):
// e.g. at 20,000 `perp` leaves 7,771 / 2,124 / 607 / 314 offers. Each run checks it: a key's `rowsChanged`
// counts the rows of the page it replaced (bench/page/instrument.js `rowTexts`), and `unchangedKeys` the keys
// that changed none (0 expected).
//
// How a key is timed (bench/page/instrument.js `arm`): from the keydown event's timestamp to the first paint
// after the last DOM change it caused. A MutationObserver on the grid (the widget's shadow root, AG Grid's
// box) sees every change; after each one, requestAnimationFrame then setTimeout(0) gives the first moment
// after the frame that holds it was painted; the last such moment once the page stayed quiet for 200 ms is
// the key's end. `fromInputMs` is the same end from the `input` event (the box's own event, a fraction of a
// millisecond after keydown).
//
// BENCH_COMPARE_DIST=/path/to/dist (another build, e.g. the commit before the dense grid) adds it to every
// round, typed the same way right after ours and AG Grid's (ours, AG Grid, other build, ours, …): `compare`.
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, pageUrl, settle, summary, typeKey, VIEWPORTS, type KeySample, type Latency } from './browser';
import { comparedBundle, type BenchLayout } from './hostServer';
import { median, round } from './stats';

export const HEAVY_WORDS = ['perp', 'vert'];
/** Rounds per size and layout: each round loads our page, types, then AG Grid's page, types. */
export const HEAVY_ROUNDS = Number(process.env.BENCH_HEAVY_ROUNDS ?? 3);
/** The sizes and layouts (BENCH_HEAVY_SIZES=20000,1000 and BENCH_HEAVY_LAYOUTS=laptop narrow a run down, e.g. for an A/B). */
export const HEAVY_SIZES = (process.env.BENCH_HEAVY_SIZES ?? '1000,20000,50000').split(',').map(Number);
export const HEAVY_LAYOUTS = (process.env.BENCH_HEAVY_LAYOUTS ?? 'laptop,wide').split(',') as BenchLayout[];

export interface HeavyContender {
  /** Keydown → paint after the last change, every key of every round. */
  keys: Latency;
  /** The same from the input event. */
  fromInput: Latency;
  /** The median of each round (how much the rounds differ). */
  roundMediansMs: number[];
  /** Keys that changed no row of the page (0 expected: they would be light keys). */
  unchangedKeys: number;
  /** Rows of the page each key replaced (median) and the rows shown after it (median). */
  rowsChangedMedian: number;
  rowsAfterMedian: number;
  /** Answer → first rows painted, one sample per round (the page loads of this benchmark). */
  firstRowsMs: number;
  firstRowsSamplesMs: number[];
  samples: KeySample[];
  errors: string[];
}

export interface HeavyResult {
  rows: number;
  layout: BenchLayout;
  viewport: { width: number; height: number };
  /** The element's (or AG Grid box's) width in this layout, px. */
  elementWidth: number;
  words: string[];
  rounds: number;
  ours: HeavyContender;
  agGrid: HeavyContender;
  /** Our median over AG Grid's. */
  ratio: number;
  /** BENCH_COMPARE_DIST's build, typed in the same rounds: its bundle, its keys, its median over AG Grid's. */
  compare?: HeavyContender & { bundle: string; ratio: number };
}

interface Round { firstRowsMs: number; samples: KeySample[]; errors: string[]; width: number }

async function typeWords(page: Page, box: Locator): Promise<KeySample[]> {
  const samples: KeySample[] = [];
  for (const word of HEAVY_WORDS) {
    await box.fill('');
    await settle(page);
    await box.focus();
    for (const ch of word) samples.push(await typeKey(page, ch));
    await settle(page);
  }
  return samples;
}

async function oneRound(browser: Browser, url: string, layout: BenchLayout, box: (page: Page) => Locator, element: string): Promise<Round> {
  const { context, page, firstRowsMs } = await openPage(browser, url, undefined, layout);
  try {
    const width = await page.evaluate((sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().width ?? NaN), element);
    const samples = await typeWords(page, box(page));
    const errors = await page.evaluate(() => window.__bench.errors);
    return { firstRowsMs, samples, errors, width };
  } finally {
    await context.close();
  }
}

function contender(rounds: Round[]): HeavyContender {
  const samples = rounds.flatMap((r) => r.samples);
  return {
    keys: summary(samples.map((s) => s.ms)),
    fromInput: summary(samples.map((s) => s.fromInputMs)),
    roundMediansMs: rounds.map((r) => round(median(r.samples.map((s) => s.ms)))),
    unchangedKeys: samples.filter((s) => s.rowsChanged === 0).length,
    rowsChangedMedian: median(samples.map((s) => s.rowsChanged)),
    rowsAfterMedian: median(samples.map((s) => s.rowsAfter)),
    firstRowsMs: round(median(rounds.map((r) => r.firstRowsMs))),
    firstRowsSamplesMs: rounds.map((r) => round(r.firstRowsMs)),
    samples,
    errors: [...new Set(rounds.flatMap((r) => r.errors))],
  };
}

/** Heavy keys at `n` offers in `layout`: HEAVY_ROUNDS rounds, ours then AG Grid in each. */
export async function benchHeavyKeys(browser: Browser, baseUrl: string, n: number, layout: BenchLayout, log: (what: string) => void = () => {}): Promise<HeavyResult> {
  const ours: Round[] = [];
  const peer: Round[] = [];
  const other: Round[] = [];
  const compared = comparedBundle();
  const search = (p: Page) => p.getByRole('searchbox', { name: 'Rechercher' });
  for (let r = 0; r < HEAVY_ROUNDS; r++) {
    log(`heavy keys, ${n} offers, ${layout}, round ${r + 1}/${HEAVY_ROUNDS}: widget, then AG Grid${compared ? ', then the compared build' : ''}`);
    ours.push(await oneRound(browser, pageUrl(baseUrl, 'widget.html', n, layout), layout, search, '#widget'));
    peer.push(await oneRound(browser, pageUrl(baseUrl, 'aggrid.html', n, layout), layout, (p) => p.locator('#quick'), '#grid'));
    if (compared) other.push(await oneRound(browser, `${pageUrl(baseUrl, 'widget.html', n, layout)}&bundle=compare`, layout, search, '#widget'));
  }
  const o = contender(ours);
  const a = contender(peer);
  const c = compared ? contender(other) : null;
  return {
    rows: n, layout, viewport: VIEWPORTS[layout], elementWidth: ours[0]?.width ?? NaN,
    words: HEAVY_WORDS, rounds: HEAVY_ROUNDS, ours: o, agGrid: a, ratio: round(o.keys.medianMs / a.keys.medianMs, 2),
    ...(c && compared ? { compare: { ...c, bundle: compared, ratio: round(c.keys.medianMs / a.keys.medianMs, 2) } } : {}),
  };
}

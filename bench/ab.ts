// A/B of this tree's build against BENCH_COMPARE_DIST's, interleaved in one browser (ours, before; before, ours; …):
// answer → first rows, and the city filter's keys (every key, and the light ones that leave the page's rows as
// they were), per size. Each figure is the median over the loads (a load's keys: the median of its 24 keys), with
// the ratio ours / before and its 95 % bootstrap interval (bench/stats medianRatioInterval): an interval holding 1
// means the run cannot tell the builds apart. `npm run bench` runs it as its `ab` section when BENCH_COMPARE_DIST
// is set (filed as results.json `ab`); alone: `npx tsx bench/ab.ts` after `npm run build` (prints, writes nothing).
// BENCH_AB_SIZES (default 1000,20000), BENCH_AB_ROUNDS (loads of each build, default 10), BENCH_AB_KEY_LOADS
// (the first loads on which the word is typed, default all of them), BENCH_AB_REPEATS (how many times the word
// is typed per load, default 3: 24 keys; more keys make each load's median steadier).
import type { Browser } from 'playwright-core';
import { keystrokes, launchChromium, openPage } from './browser';
import { startHostServer } from './hostServer';
import { loadAverage, median, medianRatioInterval, round } from './stats';

export interface AbFigure {
  /** Per load, ms: answer → first rows, or the median of the load's keys. */
  ours: number[];
  before: number[];
  oursMedianMs: number;
  beforeMedianMs: number;
  /** median(ours) / median(before), and its 95 % bootstrap interval. */
  ratio: number;
  interval: [number, number];
}

export interface AbResult {
  rows: number;
  rounds: number;
  firstRows: AbFigure;
  keys: AbFigure;
  lightKeys: AbFigure;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

const AB_REPEATS = Number(process.env.BENCH_AB_REPEATS ?? 3);

const figure = (ours: number[], before: number[]): AbFigure => ({
  ours, before, oursMedianMs: round(median(ours)), beforeMedianMs: round(median(before)),
  ratio: round(median(ours) / median(before), 2), interval: medianRatioInterval(ours, before),
});

async function once(browser: Browser, url: string, typeKeys: boolean) {
  const { context, page, firstRowsMs } = await openPage(browser, url);
  try {
    if (!typeKeys) return { firstRowsMs, keys: [] as number[], light: [] as number[] };
    const city = page.getByRole('textbox', { name: 'Filtrer par ville cliente' });
    const k = await keystrokes(page, city, AB_REPEATS);
    return { firstRowsMs, keys: [k.latency.medianMs], light: [k.lightOnly.medianMs] };
  } finally {
    await context.close();
  }
}

/** This tree's build (served by bench/hostServer) against `?bundle=compare`'s, `rounds` loads of each per size. */
export async function benchAb(sizes: readonly number[], rounds: number, keyLoads = rounds): Promise<AbResult[]> {
  const host = await startHostServer();
  const browser = await launchChromium();
  const out: AbResult[] = [];
  try {
    for (const n of sizes) {
      const loadAverageBefore = loadAverage();
      const got = { ours: { first: [] as number[], keys: [] as number[], light: [] as number[] }, before: { first: [] as number[], keys: [] as number[], light: [] as number[] } };
      for (let r = 0; r < rounds; r++) {
        // Each round in the other order (ours, before; before, ours; …): a load's place in the pair weighs on neither.
        for (const who of r % 2 ? (['before', 'ours'] as const) : (['ours', 'before'] as const)) {
          const url = `${host.url}/widget.html?n=${n}${who === 'before' ? '&bundle=compare' : ''}`;
          const o = await once(browser, url, r < keyLoads);
          got[who].first.push(o.firstRowsMs);
          got[who].keys.push(...o.keys);
          got[who].light.push(...o.light);
        }
      }
      const { ours, before } = got;
      out.push({
        rows: n, rounds,
        firstRows: figure(ours.first, before.first), keys: figure(ours.keys, before.keys), lightKeys: figure(ours.light, before.light),
        loadAverageBefore, loadAverageAfter: loadAverage(),
      });
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return out;
}

/** One line per figure: both medians, the ratio and its interval. */
export function abTable(results: readonly AbResult[]): Record<string, Record<string, string>> {
  const line = (f: AbFigure) => ({ before: `${f.beforeMedianMs} ms`, after: `${f.oursMedianMs} ms`, 'after / before': `${f.ratio}×`, '95 % interval': `${f.interval[0]}–${f.interval[1]}×`, loads: `${f.ours.length} + ${f.before.length}` });
  return Object.fromEntries(results.flatMap((r) => [
    [`${r.rows} offers: answer → first rows`, line(r.firstRows)],
    [`${r.rows} offers: key → paint`, line(r.keys)],
    [`${r.rows} offers: light key → paint`, line(r.lightKeys)],
  ]));
}

if (require.main === module) {
  (async () => {
    if (!process.env.BENCH_COMPARE_DIST) throw new Error('bench/ab: BENCH_COMPARE_DIST names the other build');
    const sizes = (process.env.BENCH_AB_SIZES ?? '1000,20000').split(',').map(Number);
    const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 10);
    console.error(`bench/ab: load average ${loadAverage().join(' ')}`);
    const results = await benchAb(sizes, rounds, Number(process.env.BENCH_AB_KEY_LOADS ?? rounds));
    for (const r of results) {
      for (const [name, f] of [['first rows', r.firstRows], ['keys', r.keys], ['light', r.lightKeys]] as const) {
        console.log(`${r.rows} ${name}: ours [${f.ours.join(' ')}] before [${f.before.join(' ')}]`);
      }
    }
    console.table(abTable(results));
    console.error(`bench/ab: load average ${loadAverage().join(' ')}`);
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

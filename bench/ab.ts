// A/B of this tree's build against BENCH_COMPARE_DIST's, interleaved in one browser (ours, before, before, ours, …):
// answer → first rows, and the city-filter keys (all and light only), per size. A quick check of one change;
// `npm run bench` gives the full figures. BENCH_AB_SIZES (default 1000,20000), BENCH_AB_ROUNDS (default 5),
// BENCH_AB_KEY_LOADS (default 2: the word is typed on the first rounds' loads; the median of their medians is printed).
// First rows end with the ratio of the medians and its 95 % bootstrap interval (bench/stats medianRatioInterval).
import type { Browser } from 'playwright-core';
import { keystrokes, launchChromium, openPage } from './browser';
import { startHostServer } from './hostServer';
import { loadAverage, median, medianRatioInterval, round } from './stats';

const SIZES = (process.env.BENCH_AB_SIZES ?? '1000,20000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 5);
const KEY_LOADS = Number(process.env.BENCH_AB_KEY_LOADS ?? 2);

async function once(browser: Browser, url: string, typeKeys: boolean) {
  const { context, page, firstRowsMs } = await openPage(browser, url);
  try {
    if (!typeKeys) return { firstRowsMs, keys: [] as number[], light: [] as number[] };
    const city = page.getByRole('textbox', { name: 'Filtrer par ville cliente' });
    const k = await keystrokes(page, city);
    return { firstRowsMs, keys: [k.latency.medianMs], light: [k.lightOnly.medianMs] };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.env.BENCH_COMPARE_DIST) throw new Error('bench/ab: BENCH_COMPARE_DIST names the other build');
  const host = await startHostServer();
  const browser = await launchChromium();
  console.error(`bench/ab: load average ${loadAverage().join(' ')}`);
  try {
    for (const n of SIZES) {
      const got = { ours: { first: [] as number[], keys: [] as number[], light: [] as number[] }, before: { first: [] as number[], keys: [] as number[], light: [] as number[] } };
      for (let r = 0; r < ROUNDS; r++) {
        // Each round in the other order (ours, before; before, ours; …): a load's place in the pair weighs on neither.
        for (const who of r % 2 ? (['before', 'ours'] as const) : (['ours', 'before'] as const)) {
          const url = `${host.url}/widget.html?n=${n}${who === 'before' ? '&bundle=compare' : ''}`;
          const o = await once(browser, url, r < KEY_LOADS);
          got[who].first.push(o.firstRowsMs);
          got[who].keys.push(...o.keys);
          got[who].light.push(...o.light);
        }
      }
      for (const who of ['ours', 'before'] as const) {
        const g = got[who];
        console.log(`${n} ${who}: first rows median ${round(median(g.first))} ms [${g.first.join(' ')}], keys ${g.keys.join(' / ')} ms (median ${round(median(g.keys))}), light ${g.light.join(' / ')} ms (median ${round(median(g.light))})`);
      }
      const [lo, hi] = medianRatioInterval(got.ours.first, got.before.first);
      console.log(`${n} first rows, ours / before: ${round(median(got.ours.first) / median(got.before.first), 2)}× (95 % interval ${lo}–${hi}×)`);
    }
  } finally {
    console.error(`bench/ab: load average ${loadAverage().join(' ')}`);
    await browser.close();
    await host.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

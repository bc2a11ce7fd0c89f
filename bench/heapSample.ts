// `npx tsx bench/heapSample.ts`: what the page allocates from navigation to a list's first rows, by function
// (Chromium's sampling heap profiler, objects the collector has freed since included: the garbage counts).
// Finds what makes the garbage collector work before the first rows (2026-11-27: an iterator per offer, a match
// array per date; docs/performance.md). Give unminified bundles, or the names are the minifier's:
//   BENCH_HEAP_BUNDLES=ours=/tmp/ours.js,before=/tmp/before.js  (default: this tree's sources built unminified)
//   BENCH_HEAP_ROWS (default 20000), BENCH_HEAP_LOADS (default 3, bundles in turn), BENCH_HEAP_TOP (default 30)
// Prints, per bundle, the MB allocated in each load, then the functions by KB allocated per load; a builtin
// (`next`, `exec`, `map`, …) is named with the function that called it (`next < parseList`).
import { readFileSync } from 'node:fs';
import { launchChromium, settle } from './browser';
import { unminifiedBuild } from './bundle';
import { startHostServer } from './hostServer';

interface HeapNode { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children?: HeapNode[] }

const ROWS = Number(process.env.BENCH_HEAP_ROWS ?? 20000);
const LOADS = Number(process.env.BENCH_HEAP_LOADS ?? 3);
const TOP = Number(process.env.BENCH_HEAP_TOP ?? 30);

/** The bundles to sample: BENCH_HEAP_BUNDLES's files, or this tree built unminified. */
async function bundlesToSample(): Promise<{ name: string; code: string }[]> {
  const listed = process.env.BENCH_HEAP_BUNDLES;
  if (!listed) return [{ name: 'this tree', code: (await unminifiedBuild()).code }];
  return listed.split(',').map((entry) => {
    const [name, file] = entry.split('=');
    return { name, code: readFileSync(file, 'utf8') };
  });
}

const nameOf = (n: HeapNode) => `${n.callFrame.functionName || '(anonymous)'}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
/** A builtin's allocations belong to its caller: `next` alone says nothing. */
const isBuiltin = (n: HeapNode) => !n.callFrame.url;

/** KB allocated per function (builtins with their caller) over the profile's tree, added into `into`; returns the total in bytes. */
function collect(node: HeapNode, caller: string, into: Map<string, number>): number {
  const name = isBuiltin(node) && caller ? `${nameOf(node)} < ${caller}` : nameOf(node);
  if (node.selfSize) into.set(name, (into.get(name) ?? 0) + node.selfSize);
  let total = node.selfSize;
  for (const child of node.children ?? []) total += collect(child, isBuiltin(node) ? caller : nameOf(node), into);
  return total;
}

async function main() {
  const bundles = await bundlesToSample();
  const host = await startHostServer();
  const browser = await launchChromium();
  const byFunction = new Map(bundles.map((b) => [b.name, new Map<string, number>()]));
  const totals = new Map(bundles.map((b) => [b.name, [] as number[]]));
  try {
    for (let load = 0; load < LOADS; load++) {
      for (const bundle of load % 2 ? [...bundles].reverse() : bundles) {
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
        await context.route('**/terreal-widgets.js', (route) => route.fulfill({ body: bundle.code, contentType: 'text/javascript' }));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto('about:blank');
        await cdp.send('HeapProfiler.enable');
        await cdp.send('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true });
        await page.goto(`${host.url}/widget.html?n=${ROWS}`);
        await page.waitForFunction(() => window.__bench.firstRowsAt !== null, null, { polling: 5, timeout: 120_000 });
        const { profile } = await cdp.send('HeapProfiler.stopSampling');
        totals.get(bundle.name)!.push(collect(profile.head as HeapNode, '', byFunction.get(bundle.name)!));
        await settle(page);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
  for (const { name } of bundles) {
    console.log(`${name}, ${ROWS} offers, navigation → first rows: ${totals.get(name)!.map((t) => (t / 2 ** 20).toFixed(1)).join(' / ')} MB allocated`);
    const top = [...byFunction.get(name)!].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    console.table(top.map(([fn, bytes]) => ({ fn, 'KB per load': Math.round(bytes / LOADS / 1024) })));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

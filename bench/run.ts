// `npm run bench` (after `npm run build`): every benchmark in turn, a table on stdout, bench/results.json.
// Bounded: each step has its own limits (runs, samples, seconds); the whole run takes about 2 minutes
// (4 on a machine loaded by other work).
// BENCH_ONLY=bundle,core,browser,heavy,return,ab,server runs a subset: results.json keeps the other sections of
// the previous run (`measured` says when each section was last measured); BENCH_ONLY=none only recomputes
// the targets from them.
// Round 3 (issue 24): `heavy` (bench/heavyKeys.ts) types keys that each change the page's rows, ours and
// AG Grid interleaved, at the portal page sizes. BENCH_DIST=/path/to/dist runs the browser, heavy, return
// and bundle sections on another build (e.g. the commit before the dense grid, built in its own worktree);
// `core` and `server` measure this tree's sources and are skipped then. BENCH_LABEL=name files the run,
// with its load averages and the round-3 targets, under `round3.runs` in results.json (a BENCH_DIST run is
// filed there only: the top-level sections stay this tree's). BENCH_COMPARE_DIST=/path/to/dist measures that
// build beside this one in the same run ("before": /work/wt-before/dist, the line before round 3): in every
// heavy-key round (ours, AG Grid, it: bench/heavyKeys.ts), after ours at each size of `browser` (light keys,
// first rows), after ours in each `return` case, and its files in `bundle`; results.json `compare`; and the `ab`
// section loads the two in turn (bench/ab.ts): first rows and keys, before and after, with 95 % intervals.
// The round-3 table (bench/round3.ts: target, before, after, AG Grid, ratios, load average) is printed last
// and filed as `round3.table`. Each section records its load average as it starts and ends (`measured`).
// Knobs for short sanity runs on a loaded machine: BENCH_SIZES (browser sizes, default 1000,10000,20000,50000),
// BENCH_LOADS (page loads for first rows, 5), BENCH_HEAVY_ROUNDS / _SIZES / _LAYOUTS (bench/heavyKeys.ts),
// BENCH_RETURN_RUNS (5), BENCH_RESULTS=/tmp/x.json (write there instead of bench/results.json).
// The full before/after run of round 3 (docs/performance.md): BENCH_COMPARE_DIST=/work/wt-before/dist
// BENCH_LABEL=round3 npm run bench.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abTable, benchAb, type AbResult } from './ab';
import { benchAgGrid, type AgGridResult } from './aggrid';
import { benchWidget, CHROMIUM, launchChromium, openPage, WORD, type WidgetResult } from './browser';
import { benchBundle, type BundleResult } from './bundle';
import { ES_FIRST_LOAD_GZIP_BUDGET } from '../build/budget.mjs';
import { benchCoreVsTableCore, type PeerNodeResult } from './core-vs-tablecore';
import { benchHeavyKeys, HEAVY_LAYOUTS, HEAVY_SIZES, type HeavyResult } from './heavyKeys';
import { servedBundle, startHostServer, type BenchLayout } from './hostServer';
import { benchReturnToList, type ReturnResult } from './returnToList';
import { printable, round3Table, type Measured } from './round3';
import { benchServer, type ServerResult } from './server';
import { loadAverage, round } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,20000,50000').split(',').map(Number);
const SECTIONS = ['bundle', 'core', 'browser', 'heavy', 'return', 'ab', 'server'];
const otherDist = Boolean(process.env.BENCH_DIST || process.env.BENCH_BUNDLE);
/** Sections that measure this tree's sources, not a build: not run on another build. */
const SOURCE_ONLY = ['core', 'server'];
const only = new Set((process.env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').filter((name) => !(otherDist && SOURCE_ONLY.includes(name))));
const label = process.env.BENCH_LABEL || (otherDist ? `dist ${process.env.BENCH_DIST || process.env.BENCH_BUNDLE}` : '');
/** BENCH_COMPARE_DIST: the build measured beside this one (not on a BENCH_DIST run, which measures another build alone). */
const compareDist = !otherDist && process.env.BENCH_COMPARE_DIST ? path.resolve(process.env.BENCH_COMPARE_DIST) : null;
/** The interleaved A/B (bench/ab.ts): sizes and loads of each build (BENCH_AB_SIZES, BENCH_AB_ROUNDS). */
const AB_SIZES = (process.env.BENCH_AB_SIZES ?? '1000,20000').split(',').map(Number);
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 10);
/** Return to a list: this many offers, the page's server answering at once and after these milliseconds, in this layout. */
const RETURN_ROWS = 10_000;
const RETURNS: { serverMs: number; layout: BenchLayout }[] = [{ serverMs: 0, layout: 'plain' }, { serverMs: 300, layout: 'plain' }, { serverMs: 300, layout: 'laptop' }];

const TARGETS = {
  keystrokeMedianMs: { 10_000: 16, 50_000: 50 } as Record<number, number>,
  firstRowsMs10k: 100,
  coreVsTableCore: 2,
  /** Issue 12: our keystroke → paint at most this share of AG Grid's, by list size. */
  agGridShare: { 20_000: 0.3 } as Record<number, number>,
};

type Target = { target: string; value: string; status: string };

/** The tree a dist directory belongs to: its commit, and whether its files differ from it. */
function treeOf(dist: string) {
  const dir = path.dirname(path.resolve(dist));
  try {
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return { dist: path.resolve(dist), commit, dirty };
  } catch {
    return { dist: path.resolve(dist), commit: '?', dirty: null };
  }
}

function machine() {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  let chromium = '?';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // reported as '?'
  }
  const pkg = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', 'node_modules', name, 'package.json'), 'utf8')).version as string;
  return {
    nproc: os.availableParallelism(),
    cpu,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    chromium,
    peers: { '@tanstack/table-core': pkg('@tanstack/table-core'), 'ag-grid-community': pkg('ag-grid-community'), autocannon: pkg('autocannon') },
  };
}

const kb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const bytes = (n: number) => `${n.toLocaleString('en')} B`;
const ms = (n: number) => `${n} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function main() {
  const started = Date.now();
  const file = process.env.BENCH_RESULTS ? path.resolve(process.env.BENCH_RESULTS) : path.join(__dirname, 'results.json');
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // first run
  }
  const date = new Date().toISOString();
  // A run on another build starts from nothing: the previous sections are this tree's.
  const kept = <T>(value: unknown): T | undefined => (otherDist ? undefined : (value as T | undefined));
  // When each section was measured, with the load average then (the machine may be shared).
  const measured = { ...(previous.measured as Record<string, Measured> | undefined) };
  const ran = SECTIONS.filter((name) => only.has(name));
  const runMeasured: Record<string, Measured> = {};
  const loadBefore = loadAverage();
  const results: Record<string, unknown> = { ...previous, machine: machine() };
  if (!otherDist) {
    results.measured = measured;
    if (ran.length) Object.assign(results, { date, loadAverageBefore: loadBefore });
  }
  // Figures measured before issue 12 (bench/before-issue12.json: how and when).
  results.beforeIssue12 = JSON.parse(readFileSync(path.join(__dirname, 'before-issue12.json'), 'utf8'));
  // The load average at each step of this run (the machine is shared: a figure is read with its load).
  const loads: { step: string; at: string; loadAverage: number[] }[] = [];
  const step = (name: string) => {
    const load = loadAverage();
    loads.push({ step: name, at: new Date().toISOString(), loadAverage: load });
    process.stderr.write(`bench: ${name}… (load average ${load.join(' ')})\n`);
  };
  /** A section starts: when, and the load average then. */
  const begin = (name: string) => {
    const at: Measured = { at: new Date().toISOString(), loadAverage: loadAverage() };
    runMeasured[name] = at;
    if (!otherDist) measured[name] = at;
  };
  /** A section ends: the load average then, and how long it took (into the same record as begin's). */
  const end = (name: string) => {
    const m = runMeasured[name];
    Object.assign(m, { loadAverageAfter: loadAverage(), durationS: round((Date.now() - Date.parse(m.at)) / 1000) });
    process.stderr.write(`bench: ${name} done in ${m.durationS} s (load average ${m.loadAverage.join(' ')} → ${m.loadAverageAfter!.join(' ')})\n`);
  };
  // BENCH_COMPARE_DIST's figures: this run's sections, the previous run's for the others (each with its dist).
  const compare = { ...(kept<Record<string, unknown>>(previous.compare) ?? {}) } as { dist?: string; tree?: ReturnType<typeof treeOf>; bundle?: BundleResult; widget?: WidgetResult[]; returns?: ReturnResult[] };
  if (compareDist) Object.assign(compare, { dist: compareDist, tree: treeOf(compareDist) });
  process.stderr.write(`bench: bundle served ${servedBundle()}${compareDist ? `, beside ${compareDist}` : ''}${label ? `, filed as "${label}"` : ''}; sections ${ran.join(', ') || 'none'}\n`);
  let bundle = kept<BundleResult>(previous.bundle);
  if (only.has('bundle')) {
    step('bundle');
    begin('bundle');
    bundle = await benchBundle();
    if (!otherDist) results.bundle = bundle;
    if (compareDist) compare.bundle = await benchBundle(compareDist);
    end('bundle');
  }
  let core = previous.coreVsTableCore as PeerNodeResult | undefined;
  if (only.has('core')) {
    step('src/core vs @tanstack/table-core (50,000 rows, Node)');
    begin('core');
    core = benchCoreVsTableCore();
    results.coreVsTableCore = core;
    end('core');
  }
  const previousBrowser = kept<{ widget: WidgetResult[]; agGrid: AgGridResult[] }>(previous.browser);
  const widget: WidgetResult[] = only.has('browser') ? [] : previousBrowser?.widget ?? [];
  const agGrid: AgGridResult[] = only.has('browser') ? [] : previousBrowser?.agGrid ?? [];
  if (only.has('browser')) {
    begin('browser');
    const host = await startHostServer();
    const browser = await launchChromium();
    try {
      // One load first, not measured: the browser's first page pays its own start-up (fonts, caches), which
      // would otherwise land on whichever size runs first.
      step('warm-up load (not measured)');
      await (await openPage(browser, `${host.url}/widget.html?n=${SIZES[0]}`)).context.close();
      if (compareDist) compare.widget = [];
      for (const n of SIZES) {
        step(`widget in Chromium, ${n} offers`);
        widget.push(await benchWidget(browser, host.url, n));
        step(`AG Grid Community in Chromium, ${n} offers`);
        agGrid.push(await benchAgGrid(browser, host.url, n));
        if (compareDist) {
          step(`compared build in Chromium, ${n} offers`);
          compare.widget!.push(await benchWidget(browser, host.url, n, true));
        }
      }
    } finally {
      await browser.close();
      await host.close();
    }
    if (!otherDist) results.browser = { typedWord: WORD, widget, agGrid };
    end('browser');
  }
  let heavy = kept<HeavyResult[]>(previous.heavyKeys) ?? [];
  if (only.has('heavy')) {
    begin('heavy');
    heavy = [];
    const host = await startHostServer();
    const browser = await launchChromium();
    try {
      step('warm-up load (not measured)');
      await (await openPage(browser, `${host.url}/widget.html?n=${HEAVY_SIZES[0]}`)).context.close();
      for (const n of HEAVY_SIZES) {
        for (const layout of HEAVY_LAYOUTS) heavy.push(await benchHeavyKeys(browser, host.url, n, layout, step));
      }
    } finally {
      await browser.close();
      await host.close();
    }
    if (!otherDist) results.heavyKeys = heavy;
    end('heavy');
  }
  let returns = kept<ReturnResult[]>(previous.returnToList) ?? [];
  if (only.has('return')) {
    begin('return');
    const host = await startHostServer();
    const browser = await launchChromium();
    returns = [];
    if (compareDist) compare.returns = [];
    try {
      for (const { serverMs, layout } of RETURNS) {
        step(`return to a list of ${RETURN_ROWS} offers, server answering after ${serverMs} ms, ${layout} page`);
        returns.push(await benchReturnToList(browser, host.url, RETURN_ROWS, serverMs, layout));
        if (compareDist) {
          step(`the same with the compared build`);
          compare.returns!.push(await benchReturnToList(browser, host.url, RETURN_ROWS, serverMs, layout, true));
        }
      }
    } finally {
      await browser.close();
      await host.close();
    }
    if (!otherDist) results.returnToList = returns;
    end('return');
  }
  // Before and after interleaved (bench/ab.ts): first rows and keys with their intervals; only beside BENCH_COMPARE_DIST.
  let ab = kept<AbResult[]>(previous.ab) ?? [];
  if (only.has('ab') && compareDist) {
    step(`A/B against ${compareDist}, interleaved (${AB_ROUNDS} loads of each at ${AB_SIZES.join(', ')} offers)`);
    begin('ab');
    ab = await benchAb(AB_SIZES, AB_ROUNDS);
    if (!otherDist) results.ab = ab;
    end('ab');
  }
  let server = kept<ServerResult>(previous.server);
  if (only.has('server')) {
    step('reference server (20,000 offers)');
    begin('server');
    server = await benchServer(20_000, 10, 4);
    results.server = server;
    end('server');
  }

  // Targets of issue 5.
  const targets: Target[] = [];
  for (const w of widget) {
    const limit = TARGETS.keystrokeMedianMs[w.rows];
    if (limit) targets.push({ target: `keystroke → paint median ≤ ${limit} ms at ${w.rows}`, value: ms(w.keystroke.medianMs), status: verdict(w.keystroke.medianMs <= limit) });
    if (w.rows === 10_000) targets.push({ target: `first rows ≤ ${TARGETS.firstRowsMs10k} ms after the answer at 10000`, value: `${ms(w.firstRowsMs)} (the whole page of rows: ${ms(w.allRowsMs)})`, status: verdict(w.firstRowsMs <= TARGETS.firstRowsMs10k) });
    const peer = agGrid.find((a) => a.rows === w.rows);
    if (peer) targets.push({ target: `keystroke → paint faster than AG Grid at ${w.rows}`, value: `${ms(w.keystroke.medianMs)} vs ${ms(peer.keystroke.medianMs)}`, status: verdict(w.keystroke.medianMs < peer.keystroke.medianMs) });
    const share = TARGETS.agGridShare[w.rows];
    if (peer && share) targets.push({ target: `keystroke → paint at most ${share}× AG Grid's at ${w.rows}`, value: `${round(w.keystroke.medianMs / peer.keystroke.medianMs)}× (${ms(w.keystroke.medianMs)} vs ${ms(peer.keystroke.medianMs)})`, status: verdict(w.keystroke.medianMs <= share * peer.keystroke.medianMs) });
    targets.push({ target: `typing keeps every character at ${w.rows}`, value: `"${w.typing.value}", ${w.typing.countShown}/${w.typing.countExpected} rows`, status: verdict(w.typing.intact && w.typing.consistent && w.droppedWords === 0) });
  }
  if (core) targets.push({ target: `core pipeline ≥ ${TARGETS.coreVsTableCore}× faster than table-core`, value: `${round(core.cold.ratio)}× (cold), ${round(core.keystroke.ratio)}× (keystroke)`, status: verdict(core.cold.ratio >= TARGETS.coreVsTableCore && core.keystroke.ratio >= TARGETS.coreVsTableCore) });
  if (bundle) targets.push({ target: `bundle gzip ≤ ${kb(bundle.gzipBudgetBytes)} (budget, enforced by npm test)`, value: `${kb(bundle.gzipBytes)}, room left ${bytes(bundle.gzipRoomBytes)}`, status: verdict(bundle.gzipRoomBytes >= 0) });
  for (const e of bundle?.entries.filter((x) => x.entry.startsWith('offres-')) ?? []) {
    targets.push({ target: `dist/${e.entry} with its static chunks gzip ≤ ${kb(ES_FIRST_LOAD_GZIP_BUDGET)} (first load, test/e2e/firstLoad.e2e.test.ts)`, value: `${kb(e.gzipBytes)}, room left ${bytes(ES_FIRST_LOAD_GZIP_BUDGET - e.gzipBytes)}`, status: verdict(e.gzipBytes <= ES_FIRST_LOAD_GZIP_BUDGET) });
  }

  // Issue 12: before → after.
  const before = (results.beforeIssue12 as { server: ServerResult }).server;
  if (server?.wire && server.loadGzip && server.loadNotModified) {
    const w = server.wire;
    targets.push({ target: `liste-offres ${server.offers} offers compressed on the wire`, value: `${kb(before.wire!.gzip.bytes)} → gzip ${kb(w.gzip.bytes)}, br ${kb(w.br.bytes)} (uncompressed ${kb(w.identity.bytes)})`, status: verdict(w.gzip.bytes < w.identity.bytes / 3 && w.br.bytes < w.identity.bytes / 3) });
    targets.push({ target: 'liste-offres: strong ETag, 304 Not Modified when nothing changed', value: `HTTP ${w.notModified.status}, ${w.notModified.bytes} bytes, ${ms(w.notModified.medianMs)} (before: 200, ${kb(before.wire!.notModified.bytes)})`, status: verdict(w.notModified.status === 304 && w.notModified.bytes === 0) });
    targets.push({ target: `liste-offres alone (uncompressed / gzip)`, value: `${ms(before.wire!.identity.medianMs)} / ${ms(before.wire!.gzip.medianMs)} → ${ms(w.identity.medianMs)} / ${ms(w.gzip.medianMs)}; first answer after a change ${ms(before.afterChangeIdentity!.medianMs)} → ${ms(server.afterChangeIdentity!.medianMs)} / ${ms(server.afterChange!.medianMs)}`, status: verdict(w.identity.medianMs < before.wire!.identity.medianMs) });
    targets.push({ target: `liste-offres under load, ${server.load.connections} connections, ${server.load.durationS} s (uncompressed / gzip / 304)`, value: `${before.load.reqPerSec} / ${before.loadGzip!.reqPerSec} / ${before.loadNotModified!.reqPerSec} → ${server.load.reqPerSec} / ${server.loadGzip.reqPerSec} / ${server.loadNotModified.reqPerSec} req/s`, status: verdict(server.load.reqPerSec > before.load.reqPerSec && server.loadGzip.reqPerSec > before.loadGzip!.reqPerSec) });
  }
  for (const r of returns) {
    targets.push({ target: `return to a list of ${r.rows} offers → first rows painted (server answering after ${r.serverMs} ms)`, value: `${ms(r.withoutKeptCopy.firstRowsMs)} without the kept copy → ${ms(r.withKeptCopy.firstRowsMs)} with it`, status: verdict(r.withKeptCopy.firstRowsMs < r.withoutKeptCopy.firstRowsMs) });
  }
  const hasCompare = Boolean(compare.dist);
  const r3 = round3Table({ widget, agGrid, heavy, returns, bundle, compare: hasCompare ? compare : undefined, measured: otherDist ? runMeasured : measured });
  const r3Targets: Target[] = r3.map((r) => ({ target: `${r.target}: ${r.goal}`, value: `${printable([r])[0].after}${r.agGrid === null ? '' : ` vs AG Grid ${printable([r])[0]['AG Grid']}`}${r.before === null ? '' : `; before ${printable([r])[0].before}`}`, status: r.status }));
  const loadAfter = loadAverage();
  const durationS = round((Date.now() - started) / 1000);
  if (!otherDist) {
    results.targets = [...targets, ...r3Targets];
    if (hasCompare) results.compare = compare;
    const previousRound3 = (previous.round3 as Record<string, unknown> | undefined) ?? {};
    results.round3 = { ...previousRound3, table: { at: date, compared: compare.dist ?? null, rows: r3 } };
    if (ran.length) Object.assign(results, { loadAverageAfter: loadAfter, durationS });
  }
  // Round 3: each labelled run in full, with the tree it measured and its load averages.
  if (label && ran.length) {
    const round3 = (results.round3 as { runs?: unknown[] } | undefined) ?? {};
    const run = {
      label, at: date, tree: treeOf(process.env.BENCH_DIST || path.dirname(servedBundle())), bundleServed: servedBundle(),
      loadAverageBefore: loadBefore, loadAverageAfter: loadAfter, durationS, measured: runMeasured, loads,
      sections: {
        ...(only.has('bundle') ? { bundle } : {}),
        ...(only.has('browser') ? { browser: { typedWord: WORD, widget, agGrid } } : {}),
        ...(only.has('heavy') ? { heavyKeys: heavy } : {}),
        ...(only.has('return') ? { returnToList: returns } : {}),
        ...(compareDist ? { compare } : {}),
      },
      table: r3,
    };
    results.round3 = { ...round3, runs: [...(round3.runs ?? []), run] };
  }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  // The table.
  const m = results.machine as ReturnType<typeof machine>;
  console.log(`\nterreal-widgets bench — ${m.cpu}, ${m.nproc} CPUs, ${m.memoryGb} GB, Node ${m.node}, ${m.chromium}`);
  console.log(`bundle served: ${servedBundle()}${label ? ` (filed as "${label}")` : ''}`);
  console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}\n`);
  if (bundle) {
    console.table({ 'dist/terreal-widgets.js': { raw: kb(bundle.rawBytes), minified: kb(bundle.minBytes), gzip: kb(bundle.gzipBytes), brotli: kb(bundle.brotliBytes) } });
    console.log(`the classic script: ${bytes(bundle.gzipBytes)} gzip of its ${bytes(bundle.gzipBudgetBytes)} budget (build/budget.mjs), room left ${bytes(bundle.gzipRoomBytes)}`);
    if (bundle.parts.length) {
      console.log('each part of the classic script: its share of the unminified code, then its modules minified and compressed alone (a part compresses a little worse alone than inside the script)');
      console.table(Object.fromEntries(bundle.parts.map((p) => [p.part, { share: `${(p.share * 100).toFixed(0)} %`, minified: kb(p.minBytes), 'gzip alone': kb(p.gzipBytes) }])));
    }
    if (bundle.entries?.length) {
      console.table(Object.fromEntries(bundle.entries.map((e) => {
        const before = compare.bundle?.entries.find((x) => x.entry === e.entry);
        return [`dist/${e.entry}`, { files: e.files.length, minified: kb(e.minBytes), gzip: kb(e.gzipBytes), brotli: kb(e.brotliBytes), ...(compare.bundle ? { 'gzip before': before ? kb(before.gzipBytes) : '–' } : {}) }];
      })));
    }
  }
  if (core) {
    console.table({
      [`cold (filter+sort+page, ${core.rows} rows)`]: { 'src/core': ms(round(core.cold.oursMs)), 'table-core': ms(round(core.cold.tableCoreMs)), ratio: `${round(core.cold.ratio)}×` },
      'one keystroke (filter change)': { 'src/core': ms(round(core.keystroke.oursMs, 2)), 'table-core': ms(round(core.keystroke.tableCoreMs)), ratio: `${round(core.keystroke.ratio)}×` },
    });
  }
  if (widget.length) {
    console.table(Object.fromEntries(widget.map((w) => {
      const peer = agGrid.find((a) => a.rows === w.rows);
      const before = compare.widget?.find((c) => c.rows === w.rows);
      return [`${w.rows} offers`, {
        'first rows': ms(w.firstRowsMs),
        'all rows': ms(w.allRowsMs),
        'key→paint med': ms(w.keystroke.medianMs),
        'light only': w.keystrokeLightOnly ? ms(w.keystrokeLightOnly.medianMs) : '',
        'key→paint p95': ms(w.keystroke.p95Ms),
        'AG Grid med': peer ? ms(peer.keystroke.medianMs) : '',
        'AG / ours': peer ? `${round(peer.keystroke.medianMs / w.keystroke.medianMs)}×` : '',
        sort: ms(w.sortToggle.medianMs),
        '200/page': ms(w.pageSize200Ms),
        heap: `${w.heapMb} MB`,
        'AG heap': peer ? `${peer.heapMb} MB` : '',
        ...(before ? { 'before: first rows': ms(before.firstRowsMs), 'before: med': ms(before.keystroke.medianMs), 'before: light': before.keystrokeLightOnly ? ms(before.keystrokeLightOnly.medianMs) : '' } : {}),
      }];
    })));
  }
  if (heavy.length) {
    console.table(Object.fromEntries(heavy.map((h) => [`${h.rows} offers, ${h.layout}`, {
      'heavy med': ms(h.ours.keys.medianMs),
      'p95': ms(h.ours.keys.p95Ms),
      'rounds': h.ours.roundMediansMs.join(' / '),
      'AG Grid med': ms(h.agGrid.keys.medianMs),
      'AG rounds': h.agGrid.roundMediansMs.join(' / '),
      'ours / AG': `${h.ratio}×`,
      'rows changed/key': `${h.ours.rowsChangedMedian} (AG ${h.agGrid.rowsChangedMedian})`,
      'unchanged keys': `${h.ours.unchangedKeys} / ${h.agGrid.unchangedKeys}`,
      'first rows': `${ms(h.ours.firstRowsMs)} (AG ${ms(h.agGrid.firstRowsMs)})`,
      ...(h.compare ? { 'compared build med': `${ms(h.compare.keys.medianMs)} (${h.compare.ratio}×, first rows ${ms(h.compare.firstRowsMs)})` } : {}),
    }])));
  }
  if (server) {
    console.table({
      [`liste-offres, ${server.offers} offers (${(server.answerBytes / 2 ** 20).toFixed(1)} MB)`]: {
        'alone (median)': ms(server.single.medianMs),
        [`${server.load.connections} connections, ${server.load.durationS} s`]: `${server.load.reqPerSec} req/s`,
        'latency p50 / p99': `${server.load.latencyMedianMs} / ${server.load.latencyP99Ms} ms`,
        errors: server.load.errors + server.load.non2xx,
      },
      [`Excel export, ${server.excel.rows} rows`]: { 'alone (median)': ms(server.excel.medianMs), size: kb(server.excel.bytes) },
    });
    if (server.wire) {
      console.table(Object.fromEntries((['identity', 'gzip', 'br', 'notModified'] as const).map((k) => [`liste-offres, ${k}`, {
        'on the wire': kb(server.wire![k].bytes), 'alone (median)': ms(server.wire![k].medianMs),
      }])));
    }
  }
  if (returns.length) {
    const line = (r: ReturnResult) => ({
      'first rows, kept copy': ms(r.withKeptCopy.firstRowsMs),
      'first rows, none': ms(r.withoutKeptCopy.firstRowsMs),
      'answer, kept copy': `${ms(r.withKeptCopy.answerMs)} (${r.withKeptCopy.answerStatus})`,
      'answer, none': `${ms(r.withoutKeptCopy.answerMs)} (${r.withoutKeptCopy.answerStatus})`,
    });
    const name = (r: ReturnResult) => `return to ${r.rows} offers, server +${r.serverMs} ms, ${r.layout ?? 'plain'}`;
    console.table(Object.fromEntries([
      ...returns.map((r) => [name(r), line(r)]),
      ...(compare.returns ?? []).map((r) => [`${name(r)} (before)`, line(r)]),
    ]));
  }
  if (ab.length) {
    console.log(`\nBefore (${compare.dist ?? 'BENCH_COMPARE_DIST'}) and after, interleaved in one browser (bench/ab.ts):`);
    console.table(abTable(ab));
  }
  if (!otherDist) console.table(targets);
  const when = Object.entries(otherDist ? runMeasured : measured).map(([name, m]) => `${name} ${m.at.slice(0, 16)} (load ${m.loadAverage[0]} → ${m.loadAverageAfter?.[0] ?? '?'})`);
  console.log(`\nRound 3 (issue 24)${compare.dist ? `: before = ${compare.dist}${compare.tree ? ` (commit ${compare.tree.commit}${compare.tree.dirty ? ', modified' : ''})` : ''}` : ': no BENCH_COMPARE_DIST, no "before" column'}`);
  console.log(`sections measured: ${when.join('; ')}`);
  console.table(printable(r3));
  console.log(`${path.relative(process.cwd(), file) || file} written (${durationS} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

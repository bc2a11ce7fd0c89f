// `npm run bench:trace`: where the time of the two browser targets goes, from a Chromium performance
// trace of the real bundle (bench/page/widget.html, 10,000 offers by default; BENCH_TRACE_ROWS=N).
//   1. answer → first rows painted: the main thread's work between the page's marks `bench:answerAt` and
//      `bench:firstRowsAt` (bench/page/instrument.js), by phase (and when the page's rows were all painted,
//      `bench:allRowsAt`: the rows below the first stage come a paint later): script (by function, from the sampling
//      profiler), garbage collection, style, layout, pre-paint, paint, layerize / commit, idle.
//   2. keystroke → paint: the word typed 3 times into `Filtrer par ville cliente`, each key's work by phase,
//      split into "heavy" keys (the page's 50 rows change: b, o, r) and "light" keys (the same rows stay).
//   3. heavy keys (round 3, bench/heavyKeys.ts): the words of HEAVY_WORDS typed into `Rechercher` in the
//      portal laptop page (BENCH_TRACE_LAYOUT=wide for 1920×1080), every key changing the page's rows; each
//      key from its keydown (the trace's own EventDispatch) to the paint after its last change (the page's
//      `bench:painted` mark), split into script, style, layout, pre-paint, paint, layerize + commit, garbage
//      collection, other work on the main thread, and idle (waiting for the frame).
// BENCH_TRACE=heavy traces only part 3 (BENCH_TRACE_ROWS=20000 for 20,000 offers); BENCH_DIST=/path/to/dist
// traces another build's bundle as it is (minified: the phases hold, function names do not).
// One heavy key: BENCH_TRACE_WORDS=p BENCH_TRACE_REPEATS=1 types only `p` into the empty box, once (at 20,000
// offers it leaves 7,771 of them: the page's rows all change). BENCH_TRACE_WORDS (default perp,vert: every key
// of each word is traced) and BENCH_TRACE_REPEATS (default 3) choose what is typed; each key's split is printed.
// BENCH_TRACE_RAW=/tmp/heavy.json also writes the raw Chromium trace (open it in DevTools' Performance panel).
// Run on an idle machine: the phases are CPU time and grow with the load. Writes bench/trace.json (a heavy-only
// trace: bench/trace-heavy-{rows}.json, so the full trace stays; -other for a BENCH_DIST build).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, openPage, pageUrl, WORD } from './browser';
import { unminifiedBuild } from './bundle';
import { HEAVY_WORDS } from './heavyKeys';
import { servedBundle, startHostServer, type BenchLayout } from './hostServer';
import { loadAverage, median, round } from './stats';

interface TraceEvent {
  name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; id?: string;
  args?: { data?: Record<string, unknown> & { type?: string; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number } };
}
interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } }

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'];
/** Trace event → phase; script is what the sampling profiler saw running JavaScript. */
const PHASES: Record<string, string> = {
  UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'pre-paint', Paint: 'paint', Layerize: 'layerize + commit', Commit: 'layerize + commit', MinorGC: 'garbage collection', MajorGC: 'garbage collection',
};

/** The renderer's main thread: where the page's marks or keydown events are. */
function mainThread(events: TraceEvent[], pick: (e: TraceEvent) => boolean): { pid: number; tid: number } {
  const e = events.find(pick);
  if (!e) throw new Error('trace: no event to find the page\'s main thread');
  return { pid: e.pid, tid: e.tid };
}

/** Milliseconds of each phase on the main thread in [from, to] (trace microseconds). */
function phases(events: TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events) {
    const phase = PHASES[e.name];
    if (!phase || e.ph !== 'X' || e.pid !== thread.pid || e.tid !== thread.tid || e.ts < from || e.ts > to) continue;
    out[phase] = (out[phase] ?? 0) + (e.dur ?? 0) / 1000;
  }
  return out;
}

/** The sampling profiler's samples: [time, node] with the node tree, for one process. */
function samples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const list: [number, number][] = [];
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid).sort((a, b) => a.ts - b.ts);
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid)) {
    let t = profile.args?.data?.startTime ?? 0;
    for (const chunk of chunks.filter((c) => c.id === profile.id)) {
      const data = chunk.args?.data;
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, i) => { t += deltas[i] ?? 0; list.push([t, id]); });
    }
  }
  list.sort((a, b) => a[0] - b[0]);
  return { nodes, list };
}

/** BENCH_TRACE_INCLUSIVE=1: the functions' time counts what they call (a component with its children). */
const INCLUSIVE = process.env.BENCH_TRACE_INCLUSIVE === '1';

/** JavaScript time in [from, to]: total, and the functions it was spent in (self time, or inclusive), widest first. */
function script(events: TraceEvent[], pid: number, windows: [number, number][], top = 8) {
  const { nodes, list } = samples(events, pid);
  const self = new Map<string, number>();
  let total = 0;
  for (const [from, to] of windows) {
    const inside = list.filter(([t]) => t >= from && t <= to);
    inside.forEach(([t, id], i) => {
      const dt = i + 1 < inside.length ? Math.min(inside[i + 1][0] - t, 2000) / 1000 : 0;
      const frame = nodes.get(id)?.callFrame;
      const name = frame?.functionName ?? '';
      if (!frame || name === '(idle)' || name === '(program)' || name === '(garbage collector)' || name === '(root)') return;
      const key = frame.url ? `${name || '(anonymous)'} (line ${frame.lineNumber + 1})` : `${name} (native)`;
      total += dt;
      if (!INCLUSIVE) {
        self.set(key, (self.get(key) ?? 0) + dt);
        return;
      }
      // Inclusive: the sample counts once for every function on its stack.
      const onStack = new Set<string>();
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const f = n.callFrame;
        if (f.url) onStack.add(`${f.functionName || '(anonymous)'} (line ${f.lineNumber + 1})`);
      }
      onStack.add(key);
      for (const k of onStack) self.set(k, (self.get(k) ?? 0) + dt);
    });
  }
  const functions = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([fn, msSelf]) => ({ fn, ms: round(msSelf / windows.length, 2) }));
  return { ms: round(total / windows.length, 1), functions };
}

const rounded = (o: Record<string, number>, n = 1) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round(v / n, 1)]));

/** The same build unminified, so that the profile names our functions (minifying changes no work); null: the served bundle. */
async function readableBundle(context: BrowserContext, code: string | null) {
  if (code === null) return;
  await context.route('**/terreal-widgets.js', (route) => route.fulfill({ body: code, contentType: 'text/javascript' }));
}

/** Milliseconds of top-level tasks (RunTask) on the main thread inside [from, to], clipped to it. */
function busy(events: TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number): number {
  let total = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== thread.pid || e.tid !== thread.tid) continue;
    const start = Math.max(e.ts, from);
    const end = Math.min(e.ts + (e.dur ?? 0), to);
    if (end > start) total += (end - start) / 1000;
  }
  return total;
}

/** Phases that clip to a window: the same as phases(), each event counted for its part inside [from, to]. */
function clippedPhases(events: TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events) {
    const phase = PHASES[e.name];
    if (!phase || e.ph !== 'X' || e.pid !== thread.pid || e.tid !== thread.tid) continue;
    const start = Math.max(e.ts, from);
    const end = Math.min(e.ts + (e.dur ?? 0), to);
    if (end > start) out[phase] = (out[phase] ?? 0) + (end - start) / 1000;
  }
  return out;
}

/** What the heavy-key trace types: these words, this many times (one key: BENCH_TRACE_WORDS=p BENCH_TRACE_REPEATS=1). */
const TRACE_WORDS = (process.env.BENCH_TRACE_WORDS ?? HEAVY_WORDS.join(',')).split(',').filter(Boolean);
const TRACE_REPEATS = Number(process.env.BENCH_TRACE_REPEATS ?? 3);

const PHASE_ORDER = ['script', 'style', 'layout', 'pre-paint', 'paint', 'layerize + commit', 'garbage collection', 'other (main thread)', 'idle (waiting for the frame)'];

/**
 * Heavy keys (round 3): TRACE_WORDS typed TRACE_REPEATS times into the quick search in `layout`, every key's
 * work from its keydown to the paint after its last change, by phase (per key: the median and the mean of each phase).
 */
async function traceHeavyKeys(browser: Browser, url: string, code: string | null, layout: BenchLayout) {
  const { context, page } = await openPage(browser, url, (c) => readableBundle(c, code), layout);
  try {
    const box = page.getByRole('searchbox', { name: 'Rechercher' });
    await box.fill('');
    await page.waitForTimeout(250);
    await browser.startTracing(page, { categories: CATEGORIES });
    const typed: { key: string; latency: number; rowsChanged: boolean }[] = [];
    for (let r = 0; r < TRACE_REPEATS; r++) {
      for (const word of TRACE_WORDS) {
        await box.fill('');
        await page.waitForTimeout(250);
        await box.focus();
        for (const ch of word) {
          const before = await page.evaluate(() => window.__bench.rowTexts().join('\n'));
          await page.evaluate(() => { performance.mark('bench:key'); window.__bench.arm('keydown'); });
          await page.keyboard.press(ch);
          const latency = await page.evaluate(async () => (await window.__bench.done!).latency);
          const after = await page.evaluate(() => window.__bench.rowTexts().join('\n'));
          typed.push({ key: ch, latency, rowsChanged: before !== after });
        }
      }
    }
    const raw = await browser.stopTracing();
    if (process.env.BENCH_TRACE_RAW) writeFileSync(process.env.BENCH_TRACE_RAW, raw);
    const events = (JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const keys = events.filter((e) => e.name === 'bench:key').sort((a, b) => a.ts - b.ts);
    const painted = events.filter((e) => e.name === 'bench:painted').map((e) => e.ts).sort((a, b) => a - b);
    const thread = mainThread(events, (e) => e === keys[0]);
    const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown' && e.pid === thread.pid && e.tid === thread.tid).map((e) => e.ts).sort((a, b) => a - b);
    const perKey = keys.map((k, i) => {
      const next = keys[i + 1]?.ts ?? Infinity;
      const from = keydowns.find((t) => t >= k.ts && t < next) ?? k.ts;
      const ends = painted.filter((t) => t > from && t < next);
      const to = ends[ends.length - 1] ?? from;
      const phase = clippedPhases(events, thread, from, to);
      const js = script(events, thread.pid, [[from, to]]).ms;
      // The profiler's script overlaps no other phase but garbage collection, which it leaves out.
      const work = busy(events, thread, from, to);
      const named = js + Object.values(phase).reduce((sum, v) => sum + v, 0);
      const total = (to - from) / 1000;
      return {
        key: typed[i]?.key ?? '?', rowsChanged: typed[i]?.rowsChanged ?? null, latencyMs: round(typed[i]?.latency ?? NaN), tracedMs: round(total),
        phasesMs: { script: js, ...phase, 'other (main thread)': Math.max(0, work - named), 'idle (waiting for the frame)': Math.max(0, total - Math.max(work, named)) } as Record<string, number>,
      };
    });
    const split = (pick: (v: number[]) => number) => Object.fromEntries(PHASE_ORDER.map((name) => [name, round(pick(perKey.map((k) => k.phasesMs[name] ?? 0)), 1)]));
    const windows = perKey.map((k, i): [number, number] => {
      const next = keys[i + 1]?.ts ?? Infinity;
      const from = keydowns.find((t) => t >= keys[i].ts && t < next) ?? keys[i].ts;
      return [from, from + k.tracedMs * 1000];
    });
    return {
      layout, words: TRACE_WORDS, repeats: TRACE_REPEATS, keys: perKey.length,
      keysThatChangedNoRow: perKey.filter((k) => k.rowsChanged === false).length,
      latencyMedianMs: round(median(perKey.map((k) => k.latencyMs))),
      tracedMedianMs: round(median(perKey.map((k) => k.tracedMs))),
      phasesMsPerKeyMean: split((v) => v.reduce((a, b) => a + b, 0) / v.length),
      phasesMsPerKeyMedian: split(median),
      scriptFunctions: script(events, thread.pid, windows).functions,
      perKey: perKey.map((k) => ({ ...k, phasesMs: Object.fromEntries(Object.entries(k.phasesMs).map(([n, v]) => [n, round(v, 1)])) })),
    };
  } finally {
    await context.close();
  }
}

async function traceFirstRows(browser: Browser, url: string, code: string | null) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
  await readableBundle(context, code);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.firstRowsAt !== null && window.__bench.allRowsAt !== null, null, { timeout: 120_000, polling: 50 });
  await page.waitForTimeout(300);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const mark = (name: string) => events.find((e) => e.name === name)?.ts ?? NaN;
  const from = mark('bench:answerAt');
  const to = mark('bench:firstRowsAt');
  const all = mark('bench:allRowsAt');
  const thread = mainThread(events, (e) => e.name === 'bench:answerAt');
  const js = script(events, thread.pid, [[from, to]], INCLUSIVE ? 60 : 10);
  const byPhase = { script: js.ms, ...rounded(phases(events, thread, from, to)) };
  const busy = Object.values(byPhase).reduce((s, v) => s + v, 0);
  return { totalMs: round((to - from) / 1000), allRowsMs: round((all - from) / 1000), phasesMs: { ...byPhase, 'other (idle, tasks, parsing HTML)': round((to - from) / 1000 - busy) }, scriptFunctions: js.functions };
}

async function traceKeystrokes(browser: Browser, url: string, code: string | null) {
  const { context, page } = await openPage(browser, url, (c) => readableBundle(c, code));
  try {
    const city = page.getByRole('textbox', { name: 'Filtrer par ville cliente' });
    await city.fill('');
    await page.waitForTimeout(250);
    await browser.startTracing(page, { categories: CATEGORIES });
    const latencies: number[] = [];
    for (let r = 0; r < 3; r++) {
      await city.fill('');
      await page.waitForTimeout(250);
      await city.focus();
      for (const ch of WORD) {
        await page.evaluate(() => { performance.mark('bench:key'); window.__bench.arm('keydown'); });
        await page.keyboard.press(ch);
        latencies.push(await page.evaluate(async () => (await window.__bench.done!).latency));
      }
    }
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const keys = events.filter((e) => e.name === 'bench:key').sort((a, b) => a.ts - b.ts);
    const thread = mainThread(events, (e) => e === keys[0]);
    // A key's work: from the mark just before it is pressed to the next key's mark (at most 300 ms).
    const windows = keys.map((k, i): [number, number] => [k.ts, Math.min(keys[i + 1]?.ts ?? Infinity, k.ts + 300_000)]);
    const heavyIndex = (i: number) => i % WORD.length < 3; // b, o, r change the page's rows
    const group = (pick: (i: number) => boolean) => {
      const ws = windows.filter((_, i) => pick(i));
      const sum: Record<string, number> = {};
      for (const [from, to] of ws) for (const [k, v] of Object.entries(phases(events, thread, from, to))) sum[k] = (sum[k] ?? 0) + v;
      const js = script(events, thread.pid, ws);
      return {
        keys: ws.length,
        latencyMedianMs: round(median(latencies.filter((_, i) => pick(i)))),
        phasesMsPerKey: { script: js.ms, ...rounded(sum, ws.length) },
        scriptFunctions: js.functions,
      };
    };
    return { latencyMedianMs: round(median(latencies)), heavy: group(heavyIndex), light: group((i) => !heavyIndex(i)) };
  } finally {
    await context.close();
  }
}

/**
 * BENCH_TRACE=first: answer → first rows only, BENCH_TRACE_LOADS page loads (default 7): the median of each
 * phase and the script functions summed over the loads (one load moves by ±40 % on this machine). Prints, writes nothing.
 */
async function traceFirstRowsOnly(rows: number) {
  const host = await startHostServer();
  const browser = await launchChromium();
  try {
    const url = `${host.url}/widget.html?n=${rows}`;
    const code = process.env.BENCH_DIST || process.env.BENCH_BUNDLE ? null : (await unminifiedBuild()).code;
    const loads: Awaited<ReturnType<typeof traceFirstRows>>[] = [];
    for (let i = 0; i < Number(process.env.BENCH_TRACE_LOADS ?? 7); i++) loads.push(await traceFirstRows(browser, url, code));
    const phaseNames = Object.keys(loads[0].phasesMs) as (keyof (typeof loads)[0]['phasesMs'])[];
    console.log(`first rows, ${rows} offers, ${loads.length} loads: total median ${median(loads.map((l) => l.totalMs))} ms [${loads.map((l) => l.totalMs).join(' ')}], load average ${loadAverage().join(' ')}`);
    console.table(Object.fromEntries(phaseNames.map((name) => [name, { 'median ms': round(median(loads.map((l) => l.phasesMs[name]))) }])));
    const fns = new Map<string, number>();
    for (const l of loads) for (const f of l.scriptFunctions) fns.set(f.fn, (fns.get(f.fn) ?? 0) + f.ms / loads.length);
    console.table([...fns].sort((a, b) => b[1] - a[1]).slice(0, INCLUSIVE ? 60 : 20).map(([fn, ms]) => ({ fn, 'ms per load': round(ms) })));
  } finally {
    await browser.close();
    await host.close();
  }
}

async function main() {
  const rows = Number(process.env.BENCH_TRACE_ROWS ?? 10_000);
  const heavyOnly = process.env.BENCH_TRACE === 'heavy';
  if (process.env.BENCH_TRACE === 'first') return traceFirstRowsOnly(rows);
  const layout = (process.env.BENCH_TRACE_LAYOUT ?? 'laptop') as BenchLayout;
  const host = await startHostServer();
  const browser = await launchChromium();
  try {
    const url = `${host.url}/widget.html?n=${rows}`;
    const otherBuild = Boolean(process.env.BENCH_DIST || process.env.BENCH_BUNDLE);
    const code = otherBuild ? null : (await unminifiedBuild()).code;
    const loadAverageBefore = loadAverage();
    const firstRows = heavyOnly ? undefined : await traceFirstRows(browser, url, code);
    const keystrokes = heavyOnly ? undefined : await traceKeystrokes(browser, url, code);
    const heavyKeys = await traceHeavyKeys(browser, pageUrl(host.url, 'widget.html', rows, layout), code, layout);
    const result = {
      date: new Date().toISOString(), rows, bundle: otherBuild ? servedBundle() : 'this tree, unminified',
      loadAverageBefore, loadAverageAfter: loadAverage(), firstRows, keystrokes, heavyKeys,
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`\nheavy keys, ${rows} offers, ${layout} page: ${heavyKeys.keys} keys, latency median ${heavyKeys.latencyMedianMs} ms (traced ${heavyKeys.tracedMedianMs} ms), load average ${result.loadAverageBefore.join(' ')} → ${result.loadAverageAfter.join(' ')}`);
    console.table(Object.fromEntries(PHASE_ORDER.map((name) => [name, { 'mean ms / key': heavyKeys.phasesMsPerKeyMean[name], 'median ms / key': heavyKeys.phasesMsPerKeyMedian[name] }])));
    // Each key: its latency (instrument.js), the traced window, and that window's split.
    console.table(heavyKeys.perKey.map((k) => ({ key: k.key, 'rows changed': k.rowsChanged, 'latency ms': k.latencyMs, 'traced ms': k.tracedMs, ...k.phasesMs })));
    console.table(heavyKeys.scriptFunctions);
    if (process.env.BENCH_TRACE_RAW) console.log(`raw trace: ${process.env.BENCH_TRACE_RAW}`);
    const out = heavyOnly ? `trace-heavy-${rows}${otherBuild ? '-other' : ''}.json` : 'trace.json';
    writeFileSync(path.join(__dirname, out), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`bench/${out} written`);
  } finally {
    await browser.close();
    await host.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// Bundle size: raw (unminified), minified, gzip and brotli of dist/terreal-widgets.js, and the share of each
// part. The classic-script build of rollup.config.mjs is run again in memory, without terser, to read each
// module's rendered code; each part's modules are then minified alone with the same terser options, and
// the minified part compressed alone (a part compresses a little worse alone than inside the bundle).
// The ES-module entries (dist/contacts.mjs, dist/offres-*.mjs, dist/terreal-widgets.mjs) are reported with
// the shared chunks they import (dist/chunks/, followed through their static imports): what a page that
// imports one element downloads. BENCH_DIST=/path/to/dist measures another build's files (an older commit's
// worktree), and bench/run.ts measures BENCH_COMPARE_DIST's beside this tree's; the parts are then left out
// (they rebuild this tree's sources).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { minify, type MinifyOptions } from 'terser';
import { CLASSIC_SCRIPT_GZIP_BUDGET } from '../build/budget.mjs'; // the one place of the budgets

const ROOT = path.resolve(__dirname, '..');
/** The dist directory measured: this tree's, or BENCH_DIST's. */
const distDir = (): string => (process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(ROOT, 'dist'));
/** The ES-module entries reported with their chunks: one per element, and the whole set. */
export const ES_ENTRIES = ['contacts.mjs', 'offres-bardages.mjs', 'offres-parement.mjs', 'offres-veture.mjs', 'terreal-widgets.mjs'];

const gzip = (s: string | Buffer): number => gzipSync(s, { level: 9 }).length;
const brotli = (s: string | Buffer): number =>
  brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;


/** The folders of src/ reported as parts of their own (the rest of src/ is "src/ (other)"). */
const SRC_PARTS: Record<string, string> = {
  core: 'src/core (pure logic)', ui: 'src/ui (table, hooks, popups)', screens: 'src/screens', dialogs: 'src/dialogs',
  i18n: 'src/i18n (French texts)', styles: 'src/styles (hand-written CSS)', elements: 'src/elements (custom elements)',
  families: 'src/families', adapters: 'src/adapters (browser host)',
};

/** The part a module belongs to, from its id: a library, the precompiled CSS, or a folder of src/. */
export function partOf(id: string): string {
  if (id.includes('terreal-twind-precompiled')) return 'precompiled CSS (twind at build time)';
  if (/node_modules[\\/]preact[\\/]/.test(id) || id.endsWith('react-on-preact.mjs')) return 'preact (+ build/react-on-preact.mjs)';
  if (/node_modules[\\/]@r2wc[\\/]/.test(id)) return 'r2wc';
  if (/node_modules[\\/]@floating-ui[\\/]/.test(id)) return 'Floating UI';
  const src = path.join(ROOT, 'src') + path.sep;
  if (id.startsWith(src)) return SRC_PARTS[id.slice(src.length).split(/[\\/]/)[0]] ?? 'src/ (other)';
  return 'other';
}

export interface PartSize { part: string; renderedBytes: number; share: number; minBytes: number; gzipBytes: number }
/** An ES-module entry with the chunks it imports (statically, transitively): sizes summed over its files. */
export interface EntrySize {
  entry: string;
  /** The entry, then its chunks (paths relative to dist/). */
  files: string[];
  minBytes: number;
  /** Each file compressed alone (as a server sends them), summed. */
  gzipBytes: number;
  brotliBytes: number;
  /** Chunks loaded on demand (`import()`), not counted above. */
  lazy: string[];
}

export interface BundleResult {
  file: string;
  /** The dist directory measured (relative to the repository when it is this tree's). */
  dist: string;
  /** Unminified size, and each part's share: only for this tree's build (null for BENCH_DIST). */
  rawBytes: number | null;
  minBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** The budget (build/budget.mjs, enforced by npm test) and the room it leaves. */
  gzipBudgetBytes: number;
  gzipRoomBytes: number;
  parts: PartSize[];
  entries: EntrySize[];
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** An entry and the files it imports statically, transitively (dist-relative paths), and its lazy chunks. */
export function entryFiles(dist: string, entry: string): { files: string[]; lazy: string[] } {
  const files: string[] = [];
  const lazy = new Set<string>();
  const visit = (rel: string) => {
    if (files.includes(rel)) return;
    files.push(rel);
    const code = readFileSync(path.join(dist, rel), 'utf8');
    const dir = path.posix.dirname(rel);
    for (const m of code.matchAll(DYNAMIC_IMPORT)) lazy.add(path.posix.normalize(path.posix.join(dir, m[1])));
    const withoutDynamic = code.replace(DYNAMIC_IMPORT, '');
    for (const m of withoutDynamic.matchAll(STATIC_IMPORT)) visit(path.posix.normalize(path.posix.join(dir, m[1])));
  };
  visit(entry);
  return { files, lazy: [...lazy].filter((f) => !files.includes(f)) };
}

function entrySizes(dist: string): EntrySize[] {
  return ES_ENTRIES.filter((e) => existsSync(path.join(dist, e))).map((entry) => {
    const { files, lazy } = entryFiles(dist, entry);
    const bodies = files.map((f) => readFileSync(path.join(dist, f)));
    return {
      entry, files, lazy,
      minBytes: bodies.reduce((s, b) => s + b.length, 0),
      gzipBytes: bodies.reduce((s, b) => s + gzip(b), 0),
      brotliBytes: bodies.reduce((s, b) => s + brotli(b), 0),
    };
  });
}

/** rollup.config.mjs: its builds, and the terser options of the widget bundle. */
async function rollupConfig(): Promise<{ default: RollupOptions[]; widgetTerser: MinifyOptions }> {
  return import(path.join(ROOT, 'rollup.config.mjs'));
}

/** The widget bundle of rollup.config.mjs built in memory, unminified (terser left out). */
export async function unminifiedBuild(): Promise<OutputChunk> {
  const configs = (await rollupConfig()).default;
  const widgets = configs.find((c) => c.input === 'src/index.ts');
  if (!widgets) throw new Error('bundle: no src/index.ts build in rollup.config.mjs');
  const plugins = (widgets.plugins as { name: string }[]).filter((p) => p && p.name !== 'terser');
  const build = await rollup({ ...widgets, plugins: plugins as RollupOptions['plugins'], onwarn: () => {} });
  try {
    const { output } = await build.generate({ format: 'iife', name: 'TerrealWidgets', inlineDynamicImports: true }); // as rollup.config.mjs
    return output[0];
  } finally {
    await build.close();
  }
}

/** The sizes of `dist`'s files; the parts only for this tree's build (they rebuild this tree's sources). */
export async function benchBundle(dist = distDir()): Promise<BundleResult> {
  const shipped = readFileSync(path.join(dist, 'terreal-widgets.js'));
  const sizes = {
    file: 'dist/terreal-widgets.js',
    dist: dist.startsWith(ROOT + path.sep) ? path.relative(ROOT, dist) : dist,
    minBytes: shipped.length,
    gzipBytes: gzip(shipped),
    brotliBytes: brotli(shipped),
    gzipBudgetBytes: CLASSIC_SCRIPT_GZIP_BUDGET,
    gzipRoomBytes: CLASSIC_SCRIPT_GZIP_BUDGET - gzip(shipped),
    entries: entrySizes(dist),
  };
  if (path.resolve(dist) !== path.join(ROOT, 'dist')) return { ...sizes, rawBytes: null, parts: [] };
  const chunk = await unminifiedBuild();
  const groups = new Map<string, string[]>();
  for (const [id, info] of Object.entries(chunk.modules)) {
    if (!info.code) continue;
    const part = partOf(id);
    groups.set(part, [...(groups.get(part) ?? []), info.code]);
  }
  const rendered = [...groups.values()].reduce((s, codes) => s + codes.join('\n').length, 0);
  const { widgetTerser } = await rollupConfig();
  const parts: PartSize[] = [];
  for (const [part, codes] of groups) {
    const code = codes.join('\n');
    const min = (await minify(`(function(){${code}\n})();`, { ...widgetTerser, compress: { ...(widgetTerser.compress as object), unused: false }, mangle: true })).code ?? '';
    parts.push({ part, renderedBytes: code.length, share: code.length / rendered, minBytes: min.length, gzipBytes: gzip(min) });
  }
  parts.sort((a, b) => b.minBytes - a.minBytes);
  return { ...sizes, rawBytes: Buffer.byteLength(chunk.code), parts };
}

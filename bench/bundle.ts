// Bundle size: raw (unminified), minified, gzip and brotli of dist/terreal-widgets.js, and the share of each
// part. The classic-script build of rollup.config.mjs is run again in memory, without terser, to read each
// module's rendered code; each part's modules are then minified alone with the same terser options, and
// the minified part compressed alone (a part compresses a little worse alone than inside the bundle).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { minify, type MinifyOptions } from 'terser';

const ROOT = path.resolve(__dirname, '..');
const BUNDLE = path.join(ROOT, 'dist/terreal-widgets.js');

const gzip = (s: string | Buffer): number => gzipSync(s, { level: 9 }).length;
const brotli = (s: string | Buffer): number =>
  brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The part a module belongs to, from its id. */
export function partOf(id: string): string {
  if (id.includes('terreal-twind-precompiled')) return 'precompiled CSS (twind at build time)';
  if (/node_modules[\\/]preact[\\/]/.test(id) || id.endsWith('react-on-preact.mjs')) return 'preact (+ build/react-on-preact.mjs)';
  if (/node_modules[\\/]@r2wc[\\/]/.test(id) || id.includes('terreal-r2wc-react')) return 'r2wc';
  if (id.startsWith(path.join(ROOT, 'src'))) return 'our code (src/)';
  return 'other';
}

export interface PartSize { part: string; renderedBytes: number; share: number; minBytes: number; gzipBytes: number }
export interface BundleResult {
  file: string;
  rawBytes: number;
  minBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  gzipBudgetBytes: number;
  parts: PartSize[];
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
    const { output } = await build.generate({ format: 'iife', name: 'TerrealWidgets' });
    return output[0];
  } finally {
    await build.close();
  }
}

export async function benchBundle(): Promise<BundleResult> {
  const shipped = readFileSync(BUNDLE);
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
  return {
    file: 'dist/terreal-widgets.js',
    rawBytes: Buffer.byteLength(chunk.code),
    minBytes: shipped.length,
    gzipBytes: gzip(shipped),
    brotliBytes: brotli(shipped),
    gzipBudgetBytes: 45 * 1024,
    parts,
  };
}

// Builds the shipped bundle: one classic script (IIFE) and its ES-module twins (whole, per element, React).
// React is aliased to preact (build/react-on-preact.mjs) so the bundle carries preact, not React.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REACT_ENTRY, reactEntry } from './build/contract/reactEntry.mjs';
import { hashedCopy } from './build/contract/hashedCopy.mjs';
import { preactAliases } from './build/preact-aliases.mjs';
import { twindPrecompiled } from './build/twind-precompiled.mjs';
import { compileHint } from './build/compile-hint.mjs';
import { cssLiterals } from './build/css-literals.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// terser's standard options only. ASCII-only output: correct on host pages of any charset. ES2020 output (the
// bundle's language level, tsconfig target), three compress passes and inlining of simple functions only
// (`inline: 1`) make the classic script smaller than the defaults, changing nothing of what it does. The
// options that rewrite code on assumptions terser cannot check (`unsafe_*`, `hoist_vars`) are left out:
// they took ~140 B gzip off, under 0.3 % of the script.
export const widgetTerser = {
  ecma: 2020, compress: { ecma: 2020, passes: 3, inline: 1 }, format: { comments: false, ascii_only: true },
};

const plugins = [
  twindPrecompiled(),
  cssLiterals(),
  alias({ entries: preactAliases }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __TERREAL_VERSION__: JSON.stringify(version) } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', sourceMap: true }),
  terser(widgetTerser), // ASCII-only: correct on host pages of any charset
];

const onwarn = (warning, warn) => {
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

// The one classic script (DESIGN.md §2), unchanged: every element, no import. The parts the ES modules load on
// demand (`import()`, ui/lazyPart) are inlined into it: one self-contained file.
const widgets = {
  input: 'src/index.ts',
  output: {
    file: 'dist/terreal-widgets.js', format: 'iife', name: 'TerrealWidgets', sourcemap: true, inlineDynamicImports: true,
    plugins: [hashedCopy({ fileName: 'terreal-widgets.js', version })],
  },
  plugins: [...plugins, compileHint()],
  onwarn,
};

/** Deletes dist/chunks/ files that this build did not write (chunk names carry a content hash). */
function removeStaleChunks() {
  return {
    name: 'terreal-remove-stale-chunks',
    writeBundle(options, bundle) {
      const dir = join(options.dir, 'chunks');
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) if (!(`chunks/${name}` in bundle)) rmSync(join(dir, name));
    },
  };
}

// The ES modules: the whole bundle, one entry per element and the React components, sharing chunks, so
// a page needing one screen loads only it; the rarely used parts (dialogs, bulk actions: ui/lazyPart) are
// chunks of their own, fetched with `import()` when first needed or once the page is idle. The React entry imports the host's React (never preact).
const HOST_REACT = 'terreal-host-react';
const entries = Object.fromEntries(['contacts', 'offres-bardages', 'offres-parement', 'offres-veture'].map((name) => [name, `src/entries/${name}.ts`]));
const modules = {
  input: { 'terreal-widgets': 'src/index.ts', ...entries, react: REACT_ENTRY },
  external: [HOST_REACT],
  output: {
    dir: 'dist', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', sourcemap: true,
    paths: { [HOST_REACT]: 'react' },
  },
  plugins: [removeStaleChunks(), reactEntry({ reactImport: HOST_REACT, entryPath: (name) => fileURLToPath(new URL(entries[name], import.meta.url)) }), ...plugins],
  onwarn,
};

// The demo server's host scripts (standalone app, QA page): small, readable, not minified, never part of
// the widget bundle. Written to demo/dist/ and served under /assets/.
const hostScript = (name) => ({
  input: `demo/app/${name}.ts`,
  output: { file: `demo/dist/${name}.js`, format: 'iife' },
  plugins: [typescript({ tsconfig: './demo/app/tsconfig.json' })],
});

// The standalone app: a React 19 single-page host (demo/app/main.tsx), React bundled into demo/dist/app.js
// and never into the widget bundle (no preact alias here). It type-checks against dist/terreal-widgets.d.ts.
const reactHost = {
  input: 'demo/app/main.tsx',
  output: { file: 'demo/dist/app.js', format: 'iife' },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({ tsconfig: './demo/app/tsconfig.json', noEmitOnError: true }),
    terser({ format: { comments: false, ascii_only: true } }),
  ],
};

export default [widgets, modules, reactHost, hostScript('qa')];

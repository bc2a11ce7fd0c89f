// Builds the shipped bundle: one classic script (IIFE) and an ES-module twin.
// React is aliased to preact/compat so the bundle carries preact, not React.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { hashedCopy } from './build/contract/hashedCopy.mjs';
import { preactAliases } from './build/preact-aliases.mjs';
import { twindPrecompiled } from './build/twind-precompiled.mjs';
import { r2wcReact } from './build/r2wc-react.mjs';
import { cssLiterals } from './build/css-literals.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// ASCII-only: correct on host pages of any charset. Two compress passes and ES2020 output (the bundle's
// language level, tsconfig target) take ~180 B more off the gzip size than the defaults (issue 24).
export const widgetTerser = { ecma: 2020, compress: { ecma: 2020, passes: 2 }, format: { comments: false, ascii_only: true } };

const plugins = [
  twindPrecompiled(),
  r2wcReact(),
  cssLiterals(),
  alias({ entries: preactAliases }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __TERREAL_VERSION__: JSON.stringify(version) } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json' }),
  terser(widgetTerser),
];

const widgets = {
  input: 'src/index.ts',
  output: [
    { file: 'dist/terreal-widgets.js', format: 'iife', name: 'TerrealWidgets', plugins: [hashedCopy({ fileName: 'terreal-widgets.js', version })] },
    { file: 'dist/terreal-widgets.mjs', format: 'es' },
  ],
  plugins,
  onwarn(warning, warn) {
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
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

export default [widgets, reactHost, hostScript('qa')];

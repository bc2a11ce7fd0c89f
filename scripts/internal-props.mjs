// `node scripts/internal-props.mjs` (after `npm install`): the property names of the classic script that
// build/internal-props.mjs's rule allows renaming and that are not listed yet. Read each before listing it.
import { rollup } from 'rollup';
import { minify } from 'terser';
import config from '../rollup.config.mjs';
import { INTERNAL_PROPS, renameable } from '../build/internal-props.mjs';

const widgets = config.find((c) => c.input === 'src/index.ts');
const build = await rollup({ ...widgets, plugins: widgets.plugins.filter((p) => p && !/terser|internal-props/.test(p.name)), onwarn: () => {} });
const { output } = await build.generate({ format: 'iife', name: 'TerrealWidgets' });
await build.close();
const code = output[0].code;
const cache = {};
await minify(code, { mangle: { properties: { regex: /./ } }, nameCache: cache });
const strings = new Set([...code.matchAll(/(['"`])([\w$-]+)\1/g)].map((m) => m[2]));
const candidates = Object.keys(cache.props.props).map((k) => k.slice(1))
  .filter((n) => renameable(n) && !strings.has(n) && !INTERNAL_PROPS.includes(n));
console.log(candidates.sort().join('\n') || '(none)');

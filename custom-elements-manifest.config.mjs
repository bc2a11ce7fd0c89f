// `cem analyze` (run by `npm run build`): writes dist/custom-elements.json from the JSDoc of src/elements.
import { readFileSync } from 'node:fs';
import { r2wcElementsPlugin } from './build/contract/r2wcElementsPlugin.mjs';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default {
  globs: ['src/elements/*.ts', 'src/elements/*.tsx'],
  outdir: 'dist',
  packagejson: false,
  plugins: [r2wcElementsPlugin({ modulePath: 'dist/terreal-widgets.mjs', packageJson })],
};

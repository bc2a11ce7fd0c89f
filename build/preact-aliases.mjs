// The one list of react -> preact mappings, shared by rollup (shipped bundle) and jest (screen and element
// tests): the screens' `react` and `react-dom` imports reach preact through build/react-on-preact.mjs.
import { fileURLToPath } from 'node:url';

const reactOnPreact = fileURLToPath(new URL('./react-on-preact.mjs', import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: reactOnPreact },
  { find: /^react-dom$/, replacement: reactOnPreact },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: reactOnPreact },
];

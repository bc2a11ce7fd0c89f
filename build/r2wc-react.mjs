// Rollup plugin: @r2wc/react-to-web-component reads React as its default import (`React.createElement`).
// r2wc gets a default export holding only what it calls (preact's createElement); the screens import
// named hooks from build/react-on-preact.mjs, which rollup shakes as usual.
//
// @r2wc/core keeps its attribute transforms (string, number, boolean, function, method, json) in one table it
// reads by the declared type, so none of them can be shaken. Every prop our elements declare is a 'string'
// (src/elements/defineElement.ts parses attributes itself): the table is narrowed to that one transform and
// the five others, unused, leave the bundle. @r2wc/core is pinned exactly (package.json overrides); if its
// table is ever written otherwise, the build stops here rather than ship r2wc changed in any other way.
const TRANSFORMS = /\bw = \{\s*string: E,\s*number: x,\s*boolean: C,\s*function: O,\s*method: P,\s*json: j\s*\}/;
const VIRTUAL_ID = '\0terreal-r2wc-react';

export function r2wcReact() {
  return {
    name: 'r2wc-react',
    resolveId(source, importer) {
      if (source === 'react' && importer && /[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return "import { createElement } from 'preact';\nexport default { createElement };\n";
    },
    transform(code, id) {
      if (!/[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/.test(id)) return null;
      if (!TRANSFORMS.test(code)) throw new Error('r2wc-react: @r2wc/core\'s transform table is not the one this build narrows (see build/r2wc-react.mjs)');
      return { code: code.replace(TRANSFORMS, 'w = { string: E }'), map: null };
    },
  };
}

// Rollup plugin: @r2wc/react-to-web-component reads React as its default import (`React.createElement`).
// r2wc gets a default export holding only what it calls (preact's createElement); the screens import
// named hooks from build/react-on-preact.mjs, which rollup shakes as usual.
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
  };
}

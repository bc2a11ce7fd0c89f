// Rollup plugin: the shipped bundle compiles JSX to preact's `createElement(type, props, ...children)`
// (tsconfig.build.json: "jsx": "react", factory `__h`) rather than the automatic runtime's
// `jsx(type, { ...props, children })`: no `children:` key per element, 270 B gzip less (issue 24). Each
// .tsx module gets the factory's import; nothing else changes (preact builds the same vnodes either way).
// Tests and type-checking keep the automatic runtime of tsconfig.json.
// On the module's first line, so that the source map's lines stay right without a map of our own.
export const CLASSIC_JSX_IMPORT = "import { createElement as __h, Fragment as __F } from 'preact'; ";

export function classicJsx() {
  return {
    name: 'classic-jsx',
    transform(code, id) {
      if (!id.endsWith('.tsx')) return null;
      return { code: CLASSIC_JSX_IMPORT + code, map: null };
    },
  };
}

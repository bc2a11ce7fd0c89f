// Rollup plugin: replaces src/styles/twind.ts in the shipped bundle by the CSS twind generates at build
// time (build/twind-css.ts) and an identity `tw`, so the bundle no longer carries twind's runtime and
// presets. Each Tailwind token passed to `tw(...)` is also renamed to a short class name (a, b, …, a0, …),
// in the sources' class text (build/twind-classes.mjs) and in the CSS's selectors alike: the long class
// strings would otherwise be shipped twice (in the JS, and as selectors). Class names outside tw() (e.g.
// terreal-*) are never renamed. Tests under jest run the real twind with the original names.
import { execFileSync } from 'node:child_process';
import { dirname, resolve, sep } from 'node:path';
import { renamePieces, twClassPieces } from './twind-classes.mjs';

const VIRTUAL_ID = '\0terreal-twind-precompiled';

export function twindPrecompiled() {
  const target = resolve('src/styles/twind.ts');
  const srcDir = resolve('src') + sep;
  let generated = null;
  const generate = () => {
    generated ??= JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'build/twind-css.ts', '--short'], { encoding: 'utf8' }));
    return generated;
  };
  return {
    name: 'twind-precompiled',
    buildStart() {
      generated = null; // sources may have changed (watch mode)
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith('/twind')) return null;
      return resolve(dirname(importer), `${source}.ts`) === target ? VIRTUAL_ID : null;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || id === target || !code.includes('tw(')) return null;
      const { pieces, refused } = twClassPieces(code, id);
      if (refused.length) this.error(`tw() class text the build cannot rename:\n  ${refused.join('\n  ')}`);
      if (!pieces.length) return null;
      const names = new Map(Object.entries(generate().names));
      return { code: renamePieces(code, pieces, names), map: null };
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `const CSS = ${JSON.stringify(generate().css)};
let sheet;
export function tw(classes) { return classes; }
export function twindSheet() {
  if (sheet === undefined) {
    try { sheet = new CSSStyleSheet(); sheet.replaceSync(CSS); } catch (e) { sheet = null; }
  }
  return sheet;
}
export function remToPx(value) { return value; }
`;
    },
  };
}

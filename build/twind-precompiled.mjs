// Rollup plugin: replaces src/styles/twind.ts in the shipped bundle by the CSS twind generates at build
// time (build/twind-css.ts) and an identity `tw`, so the bundle no longer carries twind's runtime and
// presets. Class names are left as written: the bundle renders the classes the tests render.
// The screen and element tests run this same module in place of src/styles/twind.ts
// (test/support/shippedTwind.ts): both take it from precompiledTwindModule, so they cannot drift apart.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';

const VIRTUAL_ID = '\0terreal-twind-precompiled';

/** The CSS build/twind-css.ts generates for the sources under `root` (the project's directory). */
export function generateTwindCss(root = process.cwd()) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'build/twind-css.ts'], { cwd: root, encoding: 'utf8' });
}

/** The ES module that stands for src/styles/twind.ts where it ships: the generated CSS, an identity `tw`. */
export function precompiledTwindModule(css) {
  return `const CSS = ${JSON.stringify(css)};
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
}

export function twindPrecompiled() {
  const target = resolve('src/styles/twind.ts');
  let css = null;
  return {
    name: 'twind-precompiled',
    buildStart() {
      css = null; // sources may have changed (watch mode)
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith('/twind')) return null;
      return resolve(dirname(importer), `${source}.ts`) === target ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      css ??= generateTwindCss();
      return precompiledTwindModule(css);
    },
  };
}

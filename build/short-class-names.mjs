// Rollup plugin: in the shipped bundle, each class that the hand-written sheets of src/styles define
// (`.terreal-row`, `.terreal-dense`, …), and each of their @keyframes (read by an inline style), gets a
// short name (_a, _b, …), in the sheets' selectors and in the code's strings alike (after the sources are
// compiled, before terser): each long name would otherwise be shipped in every className and every selector
// (~150 B gzip). Whole names only: `terreal-detail` is renamed, `terreal-detail-${id}` (an id) is not. The
// same idea as the twind tokens' short names (build/twind-precompiled.mjs). Tests under jest run the
// sources, with the names as written.
// The end-to-end tests (test/e2e), which select a few parts of the built bundle by class, ask this module
// for the short name (test/e2e/support/builtClass.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';

/** The classes (and keyframes) the style sheets of `dir` define, most used first, each with its short name. */
export function shortClassNames(dir = 'src/styles') {
  const css = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const counts = new Map();
  for (const [, name] of css.matchAll(/(?:\.|@keyframes )(terreal-[a-z0-9-]+)/g)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const names = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
  if (names.length > letters.length * 10) throw new Error('short-class-names: more classes than short names');
  return new Map(names.map((name, i) => [name, `_${letters[i % 26]}${i < 26 ? '' : Math.floor(i / 26) - 1}`]));
}

export function shortClasses() {
  let names;
  let pattern;
  return {
    name: 'short-class-names',
    buildStart() {
      names = shortClassNames();
      pattern = new RegExp(`(?<![\\w-])(${[...names.keys()].join('|')})(?![\\w-])`, 'g');
    },
    renderChunk(code) {
      const s = new MagicString(code);
      for (const m of code.matchAll(pattern)) s.overwrite(m.index, m.index + m[0].length, names.get(m[0]));
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}

// V8's explicit compile hint (Chrome 136 and later): a first line `//# allFunctionsCalledOnLoad` has the engine
// compile every function of the script eagerly, while the script streams in on a background thread, rather
// than each one on the main thread at its first call. The widget's functions are called at its first render
// and when its list arrives, where compiling them lazily took ~5-7 ms of the first rows at 1,000 offers
// (docs/performance.md). Other engines read a comment. After terser, which drops comments; the source map
// follows the added line.
import MagicString from 'magic-string';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHint() {
  return {
    name: 'terreal-compile-hint',
    renderChunk(code) {
      const s = new MagicString(code).prepend(`${COMPILE_HINT}\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}

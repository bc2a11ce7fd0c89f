// The screen and element tests run src/styles/twind.ts as the bundle ships it: the module
// build/twind-precompiled.mjs puts in its place (the generated CSS and an identity `tw`), not twind's
// runtime. This Jest globalSetup of those projects writes that module once per run, from the same function
// as the build; jest.config.mjs maps src/styles/twind to it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateTwindCss, precompiledTwindModule } from '../../build/twind-precompiled.mjs';

/** Relative to the project's directory (.tmp/ is ignored by git and eslint). */
export const SHIPPED_TWIND_MODULE = '.tmp/jest/twind-precompiled.mjs';
/** The CSS that module carries, for the tests that compare rendered classes with it. */
export const SHIPPED_TWIND_CSS = '.tmp/jest/twind-precompiled.css';
const KEY = '.tmp/jest/twind-precompiled.key';

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : [p];
  }).sort();
}

/**
 * Everything the generated module depends on: every source (build/twind-css.ts reads all of src/), the
 * generator and twind's installed versions. Generating takes a tsx process (seconds on a loaded machine);
 * a run whose inputs are unchanged reuses the last module.
 */
function inputsKey(root) {
  const hash = createHash('sha256');
  const inputs = [
    ...files(path.join(root, 'src')),
    ...['build/twind-css.ts', 'build/twind-classes.mjs', 'build/twind-precompiled.mjs'].map((f) => path.join(root, f)),
    ...['@twind/core', '@twind/preset-tailwind'].map((p) => path.join(root, 'node_modules', p, 'package.json')),
  ];
  for (const file of inputs) hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Written beside and renamed into place: a run reading the file never sees half of it. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

export default function writeShippedTwind(_globalConfig, projectConfig) {
  const root = projectConfig.rootDir;
  const key = inputsKey(root);
  const at = (p) => path.join(root, p);
  if ([SHIPPED_TWIND_MODULE, SHIPPED_TWIND_CSS].every((p) => fs.existsSync(at(p)))
    && fs.existsSync(at(KEY)) && fs.readFileSync(at(KEY), 'utf8') === key) return;
  fs.mkdirSync(path.dirname(at(SHIPPED_TWIND_MODULE)), { recursive: true });
  const css = generateTwindCss(root);
  writeAtomically(at(SHIPPED_TWIND_CSS), css);
  writeAtomically(at(SHIPPED_TWIND_MODULE), precompiledTwindModule(css));
  writeAtomically(at(KEY), key);
}

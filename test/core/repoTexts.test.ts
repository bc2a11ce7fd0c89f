// What the repository's own texts say stays true: every file README.md and docs/*.md name by its path
// exists (or is an output that a build, a server or the bench writes, which git ignores), and the comments of
// src/ say why, never which issue asked for it (an issue number tells a newcomer nothing).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const TOP = ['src', 'test', 'demo', 'build', 'scripts', 'docs', 'bench'];
const CODE_SPAN = /`([^`\n]+)`/g;
/** A path under a top folder of the repo whose last part has an extension (a file, not a folder). */
const FILE_PATH = new RegExp(`(?<![\\w./-])((?:${TOP.join('|')})/[\\w./@+-]*[\\w-]\\.[A-Za-z0-9]+)`, 'g');

/** The repo-relative file paths a Markdown text writes in backticks, with their line. */
function filePathsIn(markdown: string): { line: number; path: string }[] {
  return markdown.split('\n').flatMap((text, i) =>
    [...text.matchAll(CODE_SPAN)].flatMap((span) => [...span[1].matchAll(FILE_PATH)].map((m) => ({ line: i + 1, path: m[1] }))));
}

/** An output git ignores (a built file, a database made on first start): named by the docs, absent from a clone. */
function isIgnoredOutput(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the paths the docs name', () => {
  it.each<[string, string, string[]]>([
    ['a file in backticks', 'see `src/adapters/browserHost.ts` for it', ['src/adapters/browserHost.ts']],
    ['one inside a command', '`node build/contract/generate.mjs --check`', ['build/contract/generate.mjs']],
    ['two in one span, and a line of a file', '`test/core/a.test.ts`, `src/b.ts:12` and `src/c.tsx`', ['test/core/a.test.ts', 'src/b.ts', 'src/c.tsx']],
    ['a folder is not a file', '`demo/app/` and `src/core`', []],
    ['another top folder, or no folder', '`node_modules/x/y.js`, `dist/terreal-widgets.js`, `listModel.ts`', []],
    ['a shorthand of several files is read up to the bar (so it fails)', '`test/screens/OffersScreen.search|undo.test.tsx`', ['test/screens/OffersScreen.search']],
    ['outside backticks: prose', 'the file src/x.ts', []],
  ])('extraction: %s', (_n, markdown, paths) => {
    expect(filePathsIn(markdown).map((p) => p.path)).toEqual(paths);
  });

  const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((n) => n.endsWith('.md')).sort().map((n) => `docs/${n}`)];
  it.each(docs)('%s: every file it names exists', (doc) => {
    const named = filePathsIn(readFileSync(join(ROOT, doc), 'utf8'));
    const missing = named.filter(({ path }) => !existsSync(join(ROOT, path)) && !isIgnoredOutput(path)).map((p) => `${doc}:${p.line} ${p.path}`);
    expect(missing).toEqual([]);
  });

  it('README names files (the check reads it)', () => {
    expect(filePathsIn(readFileSync(join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it('README says what each step of build/ does: every file of build/ is named by its section on the build', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### The build: each step and why'));
    const named = new Set(filePathsIn(section.slice(0, section.indexOf('\n### ', 1))).map((p) => p.path));
    const steps = readdirSync(join(ROOT, 'build')).filter((n) => /\.(mjs|ts)$/.test(n)).map((n) => `build/${n}`);
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.filter((step) => !named.has(step))).toEqual([]);
  });
});

describe('the comments of src/', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });

  it('say why, never which issue (`issue N`)', () => {
    const found = files(join(ROOT, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((text, i) => (/\bissues? #?\d+/i.test(text) ? [`${file.slice(ROOT.length + 1)}:${i + 1}`] : [])));
    expect(found).toEqual([]);
  });
});

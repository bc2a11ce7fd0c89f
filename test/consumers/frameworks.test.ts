// The package's types as each framework's own checker sees them, in a fresh host project per framework
// (a temporary folder: the packed types copied into its node_modules, only that framework's packages
// linked beside them, so a Vue or Svelte host has no React types, and React 18 gets React 18's):
//   React 19 and React 18: tsc; Vue 3: vue-tsc (strictTemplates); Svelte 5: svelte-check.
// skipLibCheck is off, so our .d.ts files are checked too. Each `good` file must compile with no error;
// each `bad` twin must fail exactly on the lines marked ✗ (and nowhere else). Also: the output of
// custom-element-vuejs-integration (the generator Shoelace uses) for our manifest compiles.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

jest.setTimeout(240000);

const ROOT = join(__dirname, '../..');
const FIXTURES = join(__dirname, 'fixtures');
const bin = (path: string) => join(ROOT, 'node_modules', path);
let work: string;

beforeAll(() => { // runs before the checks' beforeAll below
  if (!existsSync(join(ROOT, 'dist/react.d.ts'))) throw new Error('dist/ types are missing: run `npm run build` (npm test does it first).');
  work = mkdtempSync(join(tmpdir(), 'terreal-consumers-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A host project: the fixture's files, the package's types under node_modules, and the given links. */
function hostProject(name: string, links: Record<string, string>, tsconfig: object): string {
  const dir = join(work, name);
  if (existsSync(join(FIXTURES, name))) cpSync(join(FIXTURES, name), dir, { recursive: true });
  const pkg = join(dir, 'node_modules/terreal-widgets');
  mkdirSync(pkg, { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  cpSync(join(ROOT, 'dist'), join(pkg, 'dist'), { recursive: true, filter: (src) => !/\.(js|mjs|map)$/.test(src) });
  for (const [at, target] of Object.entries(links)) {
    mkdirSync(dirname(join(dir, 'node_modules', at)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', target), join(dir, 'node_modules', at));
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  return dir;
}

const compilerOptions = {
  strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler',
  types: [], skipLibCheck: false,
};

function run(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 24 }, (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`));
  });
}

interface Diagnostic { file: string; line: number; text: string }
/** tsc and vue-tsc: `file(line,col): error TS…`. */
const tscErrors = (out: string): Diagnostic[] => [...out.matchAll(/^(\S+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)]
  .map((m) => ({ file: m[1], line: Number(m[2]), text: m[3] }));
/** svelte-check --output machine: `<time> ERROR "file" line:col "message"`. */
const svelteErrors = (out: string): Diagnostic[] => [...out.matchAll(/^\d+ ERROR "([^"]+)" (\d+):\d+ "(.*)"$/gm)]
  .map((m) => ({ file: m[1], line: Number(m[2]), text: m[3] }));

/** The 1-based lines of a fixture marked ✗. */
const markedLines = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8').split('\n')
  .flatMap((text, i) => (text.includes('✗') ? [i + 1] : []));

function expectExactly(dir: string, errors: Diagnostic[], good: string, bad: string): void {
  const where = (file: string) => errors.filter((e) => e.file.endsWith(file)).map((e) => `${e.line}: ${e.text}`);
  expect(errors.filter((e) => !e.file.endsWith(good) && !e.file.endsWith(bad))).toEqual([]); // our .d.ts files included
  expect(where(good)).toEqual([]);
  const lines = [...new Set(errors.filter((e) => e.file.endsWith(bad)).map((e) => e.line))].sort((a, b) => a - b);
  expect(lines).toEqual(markedLines(dir, bad));
}

// Every host project is checked at once (one process each), in the first beforeAll.
const checks: Record<string, Promise<{ dir: string; errors: Diagnostic[] }>> = {};
function check(name: string, start: () => Promise<{ dir: string; errors: Diagnostic[] }>) {
  checks[name] = start();
}

beforeAll(() => {
  for (const [name, types] of [['react19', '@types/react'], ['react18', '@types/react-18']]) {
    check(name, async () => {
      const dir = hostProject(name, { '@types/react': types }, { compilerOptions: { ...compilerOptions, jsx: 'react-jsx' }, include: ['*.tsx'] });
      return { dir, errors: tscErrors(await run([bin('typescript/bin/tsc'), '-p', '.', '--pretty', 'false'], dir)) };
    });
  }
  check('vue', async () => {
    const dir = hostProject('vue', { vue: 'vue' }, {
      compilerOptions: { ...compilerOptions, jsx: 'preserve' }, include: ['*.vue'], vueCompilerOptions: { strictTemplates: true },
    });
    return { dir, errors: tscErrors(await run([bin('vue-tsc/bin/vue-tsc.js'), '-p', '.', '--pretty', 'false'], dir)) };
  });
  check('vue-cem', async () => {
    const { generateVuejsTypes } = await import('custom-element-vuejs-integration');
    const dir = hostProject('vue-cem', { vue: 'vue' }, { compilerOptions, files: ['vue-integration.d.ts'] });
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/custom-elements.json'), 'utf8'));
    generateVuejsTypes(manifest, { outdir: dir, fileName: 'vue-integration.d.ts', globalTypePath: 'terreal-widgets', hideLogs: true });
    return { dir, errors: tscErrors(await run([bin('typescript/bin/tsc'), '-p', '.', '--pretty', 'false'], dir)) };
  });
  check('svelte', async () => {
    const dir = hostProject('svelte', { svelte: 'svelte' }, { compilerOptions, include: ['*.svelte'] });
    const out = await run([bin('svelte-check/bin/svelte-check'), '--workspace', dir, '--output', 'machine', '--tsconfig', './tsconfig.json'], dir);
    return { dir, errors: svelteErrors(out) };
  });
});

describe.each([['react19', 'React 19'], ['react18', 'React 18']])('%s (tsc, %s types)', (name) => {
  it('good.tsx compiles; bad.tsx fails on each line marked ✗ and nowhere else', async () => {
    const { dir, errors } = await checks[name];
    expectExactly(dir, errors, 'good.tsx', 'bad.tsx');
  });
});

describe('Vue 3 (vue-tsc, strictTemplates; no React types in the project)', () => {
  it('React is not resolvable from the host project', async () => {
    const { dir } = await checks.vue;
    expect(readdirSync(join(dir, 'node_modules')).sort()).toEqual(['terreal-widgets', 'vue']);
  });

  it('Good.vue compiles; Bad.vue fails on each line marked ✗ and nowhere else', async () => {
    const { dir, errors } = await checks.vue;
    expectExactly(dir, errors, 'Good.vue', 'Bad.vue');
  });

  it("custom-element-vuejs-integration's output for the manifest compiles (skipLibCheck off)", async () => {
    const { dir, errors } = await checks['vue-cem'];
    expect(errors).toEqual([]);
    expect(readFileSync(join(dir, 'vue-integration.d.ts'), 'utf8')).toMatch(/"terreal-offres-veture": DefineComponent</);
  });
});

describe('Svelte 5 (svelte-check; no React types in the project)', () => {
  it('Good.svelte compiles; Bad.svelte fails on each line marked ✗ and nowhere else', async () => {
    const { dir, errors } = await checks.svelte;
    expectExactly(dir, errors, 'Good.svelte', 'Bad.svelte');
  });
});

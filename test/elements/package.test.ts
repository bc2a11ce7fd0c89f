// `npm pack` → a tarball a host installs into a fresh project with no network (the package has no
// dependencies) and uses through both entry points: the ES module (with its types) and the classic script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(120000);

const ROOT = join(__dirname, '../..');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const TAGS = ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture'];
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });

let work: string;
let host: string;
let packed: { filename: string; files: { path: string }[] };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'terreal-pack-'));
  [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT));
  host = join(work, 'host');
  execFileSync('mkdir', ['-p', host]);
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  npm(['install', join(work, packed.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], host);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds the bundle, its twins and artefacts, the changelog; no source, test or demo', () => {
    const files = packed.files.map((f) => f.path).sort();
    const named = files.filter((f) => !/^dist\/terreal-widgets\.[0-9a-f]{12}\.js$/.test(f) && !f.startsWith('dist/chunks/'));
    const entries = ['contacts', 'offres-bardages', 'offres-parement', 'offres-veture', 'react', 'terreal-widgets'];
    expect(named).toEqual([
      'CHANGELOG.md', 'README.md', ...entries.flatMap((e) => [`dist/${e}.d.ts`, `dist/${e}.mjs`, `dist/${e}.mjs.map`]),
      'dist/custom-elements.json', 'dist/terreal-widgets.js', 'dist/terreal-widgets.js.map', 'dist/terreal-widgets.sri.json',
      'dist/types/svelte.d.ts', 'dist/types/vue.d.ts', 'dist/vscode.html-custom-data.json', 'dist/web-types.json', 'package.json',
    ].sort());
    expect(files.filter((f) => /^dist\/terreal-widgets\.[0-9a-f]{12}\.js$/.test(f))).toHaveLength(1);
    // The shared chunks the entries import, each with its source map; none left over from an earlier build.
    const chunks = files.filter((f) => f.startsWith('dist/chunks/'));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks.filter((f) => f.endsWith('.mjs'))) expect(chunks).toContain(`${chunk}.map`);
    const imported = new Set(entries.flatMap((e) => [...readFileSync(join(ROOT, 'dist', `${e}.mjs`), 'utf8').matchAll(/from\s*"\.\/(chunks\/[^"]+)"|import\s*"\.\/(chunks\/[^"]+)"/g)]
      .map((m) => `dist/${m[1] ?? m[2]}`)));
    expect(chunks.filter((f) => f.endsWith('.mjs')).every((f) => imported.has(f) || chunks.some((c) => c.endsWith('.mjs') && readFileSync(join(ROOT, c), 'utf8').includes(f.slice('dist/chunks/'.length))))).toBe(true);
  });

  it('package.json: an entry per element, the React components, the Vue and Svelte types, web-types; React an optional peer', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    for (const e of ['contacts', 'offres-bardages', 'offres-parement', 'offres-veture', 'react']) {
      expect(pkg.exports[`./${e}`]).toEqual({ types: `./dist/${e}.d.ts`, import: `./dist/${e}.mjs`, default: `./dist/${e}.mjs` });
    }
    expect(pkg.exports['./vue']).toEqual({ types: './dist/types/vue.d.ts' });
    expect(pkg.exports['./svelte']).toEqual({ types: './dist/types/svelte.d.ts' });
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.peerDependencies).toEqual({ react: '>=18' });
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true } });
    expect(pkg.dependencies).toBeUndefined();
  });

  it('resolves its exports in the host project, and the ES module runs and exports the version', () => {
    const script = `
      const m = await import('terreal-widgets');
      const entries = {};
      for (const e of ['contacts', 'offres-bardages', 'offres-parement', 'offres-veture', 'react', 'vue', 'svelte']) {
        try { entries[e] = import.meta.resolve('terreal-widgets/' + e); } catch (error) { entries[e] = error.code; }
      }
      const manifest = (await import('terreal-widgets/custom-elements.json', { with: { type: 'json' } })).default;
      const sri = (await import('terreal-widgets/sri.json', { with: { type: 'json' } })).default;
      console.log(JSON.stringify({
        module: import.meta.resolve('terreal-widgets'), iife: import.meta.resolve('terreal-widgets/iife'),
        exports: Object.keys(m).sort(), version: m.version, define: typeof m.defineTerrealElements,
        tags: manifest.modules[0].exports.filter((e) => e.kind === 'custom-element-definition').map((e) => e.name), sri, entries,
      }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: host, encoding: 'utf8' }));
    const installed = join(host, 'node_modules', PKG.name, 'dist');
    expect(out).toMatchObject({
      module: `file://${installed}/terreal-widgets.mjs`, iife: `file://${installed}/terreal-widgets.js`,
      exports: ['clearStoredData', 'defineTerrealElements', 'version'], version: PKG.version, define: 'function', tags: TAGS,
    });
    // Runtime entries resolve to their modules; vue and svelte are types only (no runtime export).
    expect(out.entries).toEqual({
      contacts: `file://${installed}/contacts.mjs`, 'offres-bardages': `file://${installed}/offres-bardages.mjs`,
      'offres-parement': `file://${installed}/offres-parement.mjs`, 'offres-veture': `file://${installed}/offres-veture.mjs`,
      react: `file://${installed}/react.mjs`, vue: 'ERR_PACKAGE_PATH_NOT_EXPORTED', svelte: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
    });
    expect(out.sri).toMatchObject({ version: PKG.version, integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/) });
  });

  it('type-checks a host file against the installed package (types through `exports`, no React needed)', () => {
    writeFileSync(join(host, 'index.ts'), `import { defineTerrealElements, version, type TerrealNavigateEvent } from 'terreal-widgets';
defineTerrealElements();
const el = document.createElement('terreal-offres-veture');
el.addEventListener('terreal-navigate', (e) => { const href: string = e.detail.href; console.log(href, version); });
export const hrefOf = (e: TerrealNavigateEvent): string => e.detail.href;
`);
    writeFileSync(join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions: {
      strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false,
    }, files: ['index.ts'] }));
    expect(() => execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', host], { encoding: 'utf8' })).not.toThrow();
  });

  it('the classic script of the installed package defines the four elements with their version', () => {
    const code = readFileSync(join(host, 'node_modules', PKG.name, 'dist/terreal-widgets.js'), 'utf8');
    (0, eval)(code);
    for (const tag of TAGS) expect((customElements.get(tag) as unknown as { version: string }).version).toBe(PKG.version);
    expect((globalThis as unknown as { TerrealWidgets: { version: string } }).TerrealWidgets.version).toBe(PKG.version);
    const el = document.createElement('terreal-contacts');
    document.body.append(el);
    expect(el.shadowRoot?.mode).toBe('open');
    el.remove();
  });
});

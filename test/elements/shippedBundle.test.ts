// The shipped bundle itself (dist/terreal-widgets.js, built by `npm test` before jest runs): the
// contract of DESIGN.md §2 and its size budget (build/budget.mjs), which `npm run bench` reports part by part.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLASSIC_SCRIPT_GZIP_BUDGET } from '../../build/budget.mjs';

const BUNDLE = join(__dirname, '../../dist/terreal-widgets.js');
const TAGS = ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture'];

function bundle(): string {
  if (!existsSync(BUNDLE)) throw new Error('dist/terreal-widgets.js is missing: run `npm run build` (npm test does it first).');
  return readFileSync(BUNDLE, 'utf8');
}

describe('the shipped bundle', () => {
  it(`stays within the size budget (gzip ≤ ${CLASSIC_SCRIPT_GZIP_BUDGET} bytes)`, () => {
    expect(gzipSync(bundle(), { level: 9 }).length).toBeLessThanOrEqual(CLASSIC_SCRIPT_GZIP_BUDGET);
  });

  it('is a classic script: no import or export statement, one IIFE', () => {
    const code = bundle();
    expect(code).not.toMatch(/(^|[;}\n])\s*(import|export)\s*[{*\w]/);
    expect(code).not.toMatch(/\bimport\(/); // the parts the ES modules load on demand are inlined (one self-contained file)
    expect(code.split('\n')[1].startsWith('var TerrealWidgets=function')).toBe(true);
  });

  it('asks V8 on its first line to compile every function as the script loads, not at first call (build/compile-hint.mjs)', () => {
    expect(bundle().startsWith('//# allFunctionsCalledOnLoad\nvar TerrealWidgets=')).toBe(true);
  });

  it('is pure ASCII, so host pages of any charset show the accents right', () => {
    expect(/[^\p{ASCII}]/u.test(bundle())).toBe(false);
  });

  it('carries preact, not React, and no development build', () => {
    const code = bundle();
    expect(code).not.toMatch(/react-dom\.(development|production)|ReactCurrentOwner|ReactSharedInternals|process\.env\.NODE_ENV/);
    expect(code).toContain('"onfocusin"'); // build/react-on-preact.mjs: React's bubbling onFocus on preact
  });

  it('carries the CSS twind generated at build time, not twind itself', () => {
    const code = bundle();
    // Tailwind tokens ship under their own names, as the tests render them: whitespace-nowrap's rule.
    expect(code).toContain('.whitespace-nowrap{white-space:nowrap}');
    expect(code).not.toMatch(/twind/i);
  });

  it('keeps its exports\' names', () => {
    const code = bundle();
    expect(code).toMatch(/\.defineTerrealElements=/);
    expect(code).toMatch(/\.clearStoredData=/);
  });

  it('ships the hand-written sheets\' classes under their own names, as the tests and the host page see them', () => {
    const code = bundle();
    expect(code).toContain('.terreal-toolbar.terreal-toolbar{'); // src/styles/layout.ts
    expect(code).toMatch(/["'` ]terreal-toolbar["'` ]/); // a className of src/screens/ListScreenLayout.tsx
  });

  it('defines the four elements, and loading it a second time does not throw', () => {
    const code = bundle();
    const run = () => (0, eval)(code);
    expect(run).not.toThrow();
    for (const tag of TAGS) expect(customElements.get(tag)).toBeDefined();
    const first = customElements.get('terreal-contacts');
    expect(run).not.toThrow();
    expect(customElements.get('terreal-contacts')).toBe(first);
  });
});

// docs/api.md is the API reference generated from dist/custom-elements.json: the committed file must be
// exactly what the manifest of this build gives (after a contract change: `npm run docs:api`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs build script, without type declarations
import { apiMarkdown } from '../../build/contract/apiMarkdown.mjs';

const ROOT = join(__dirname, '../..');
const MANIFEST = join(ROOT, 'dist/custom-elements.json');

describe('docs/api.md', () => {
  it('is what the manifest gives (run `npm run docs:api` after changing the contract)', () => {
    if (!existsSync(MANIFEST)) throw new Error('dist/custom-elements.json is missing: run `npm run build` (npm test does it first).');
    const expected = apiMarkdown(JSON.parse(readFileSync(MANIFEST, 'utf8')));
    expect(readFileSync(join(ROOT, 'docs/api.md'), 'utf8')).toBe(expected);
  });

  it('documents every attribute with its property, type and description, and every event with its detail', () => {
    const text = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
    expect(text).toContain('| `is-backoffice` | `isBackoffice` | `boolean` | `false` | Backoffice user');
    expect(text).toContain('| `terreal-session-expired` | `{ status: number }` |');
    expect(text).toContain('| `clearStoredData()` |');
  });
});

// `npm run docs:api`: writes docs/api.md from dist/custom-elements.json (run `npm run build:contract` first).
import { readFileSync, writeFileSync } from 'node:fs';
import { apiMarkdown } from '../build/contract/apiMarkdown.mjs';

const manifest = JSON.parse(readFileSync(new URL('../dist/custom-elements.json', import.meta.url), 'utf8'));
writeFileSync(new URL('../docs/api.md', import.meta.url), apiMarkdown(manifest));
console.log('docs/api.md');

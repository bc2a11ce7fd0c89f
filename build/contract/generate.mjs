// `npm run build:contract`: the manifest (cem analyze), then the types and the editor data derived from it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { typesFromManifest } from './typesFromManifest.mjs';
import { vscodeDataFromManifest } from './vscodeDataFromManifest.mjs';

const root = new URL('../../', import.meta.url);
const cli = createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/cem.js');
execFileSync(process.execPath, [cli, 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(new URL('dist/custom-elements.json', root), 'utf8'));
writeFileSync(new URL('dist/terreal-widgets.d.ts', root), typesFromManifest(manifest));
writeFileSync(new URL('dist/vscode.html-custom-data.json', root), `${JSON.stringify(vscodeDataFromManifest(manifest), null, 2)}\n`);
console.log('dist/custom-elements.json, dist/terreal-widgets.d.ts, dist/vscode.html-custom-data.json');

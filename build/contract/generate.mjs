// `npm run build:contract`: the manifest (cem analyze), then everything derived from it: the types, the
// framework bindings' types, the editor data (VS Code, JetBrains web-types).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { entryOf, entryTypesFromManifest, reactTypesFromManifest, svelteTypesFromManifest, vueTypesFromManifest } from './bindingsFromManifest.mjs';
import { typesFromManifest } from './typesFromManifest.mjs';
import { vscodeDataFromManifest } from './vscodeDataFromManifest.mjs';

const root = new URL('../../', import.meta.url);
const cli = createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/cem.js');
execFileSync(process.execPath, [cli, 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(new URL('dist/custom-elements.json', root), 'utf8'));
mkdirSync(new URL('dist/types/', root), { recursive: true });
writeFileSync(new URL('dist/terreal-widgets.d.ts', root), typesFromManifest(manifest));
writeFileSync(new URL('dist/vscode.html-custom-data.json', root), `${JSON.stringify(vscodeDataFromManifest(manifest), null, 2)}\n`);
writeFileSync(new URL('dist/react.d.ts', root), reactTypesFromManifest(manifest));
writeFileSync(new URL('dist/types/vue.d.ts', root), vueTypesFromManifest(manifest));
writeFileSync(new URL('dist/types/svelte.d.ts', root), svelteTypesFromManifest(manifest));
for (const el of manifest.modules[0].declarations.filter((d) => d.customElement)) {
  writeFileSync(new URL(`dist/${entryOf(el.tagName)}.d.ts`, root), entryTypesFromManifest(el));
}
// JetBrains IDEs (WebStorm…) read web-types.json (package.json "web-types"): the standard generator.
generateJetBrainsWebTypes(manifest, { hideLogs: true, outdir: 'dist', fileName: 'web-types.json', packageJson: false });
console.log('dist: custom-elements.json, terreal-widgets.d.ts, react.d.ts, types/vue.d.ts, types/svelte.d.ts, <entry>.d.ts, vscode.html-custom-data.json, web-types.json');

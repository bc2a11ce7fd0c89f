// Rollup plugin: the `terreal-widgets/react` entry as a virtual module, written from dist/custom-elements.json
// (build/contract/generate.mjs runs first) by reactModuleFromManifest.
import { readFileSync } from 'node:fs';
import { reactModuleFromManifest } from './bindingsFromManifest.mjs';

export const REACT_ENTRY = '\0terreal-react-entry';

export function reactEntry({ reactImport, entryPath }) {
  return {
    name: 'terreal-react-entry',
    resolveId: (id) => (id === REACT_ENTRY ? REACT_ENTRY : null),
    load(id) {
      if (id !== REACT_ENTRY) return null;
      const manifest = JSON.parse(readFileSync(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8'));
      return reactModuleFromManifest(manifest, { reactImport, entryPath });
    },
  };
}

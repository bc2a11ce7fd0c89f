// Framework bindings from the Custom Elements Manifest (pure: manifest in, text out; generate.mjs and
// rollup.config.mjs write them):
//   terreal-widgets/react   React components (@lit/react's createComponent): camelCase props set as the
//                           elements' properties, `onNavigate`-style typed events; React 18 and 19
//   terreal-widgets/vue     Vue 3 GlobalComponents (props and `terreal-*` events typed in templates)
//   terreal-widgets/svelte  Svelte 5 element types (svelte/elements' SvelteHTMLElements)
//   terreal-widgets/<element>  one ES-module entry per element, with its types
import { doc, elementsOf, eventTypeName, pascal } from './typesFromManifest.mjs';

/** The entry point of an element: `terreal-contacts` → `contacts`. */
export const entryOf = (tag) => tag.replace(/^terreal-/, '');
/** The React component of an element: `terreal-offres-bardages` → `TerrealOffresBardages`. */
export const componentOf = (tag) => pascal(tag);
/** The React prop of an event: `terreal-offre-status-change` → `onOffreStatusChange`. */
export const reactEventProp = (event) => `on${pascal(event.replace(/^terreal-/, ''))}`;
/** The Vue listener prop of an event (what `@terreal-navigate` compiles to): `onTerrealNavigate`. */
export const vueEventProp = (event) => `on${pascal(event)}`;

const header = (what) => `// terreal-widgets: ${what}. Generated from custom-elements.json; do not edit.\n`;

/** The React entry's module (bundled by rollup; `react` stays an import of the host's React). */
export function reactModuleFromManifest(manifest, { reactImport, entryPath }) {
  const lines = [header('React components for every element'), `import * as React from '${reactImport}';`, "import { createComponent } from '@lit/react';"];
  for (const el of elementsOf(manifest)) lines.push(`import { ${el.name} } from '${entryPath(entryOf(el.tagName))}';`);
  lines.push('', '// Outside a browser (server rendering) no element is defined: a stand-in class renders the bare tag.',
    'const classOf = (element) => element ?? (typeof HTMLElement === \'undefined\' ? class {} : HTMLElement);', '');
  for (const el of elementsOf(manifest)) {
    const events = el.events.map((ev) => `${reactEventProp(ev.name)}: '${ev.name}'`).join(', ');
    lines.push(`export const ${componentOf(el.tagName)} = createComponent({ react: React, tagName: '${el.tagName}', elementClass: classOf(${el.name}), displayName: '${componentOf(el.tagName)}', events: { ${events} } });`);
  }
  return `${lines.join('\n')}\n`;
}

export function reactTypesFromManifest(manifest) {
  const elements = elementsOf(manifest);
  const names = [...new Set(elements.flatMap((el) => [el.name, `${pascal(el.tagName)}Properties`, ...el.events.map(eventTypeName)]))];
  const out = [header('React components (React 18 and 19)'), "import type * as React from 'react';",
    `import type { ${names.join(', ')} } from './terreal-widgets.js';`, ''];
  for (const el of elements) {
    const c = componentOf(el.tagName);
    out.push(`/** Props of \`<${c}>\`: the element's properties (camelCase, set as properties), its events as \`on…\` props, and the standard HTML props. */`,
      `export interface ${c}Props extends React.HTMLAttributes<${el.name}>, Partial<${pascal(el.tagName)}Properties> {`,
      ...el.events.map((ev) => `${doc(ev.description, '  ')}  ${reactEventProp(ev.name)}?: (event: ${eventTypeName(ev)}) => void;`), '}',
      `${doc(`\`<${el.tagName}>\` as a React component. ${el.summary}`)}export declare const ${c}: React.ForwardRefExoticComponent<${c}Props & React.RefAttributes<${el.name}>>;`, '');
  }
  return out.join('\n');
}

export function vueTypesFromManifest(manifest) {
  const elements = elementsOf(manifest);
  const names = [...new Set(elements.flatMap((el) => [`${pascal(el.tagName)}Properties`, ...el.events.map(eventTypeName)]))];
  const out = [header('Vue 3 types for the elements in templates. Activate with `import type {} from \'terreal-widgets/vue\'` or tsconfig `types: ["terreal-widgets/vue"]`'),
    "import type { DefineComponent } from 'vue';", `import type { ${names.join(', ')} } from '../terreal-widgets.js';`, ''];
  for (const el of elements) {
    out.push(`/** Vue props of \`<${el.tagName}>\` (\`:prop\` sets the element's property; \`@terreal-…\` listens). */`,
      `export type ${pascal(el.tagName)}VueProps = Partial<${pascal(el.tagName)}Properties> & {`,
      ...el.events.map((ev) => `${doc(ev.description, '  ')}  ${vueEventProp(ev.name)}?: (event: ${eventTypeName(ev)}) => void;`), '};');
  }
  out.push('', "declare module 'vue' {", '  interface GlobalComponents {',
    ...elements.map((el) => `${doc(el.summary, '    ')}    '${el.tagName}': DefineComponent<${pascal(el.tagName)}VueProps>;`), '  }', '}', '');
  return out.join('\n');
}

export function svelteTypesFromManifest(manifest) {
  const elements = elementsOf(manifest);
  const names = [...new Set(elements.flatMap((el) => [el.name, ...el.events.map(eventTypeName)]))];
  const out = [header('Svelte 5 types for the elements in markup. Activate with `import type {} from \'terreal-widgets/svelte\'` or tsconfig `types: ["terreal-widgets/svelte"]`'),
    "import type { HTMLAttributes } from 'svelte/elements';", `import type { ${names.join(', ')} } from '../terreal-widgets.js';`, ''];
  for (const el of elements) {
    out.push(`/** Svelte props of \`<${el.tagName}>\`: its attributes (an object or array is set as the property) and \`onterreal-…\` listeners. */`,
      `export interface ${pascal(el.tagName)}SvelteProps extends HTMLAttributes<${el.name}> {`,
      ...el.members.map((m) => `${doc(m.description, '  ')}  '${m.attribute}'?: ${m.type.text} | null;`),
      ...el.events.map((ev) => `${doc(ev.description, '  ')}  'on${ev.name}'?: (event: ${eventTypeName(ev)}) => void;`), '}');
  }
  out.push('', "declare module 'svelte/elements' {", '  interface SvelteHTMLElements {',
    ...elements.map((el) => `    '${el.tagName}': ${pascal(el.tagName)}SvelteProps;`), '  }', '}', '');
  return out.join('\n');
}

/** The types of one element's entry point (dist/<entry>.d.ts). */
export function entryTypesFromManifest(el) {
  return `${header(`the entry point of <${el.tagName}> alone`)}import type { ${el.name} as Element } from './terreal-widgets.js';
export type { ${el.name} } from './terreal-widgets.js';
/** The constructor of \`<${el.tagName}>\`, defined when this module is loaded (undefined outside a browser). */
export declare const ${el.name}: { new (): Element; readonly prototype: Element; readonly version: string } | undefined;
/** The version of this bundle. */
export declare const version: string;
`;
}

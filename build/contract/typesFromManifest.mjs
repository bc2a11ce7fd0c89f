// dist/terreal-widgets.d.ts from the Custom Elements Manifest: an interface per element with typed
// `terreal-*` listeners, HTMLElementTagNameMap and DocumentEventMap entries, and JSX intrinsic elements
// for React 19 and Preact hosts. Pure: manifest in, text out (build/contract/generate.mjs writes it).

const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const doc = (text, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The helper types the manifest's type texts name (they describe the JSON attributes and event details). */
const SHARED_TYPES = `export type Family = 'bardages' | 'parement' | 'veture';
/** One prescriber of the \`prescripteurs\` attribute. */
export interface Prescriber { id: number; name: string; firstname: string }
/** The \`leopard\` attribute. */
export interface Leopard { querystring: string; leopard_data: { origine?: string; [key: string]: unknown } }
/** An offer row as the list shows it (the clone event's \`clone\`); every field of SPEC.md §7 is present. */
export interface Offre { id: number; offre_ref: string; offre_nom: string; offre_statut: string; [field: string]: unknown }
/** The constructor of every element: \`customElements.get(tag).version\` tells which bundle defined it. */
export interface TerrealElementConstructor { new (): HTMLElement; readonly version: string }
`;

/** What a host may write in an attribute (its manifest type is the parsed value's). */
export function attributeValueType(type) {
  if (type === 'boolean') return "'true' | 'false'";
  if (type === 'number') return 'number | `${number}`';
  return 'string';
}

export const eventTypeName = (event) => `${pascal(event.name)}Event`;

export function typesFromManifest(manifest) {
  const elements = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement));
  const events = new Map();
  for (const el of elements) for (const ev of el.events) events.set(ev.name, ev);
  const out = [`// ${manifest.package.name} ${manifest.package.version}: the public contract as TypeScript.`,
    '// Generated from dist/custom-elements.json by build/contract/generate.mjs; do not edit.', '', SHARED_TYPES];

  for (const ev of events.values()) out.push(`${doc(ev.description)}export type ${eventTypeName(ev)} = ${ev.type.text};`);
  out.push('', '/** Every `terreal-*` event (they bubble and are composed: listen on the element or on `document`). */',
    'export interface TerrealEventMap {', ...[...events.values()].map((ev) => `  '${ev.name}': ${eventTypeName(ev)};`), '}', '');

  for (const el of elements) {
    const base = pascal(el.tagName);
    out.push(`${doc(`Attributes of \`<${el.tagName}>\`; every value is a string in HTML.`)}export interface ${base}Attributes {`);
    for (const a of el.attributes) {
      const dflt = a.default === undefined ? '' : ` Default: ${a.default}.`;
      out.push(`${doc(`${a.description}${dflt}`, '  ')}  ${quote(a.name)}?: ${attributeValueType(a.type.text)};`);
    }
    out.push('}', `export interface ${base}EventMap extends HTMLElementEventMap {`,
      ...el.events.map((ev) => `  '${ev.name}': ${eventTypeName(ev)};`), '}',
      `${doc(`${el.summary} ${el.description}`.trim())}export interface ${el.name} extends HTMLElement {`,
      `  addEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${el.name}, ev: ${base}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${el.name}, ev: ${base}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      `/** JSX props of \`<${el.tagName}>\`: its attributes and an \`on<event>\` listener per event (React 19 and Preact add them with addEventListener). */`,
      `export type ${base}JsxProps = ${base}Attributes & {`,
      ...el.events.map((ev) => `  'on${ev.name}'?: (event: ${eventTypeName(ev)}) => void;`), '};', '');
  }

  const tagMap = (indent, value) => elements.map((el) => `${indent}'${el.tagName}': ${value(el)};`);
  out.push('/** Defines every element (loading the module already does; calling it again is harmless). */',
    'export declare function defineTerrealElements(): void;',
    '/** The version of this bundle (also `customElements.get(tag).version`). */',
    'export declare const version: string;',
    '/** Forgets every list, view state and search text the widgets kept in this browser (a host\'s own sign-out). */',
    'export declare function clearStoredData(): Promise<void>;', '',
    'declare global {', '  interface HTMLElementTagNameMap {', ...tagMap('    ', (el) => el.name), '  }',
    '  interface DocumentEventMap extends TerrealEventMap {}',
    '  interface CustomElementRegistry {',
    `    get(name: ${elements.map((el) => `'${el.tagName}'`).join(' | ')}): TerrealElementConstructor | undefined;`,
    '  }', '}', '',
    '// JSX for React 19 and Preact hosts. Self-contained (no type from either library is named), so a host',
    '// without them (plain DOM code, another framework) compiles this file unchanged.',
    '/** The host-side props JSX may set on any of the elements, besides their own attributes and events. */',
    'export interface TerrealJsxBase<E> {',
    '  id?: string; class?: string; className?: string; style?: string | { [property: string]: string | number | undefined };',
    '  hidden?: boolean; slot?: string; title?: string; lang?: string; role?: string; tabIndex?: number;',
    "  'aria-label'?: string; 'aria-labelledby'?: string; 'aria-describedby'?: string;",
    '  key?: string | number | bigint | null;',
    '  ref?: { current: E | null } | ((instance: E | null) => unknown) | null;',
    '}',
    "declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {',
    ...tagMap('      ', (el) => `TerrealJsxBase<${el.name}> & ${pascal(el.tagName)}JsxProps`), '    }', '  }', '}', '',
    "declare module 'preact' {", '  namespace JSX {', '    interface IntrinsicElements {',
    ...tagMap('      ', (el) => `TerrealJsxBase<${el.name}> & ${pascal(el.tagName)}JsxProps`), '    }', '  }', '}', '');
  return out.join('\n');
}

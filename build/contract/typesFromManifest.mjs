// dist/terreal-widgets.d.ts from the Custom Elements Manifest: an interface per element with its typed
// properties and `terreal-*` listeners, HTMLElementTagNameMap and DocumentEventMap entries, and JSX
// intrinsic elements for React (19 and 18) and Preact hosts with the standard HTML attributes.
// Pure: manifest in, text out (build/contract/generate.mjs writes it).
import { NAMED_TYPES } from './namedTypes.mjs';

export const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
export const doc = (text, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
export const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
export const elementsOf = (manifest) => manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement));
export const functionsOf = (manifest) => manifest.modules.flatMap((m) => m.declarations.filter((d) => d.kind === 'function'));
/** The detail type of an event (its manifest type is `CustomEvent<detail>`). */
export const detailOf = (event) => event.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1');
/** Every event of the manifest once, by name. */
export function eventsOf(manifest) {
  const events = new Map();
  for (const el of elementsOf(manifest)) for (const ev of el.events) events.set(ev.name, ev);
  return [...events.values()];
}

const namedTypes = () => Object.entries(NAMED_TYPES).map(([name, t]) => `${doc(t.description)}export type ${name} = ${t.text};`).join('\n');

/** What a host may write in an attribute (its manifest type is the parsed value's). */
export function attributeValueType(type) {
  if (type === 'boolean') return "'true' | 'false'";
  if (type === 'number') return 'number | `${number}`';
  return 'string';
}

export const eventTypeName = (event) => `${pascal(event.name)}Event`;
const withDefault = (entry) => (entry.default === undefined ? entry.description : `${entry.description} Default: \`${entry.default}\`.`);

export function typesFromManifest(manifest) {
  const elements = elementsOf(manifest);
  const events = eventsOf(manifest);
  const out = [`// ${manifest.package.name} ${manifest.package.version}: the public contract as TypeScript.`,
    '// Generated from custom-elements.json; do not edit.', '', namedTypes(),
    '/** The constructor of every element: `customElements.get(tag).version` tells which bundle defined it. */',
    'export interface TerrealElementConstructor { new (): HTMLElement; readonly version: string }', ''];

  for (const ev of events) out.push(`${doc(ev.description)}export type ${eventTypeName(ev)} = ${ev.type.text};`);
  out.push('', '/** Every `terreal-*` event (they bubble and are composed: listen on the element or on `document`). */',
    'export interface TerrealEventMap {', ...events.map((ev) => `  '${ev.name}': ${eventTypeName(ev)};`), '}', '');

  for (const el of elements) {
    const base = pascal(el.tagName);
    out.push(`${doc(`Attributes of \`<${el.tagName}>\`; every value is a string in HTML.`)}export interface ${base}Attributes {`);
    for (const a of el.attributes) out.push(`${doc(withDefault(a), '  ')}  ${quote(a.name)}?: ${attributeValueType(a.type.text)};`);
    out.push('}', `${doc(`Properties of \`<${el.tagName}>\`, one per attribute (what Vue, Svelte, Lit and React 19 set). Reading one gives what was last set (the attribute's text when it came from HTML), or undefined.`)}export interface ${base}Properties {`);
    for (const m of el.members) out.push(`${doc(`${withDefault(m)} Attribute: \`${m.attribute}\`.`, '  ')}  ${quote(m.name)}: ${m.type.text} | undefined;`);
    out.push('}', `export interface ${base}EventMap extends HTMLElementEventMap {`,
      ...el.events.map((ev) => `  '${ev.name}': ${eventTypeName(ev)};`), '}',
      `${doc(`${el.summary} ${el.description}`.trim())}export interface ${el.name} extends HTMLElement, ${base}Properties {`,
      `  addEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${el.name}, ev: ${base}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${el.name}, ev: ${base}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      `/** A listener per event of \`<${el.tagName}>\`, as JSX writes them (\`on\` + the event name; React 19 and Preact add them with addEventListener). */`,
      `export interface ${base}JsxEvents {`,
      ...el.events.map((ev) => `  'on${ev.name}'?: (event: ${eventTypeName(ev)}) => void;`), '}',
      `/** JSX props of \`<${el.tagName}>\` for React 19 and Preact: its attributes (the JSON ones also as the value itself, set as a property) and its listeners. */`,
      `export type ${base}JsxProps = Omit<${base}Attributes, ${jsonAttributes(el).map((a) => `'${a.name}'`).join(' | ') || 'never'}> & {`,
      ...jsonAttributes(el).map((a) => `  ${quote(a.name)}?: ${a.type.text} | string;`), `} & ${base}JsxEvents;`,
      `/** JSX props of \`<${el.tagName}>\` for React 18, which writes every prop as an attribute and attaches no custom-event listener: attributes only (use \`terreal-widgets/react\` for events). */`,
      `export type ${base}React18JsxProps = ${base}Attributes & { [K in keyof ${base}JsxEvents]?: never };`, '');
  }

  const tagMap = (indent, value) => elements.map((el) => `${indent}'${el.tagName}': ${value(el)};`);
  out.push(...functionsOf(manifest).map((f) => `${doc(f.description)}export declare function ${f.name}(): void;`),
    '/** The version of this bundle (also `customElements.get(tag).version`). */',
    'export declare const version: string;',
    '/** Forgets every list, view state and search text the widgets kept in this browser (a host\'s own sign-out). */',
    'export declare function clearStoredData(): Promise<void>;', '',
    'declare global {', '  interface HTMLElementTagNameMap {', ...tagMap('    ', (el) => el.name), '  }',
    '  interface DocumentEventMap extends TerrealEventMap {}',
    '  interface CustomElementRegistry {',
    `    get(name: ${elements.map((el) => `'${el.tagName}'`).join(' | ')}): TerrealElementConstructor | undefined;`,
    '  }', '}', '',
    '// JSX for React and Preact hosts. Each tag takes the library\'s own <div> props (the standard HTML',
    '// attributes and DOM props: onClick, className, style, part, dir, hidden, slot, key…) with the element as',
    '// `ref`, besides its own. Written without naming a type of either library, so a host without them (Vue,',
    '// Svelte, plain DOM code) compiles this file unchanged with skipLibCheck off. React 18 attaches no',
    '// listener for custom events and writes every prop as an attribute: its elements, which lack',
    "// `onScrollEnd` (React 19's have it), get the attributes only, so a listener that would never run does not compile.",
    '/** JSX props of an element: `Div` (the JSX library\'s <div> props) without its ref, the element as ref, and `Own`. */',
    "export type TerrealJsx<Div, E, Own> = Omit<Div, 'ref'> & { ref?: { current: E | null } | ((instance: E | null) => unknown) | null } & Own;",
    "declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {',
    ...tagMap('      ', (el) => `TerrealJsx<IntrinsicElements['div' & keyof IntrinsicElements], ${el.name}, 'onScrollEnd' extends keyof IntrinsicElements['div' & keyof IntrinsicElements] ? ${pascal(el.tagName)}JsxProps : ${pascal(el.tagName)}React18JsxProps>`),
    '    }', '  }', '}', '',
    "declare module 'preact' {", '  namespace JSX {', '    interface IntrinsicElements {',
    ...tagMap('      ', (el) => `TerrealJsx<IntrinsicElements['div' & keyof IntrinsicElements], ${el.name}, ${pascal(el.tagName)}JsxProps>`), '    }', '  }', '}', '');
  return out.join('\n');
}

/** Attributes holding JSON (their property also takes the value itself). */
export const jsonAttributes = (el) => el.attributes.filter((a) => !['string', 'number', 'boolean'].includes(a.type.text));

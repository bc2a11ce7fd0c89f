// dist/custom-elements.json (written by `npm run build` from the JSDoc of src/elements) against the
// running elements and the source: every attribute listed is observed by its element and every observed
// one is listed; the events are exactly those the source dispatches; the parts and custom properties
// exactly those the source renders. The events' runtime check is test/elements/contractEvents.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import '../../src/index';
import { VERSION } from '../../src/elements/version';

const ROOT = join(__dirname, '../..');
const MANIFEST = join(ROOT, 'dist/custom-elements.json');
const TAGS = ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture'];

interface Entry { name: string; description: string; type?: { text: string }; default?: string; fieldName?: string; attribute?: string; kind?: string }
interface Declaration {
  kind: string; name: string; tagName: string; customElement: boolean; summary: string; description: string;
  attributes: Entry[]; members: Entry[]; events: Entry[]; cssParts: Entry[]; cssProperties: Entry[];
}
interface Manifest {
  schemaVersion: string; package: { name: string; version: string };
  modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string; declaration: { name: string } }[] }[];
}

function manifest(): Manifest {
  if (!existsSync(MANIFEST)) throw new Error('dist/custom-elements.json is missing: run `npm run build` (npm test does it first).');
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}
const declarations = () => manifest().modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
const declaration = (tag: string) => declarations().find((d) => d.tagName === tag)!;
const names = (entries: Entry[]) => entries.map((e) => e.name).sort();
const union = (pick: (d: Declaration) => Entry[]) => [...new Set(declarations().flatMap((d) => names(pick(d))))].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const SOURCE = sourceFiles(join(ROOT, 'src')).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const found = (pattern: RegExp, files = SOURCE) => [...new Set(files.flatMap((f) => [...f.text.matchAll(pattern)].map((m) => m[1])))].sort();

describe('dist/custom-elements.json', () => {
  it('is a schema 2.x manifest of this package and version, with one module that defines the four tags', () => {
    const m = manifest();
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(m.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    expect(m.package).toMatchObject({ name: pkg.name, version: pkg.version });
    expect(m.modules).toHaveLength(1);
    expect(m.modules[0].path).toBe(pkg.exports['.'].import.replace(/^\.\//, ''));
    expect(m.modules[0].exports.filter((e) => e.kind === 'custom-element-definition').map((e) => e.name).sort()).toEqual([...TAGS].sort());
    // The functions the module exports (clearStoredData: the session work of issue 22 exports it).
    expect(m.modules[0].exports.filter((e) => e.kind === 'js').map((e) => e.name).sort()).toEqual(['clearStoredData', 'defineTerrealElements']);
    for (const d of declarations()) {
      expect(d).toMatchObject({ kind: 'class', customElement: true });
      expect(d.summary.length).toBeGreaterThan(10);
      expect(m.modules[0].exports.find((e) => e.name === d.tagName)?.declaration.name).toBe(d.name);
    }
  });

  it.each(TAGS)('<%s>: the attributes listed are exactly those the running element observes', (tag) => {
    const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(names(declaration(tag).attributes)).toEqual([...observed].sort());
  });

  it('every attribute, event, part and custom property has a description; attributes and events a type', () => {
    for (const d of declarations()) {
      for (const e of [...d.attributes, ...d.events, ...d.cssParts, ...d.cssProperties]) expect(e.description.length).toBeGreaterThan(3);
      for (const e of [...d.attributes, ...d.events]) expect(e.type?.text).toBeTruthy();
    }
  });

  it('attribute defaults are real values (JavaScript expressions, as the schema means), those the README and the parsers use', () => {
    const defaults = Object.fromEntries(declaration('terreal-offres-veture').attributes.map((a) => [a.name, a.default]));
    expect(defaults).toEqual({
      userid: undefined, 'is-backoffice': 'false', 'base-url': '""', 'csrf-token': undefined, prescripteurs: '[]',
      leopard: undefined, terca: 'false', 'directeur-commercial': 'false', 'app-version': '2',
    });
    expect(readFileSync(join(ROOT, 'src/elements/OffersElement.tsx'), 'utf8')).toMatch(/DEFAULT_APP_VERSION = 2;/);
  });

  it.each(TAGS)('<%s>: every attribute has its property (fieldName, a field member typed with what a host may set)', (tag) => {
    const d = declaration(tag);
    const el = document.createElement(tag);
    for (const a of d.attributes) {
      const camel = a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(a.fieldName).toBe(camel);
      const member = d.members.find((m) => m.name === a.fieldName);
      expect(member).toMatchObject({ kind: 'field', attribute: a.name, description: a.description });
      expect(member?.default).toBe(a.default);
      expect(camel in el).toBe(true); // the running element has the property
    }
    expect(d.members).toHaveLength(d.attributes.length);
    expect(d.members.find((m) => m.name === 'userid')?.type?.text).toBe('number | `${number}`');
    expect(d.members.find((m) => m.name === 'isBackoffice')?.type?.text).toBe("boolean | 'true' | 'false'");
    if (tag !== 'terreal-contacts') expect(d.members.find((m) => m.name === 'prescripteurs')?.type?.text).toBe('{ id: number; name: string; firstname: string }[] | string');
  });

  it('types are inline (no name a tool reading the manifest would have to resolve)', () => {
    for (const d of declarations()) {
      for (const e of [...d.attributes, ...d.members, ...d.events]) expect(e.type!.text.replace(/CustomEvent</, '')).not.toMatch(/\b(Family|Prescriber|Leopard|Offre)\b/);
    }
  });

  it('descriptions are written for embedders: no internal word (r2wc, src/, issue, a test or build path)', () => {
    const texts = [manifest().modules[0] as unknown as Entry, ...manifest().modules[0].declarations as unknown as Entry[]]
      .flatMap((d) => [d, ...((d as unknown as Declaration).attributes ?? []), ...((d as unknown as Declaration).members ?? []),
        ...((d as unknown as Declaration).events ?? []), ...((d as unknown as Declaration).cssParts ?? []), ...((d as unknown as Declaration).cssProperties ?? [])])
      .flatMap((e) => [e.description ?? '', (e as unknown as Declaration).summary ?? '']);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      expect(text).not.toMatch(/r2wc|\bsrc\/|\bissue\b|\btest\/|build\/|\.tsx?\b|DESIGN\.md|SPEC\.md/i);
      expect(text.length).toBeLessThan(400);
    }
  });

  it('validates against the official Custom Elements Manifest schema (custom-elements-manifest/schema.json)', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'node_modules/custom-elements-manifest/schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const valid = validate(manifest());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(JSON.parse(readFileSync(join(ROOT, 'node_modules/custom-elements-manifest/package.json'), 'utf8')).version).toMatch(/^2\./);
  });

  it('the events are exactly those the source dispatches (env.emit and terreal-navigate), each on the right elements', () => {
    // terreal-session-expired is dispatched by the session code (issue 22's branch) before its one reload.
    const emitted = [...new Set([...found(/emit\('(terreal-[a-z-]+)'/g), 'terreal-session-expired'])].sort();
    expect(union((d) => d.events)).toEqual([...emitted, 'terreal-navigate'].sort());
    const contacts = found(/emit\('(terreal-[a-z-]+)'/g, SOURCE.filter((f) => /Contact/.test(f.path)));
    expect(names(declaration('terreal-contacts').events)).toEqual([...new Set([...contacts, 'terreal-navigate', 'terreal-session-expired'])].sort());
    for (const tag of TAGS.slice(1)) expect(names(declaration(tag).events)).toEqual(emitted.filter((e) => !contacts.includes(e)).concat('terreal-navigate').sort());
    for (const d of declarations()) {
      for (const e of d.events) expect(e.type?.text).toMatch(/^CustomEvent<\{ .+ \}>$/);
    }
  });

  it('the CSS parts are exactly the part="…" the source renders', () => {
    expect(union((d) => d.cssParts)).toEqual(found(/\bpart="([a-z-]+)"/g));
  });

  it('the custom properties are exactly the --terreal-* the styles declare, with the same defaults', () => {
    const base = readFileSync(join(ROOT, 'src/styles/base.ts'), 'utf8');
    const declared = Object.fromEntries([...base.matchAll(/(--terreal-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
    for (const d of declarations()) {
      expect(names(d.cssProperties)).toEqual(Object.keys(declared).sort());
      for (const p of d.cssProperties) if (p.default !== undefined) expect(p.default).toBe(declared[p.name]);
    }
    expect(found(/var\((--terreal-[a-z-]+)\)/g).every((name) => name in declared)).toBe(true);
  });

  it('the running elements carry a version (customElements.get(tag).version)', () => {
    for (const tag of TAGS) expect((customElements.get(tag) as unknown as { version: string }).version).toBe(VERSION);
  });
});

describe('dist/vscode.html-custom-data.json (generated from the manifest)', () => {
  interface Data { version: number; tags: { name: string; description: { value: string }; attributes: { name: string; description: { value: string }; values?: { name: string }[] }[] }[] }
  const data = (): Data => JSON.parse(readFileSync(join(ROOT, 'dist/vscode.html-custom-data.json'), 'utf8')) as Data;

  it('is VS Code custom data 1.1 naming every tag and attribute of the manifest, with their descriptions', () => {
    const d = data();
    expect(d.version).toBe(1.1);
    expect(d.tags.map((t) => t.name).sort()).toEqual([...TAGS].sort());
    for (const tag of d.tags) {
      const decl = declaration(tag.name);
      expect(tag.description.value).toContain(decl.summary);
      for (const e of decl.events) expect(tag.description.value).toContain(`\`${e.name}\``);
      expect(tag.attributes.map((a) => a.name).sort()).toEqual(names(decl.attributes));
      for (const a of tag.attributes) expect(a.description.value).toContain(decl.attributes.find((x) => x.name === a.name)!.description);
    }
  });

  it('boolean attributes offer the values "true" and "false", the others none', () => {
    for (const tag of data().tags) {
      for (const a of tag.attributes) {
        const type = declaration(tag.name).attributes.find((x) => x.name === a.name)!.type!.text;
        expect(a.values?.map((v) => v.name)).toEqual(type === 'boolean' ? ['true', 'false'] : undefined);
      }
    }
  });
});

describe('dist/web-types.json (JetBrains IDEs, generated from the manifest)', () => {
  interface WebTypes {
    name: string; version: string;
    contributions: { html: { elements: { name: string; attributes: { name: string; value: { type: string } }[]; js: { properties: { name: string }[]; events: { name: string }[] } }[] } };
  }
  const webTypes = (): WebTypes => JSON.parse(readFileSync(join(ROOT, 'dist/web-types.json'), 'utf8')) as WebTypes;

  it('names every tag with its attributes (typed), properties and events; package.json points at it', () => {
    const w = webTypes();
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(w).toMatchObject({ name: pkg.name, version: pkg.version });
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(w.contributions.html.elements.map((e) => e.name).sort()).toEqual([...TAGS].sort());
    for (const el of w.contributions.html.elements) {
      const decl = declaration(el.name);
      expect(el.attributes.map((a) => a.name).sort()).toEqual(names(decl.attributes));
      expect(el.attributes.find((a) => a.name === 'is-backoffice')?.value.type).toBe('boolean');
      expect(el.js.properties.map((p) => p.name).sort()).toEqual(decl.members.map((m) => m.name).sort());
      expect(el.js.events.map((e) => e.name).sort()).toEqual(names(decl.events));
    }
  });
});

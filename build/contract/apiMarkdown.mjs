// docs/api.md from the Custom Elements Manifest (pure: manifest in, Markdown out). `npm run docs:api`
// writes it; test/elements/apiDocs.test.ts fails when the committed file is not what the manifest gives.
import { detailOf, elementsOf, functionsOf } from './typesFromManifest.mjs';

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => (text === undefined || text === '' ? '' : `\`${cell(text)}\``);
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];

export function apiMarkdown(manifest) {
  const elements = elementsOf(manifest);
  const [first] = elements;
  const shared = (key) => first[key].filter((x) => elements.every((el) => el[key].some((y) => y.name === x.name)));
  const own = (el, key) => el[key].filter((x) => !shared(key).some((y) => y.name === x.name));
  const out = [`# ${manifest.package.name} ${manifest.package.version}: API reference`, '',
    '<!-- Generated from dist/custom-elements.json by `npm run docs:api`; do not edit. -->', '',
    manifest.package.description, '',
    '| element | entry point | summary |', '|---|---|---|',
    ...elements.map((el) => `| \`<${el.tagName}>\` | \`${manifest.package.name}/${el.tagName.replace(/^terreal-/, '')}\` | ${cell(el.summary)} |`), '',
    'Every attribute has a property of the camelCase name (`is-backoffice` → `isBackoffice`). Booleans are written `"true"` / `"false"` in HTML; a property also takes `true` / `false`, numbers, and for `prescripteurs` and `leopard` the array or object itself.', '',
    '## Shared by every element', '', '### Attributes and properties', '',
    ...table(['attribute', 'property', 'type', 'default', 'description'], shared('attributes').map((a) => [code(a.name), code(a.fieldName), code(a.type.text), code(a.default), cell(a.description)])), '',
    '### Events', '', 'They bubble and are composed: listen on the element or on `document`.', '',
    ...table(['event', 'detail', 'description'], shared('events').map((e) => [code(e.name), code(detailOf(e)), cell(e.description)])), '',
    '### CSS parts', '', ...table(['part', 'description'], shared('cssParts').map((p) => [code(p.name), cell(p.description)])), '',
    '### CSS custom properties', '', ...table(['property', 'default', 'description'], shared('cssProperties').map((p) => [code(p.name), code(p.default), cell(p.description)])), ''];
  for (const el of elements) {
    out.push(`## \`<${el.tagName}>\``, '', el.summary, '', el.description, '');
    const attributes = own(el, 'attributes');
    if (attributes.length) out.push('Attributes and properties, besides the shared ones:', '', ...table(['attribute', 'property', 'type', 'default', 'description'], attributes.map((a) => [code(a.name), code(a.fieldName), code(a.type.text), code(a.default), cell(a.description)])), '');
    const events = own(el, 'events');
    if (events.length) out.push('Events, besides the shared ones:', '', ...table(['event', 'detail', 'description'], events.map((e) => [code(e.name), code(detailOf(e)), cell(e.description)])), '');
  }
  out.push('## Functions', '', ...table(['function', 'description'], functionsOf(manifest).map((f) => [code(`${f.name}()`), cell(f.description)])), '');
  return out.join('\n');
}

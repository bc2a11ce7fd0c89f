// A @custom-elements-manifest/analyzer plugin for elements made by r2wc from function components.
// The analyzer documents classes; our elements are functions wrapped at run time, so their JSDoc carries
// the contract with the analyzer's usual tags (@attr, @fires, @csspart, @cssprop, @summary) plus:
//   @tagname <tag> [- summary]   one or more tags defined from this function (one declaration each)
//   @elementBase                 tags every element shares (on defineTerrealElements)
//   @function <name> - text      a function the bundle exports (in the base block)
// Each attribute has a property (camelCase, as r2wc maps them: `is-backoffice` → `isBackoffice`): the
// plugin writes it as a field member with the attribute's `fieldName`, typed with what a host may set.
// Named types (build/contract/namedTypes.mjs) are written inline. The declarations are gathered into one
// module, the package's main ES module.
import { parse } from 'comment-parser';
import { inlineTypes } from './namedTypes.mjs';

const noDash = (text) => text.replace(/^\s*-\s*/, '').replace(/\s+/g, ' ').trim();
const className = (tag) => `${tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())}Element`;
export const fieldNameOf = (attribute) => attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** What a host may set on the property of an attribute of this (parsed) type. */
export function propertyTypeOf(attributeType) {
  if (attributeType === 'boolean') return "boolean | 'true' | 'false'";
  if (attributeType === 'number') return 'number | `${number}`';
  if (attributeType === 'string') return 'string';
  return `${attributeType} | string`; // JSON: the value itself, or its JSON text
}

/** The contract described by one JSDoc block (comment-parser's tags → manifest fields). */
export function contractOf(block) {
  const out = {
    tags: [], base: false, description: noDash(block.description), attributes: [], events: [], cssParts: [], cssProperties: [], functions: [],
  };
  for (const t of block.tags) {
    const description = noDash(t.description);
    const withDefault = (entry) => (t.default === undefined ? entry : { ...entry, default: t.default });
    switch (t.tag) {
      case 'elementBase': out.base = true; break;
      case 'tagname': out.tags.push({ name: t.name, summary: description }); break;
      case 'summary': out.summary = [t.name, description].filter(Boolean).join(' '); break;
      case 'attr':
        out.attributes.push(withDefault({ name: t.name, type: { text: inlineTypes(t.type || 'string') }, description, fieldName: fieldNameOf(t.name) }));
        break;
      case 'fires': out.events.push({ name: t.name, type: { text: `CustomEvent<${inlineTypes(t.type)}>` }, description }); break;
      case 'csspart': out.cssParts.push({ name: t.name, description }); break;
      case 'cssprop': out.cssProperties.push(withDefault({ name: t.name, description })); break;
      case 'function': out.functions.push({ kind: 'function', name: t.name, description, return: { type: { text: 'void' } } }); break;
      default: break;
    }
  }
  return out;
}

/** The field member of an attribute (the property a framework sets). */
export function memberOf(attribute) {
  const member = {
    kind: 'field', name: attribute.fieldName, type: { text: propertyTypeOf(attribute.type.text) }, description: attribute.description, attribute: attribute.name,
  };
  return attribute.default === undefined ? member : { ...member, default: attribute.default };
}

export function r2wcElementsPlugin({ modulePath, packageJson }) {
  let base = null;
  const elements = [];
  return {
    name: 'terreal-r2wc-elements',
    analyzePhase({ ts, node }) {
      if (!ts.isFunctionDeclaration(node) || !node.jsDoc) return;
      for (const doc of node.jsDoc) {
        const [block] = parse(doc.getFullText());
        if (!block) continue;
        const contract = contractOf(block);
        if (contract.base) base = contract;
        for (const tag of contract.tags) elements.push({ tag, contract });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      if (!base) throw new Error('r2wc plugin: no JSDoc block with @elementBase was found');
      const merge = (key, own) => [...base[key], ...own[key]];
      const declarations = elements.map(({ tag, contract }) => {
        const attributes = merge('attributes', contract);
        return {
          kind: 'class',
          name: className(tag.name),
          tagName: tag.name,
          customElement: true,
          summary: tag.summary || contract.summary || '',
          description: contract.description,
          superclass: { name: 'HTMLElement' },
          attributes,
          members: attributes.map(memberOf),
          events: merge('events', contract),
          cssParts: merge('cssParts', contract),
          cssProperties: merge('cssProperties', contract),
        };
      });
      const functions = base.functions;
      customElementsManifest.modules = [{
        kind: 'javascript-module',
        path: modulePath,
        description: `${packageJson.name} ${packageJson.version}: loading it defines every element (idempotent).`,
        declarations: [...declarations, ...functions],
        exports: [
          ...declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: modulePath } })),
          ...functions.map((f) => ({ kind: 'js', name: f.name, declaration: { name: f.name, module: modulePath } })),
        ],
      }];
      customElementsManifest.schemaVersion = '2.1.0'; // the fields written here are those of schema 2.x
      customElementsManifest.package = { name: packageJson.name, version: packageJson.version, description: packageJson.description };
    },
  };
}

// A @custom-elements-manifest/analyzer plugin for elements made by r2wc from function components.
// The analyzer documents classes; our elements are functions wrapped by r2wc at run time, so their JSDoc
// carries the contract with the analyzer's usual tags (@attr, @fires, @csspart, @cssprop, @summary) plus:
//   @tagname <tag> [- summary]   one or more tags defined from this function (one declaration each)
//   @elementBase                 tags every element shares (on defineElement, which wraps them all)
// The declarations are gathered into one module, the shipped ES module, since the package is a bundle.
import { parse } from 'comment-parser';

const noDash = (text) => text.replace(/^\s*-\s*/, '').replace(/\s+/g, ' ').trim();
const className = (tag) => `${tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())}Element`;

/** The contract described by one JSDoc block (comment-parser's tags → manifest fields). */
export function contractOf(block) {
  const out = { tags: [], base: false, description: noDash(block.description), attributes: [], events: [], cssParts: [], cssProperties: [] };
  for (const t of block.tags) {
    const description = noDash(t.description);
    const withDefault = (entry) => (t.default === undefined ? entry : { ...entry, default: t.default });
    switch (t.tag) {
      case 'elementBase': out.base = true; break;
      case 'tagname': out.tags.push({ name: t.name, summary: description }); break;
      case 'summary': out.summary = [t.name, description].filter(Boolean).join(' '); break;
      case 'attr':
        out.attributes.push(withDefault({ name: t.name, type: { text: t.type || 'string' }, description }));
        break;
      case 'fires': out.events.push({ name: t.name, type: { text: `CustomEvent<${t.type}>` }, description }); break;
      case 'csspart': out.cssParts.push({ name: t.name, description }); break;
      case 'cssprop': out.cssProperties.push(withDefault({ name: t.name, description })); break;
      default: break;
    }
  }
  return out;
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
      const declarations = elements.map(({ tag, contract }) => ({
        kind: 'class',
        name: className(tag.name),
        tagName: tag.name,
        customElement: true,
        summary: tag.summary || contract.summary || '',
        description: contract.description,
        superclass: { name: 'HTMLElement' },
        attributes: merge('attributes', contract),
        events: merge('events', contract),
        cssParts: merge('cssParts', contract),
        cssProperties: merge('cssProperties', contract),
      }));
      customElementsManifest.modules = [{
        kind: 'javascript-module',
        path: modulePath,
        description: `${packageJson.name} ${packageJson.version}: loading it defines every element (idempotent).`,
        declarations,
        exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: modulePath } })),
      }];
      customElementsManifest.schemaVersion = '2.1.0'; // the fields written here are those of schema 2.x
      customElementsManifest.package = { name: packageJson.name, version: packageJson.version, description: packageJson.description };
    },
  };
}

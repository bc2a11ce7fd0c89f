// VS Code's HTML custom data (html.customData) from the Custom Elements Manifest: completion and hover
// docs for the tags and their attributes in HTML and Blade files.

const md = (value) => ({ kind: 'markdown', value });

function tagDocs(el) {
  const lines = [el.summary, '', el.description];
  if (el.events.length) lines.push('', '**Events**', ...el.events.map((e) => `- \`${e.name}\` (detail \`${e.type.text.replace(/^CustomEvent<(.*)>$/, '$1')}\`): ${e.description}`));
  if (el.cssParts.length) lines.push('', '**CSS parts**', el.cssParts.map((p) => `\`${p.name}\``).join(', '));
  if (el.cssProperties.length) lines.push('', '**CSS custom properties**', el.cssProperties.map((p) => `\`${p.name}\``).join(', '));
  return md(lines.join('\n'));
}

export function vscodeDataFromManifest(manifest) {
  const elements = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement));
  return {
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: tagDocs(el),
      attributes: el.attributes.map((a) => ({
        name: a.name,
        description: md(`${a.description}${a.default === undefined ? '' : `\n\nDefault: \`${a.default}\``}\n\nType: \`${a.type.text}\``),
        ...(a.type.text === 'boolean' ? { values: [{ name: 'true' }, { name: 'false' }] } : {}),
      })),
    })),
  };
}

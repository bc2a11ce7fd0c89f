// The named types the elements' JSDoc may use in {braces}. The manifest carries them inline (a tool
// reading it, such as a Vue or JetBrains generator, resolves nothing); the .d.ts also exports them by name.
export const NAMED_TYPES = {
  Family: {
    description: 'An offer family (one element each).',
    text: "'bardages' | 'parement' | 'veture'",
  },
  Prescriber: {
    description: 'One prescriber of `prescripteurs`.',
    text: '{ id: number; name: string; firstname: string }',
  },
  Leopard: {
    description: 'The Leopard landing data (`leopard`).',
    text: '{ querystring: string; leopard_data: { origine?: string; [key: string]: unknown } }',
  },
  Offre: {
    description: 'An offer row as the list shows it (the clone event\'s `clone`); every field of the offers API is present.',
    text: '{ id: number; offre_ref: string; offre_nom: string; offre_statut: string; [field: string]: unknown }',
  },
};

/** `text` with every named type replaced by its inline definition (arrays of objects are parenthesised only when needed). */
export function inlineTypes(text) {
  return text.replace(/\b([A-Z][A-Za-z]+)\b/g, (name) => (name in NAMED_TYPES ? NAMED_TYPES[name].text : name))
    .replace(/('bardages' \| 'parement' \| 'veture')\[\]/g, '($1)[]');
}

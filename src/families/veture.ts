// Wall tiles: two quoting tools (Thermoreal-Gebrik, Kess), chosen by a selector kept in ?o=, carried by the
// edit links and naming the new-offer page.
import { familyBase, type FamilyConfig } from './family';

const base = familyBase('veture');

export const veture: FamilyConfig = {
  ...base,
  tools: true,
  links: { ...base.links, editTool: true, newOfferVariants: ['gebrik', 'kess'] },
  newOfferLinks: ({ tool }) => [{ label: tool === 'kess' ? 'newOfferKess' : 'newOfferGebrik', variant: tool }],
};

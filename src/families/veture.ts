// Wall tiles: two quoting tools (Thermoreal-Gebrik, Kess), chosen by a selector kept in ?o=.
import { familyBase, type FamilyConfig } from './family';

export const veture: FamilyConfig = {
  ...familyBase('veture'),
  tools: true,
  newOfferLinks: ({ tool }) => [{ label: tool === 'kess' ? 'newOfferKess' : 'newOfferGebrik', variant: tool }],
};

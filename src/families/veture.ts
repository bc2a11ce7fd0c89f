// Wall tiles: two quoting tools (Thermoreal-Gebrik, Kess), chosen by a radio group kept in ?o=, carried by
// the edit links and naming the new-offer page (SPEC.md §2), and the old-price-list clone warning (§5).
import { oneOf, type OfferScope } from '../core/offerScope';
import { fr } from '../i18n/fr';
import { familyBase, type FamilyConfig } from './family';

const base = familyBase('veture');
const t = fr.offers.tools;

/** The tools, kept in ?o=: Thermoreal-Gebrik (gebrik, the default) and Kess (TEST) (kess). */
const scope: OfferScope = {
  legend: t.legend,
  param: 'o',
  options: {
    // `Attention !` on cloning an offer made with an old version of the Gebrik tool: not from kess (SPEC.md §5).
    gebrik: { ...t.gebrik, cloneWarning: true },
    kess: t.kess,
  },
  default: 'gebrik',
  // An offer without a tool, or with anything but exactly kess once trimmed and lowercased, counts as gebrik.
  match: (value) => oneOf(['kess'], 'gebrik', value),
};

export const veture: FamilyConfig = {
  ...base,
  scope,
  // /veture/nouvelle/{tool}, one variant per tool, the default first (anything else falls back to it;
  // test/core/offerScope.test.ts checks they are the tools).
  links: { ...base.links, scope, newOfferVariants: ['gebrik', 'kess'] },
  newOfferLinks: ({ tool }) => {
    const variant = scope.match(tool);
    return [{ label: scope.options[variant].newOffer, variant }];
  },
};

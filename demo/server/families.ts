// What differs between the three offer families on the server, as data (issue 10: nothing branches on a
// family's name). The widgets' own description (src/families) says which families have tools and which
// new-offer links they show; this table adds what only the server needs.
import { newOfferVariant } from '../../src/core/links';
import type { Family } from '../../src/core/types';
import { FAMILY_CONFIGS } from '../../src/families';

export interface ServerFamily {
  /** Shown in page titles and the PDF. */
  label: string;
  /** Offer references '<prefix>-<year>-<sequence>'. */
  refPrefix: string;
  /** Offers carry a transport destination and linear metres (exports show them). */
  transport: boolean;
}

export const SERVER_FAMILIES: Record<Family, ServerFamily> = {
  bardages: { label: 'Bardages', refPrefix: 'BAR', transport: true },
  parement: { label: 'Parement', refPrefix: 'PAR', transport: false },
  veture: { label: 'Vêture', refPrefix: 'VET', transport: false },
};

/** The family has quoting tools (veture): the tool selector, ?o= and the old-price-list clone rule. */
export const hasTools = (family: Family): boolean => FAMILY_CONFIGS[family].tools;

/** Every new-offer variant of the family (its link shape), the default first. */
export const offerVariants = (family: Family): string[] => [...FAMILY_CONFIGS[family].links.newOfferVariants];

/**
 * The variant a /{family}/nouvelle/{variant} page shows: a known one as asked; for a family with tools
 * anything else falls back as the widget reads a variant (SPEC.md: gebrik); otherwise null (404).
 */
export function pageVariant(family: Family, asked: string): string | null {
  if (offerVariants(family).includes(asked)) return asked;
  return hasTools(family) ? newOfferVariant(FAMILY_CONFIGS[family].links, asked) : null;
}

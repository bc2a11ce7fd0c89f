// What differs between the three offer families on the server, as data (issue 10: nothing branches on a
// family's name). The widgets' own description (src/families) says which families have tools and which
// new-offer links they show; this table adds what only the server needs.
import { parseTool } from '../../src/core/offerRules';
import type { Family, Tool } from '../../src/core/types';
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

const TOOLS: readonly Tool[] = ['gebrik', 'kess'];

/** The family has quoting tools (veture): the tool selector, ?o= and the old-price-list clone rule. */
export const hasTools = (family: Family): boolean => FAMILY_CONFIGS[family].tools;

/** Every new-offer variant the family's links can name (any terca flag, any tool). */
export function offerVariants(family: Family): string[] {
  const links = [true, false].flatMap((terca) => TOOLS.flatMap((tool) => FAMILY_CONFIGS[family].newOfferLinks({ terca, tool })));
  return [...new Set(links.map((l) => l.variant))];
}

/**
 * The variant a /{family}/nouvelle/{variant} page shows: a known one as asked; for a family with tools
 * anything else falls back as the widget parses a tool (SPEC.md: gebrik); otherwise null (404).
 */
export function pageVariant(family: Family, asked: string): string | null {
  if (offerVariants(family).includes(asked)) return asked;
  return hasTools(family) ? parseTool(asked) : null;
}

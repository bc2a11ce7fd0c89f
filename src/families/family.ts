// What differs between the three offer lists, as data. The offers screen, src/core's link builders and the
// reference server read only this: nothing branches on a family's name.
import type { OfferLinkShape } from '../core/links';
import type { OfferColumnKey } from '../core/offerColumns';
import { statusOptions, type StatusCode, type StatusOption } from '../core/offerRules';
import type { Family, Tool } from '../core/types';

export type { OfferColumnKey };

export interface NewOfferLink {
  /** Key into fr.offers for the label. */
  label: 'newOffer' | 'newOfferTerca' | 'newOfferGebrik' | 'newOfferKess';
  variant: string;
}

export interface FamilyConfig {
  family: Family;
  tag: string;
  /** The columns shown (declared in core/offerColumns), in order; their filters come with them. */
  columns: readonly OfferColumnKey[];
  productFilter: boolean;
  /** The commercial statuses of the status select and filter, in display order. */
  statusOptions: readonly StatusOption[];
  /** Veture: the Thermoreal-Gebrik / Kess selector, the tool in edit links and the clone warning. */
  tools: boolean;
  /** The shape of the edit and new-offer links (SPEC.md §2). */
  links: OfferLinkShape;
  /** The new-offer links shown for the current context (each variant one of links.newOfferVariants). */
  newOfferLinks(context: { terca: boolean; tool: Tool }): NewOfferLink[];
}

export const COMMON_COLUMNS: readonly OfferColumnKey[] = [
  'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client', 'qte_m2', 'budget', 'projet_livraison',
  'offre_statut', 'offre_ref', 'actions',
];

/** The statuses every family offers. */
export const COMMON_STATUSES: readonly StatusCode[] = ['10', '20', '30', '40'];

export function familyBase(family: Family): Omit<FamilyConfig, 'newOfferLinks'> {
  return {
    family,
    tag: `terreal-offres-${family}`,
    columns: COMMON_COLUMNS,
    productFilter: false,
    statusOptions: statusOptions(COMMON_STATUSES),
    tools: false,
    links: { path: family, editTool: false, newOfferVariants: ['terreal'] },
  };
}

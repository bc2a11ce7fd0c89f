// What differs between the three offer lists, as data. The offers screen, src/core's link builders and the
// reference server read only this: nothing branches on a family's name.
import type { OfferLinkShape } from '../core/links';
import type { OfferColumnKey } from '../core/offerColumns';
import { statusOptions, type StatusCode, type StatusOption } from '../core/offerRules';
import type { OfferScope } from '../core/offerScope';

export type { OfferColumnKey };

/** An offer family: one element, one list and one path each. */
export type Family = 'bardages' | 'parement' | 'veture';

export interface NewOfferLink {
  /** The link's text (from i18n/fr.ts). */
  label: string;
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
  /**
   * A list shown one part at a time (core/offerScope): its radio group, the choice kept in the address, the
   * saved and kept views and the export, the edit links' parameter, the new-offer link and the clone warning.
   */
  scope?: OfferScope;
  /** The shape of the edit and new-offer links (SPEC.md §2). */
  links: OfferLinkShape;
  /** The new-offer links shown for the current context (each variant one of links.newOfferVariants). */
  newOfferLinks(context: { terca: boolean; tool: string }): NewOfferLink[];
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
    links: { path: family, newOfferVariants: ['terreal'] },
  };
}

// What differs between the three offer lists, as data. The offers screen reads only this.
import type { OfferColumnKey } from '../core/offerColumns';
import { statusOptions, type StatusOption } from '../core/offerRules';
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
  statusOptions: readonly StatusOption[];
  /** Veture: the Thermoreal-Gebrik / Kess selector, the tool in edit links and the clone warning. */
  tools: boolean;
  /** The new-offer links shown for the current context. */
  newOfferLinks(context: { terca: boolean; tool: Tool }): NewOfferLink[];
}

export const COMMON_COLUMNS: readonly OfferColumnKey[] = [
  'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client', 'qte_m2', 'budget', 'projet_livraison',
  'offre_statut', 'offre_ref', 'actions',
];

export function familyBase(family: Family): Omit<FamilyConfig, 'newOfferLinks'> {
  return {
    family,
    tag: `terreal-offres-${family}`,
    columns: COMMON_COLUMNS,
    productFilter: false,
    statusOptions: statusOptions(family),
    tools: false,
  };
}

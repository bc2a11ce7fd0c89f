// What differs between the three offer lists, as data. The offers screen reads only this.
import type { OfferTextField } from '../core/offerFilters';
import { statusOptions, type StatusOption } from '../core/offerRules';
import type { Family, Tool } from '../core/types';

/** The columns an offers table can show, in display order. */
export type OfferColumnKey =
  | 'offre_nom' | 'offre_date' | 'projet_ref' | 'projet_nom' | 'client' | 'transport_dest' | 'qte_m2'
  | 'qte_ml' | 'budget' | 'projet_livraison' | 'offre_statut' | 'offre_ref' | 'actions';

export type NumericFilterKey = 'surface' | 'budget' | 'ml';

export interface NewOfferLink {
  /** Key into fr.offers for the label. */
  label: 'newOffer' | 'newOfferTerca' | 'newOfferGebrik' | 'newOfferKess';
  variant: string;
}

export interface FamilyConfig {
  family: Family;
  tag: string;
  columns: readonly OfferColumnKey[];
  textFilters: readonly OfferTextField[];
  numericFilters: readonly NumericFilterKey[];
  productFilter: boolean;
  statusOptions: readonly StatusOption[];
  /** Veture: the Thermoreal-Gebrik / Kess selector, the tool in edit links and the clone warning. */
  tools: boolean;
  /** The new-offer links shown for the current context. */
  newOfferLinks(context: { terca: boolean; tool: Tool }): NewOfferLink[];
}

const COMMON_TEXT_FILTERS: readonly OfferTextField[] = [
  'offre_nom', 'offre_ref', 'offre_date', 'projet_ref', 'projet_nom', 'projet_livraison',
  'client_societe', 'client_cp', 'client_ville',
];

export const COMMON_COLUMNS: readonly OfferColumnKey[] = [
  'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client', 'qte_m2', 'budget', 'projet_livraison',
  'offre_statut', 'offre_ref', 'actions',
];

export function familyBase(family: Family): Omit<FamilyConfig, 'newOfferLinks'> {
  return {
    family,
    tag: `terreal-offres-${family}`,
    columns: COMMON_COLUMNS,
    textFilters: COMMON_TEXT_FILTERS,
    numericFilters: ['surface', 'budget'],
    productFilter: false,
    statusOptions: statusOptions(family),
    tools: false,
  };
}

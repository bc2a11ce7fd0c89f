// Every column an offers table can show, declared once: header, sort value, cell kind, filter, totals,
// card role, and whether the column chooser may hide it. A family lists the keys it shows (src/families).
// Adding a column: one entry here, its header in i18n/fr.ts, its key in the families that show it.
import { fr } from '../i18n/fr';
import { formatDate, formatDecimal, formatMoney } from './format';
import type { OfferTextField, RangeKey } from './offerFilters';
import type { ColumnDef } from './columns';
import type { Offer } from './types';

/** How a cell is rendered: 'text' shows `text(offer)`; the others are controls the screen draws. */
export type OfferCell =
  | { kind: 'text'; text(offer: Offer): string }
  | { kind: 'client' }
  | { kind: 'delivery' }
  | { kind: 'status' }
  | { kind: 'actions' };

/** The filter under a column: text boxes (one per field), a min/max pair, or the status select. */
export type OfferFilterDef =
  | { kind: 'text'; fields: readonly OfferTextField[] }
  | { kind: 'range'; range: RangeKey }
  | { kind: 'status' };

export type OfferColumnDef = ColumnDef<Offer, OfferColumnKey, OfferCell, OfferFilterDef> & {
  /** The sum shown on the totals line. */
  total?: RangeKey;
};

export type OfferColumnKey =
  | 'offre_nom' | 'offre_date' | 'projet_ref' | 'projet_nom' | 'client' | 'transport_dest' | 'qte_m2'
  | 'qte_ml' | 'budget' | 'projet_livraison' | 'offre_statut' | 'offre_ref' | 'actions';

const h = fr.offers.columns;
const text = (read: (o: Offer) => string): OfferCell => ({ kind: 'text', text: read });
const textFilter = (...fields: OfferTextField[]): OfferFilterDef => ({ kind: 'text', fields });

export const OFFER_COLUMNS: Record<OfferColumnKey, OfferColumnDef> = {
  offre_nom: {
    key: 'offre_nom', header: h.offre_nom, required: true, pin: 'start', card: 'title',
    sortable: true, sortValue: (o) => o.offre_nom, cell: text((o) => o.offre_nom), filter: textFilter('offre_nom'),
  },
  offre_date: {
    key: 'offre_date', header: h.offre_date, nowrap: true,
    sortable: true, sortValue: (o) => o.offre_date, cell: text((o) => formatDate(o.offre_date)), filter: textFilter('offre_date'),
  },
  projet_ref: {
    key: 'projet_ref', header: h.projet_ref, nowrap: true,
    sortable: true, sortValue: (o) => o.projet_ref, cell: text((o) => o.projet_ref), filter: textFilter('projet_ref'),
  },
  projet_nom: {
    key: 'projet_nom', header: h.projet_nom,
    sortable: true, sortValue: (o) => o.projet_nom, cell: text((o) => o.projet_nom), filter: textFilter('projet_nom'),
  },
  client: {
    key: 'client', header: h.client, card: 'field',
    sortable: true, sortValue: (o) => o.client_societe, cell: { kind: 'client' },
    filter: textFilter('client_societe', 'client_cp', 'client_ville'),
  },
  transport_dest: {
    key: 'transport_dest', header: h.transport_dest,
    sortable: true, sortValue: (o) => o.transport_dest, cell: text((o) => o.transport_dest), filter: textFilter('transport_dest'),
  },
  qte_m2: {
    key: 'qte_m2', header: h.qte_m2, align: 'right', nowrap: true, total: 'surface',
    sortable: true, sortValue: (o) => o.qte_m2, cell: text((o) => formatDecimal(o.qte_m2)), filter: { kind: 'range', range: 'surface' },
  },
  qte_ml: {
    key: 'qte_ml', header: h.qte_ml, align: 'right', nowrap: true, total: 'ml',
    sortable: true, sortValue: (o) => o.qte_ml, cell: text((o) => formatDecimal(o.qte_ml)), filter: { kind: 'range', range: 'ml' },
  },
  budget: {
    key: 'budget', header: h.budget, align: 'right', nowrap: true, total: 'budget', card: 'field',
    sortable: true, sortValue: (o) => o.budget, cell: text((o) => o.budget_produits || formatMoney(o.budget)),
    filter: { kind: 'range', range: 'budget' },
  },
  projet_livraison: {
    key: 'projet_livraison', header: h.projet_livraison, nowrap: true, card: 'field',
    sortable: true, sortValue: (o) => o.projet_livraison, cell: { kind: 'delivery' }, filter: textFilter('projet_livraison'),
  },
  offre_statut: {
    key: 'offre_statut', header: h.offre_statut, required: true, pin: 'end', card: 'controls',
    sortable: true, sortValue: (o) => (o.offre_statut === '' ? null : Number(o.offre_statut)), cell: { kind: 'status' },
    filter: { kind: 'status' },
  },
  offre_ref: {
    key: 'offre_ref', header: h.offre_ref, nowrap: true, card: 'subtitle',
    sortable: true, sortValue: (o) => o.offre_ref, cell: text((o) => o.offre_ref), filter: textFilter('offre_ref'),
  },
  actions: { key: 'actions', header: fr.common.actions, required: true, nowrap: true, pin: 'end', card: 'controls', cell: { kind: 'actions' } },
};

/** The default sort (SPEC.md §9: offers by id, descending) sorts by a value no column shows. */
export const OFFER_ID_SORT = (o: Offer) => o.id;

/** A family's columns, in its order. */
export function offerColumnsOf(keys: readonly OfferColumnKey[]): OfferColumnDef[] {
  return keys.map((k) => OFFER_COLUMNS[k]);
}

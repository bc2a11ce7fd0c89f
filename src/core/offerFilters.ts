// Offer list filters (SPEC.md §5), derived from the column declarations (core/offerColumns) and shared by
// the widget and the exports (core/offerExport), so an export contains exactly the rows the table shows.
import { filtersOfColumns, searchOfColumns } from './columns';
import { codesFilter, type FlagFilterDef, initialFilters, type FilterDef, type FilterValues } from './listFilters';
import type { ListDefinition } from './listModel';
import { OFFER_COLUMNS, STATUS_FILTER, textFiltersOf, type OfferTextField } from './offerColumns';
import { isQuarterBefore, parisQuarter } from './quarter';
import type { Offer } from './types';

export { matchesText } from './textFilter';
export type { OfferTextField };

/** Product codes (`Filtrer par produit`, for the families that show it): an offer is kept when its produits contains any of them. */
export const PRODUCT_FILTER = codesFilter<Offer>('produits', 'prods', (o) => o.produits);

/**
 * `Livraison dépassée`: only the offers whose delivery quarter is before the current one in Paris,
 * drafts included; `depassee=1` in the export query when on.
 */
export const OVERDUE_FILTER: FlagFilterDef<Offer> = {
  kind: 'flag', id: 'depassee', param: 'depassee', at: parisQuarter, test: (o, current) => isQuarterBefore(o.projet_livraison, current),
};

/** How many of `rows` have a delivery quarter before `current` (the quarter in Paris now, core/quarter parisQuarter): the toggle's figure. */
export function countOverdue(rows: readonly Offer[], current: string): number {
  // Counted at every key over thousands of rows holding a few dozen quarters: each quarter is read once.
  const overdue = new Map<string | null, boolean>();
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const quarter = rows[i].projet_livraison;
    let is = overdue.get(quarter);
    if (is === undefined) overdue.set(quarter, (is = isQuarterBefore(quarter, current)));
    if (is) n++;
  }
  return n;
}

/** SPEC.md §7's order of the Excel query: products, the min/max pairs, the status, then each text box; then the overdue toggle. */
const QUERY_ORDER: Record<FilterDef<Offer>['kind'], number> = { codes: 0, min: 1, max: 1, choice: 2, text: 3, flag: 4 };

/**
 * Every offer filter, in the Excel query's order: the columns' filters (every column, whatever the family
 * shows, as the export query always carries every key) and the products.
 */
export const OFFER_FILTERS: readonly FilterDef<Offer>[] = [PRODUCT_FILTER, ...filtersOfColumns(Object.values(OFFER_COLUMNS)), OVERDUE_FILTER]
  .sort((a, b) => QUERY_ORDER[a.kind] - QUERY_ORDER[b.kind]);

/**
 * Every text-filtered field, in declaration order (also the order of the Excel query, SPEC.md §7). Tests and
 * the server read it: marked pure, so the bundle drops it.
 */
export const OFFER_TEXT_FIELDS: readonly OfferTextField[] = /* @__PURE__ */ (() => textFiltersOf(Object.values(OFFER_COLUMNS)).map((box) => box.id))();

/** The offer lists: their filters, the quick search over the columns that declare one, the status summary. */
export const OFFER_LIST: ListDefinition<Offer> = {
  filters: OFFER_FILTERS,
  search: searchOfColumns(Object.values(OFFER_COLUMNS)),
  summaryFilter: STATUS_FILTER.id,
  toggleFilter: OVERDUE_FILTER.id,
};

/**
 * The filter state of an offer list: one value per filter id (each text box's field, surface_min …
 * ml_max, produits, statut) and `q`, the quick search.
 */
export type OfferFilters = FilterValues & { readonly produits: readonly string[]; readonly statut: string; readonly q: string; readonly depassee: string };

/** No text, no bounds, no products, status 10 (SPEC.md §2), no quick search, every delivery. */
export const DEFAULT_OFFER_FILTERS = initialFilters(OFFER_FILTERS) as OfferFilters;

// Offer list filters (SPEC.md §5), shared by the widget and the reference server's Excel export,
// so the export contains exactly the rows the table shows.
import type { fr } from '../i18n/fr';
import { toNumber } from './normalize';
import { OFFER_COLUMNS, textFiltersOf, type TextFilterBox } from './offerColumns';
import { formatDecimal, formatMoney } from './format';
import { quickMatcher, searchTexts } from './quickSearch';
import { foldQuery } from './textFilter';
import type { Offer } from './types';

export { matchesText } from './textFilter';

/** A field a text filter box can filter: one with a French label (fr.offers.textFilters). */
export type OfferTextField = keyof typeof fr.offers.textFilters;

/** The text filter boxes, as the columns declare them (src/core/offerColumns.ts), in declaration order. */
const TEXT_FILTERS: readonly TextFilterBox[] = textFiltersOf(Object.values(OFFER_COLUMNS));

/** Every text-filtered field, in declaration order (also the order of the Excel query, SPEC.md §7). */
export const OFFER_TEXT_FIELDS: readonly OfferTextField[] = TEXT_FILTERS.map((box) => box.field);

export interface OfferFilters {
  text: Partial<Record<OfferTextField, string>>;
  /** Numeric bounds are kept as typed; they apply when they parse to a number > 0. */
  surface_min: string;
  surface_max: string;
  budget_min: string;
  budget_max: string;
  ml_min: string;
  ml_max: string;
  /** Product codes; an offer is kept when its produits contains any of them. */
  produits: string[];
  /** offre_statut code; '' means Tous. */
  statut: string;
  /** Quick search (issue 14): any of offerSearchFields, ignoring case and accents. */
  q: string;
}

/** An amount as the table shows it ('3 453,1') and without its group spaces ('3453,1'), as a user may type it. */
const amountTexts = (shown: string): string[] => (shown === '' ? [] : [shown, shown.replace(/[\s\u00a0\u202f]/g, '')]);

/**
 * What the quick search looks in: name, offer ref, Leopard ref, site, client company, postal code, city,
 * destination, and (issue 20) the delivery quarter and the amounts as displayed (surface, linear metres, budget).
 */
export const offerSearchFields = (o: Offer) => [
  o.offre_nom, o.offre_ref, o.projet_ref, o.projet_nom, o.client_societe, o.client_cp, o.client_ville, o.transport_dest,
  o.projet_livraison, ...amountTexts(formatDecimal(o.qte_m2)), ...amountTexts(formatDecimal(o.qte_ml)),
  ...amountTexts(o.budget_produits || formatMoney(o.budget)),
];
const searchCache = new WeakMap<readonly Offer[], string[]>();

export const DEFAULT_OFFER_FILTERS: OfferFilters = Object.freeze({
  text: Object.freeze({}) as OfferFilters['text'],
  surface_min: '',
  surface_max: '',
  budget_min: '',
  budget_max: '',
  ml_min: '',
  ml_max: '',
  produits: Object.freeze([]) as unknown as string[],
  statut: '10',
  q: '',
}) as OfferFilters;

/**
 * The lowercased text of one field for every row of a list, computed once per list and field: while the
 * user types, the screen filters the same (sorted) array again and again, and lowercasing every value on
 * every keystroke was most of the filtering time. Lists are never changed in place (`readonly`): a change
 * makes a new array, hence a new entry.
 */
const foldedColumns = new WeakMap<readonly Offer[], Map<OfferTextField, string[]>>();

function foldedColumn(rows: readonly Offer[], { field, read }: TextFilterBox): string[] {
  let byField = foldedColumns.get(rows);
  if (!byField) {
    byField = new Map();
    foldedColumns.set(rows, byField);
  }
  let folded = byField.get(field);
  if (!folded || folded.length !== rows.length) {
    folded = rows.map((row) => (read(row) ?? '').toLowerCase());
    byField.set(field, folded);
  }
  return folded;
}

/** A bound that applies: the typed text parsed to a number > 0, else null. */
function bound(typed: string): number | null {
  const n = toNumber(typed);
  return n !== null && n > 0 ? n : null;
}

type NumericField = 'qte_m2' | 'budget' | 'qte_ml';
type BoundKey = 'surface_min' | 'surface_max' | 'budget_min' | 'budget_max' | 'ml_min' | 'ml_max';

/** The min/max filters: the row field they bound, their two keys in OfferFilters and on the Excel query. */
export interface RangeFilter { field: NumericField; min: BoundKey; max: BoundKey; params: readonly [string, string] }
export type RangeKey = 'surface' | 'budget' | 'ml';
export const RANGE_FILTERS: Record<RangeKey, RangeFilter> = {
  surface: { field: 'qte_m2', min: 'surface_min', max: 'surface_max', params: ['s_min', 's_max'] },
  ml: { field: 'qte_ml', min: 'ml_min', max: 'ml_max', params: ['ml_min', 'ml_max'] },
  budget: { field: 'budget', min: 'budget_min', max: 'budget_max', params: ['ca_min', 'ca_max'] },
};

interface Range { field: NumericField; min: number | null; max: number | null }

/** The rows that pass every active filter (all AND-ed), in their original order. */
export function filterOffers(rows: readonly Offer[], f: OfferFilters): Offer[] {
  const texts: { box: TextFilterBox; query: string; shown: Map<string, string> }[] = [];
  for (const box of TEXT_FILTERS) {
    const query = foldQuery(f.text?.[box.field] ?? '');
    if (query !== '') texts.push({ box, query, shown: new Map() });
  }
  // A box whose cell shows the value otherwise (dates) also matches the text as shown; values repeat, so
  // each distinct one is formatted once.
  const matchesShown = (t: (typeof texts)[number], show: (value: string) => string, value: string): boolean => {
    let shown = t.shown.get(value);
    if (shown === undefined) {
      shown = show(value).toLowerCase();
      t.shown.set(value, shown);
    }
    return shown !== value && shown.includes(t.query);
  };
  const ranges: Range[] = Object.values(RANGE_FILTERS)
    .map((r) => ({ field: r.field, min: bound(f[r.min]), max: bound(f[r.max]) }))
    .filter((r) => r.min !== null || r.max !== null);
  const products = (f.produits ?? []).map((c) => c.trim()).filter((c) => c !== '');
  const statut = f.statut ?? '';
  const quick = quickMatcher(f.q ?? '');

  if (texts.length === 0 && ranges.length === 0 && products.length === 0 && !statut && !quick) return rows.slice();

  const folded = texts.map((t) => foldedColumn(rows, t.box));
  const searched = quick ? searchTexts(rows, offerSearchFields, searchCache) : null;
  const out: Offer[] = [];
  rowLoop: for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (statut && String(row.offre_statut) !== statut) continue;
    if (searched && quick && !quick(searched[i])) continue;
    for (const r of ranges) {
      const v = row[r.field];
      if (v === null || v === undefined) continue rowLoop;
      if (r.min !== null && v < r.min) continue rowLoop;
      if (r.max !== null && v > r.max) continue rowLoop;
    }
    if (products.length > 0) {
      const p = row.produits ?? '';
      if (p.trim() === '') continue;
      let any = false;
      for (const code of products) {
        if (p.includes(code)) { any = true; break; }
      }
      if (!any) continue;
    }
    for (let k = 0; k < texts.length; k++) {
      const t = texts[k];
      if (folded[k][i].includes(t.query)) continue;
      if (t.box.shown && matchesShown(t, t.box.shown, t.box.read(row) ?? '')) continue;
      continue rowLoop;
    }
    out.push(row);
  }
  return out;
}

/**
 * True when some filter differs from DEFAULT_OFFER_FILTERS, i.e. when 'Effacer tous les filtres' has
 * something to clear. A text filter that is blank after trim does not count. A numeric bound counts as
 * soon as it is non-blank, even when it does not filter (e.g. '0' or '-5'): the user typed something and
 * should see how to clear it. The status counts when it is not the default '10' ('' = Tous counts).
 */
export function isOfferFilterActive(f: OfferFilters): boolean {
  return countActiveOfferFilters(f) > 0;
}

/** How many filters differ from the defaults (each text box, each bound, the products, the quick search, the status). */
export function countActiveOfferFilters(f: OfferFilters): number {
  let n = 0;
  for (const field of OFFER_TEXT_FIELDS) if ((f.text?.[field] ?? '').trim() !== '') n++;
  for (const r of Object.values(RANGE_FILTERS)) {
    if ((f[r.min] ?? '').trim() !== '') n++;
    if ((f[r.max] ?? '').trim() !== '') n++;
  }
  if ((f.produits ?? []).length > 0) n++;
  if ((f.q ?? '').trim() !== '') n++;
  if ((f.statut ?? '') !== DEFAULT_OFFER_FILTERS.statut) n++;
  return n;
}

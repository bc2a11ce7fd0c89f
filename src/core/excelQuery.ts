// GET /{family}/excel-report query (SPEC.md §7): the widget writes it, the reference server reads it back.
import { readFilterQuery, writeFilterQuery } from './listFilters';
import { OFFER_FILTERS, type OfferFilters } from './offerFilters';
import { toId } from './normalize';
import { OFFER_COLUMNS, type OfferColumnKey } from './offerColumns';
import type { OfferScope } from './offerScope';
import type { SortState } from './types';

/**
 * A column key an export query may name (DESIGN.md "Round 4" fixes them: the declared columns' keys): every
 * offer column but the row's controls. Derived from the declarations, so the widget carries no second list.
 */
const isExportKey = (k: string): k is OfferColumnKey => k !== 'actions' && Object.prototype.hasOwnProperty.call(OFFER_COLUMNS, k);
/** Every key an export query may name, in declaration order. */
export const exportColumnKeys = (): OfferColumnKey[] => (Object.keys(OFFER_COLUMNS) as OfferColumnKey[]).filter(isExportKey);

/** What the screen shows beyond its filters, so the file is the screen: its sort, its columns, the overdue toggle. */
export interface ExportView {
  /** The table's sort; a key that is no column (the default, newest first) is not sent. */
  sort?: SortState | null;
  /** The shown columns' keys in display order (folded ones included); the controls are not sent. */
  columns?: readonly string[];
  /** `Livraison dépassée` is on: only overdue deliveries. */
  overdue?: boolean;
}

/**
 * Every key is always present ('' when empty), so the server sees exactly what the table shows:
 * userid, prods (codes joined with ','), s_min, s_max, ml_min, ml_max, ca_min, ca_max, statut,
 * then each text filter under its column name, then `q` (the quick search) when it is not blank, then the
 * list's choice under its scope's parameter when the family has a scope (core/offerScope).
 */
export function excelReportParams(userid: 'all' | number, f: OfferFilters, scope?: OfferScope | null, choice?: string, view?: ExportView): URLSearchParams {
  const p = new URLSearchParams();
  p.set('userid', String(userid));
  // Each filter under its declared key (core/offerFilters), then the quick search, only when
  // used: a server that ignores `q` still exports the list.
  writeFilterQuery(OFFER_FILTERS, f, p);
  // A list with a scope shows one choice's offers: the export carries it as the page address does.
  if (scope && choice) p.set(scope.param, choice);
  // The screen's order, columns and overdue toggle (tri, ordre, colonnes, depassee): a server that ignores
  // them exports as before.
  if (view?.sort && isExportKey(view.sort.key)) {
    p.set('tri', view.sort.key);
    p.set('ordre', view.sort.dir);
  }
  if (view?.columns) p.set('colonnes', view.columns.filter(isExportKey).join(','));
  if (view?.overdue) p.set('depassee', '1');
  return p;
}

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(q: Query): (key: string) => string | undefined {
  if (q instanceof URLSearchParams) return (key) => q.get(key) ?? undefined;
  return (key) => {
    const v = q[key];
    return Array.isArray(v) ? v[0] : v;
  };
}

/**
 * The inverse of excelReportParams (accepts URLSearchParams or an Express-style query object).
 * userid: 'all', a positive id, or null when missing or invalid. A missing key takes its default
 * (statut missing → '10', as in the table); a present but empty statut means Tous. tool: the choice under the
 * scope's parameter, read by its match rule; null without a scope or without the parameter (every offer).
 */
export function parseExcelReportParams(q: Query, scope?: OfferScope | null): { userid: 'all' | number | null; filters: OfferFilters; tool: string | null } {
  const get = reader(q);
  const rawUser = (get('userid') ?? '').trim();
  const userid = rawUser === 'all' ? 'all' : toId(rawUser);
  const filters = readFilterQuery(OFFER_FILTERS, get) as OfferFilters;
  const o = scope ? get(scope.param) : undefined;
  return { userid, filters, tool: scope && o !== undefined ? scope.match(o) : null };
}

/**
 * The screen's view as an export query carries it (the inverse of excelReportParams' `view`). sort: null
 * without a known `tri` (the default order); `ordre` other than `desc` reads as `asc`. columns: the known
 * keys of `colonnes` in their order, each once, or null when the parameter is missing or names none (the
 * file then has today's columns). overdue: `depassee=1`.
 */
export function parseExportView(q: Query): { sort: SortState | null; columns: OfferColumnKey[] | null; overdue: boolean } {
  const get = reader(q);
  const tri = (get('tri') ?? '').trim();
  const sort: SortState | null = isExportKey(tri) ? { key: tri, dir: (get('ordre') ?? '').trim() === 'desc' ? 'desc' : 'asc' } : null;
  const keys = [...new Set((get('colonnes') ?? '').split(',').map((k) => k.trim()).filter(isExportKey))];
  return { sort, columns: keys.length ? keys : null, overdue: (get('depassee') ?? '').trim() === '1' };
}

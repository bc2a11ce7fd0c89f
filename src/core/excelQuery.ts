// GET /{family}/excel-report query (SPEC.md §7): the widget writes it, the reference server reads it back.
import { readFilterQuery, writeFilterQuery } from './listFilters';
import { OFFER_FILTERS, type OfferFilters } from './offerFilters';
import { toId } from './normalize';
import type { OfferScope } from './offerScope';

/**
 * Every key is always present ('' when empty), so the server sees exactly what the table shows:
 * userid, prods (codes joined with ','), s_min, s_max, ml_min, ml_max, ca_min, ca_max, statut,
 * then each text filter under its column name, then `q` (the quick search) when it is not blank, then the
 * list's choice under its scope's parameter when the family has a scope (core/offerScope).
 */
export function excelReportParams(userid: 'all' | number, f: OfferFilters, scope?: OfferScope | null, choice?: string): URLSearchParams {
  const p = new URLSearchParams();
  p.set('userid', String(userid));
  // Each filter under its declared key (core/offerFilters), then the quick search (issue 14), only when
  // used: a server that ignores `q` still exports the list.
  writeFilterQuery(OFFER_FILTERS, f, p);
  // A list with a scope shows one choice's offers: the export carries it as the page address does.
  if (scope && choice) p.set(scope.param, choice);
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

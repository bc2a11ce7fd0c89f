// GET /{family}/excel-report query (SPEC.md §7): the widget writes it, the reference server reads it back.
import { DEFAULT_OFFER_FILTERS, OFFER_TEXT_FIELDS, RANGE_FILTERS, type OfferFilters } from './offerFilters';
import { toId } from './normalize';
import { parseTool } from './offerRules';
import type { Tool } from './types';

/** Numeric filter keys on the wire → OfferFilters fields, from the range filters. */
const NUMERIC_KEYS = Object.values(RANGE_FILTERS).flatMap((r) => [[r.params[0], r.min], [r.params[1], r.max]] as const);

/**
 * Every key is always present ('' when empty), so the server sees exactly what the table shows:
 * userid, prods (codes joined with ','), s_min, s_max, ml_min, ml_max, ca_min, ca_max, statut,
 * then each text filter under its column name, then `q` (the quick search) when it is not blank.
 */
export function excelReportParams(userid: 'all' | number, f: OfferFilters, tool?: Tool): URLSearchParams {
  const p = new URLSearchParams();
  p.set('userid', String(userid));
  p.set('prods', (f.produits ?? []).join(','));
  for (const [key, field] of NUMERIC_KEYS) p.set(key, f[field] ?? '');
  p.set('statut', f.statut ?? '');
  for (const field of OFFER_TEXT_FIELDS) p.set(field, f.text?.[field] ?? '');
  // The quick search (issue 14), only when used: a server that ignores `q` still exports the list.
  if ((f.q ?? '').trim() !== '') p.set('q', f.q);
  // Veture lists show one tool's offers: the export carries it as `o`, like the page address.
  if (tool) p.set('o', tool);
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
 * (statut missing → '10', as in the table); a present but empty statut means Tous.
 */
export function parseExcelReportParams(q: Query): { userid: 'all' | number | null; filters: OfferFilters; tool: Tool | null } {
  const get = reader(q);
  const rawUser = (get('userid') ?? '').trim();
  const userid = rawUser === 'all' ? 'all' : toId(rawUser);
  const filters: OfferFilters = {
    ...DEFAULT_OFFER_FILTERS,
    text: {},
    produits: (get('prods') ?? '').split(',').map((c) => c.trim()).filter((c) => c !== ''),
    statut: get('statut') ?? DEFAULT_OFFER_FILTERS.statut,
    q: get('q') ?? '',
  };
  for (const [key, field] of NUMERIC_KEYS) filters[field] = get(key) ?? '';
  for (const field of OFFER_TEXT_FIELDS) {
    const v = get(field);
    if (v) filters.text[field] = v;
  }
  const o = get('o');
  return { userid, filters, tool: o === undefined ? null : parseTool(o) };
}

// Values as rows carry them: any value as text, numbers as backends and people write them. A leaf module:
// the row normaliser (core/normalize), the filters (core/listFilters) and the column declarations
// (core/offerColumns) all read values with these.

/** Any value as display text: null / undefined / objects → '', numbers and booleans → String. */
export function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return '';
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * A number from a number or from text as people and backends write it: '1234.5', '1 234,50',
 * '1\u00a0234,5', '1.234,5'. When both '.' and ',' appear, the last one is the decimal separator.
 * Garbage, '', NaN and ±Infinity → null.
 */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  // Fast path for what backends send most ('1234.50'): no spaces, no comma, nothing to rewrite.
  if (PLAIN_NUMBER.test(v)) return finite(Number(v));
  let s = v.replace(SPACES, '');
  // A comma after the last dot is the decimal separator ('1.234,5'; '1,2,3' is then refused as ambiguous);
  // before it, commas group thousands ('1,234.5').
  const comma = s.lastIndexOf(',');
  if (comma > s.lastIndexOf('.')) s = s.replace(/\./g, '').replace(',', '.');
  else if (comma >= 0) s = s.replace(/,/g, '');
  return PLAIN_NUMBER.test(s) ? finite(Number(s)) : null;
}

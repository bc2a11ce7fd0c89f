// The filters of a list, each declared once (its id, its query parameter, how it reads a row, parses what
// the user typed and matches), and everything derived from those declarations: the filter state (a record
// keyed by filter id), its defaults, what storage and the Excel query give back, how many filters are in
// use, and the rows that pass them. A list's columns declare its filters (core/offerColumns,
// core/contactColumns); no other shape of the filters is kept by hand.
import { toNumber } from './values';
import { foldQuery } from './textFilter';

/** A filter's value: what the user typed (text, bounds, a choice) or the codes chosen. */
export type FilterValue = string | readonly string[];
/** The filter state of a list: one value per filter id, and `q`, the quick search. */
export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/** The quick search's id in the filter state and its query parameter. */
export const SEARCH_ID = 'q';

/** A text box: case-insensitive substring of what `read` gives; with `shown`, also of the value as shown (dates). */
export interface TextFilterDef<Row> { kind: 'text'; id: string; param: string; read(row: Row): string; shown?(value: string): string }
/** A bound of a min/max pair: applies when what was typed parses to a number > 0; bounds are inclusive. */
export interface BoundFilterDef<Row> { kind: 'min' | 'max'; id: string; param: string; read(row: Row): number | null }
/** Codes chosen among many (products): a row is kept when its text contains any of them. */
export interface CodesFilterDef<Row> { kind: 'codes'; id: string; param: string; read(row: Row): string }
/** One value chosen (the status): '' lists every row; `initial` is the value a list starts with. */
export interface ChoiceFilterDef<Row> { kind: 'choice'; id: string; param: string; read(row: Row): string; initial: string }

/**
 * A toggle ('1' on, anything else off) whose test depends on the moment (overdue deliveries): `at` reads the
 * moment once as the test needs it (the current quarter), and the same `at` gives the same rows. In a query it
 * is written only when on, so a server that ignores it still answers.
 */
export interface FlagFilterDef<Row> { kind: 'flag'; id: string; param: string; at(now: Date): string; test(row: Row, at: string): boolean }

export type FilterDef<Row> = TextFilterDef<Row> | BoundFilterDef<Row> | CodesFilterDef<Row> | ChoiceFilterDef<Row> | FlagFilterDef<Row>;

/** The value of a flag that is on. */
export const FLAG_ON = '1';

export const textFilter = <Row>(id: string, read: (row: Row) => string, shown?: (value: string) => string): TextFilterDef<Row> =>
  ({ kind: 'text', id, param: id, read, shown });
export const boundFilter = <Row>(kind: 'min' | 'max', id: string, param: string, read: (row: Row) => number | null): BoundFilterDef<Row> =>
  ({ kind, id, param, read });
export const codesFilter = <Row>(id: string, param: string, read: (row: Row) => string): CodesFilterDef<Row> =>
  ({ kind: 'codes', id, param, read });
export const choiceFilter = <Row>(id: string, param: string, read: (row: Row) => string, initial: string): ChoiceFilterDef<Row> =>
  ({ kind: 'choice', id, param, read, initial });

/** The value a filter has when nothing is chosen (a choice: the value a list starts with). */
export function initialValue(def: FilterDef<unknown>): FilterValue {
  if (def.kind === 'codes') return EMPTY_CODES;
  return def.kind === 'choice' ? def.initial : '';
}
const EMPTY_CODES: readonly string[] = Object.freeze([]);

/** Every filter at its initial value, and no quick search. */
export function initialFilters<Row>(defs: readonly FilterDef<Row>[]): FilterValues {
  const out: Record<string, FilterValue> = {};
  for (const def of defs) out[def.id] = initialValue(def);
  out[SEARCH_ID] = '';
  return Object.freeze(out);
}

const text = (v: FilterValue | undefined): string => (typeof v === 'string' ? v : '');
const codes = (v: FilterValue | undefined): readonly string[] => (Array.isArray(v) ? v : EMPTY_CODES);

/** The text of a filter (a text box, a bound, a choice): '' when unset. */
export const textOf = (values: FilterValues, id: string): string => text(values[id]);

/** A filter in use: text or a bound typed (even one that does not filter, so it can be cleared), codes chosen, a choice other than the initial one. */
export function isFilterActive(def: FilterDef<unknown>, value: FilterValue | undefined): boolean {
  if (def.kind === 'codes') return codes(value).length > 0;
  if (def.kind === 'choice') return (typeof value === 'string' ? value : def.initial) !== def.initial;
  if (def.kind === 'flag') return value === FLAG_ON;
  return text(value).trim() !== '';
}

/** How many filters are in use, the quick search included. */
export function countActiveFilters<Row>(defs: readonly FilterDef<Row>[], values: FilterValues): number {
  let n = 0;
  for (const def of defs) if (isFilterActive(def, values[def.id])) n++;
  if (text(values[SEARCH_ID]).trim() !== '') n++;
  return n;
}

/**
 * Filters read back from the browser (a view state, a saved view): each value checked, the initial value
 * for the rest. Text filters kept by older versions sat under `text` ({ text: { offre_nom: … } }): read too.
 */
export function readFilters<Row>(defs: readonly FilterDef<Row>[], raw: unknown): FilterValues {
  const f = (raw ?? {}) as Record<string, unknown>;
  const nested = (f.text ?? {}) as Record<string, unknown>;
  const out: Record<string, FilterValue | undefined> = { ...initialFilters(defs) };
  for (const def of defs) {
    const v = def.kind === 'text' && f[def.id] === undefined ? nested[def.id] : f[def.id];
    if (def.kind === 'codes') {
      if (Array.isArray(v)) out[def.id] = v.filter((c): c is string => typeof c === 'string');
    } else if (def.kind === 'flag') {
      out[def.id] = v === FLAG_ON ? FLAG_ON : '';
    } else if (typeof v === 'string') {
      out[def.id] = v;
    }
  }
  if (typeof f[SEARCH_ID] === 'string') out[SEARCH_ID] = f[SEARCH_ID] as string;
  return out;
}

/**
 * Writes every filter to a query under its parameter, in declaration order ('' when empty; codes joined
 * with ','), then the quick search as `q` when it is not blank (a server that ignores `q` still answers).
 */
export function writeFilterQuery<Row>(defs: readonly FilterDef<Row>[], values: FilterValues, p: URLSearchParams): void {
  for (const def of defs) {
    const v = values[def.id];
    if (def.kind === 'flag') {
      if (v === FLAG_ON) p.set(def.param, FLAG_ON);
      continue;
    }
    p.set(def.param, def.kind === 'codes' ? codes(v).join(',') : typeof v === 'string' ? v : def.kind === 'choice' ? def.initial : '');
  }
  const q = text(values[SEARCH_ID]);
  if (q.trim() !== '') p.set(SEARCH_ID, q);
}

/** The inverse of writeFilterQuery: a missing parameter takes the initial value (a present but empty choice means every row). */
export function readFilterQuery<Row>(defs: readonly FilterDef<Row>[], get: (param: string) => string | undefined): FilterValues {
  const out: Record<string, FilterValue | undefined> = { ...initialFilters(defs) };
  for (const def of defs) {
    const v = get(def.param);
    if (v === undefined) continue;
    if (def.kind === 'flag') out[def.id] = v === FLAG_ON ? FLAG_ON : '';
    else out[def.id] = def.kind === 'codes' ? v.split(',').map((c) => c.trim()).filter((c) => c !== '') : v;
  }
  out[SEARCH_ID] = get(SEARCH_ID) ?? '';
  return out;
}

/** A test of one row (by its index in the list being filtered), or null when the value filters nothing. */
export type RowTest<Row> = (row: Row, index: number) => boolean;

/**
 * The lowercased text of one text filter for every row of a list, computed once per list and filter: while
 * the user types, the screen filters the same (sorted) array again and again, and lowercasing every value
 * on every keystroke was most of the filtering time. Lists are never changed in place (`readonly`): a change
 * makes a new array, hence a new entry.
 */
const foldedColumns = new WeakMap<readonly unknown[], Map<TextFilterDef<never>, string[]>>();

function foldedColumn<Row>(rows: readonly Row[], def: TextFilterDef<Row>): string[] {
  let byFilter = foldedColumns.get(rows) as Map<TextFilterDef<Row>, string[]> | undefined;
  if (!byFilter) {
    byFilter = new Map();
    foldedColumns.set(rows, byFilter as Map<TextFilterDef<never>, string[]>);
  }
  let folded = byFilter.get(def);
  if (!folded) {
    folded = rows.map((row) => def.read(row).toLowerCase());
    byFilter.set(def, folded);
  }
  return folded;
}

/** A bound that applies: the typed text parsed to a number > 0, else null. */
function bound(typed: string): number | null {
  const n = toNumber(typed);
  return n !== null && n > 0 ? n : null;
}

/**
 * How one filter tests the rows of `rows` for `value` (null: it lets every row through); `now`, the moment a
 * flag is read at (by default: the time of the call).
 */
export function rowTest<Row>(def: FilterDef<Row>, value: FilterValue | undefined, rows: readonly Row[], now?: Date): RowTest<Row> | null {
  switch (def.kind) {
    case 'flag': {
      if (value !== FLAG_ON) return null;
      const at = def.at(now ?? new Date());
      const { test } = def;
      return (row) => test(row, at);
    }
    case 'text': {
      const query = foldQuery(text(value));
      if (query === '') return null;
      const folded = foldedColumn(rows, def);
      const { shown, read } = def;
      if (!shown) return (_row, i) => folded[i].includes(query);
      // The value as shown (a date) also matches; values repeat, so each distinct one is formatted once.
      const seen = new Map<string, string>();
      return (row, i) => {
        if (folded[i].includes(query)) return true;
        const v = read(row);
        let s = seen.get(v);
        if (s === undefined) {
          s = shown(v).toLowerCase();
          seen.set(v, s);
        }
        return s !== v && s.includes(query);
      };
    }
    case 'min':
    case 'max': {
      const limit = bound(text(value));
      if (limit === null) return null;
      const { kind, read } = def;
      return (row) => {
        const v = read(row);
        return v !== null && (kind === 'min' ? v >= limit : v <= limit);
      };
    }
    case 'codes': {
      const chosen = codes(value).map((c) => c.trim()).filter((c) => c !== '');
      if (chosen.length === 0) return null;
      const { read } = def;
      return (row) => {
        const p = read(row);
        return chosen.some((code) => p.includes(code));
      };
    }
    case 'choice': {
      const chosen = typeof value === 'string' ? value : def.initial;
      if (!chosen) return null;
      const { read } = def;
      return (row) => read(row) === chosen;
    }
  }
}

// One list model for every list (contacts, the offer lists, the offers' Excel export): a pure, column-driven
// pipeline — scope (a family's scope choice, core/offerScope) → sort → filters and quick search → the toggle's
// filter (overdue deliveries) → the summary's filter (the status) — that returns each stage and recomputes
// a stage only when its inputs change. The screens page the rows they show (ui/useListScreen useListPage:
// the matching rows with the ones held in place and the clones on top).
// Sorting comes before filtering on purpose: the whole list is sorted once per sort order, and each
// keystroke only filters the sorted list (filtering keeps the order; the text caches of core/listFilters
// and core/quickSearch are kept per sorted list), and a key typed on only the rows the last key kept.
import { FLAG_ON, rowTest, SEARCH_ID, textOf, type FilterDef, type FilterValues, type RowTest } from './listFilters';
import { foldSearchQuery, quickMatcher, rowSearchText, searchTexts } from './quickSearch';
import { foldQuery } from './textFilter';
import { sortRows, type CellValue } from './rowModel';
import type { SortState } from './types';

/** What a list is made of: its filters (from its columns) and what its quick search looks in. */
export interface ListDefinition<Row> {
  filters: readonly FilterDef<Row>[];
  /** The texts the quick search looks in, for one row (from the columns that declare one). */
  search(row: Row): readonly (string | null | undefined)[];
  /** The filter the summary leaves out (the status): its stage, `allButSummary`, is every other filter. */
  summaryFilter?: string;
  /** The filter a toggle counts without (overdue deliveries): its stage, `allButToggle`, is every other filter. */
  toggleFilter?: string;
}

/** Rows of a part of the list only (one choice of a family's scope): `key` names it, so the stage is kept while it stays the same. */
export interface ListScope<Row> { key: string; includes(row: Row): boolean }

export interface ListInput<Row> {
  rows: readonly Row[];
  scope?: ListScope<Row> | null;
  sort: SortState;
  /** What the sort key sorts by (core/columns sortValueOf); keep it the same function for the same key. */
  sortValue(row: Row): CellValue;
  filters: FilterValues;
  /** The moment flags are read at (overdue deliveries); by default, the time of the run. */
  now?: Date;
}

export interface ListStages<Row> {
  /** The rows in scope, unsorted (the "no offers yet" test and the total of the count line). */
  scoped: readonly Row[];
  sorted: readonly Row[];
  /** Every filter and the quick search but the summary's filter (what the status summary counts). */
  allButSummary: readonly Row[];
  /** Every filter and the quick search but the toggle's filter (what the toggle counts); `matching` without a toggle filter. */
  allButToggle: readonly Row[];
  /** The rows that match every filter, sorted. */
  matching: readonly Row[];
}

/** The search caches of a definition: one per definition, so two lists of the same rows never mix them. */
const searchCaches = new WeakMap<ListDefinition<never>, WeakMap<object, string | string[]>>();

function searchCache<Row>(def: ListDefinition<Row>): WeakMap<object, string | string[]> {
  let cache = searchCaches.get(def as ListDefinition<never>);
  if (!cache) {
    cache = new WeakMap();
    searchCaches.set(def as ListDefinition<never>, cache);
  }
  return cache;
}

type SearchFields = (row: object) => readonly (string | null | undefined)[];

/**
 * Folds the rows' search texts ahead of the first key (~130 ms at 20,000 rows, which the first
 * key would otherwise pay), `slice` rows each time `idle` calls back; returns what stops it (the rows changed).
 */
export function warmSearch<Row>(def: ListDefinition<Row>, rows: readonly Row[], idle: (step: () => void) => void, slice = 2000): () => void {
  const cache = searchCache(def);
  let i = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    for (const end = Math.min(i + slice, rows.length); i < end; i++) rowSearchText(rows[i] as object, def.search as SearchFields, cache);
    if (i < rows.length) idle(step);
  };
  idle(step);
  return () => { stopped = true; };
}

/**
 * The indices of the rows of `rows` that pass every filter of `values` (all AND-ed) and the quick search, in
 * their order, or null when no filter applies (every row passes); `skip` names the filters left out; `now`,
 * the moment flags are read at; `within`, the only indices to test (the rows a narrower search can keep). A
 * list is never changed in place: the caches are kept per list.
 */
export function matchingIndices<Row>(def: ListDefinition<Row>, rows: readonly Row[], values: FilterValues, skip: readonly (string | undefined)[] = [], now?: Date, within?: readonly number[] | null): readonly number[] | null {
  const tests: RowTest<Row>[] = [];
  // In the order the list declares them (core/offerColumns: products, bounds and the status before the texts).
  for (const f of def.filters) {
    if (skip.includes(f.id)) continue;
    const test = rowTest(f, values[f.id], rows, now);
    if (test) tests.push(test);
  }
  // Several words must all be found, each in any column (`sogea montpellier`).
  const quick = quickMatcher(textOf(values, SEARCH_ID));
  if (quick && !skip.includes(SEARCH_ID)) {
    const texts = searchTexts(rows as readonly object[], def.search as SearchFields, searchCache(def));
    tests.unshift((_row, i) => quick(texts[i]));
  }
  if (tests.length === 0) return within ?? null;
  const out: number[] = [];
  const n = within ? within.length : rows.length;
  rowLoop: for (let k = 0; k < n; k++) {
    const i = within ? within[k] : k;
    for (const test of tests) if (!test(rows[i], i)) continue rowLoop;
    out.push(i);
  }
  return out;
}

/**
 * Whether every row that passes `next` passed `prev`: the same values but text typed on, each text filter's
 * query and the quick search's holding their previous one (`bor` → `bord`, `sogea` → `sogea m`: each word of
 * the old search then lies within a word of the new one). A key typed on then tests only the rows the last
 * key let through. Codes are compared as the same array (a new choice is a new array).
 */
export function narrows<Row>(def: ListDefinition<Row>, prev: FilterValues, next: FilterValues): boolean {
  const typedOn = (id: string, fold: (text: string) => string) => fold(textOf(next, id)).includes(fold(textOf(prev, id)));
  return typedOn(SEARCH_ID, foldSearchQuery) && def.filters.every((f) => (f.kind === 'text' ? typedOn(f.id, foldQuery) : prev[f.id] === next[f.id]));
}

/** Only the filter `id` (none: every row), on rows that passed the others. */
function filterByOne<Row>(def: ListDefinition<Row>, id: string | undefined, rows: readonly Row[], values: FilterValues, now?: Date): readonly Row[] {
  const f = id === undefined ? undefined : def.filters.find((d) => d.id === id);
  const test = f && rowTest(f, values[f.id], rows, now);
  return test ? rows.filter(test) : rows;
}

/** The filter values, `skip` left out, as a flat list (id, value as JSON: codes compared by content, …) in the order of their ids. */
const filterInputs = (f: FilterValues, ...skip: (string | undefined)[]): unknown[] =>
  Object.keys(f).filter((k) => !skip.includes(k)).sort().flatMap((k) => [k, JSON.stringify(f[k])]);

/** What the flags of `def` read of `now` (the current quarter): the moment as the stages that hold flags see it. */
const flagMoments = <Row>(def: ListDefinition<Row>, values: FilterValues, now: Date): string =>
  def.filters.map((f) => (f.kind === 'flag' && values[f.id] === FLAG_ON ? f.at(now) : '')).join('|');

const sameInputs = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * One stage remembered: `compute` runs again only when an input differs from the last run's, and a list
 * that holds the same rows in the same order as the last one is the last one: a key that leaves the
 * matching rows as they were (most of `bordeaux` once `bor` has narrowed the list) changes nothing
 * downstream (page, column widths, summary), so nothing there is computed or drawn again.
 */
function stage<Row>(): (inputs: readonly unknown[], compute: () => readonly Row[]) => readonly Row[] {
  let last: readonly unknown[] | null = null;
  let out: readonly Row[] = [];
  return (inputs, compute) => {
    if (!last || !sameInputs(last, inputs)) {
      last = inputs;
      const next = compute();
      if (!sameInputs(out, next)) out = next;
    }
    return out;
  };
}

/**
 * The list model of one list, remembering its last run: each stage is computed again only when its own
 * inputs changed (typing a filter does not sort again; changing the status does not filter the other
 * filters again).
 */
export function createListModel<Row>(def: ListDefinition<Row>): (input: ListInput<Row>) => ListStages<Row> {
  const scopeStage = stage<Row>();
  const sortStage = stage<Row>();
  const baseStage = stage<Row>();
  const allButStage = stage<Row>();
  const allButToggleStage = stage<Row>();
  const matchStage = stage<Row>();
  const { summaryFilter: summary, toggleFilter: toggle } = def;
  /** The base stage's last run: what a key typed on filters within. */
  let last: { sorted: readonly Row[]; moment: string; filters: FilterValues; at: readonly number[] | null } | undefined;

  return ({ rows, scope, sort, sortValue, filters, now = new Date() }) => {
    const scoped = scopeStage([rows, scope?.key], () => (scope ? rows.filter((r) => scope.includes(r)) : rows));
    const sorted = sortStage([scoped, sort.key, sort.dir, sortValue], () => sortRows(scoped, sortValue, sort.dir));
    // Every filter but the summary's and the toggle's, then each of the two on its own: the summary counts
    // with the toggle, the toggle with the status, and the rows shown pass both.
    const moment = flagMoments(def, filters, now);
    const base = baseStage([sorted, moment, ...filterInputs(filters, summary, toggle)], () => {
      // A key typed on (most keys) tests only the rows the last one kept, not the whole list again.
      const within = last && last.sorted === sorted && last.moment === moment && narrows(def, last.filters, filters) ? last.at : null;
      const at = matchingIndices(def, sorted, filters, [summary, toggle], now, within);
      last = { sorted, moment, filters, at };
      return at ? at.map((i) => sorted[i]) : sorted;
    });
    const toggleValue = toggle && JSON.stringify(filters[toggle]);
    const summaryValue = summary && JSON.stringify(filters[summary]);
    const allButSummary = allButStage([base, toggleValue, moment], () => filterByOne(def, toggle, base, filters, now));
    const matching = matchStage([allButSummary, summaryValue], () => filterByOne(def, summary, allButSummary, filters, now));
    // Every row passed the toggle (off, or none): what it counts is the rows shown, and a key typed in a filter
    // goes through the status once, not twice.
    const allButToggle = allButSummary === base ? matching : allButToggleStage([base, summaryValue], () => filterByOne(def, summary, base, filters, now));
    return { scoped, sorted, allButSummary, allButToggle, matching };
  };
}

/** One run of the pipeline, nothing remembered (the reference server's export). */
export function runList<Row>(def: ListDefinition<Row>, input: ListInput<Row>): ListStages<Row> {
  return createListModel(def)(input);
}

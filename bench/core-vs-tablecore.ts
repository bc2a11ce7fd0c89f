// src/core's filter + sort + paginate pipeline against @tanstack/table-core's filtered / sorted / paginated
// row models, on the same 50,000 normalised offers in Node. Same work on both sides: the same filters
// (status '10', a budget minimum, a case-insensitive substring on the client's city), the same sort (client
// company, French collation, ties by original order), page 1 of 50. Warm-up, then the median of N runs.
//   cold:      a fresh table (table-core builds its row objects) vs our three calls from scratch
//   keystroke: one text filter changes on a live table (table-core re-filters and re-sorts; the screen sorts
//              once per sort order and only re-filters)
import {
  columnFilteringFeature, constructTable, createColumnHelper, createFilteredRowModel, createPaginatedRowModel,
  createSortedRowModel, filterFn_equalsString, filterFn_includesString, filterFn_inNumberRange, rowPaginationFeature,
  rowSortingFeature, tableFeatures, type ColumnFiltersState,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { filterList } from '../test/support/filterList';
import { parseOfferList } from '../src/core/normalize';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../src/core/offerFilters';
import { compareValues, paginate, sortRows } from '../src/core/rowModel';
import type { Offer } from '../src/core/types';
import { generateOffers } from './generate';
import { median, timeIt } from './stats';

const ROWS = 50_000;
const PAGE_SIZE = 50;
const TYPED = ['l', 'ly', 'lyo', 'lyon']; // the keystrokes of one word in the city filter

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString, inNumberRange: filterFn_inNumberRange },
});
const helper = createColumnHelper<typeof features, Offer>();
// The same comparison as src/core (French collation, numbers as numbers), so both sides sort identically.
const frenchText = (a: { getValue(id: string): unknown }, b: { getValue(id: string): unknown }, id: string) =>
  compareValues(a.getValue(id) as string, b.getValue(id) as string);
const columns = helper.columns([
  helper.accessor('offre_statut', { filterFn: 'equalsString' }),
  helper.accessor('budget', { filterFn: 'inNumberRange' }),
  helper.accessor('client_ville', { filterFn: 'includesString' }),
  helper.accessor('client_societe', { sortFn: frenchText }),
]);

const ourFilters = (city: string): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '10', budget_min: '5000', client_ville: city });
const theirFilters = (city: string): ColumnFiltersState => [
  { id: 'offre_statut', value: '10' },
  { id: 'budget', value: [5000, undefined] },
  ...(city ? [{ id: 'client_ville', value: city }] : []),
];
const bySociete = (o: Offer) => o.client_societe;

function ours(rows: readonly Offer[], city: string) {
  return paginate(filterList(OFFER_LIST, sortRows(rows, bySociete, 'asc'), ourFilters(city)), 1, PAGE_SIZE);
}

function newTable(rows: Offer[], city: string) {
  return constructTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    initialState: {
      columnFilters: theirFilters(city),
      sorting: [{ id: 'client_societe', desc: false }],
      pagination: { pageIndex: 0, pageSize: PAGE_SIZE },
    },
  });
}

export interface PeerNodeResult {
  rows: number;
  runs: number;
  matched: number;
  cold: { oursMs: number; tableCoreMs: number; ratio: number };
  keystroke: { oursMs: number; tableCoreMs: number; ratio: number };
}

export function benchCoreVsTableCore(runs = 9): PeerNodeResult {
  const rows = parseOfferList(JSON.parse(JSON.stringify(generateOffers(ROWS))));

  // Both sides must return the same page before they are timed.
  const mine = ours(rows, 'lyon');
  const theirs = newTable(rows, 'lyon').getRowModel().rows.map((r) => r.original);
  if (mine.rows.length !== theirs.length || mine.rows.some((o, i) => o.id !== theirs[i].id)) {
    throw new Error('core-vs-tablecore: the two pipelines disagree on the page');
  }
  const matched = filterList(OFFER_LIST, rows, ourFilters('lyon')).length;

  const coldOurs = timeIt(runs, () => ours(rows, 'lyon'));
  const coldTheirs = timeIt(runs, () => newTable(rows, 'lyon').getRowModel());

  // Keystrokes: the screen keeps the sorted list and filters it per keystroke.
  const sorted = sortRows(rows, bySociete, 'asc');
  const keyOurs = timeIt(runs, () => { for (const q of TYPED) paginate(filterList(OFFER_LIST, sorted, ourFilters(q)), 1, PAGE_SIZE); });
  const table = newTable(rows, '');
  table.getRowModel();
  const keyTheirs = timeIt(runs, () => {
    for (const q of TYPED) {
      table.setColumnFilters(theirFilters(q));
      table.getRowModel();
    }
  });
  const perKey = (ms: number[]) => median(ms) / TYPED.length;
  const cold = { oursMs: median(coldOurs), tableCoreMs: median(coldTheirs), ratio: 0 };
  cold.ratio = cold.tableCoreMs / cold.oursMs;
  const keystroke = { oursMs: perKey(keyOurs), tableCoreMs: perKey(keyTheirs), ratio: 0 };
  keystroke.ratio = keystroke.tableCoreMs / keystroke.oursMs;
  return { rows: rows.length, runs, matched, cold, keystroke };
}

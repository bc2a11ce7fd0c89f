// A column, declared once (TanStack Table's column definitions are the model): its key, header, how its
// value sorts, what its cell shows, its filter, its place in narrow-screen cards and whether the column
// chooser may hide it. Tables, filters, sorting, the column chooser, the cards and the Excel query are all
// derived from these declarations; a screen only renders them.
import type { BoundFilterDef, ChoiceFilterDef, FilterDef, TextFilterDef } from './listFilters';
import type { CellValue } from './rowModel';

/** Where a column's value goes on a narrow-screen card (absent: not on cards). */
export type CardRole = 'title' | 'subtitle' | 'field' | 'controls';

/** A sortable column must say what it sorts by: leaving sortValue out is a type error. */
export type Sorting<Row> =
  | { sortable: true; sortValue(row: Row): CellValue }
  | { sortable?: false; sortValue?: undefined };

/**
 * The filter under a column, made of filter declarations (core/listFilters): text boxes (one per field), a
 * min/max pair, or one choice (the status select). The list's filters are the columns' filters.
 */
export type ColumnFilter<Row> =
  | { kind: 'text'; boxes: readonly TextFilterDef<Row>[] }
  | { kind: 'range'; min: BoundFilterDef<Row>; max: BoundFilterDef<Row> }
  | { kind: 'choice'; choice: ChoiceFilterDef<Row> };

/**
 * What every shape of a column shares, from its declaration to the table (ui/DataTable Column), the cards and
 * the list hook (ui/useListScreen ListColumn): its key, header and place. Declared once, here.
 */
export interface ColumnBase<Key extends string = string> {
  key: Key;
  /** The column header, also the name of its checkbox in the column chooser and its label on cards. */
  header: string;
  align?: 'left' | 'right';
  /** The width it needs, in px (for `fit` columns, the least: their widest value decides). */
  width?: number;
  /** Share of the width left over in a dense table (names, clients, sites). */
  grow?: number;
  /** The width it keeps however narrow the element (the offer's name: 260 px); the table scrolls sideways instead. */
  keeps?: number;
  /**
   * A value as wide as the widest the column shows in practice (a reference, a figure with its total, a
   * company of 34 characters): the column is that wide before the rows come and whatever they hold, so the
   * loading state has the rows' widths and no header moves when they arrive.
   */
  sample?: string;
  /**
   * A long value may end in an ellipsis where other columns need the room (the offer's and the site's names):
   * the room left goes first to the columns whose values then show whole.
   */
  shortens?: boolean;
  /** As wide as its widest value: figures, dates, quarters, postal codes and references are never cut. */
  fit?: boolean;
  /** The column chooser cannot hide it. */
  required?: boolean;
  /**
   * Stays in view while the table scrolls sideways: the record's name at the start (its cell is its row's
   * header, `th scope="row"`), the status and the row's controls at the end.
   */
  pin?: 'start' | 'end';
  /** Where the column's value goes on a narrow-screen card (absent: not on cards). */
  card?: CardRole;
}

export type ColumnDef<Row, Key extends string, Cell, Filter = ColumnFilter<Row>> = Sorting<Row> & ColumnBase<Key> & {
  /** What the cell shows: a kind the screen knows how to render. */
  cell: Cell;
  filter?: Filter;
  /** The texts of this column the quick search looks in (absent: not searched). */
  search?(row: Row): readonly (string | null | undefined)[];
  /** The column's sum (AG Grid's `aggFunc: 'sum'`): on the totals line, the group heads and the Excel file's totals row. */
  total?: ColumnTotal<Row>;
};

/** How a column is summed: the row's figure (none counts 0) and the sum as the totals line writes it. */
export interface ColumnTotal<Row> {
  value(row: Row): number | null;
  text(sum: number): string;
}

/** The number of rows, and each summed column's sum by its key. */
export interface Totals { count: number; sums: Readonly<Record<string, number>> }

/** Count and sums of `rows` for the columns that declare a total (a missing figure counts 0). */
export function columnTotals<Row>(columns: readonly { key: string; total?: ColumnTotal<Row> }[], rows: readonly Row[]): Totals {
  // One pass over the rows for every total: the lists are summed again at each key typed in a filter.
  const summed = columns.filter((c) => c.total);
  const values = summed.map((c) => c.total!.value);
  const totals = summed.map(() => 0);
  for (let i = 0; i < rows.length; i++) { // an index: see core/normalize parseList
    const row = rows[i];
    for (let j = 0; j < values.length; j++) totals[j] += values[j](row) ?? 0;
  }
  return { count: rows.length, sums: Object.fromEntries(summed.map((c, j) => [c.key, totals[j]])) };
}

/** The filter declarations of one column's filter, in their order. */
export function columnFilterDefs<Row>(filter: ColumnFilter<Row> | undefined): FilterDef<Row>[] {
  if (!filter) return [];
  if (filter.kind === 'text') return [...filter.boxes];
  return filter.kind === 'range' ? [filter.min, filter.max] : [filter.choice];
}

/** Every filter the columns declare, in column order. */
export function filtersOfColumns<Row>(columns: readonly { filter?: ColumnFilter<Row> }[]): FilterDef<Row>[] {
  return columns.flatMap((c) => columnFilterDefs(c.filter));
}

/** What the quick search looks in for one row: the texts of every column that declares some. */
export function searchOfColumns<Row>(columns: readonly { search?(row: Row): readonly (string | null | undefined)[] }[]) {
  const searched = columns.filter((c) => c.search);
  return (row: Row): (string | null | undefined)[] => searched.flatMap((c) => c.search!(row));
}

/** The columns shown: the listed keys, in order, less the hidden ones that may be hidden. */
export function visibleColumns<C extends { key: string; required?: boolean }>(
  columns: readonly C[],
  hidden: ReadonlySet<string>,
): C[] {
  return columns.filter((c) => c.required || !hidden.has(c.key));
}

/** The columns the chooser offers (the ones that may be hidden), in table order. */
export function hideableColumns<C extends { required?: boolean }>(columns: readonly C[]): C[] {
  return columns.filter((c) => !c.required);
}

/** The value a sort key sorts by; an unknown key (an old saved view) sorts by the fallback. */
export function sortValueOf<Row, C extends { key: string } & Sorting<Row>>(
  columns: readonly C[],
  key: string,
  fallback: (row: Row) => CellValue,
): (row: Row) => CellValue {
  const column = columns.find((c) => c.key === key);
  return column?.sortable ? column.sortValue : fallback;
}

/** Hidden column keys, as kept in the browser: a JSON array of known, hideable keys; anything else is dropped. */
export function parseHiddenColumns(json: string | null, columns: readonly { key: string; required?: boolean }[]): Set<string> {
  const allowed = new Set(hideableColumns(columns).map((c) => c.key));
  try {
    return new Set((JSON.parse(json ?? '[]') as unknown[]).filter((k): k is string => typeof k === 'string' && allowed.has(k)));
  } catch {
    return new Set(); // not JSON, or not a list
  }
}

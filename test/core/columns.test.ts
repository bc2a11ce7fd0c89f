// Column declarations and what is derived from them (src/core/columns.ts).
import {
  columnFilterDefs, columnTotals, filtersOfColumns, hideableColumns, parseHiddenColumns, searchOfColumns, sortValueOf, visibleColumns,
  type ColumnFilter, type ColumnTotal, type Totals,
} from '../../src/core/columns';
import { boundFilter, choiceFilter, textFilter } from '../../src/core/listFilters';
import type { CellValue } from '../../src/core/rowModel';

interface Row { id: number; name: string; city: string; size: number | null; state: string }
const name = textFilter<Row>('name', (r) => r.name);
const city = textFilter<Row>('city', (r) => r.city);
const min = boundFilter<Row>('min', 'size_min', 's_min', (r) => r.size);
const max = boundFilter<Row>('max', 'size_max', 's_max', (r) => r.size);
const state = choiceFilter<Row>('state', 'state', (r) => r.state, 'open');

type Col = {
  key: string; required?: boolean; filter?: ColumnFilter<Row>; sortable?: boolean; sortValue?(r: Row): CellValue;
  search?(r: Row): readonly (string | null)[];
};
const COLUMNS: Col[] = [
  { key: 'name', required: true, sortable: true, sortValue: (r) => r.name, filter: { kind: 'text', boxes: [name] }, search: (r) => [r.name] },
  { key: 'where', filter: { kind: 'text', boxes: [city] }, search: (r) => [r.city, null] },
  { key: 'size', sortable: true, sortValue: (r) => r.size, filter: { kind: 'range', min, max } },
  { key: 'state', required: true, filter: { kind: 'choice', choice: state } },
  { key: 'notes' },
];
const ROW: Row = { id: 7, name: 'École', city: 'Lyon', size: 3, state: 'open' };

describe('visible and hideable columns', () => {
  it.each<[string, string[], string[]]>([
    ['nothing hidden', [], ['name', 'where', 'size', 'state', 'notes']],
    ['hidden columns left out', ['where', 'notes'], ['name', 'size', 'state']],
    ['a required column cannot be hidden', ['name', 'state', 'size'], ['name', 'where', 'state', 'notes']],
    ['unknown keys change nothing', ['ghost'], ['name', 'where', 'size', 'state', 'notes']],
  ])('visibleColumns: %s', (_n, hidden, expected) => {
    expect(visibleColumns(COLUMNS, new Set(hidden)).map((c) => c.key)).toEqual(expected);
  });

  it('hideableColumns: the columns that are not required, in order', () => {
    expect(hideableColumns(COLUMNS).map((c) => c.key)).toEqual(['where', 'size', 'notes']);
  });
});

describe('sortValueOf', () => {
  const fallback = (r: Row): CellValue => r.id;
  it.each<[string, CellValue]>([['name', 'École'], ['size', 3], ['notes', 7], ['ghost', 7], ['id', 7]])(
    'key %s sorts by %p (a key no sortable column has: the fallback)', (key, expected) => {
      expect(sortValueOf(COLUMNS as never[], key, fallback)(ROW)).toBe(expected);
    },
  );
});

describe('parseHiddenColumns', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['["where","size"]', ['where', 'size']],
    ['["name","where"]', ['where']],
    ['["ghost",3,null,"notes"]', ['notes']],
    ['{"where":true}', []],
    ['pas du json', []],
  ])('%p → %p', (json, expected) => {
    expect([...parseHiddenColumns(json, COLUMNS)]).toEqual(expected);
  });
});

describe('filters and quick search derived from the columns', () => {
  it('columnFilterDefs: the declarations of one column\'s filter, in order', () => {
    expect(columnFilterDefs(COLUMNS[2].filter)).toEqual([min, max]);
    expect(columnFilterDefs(COLUMNS[3].filter)).toEqual([state]);
    expect(columnFilterDefs(undefined)).toEqual([]);
  });

  it('filtersOfColumns: every filter, in column order', () => {
    expect(filtersOfColumns(COLUMNS).map((f) => f.id)).toEqual(['name', 'city', 'size_min', 'size_max', 'state']);
  });

  it('searchOfColumns: the texts of the columns that declare a search', () => {
    expect(searchOfColumns(COLUMNS)(ROW)).toEqual(['École', 'Lyon', null]);
    expect(searchOfColumns([{}])(ROW)).toEqual([]);
  });
});

describe('columnTotals: the sums of the columns that declare a total', () => {
  const summed: { key: string; total?: ColumnTotal<Row> }[] = [
    { key: 'name' },
    { key: 'size', total: { value: (r) => r.size, text: String } },
    { key: 'id', total: { value: (r) => r.id, text: String } },
  ];
  it.each<[string, Row[], Totals]>([
    ['no rows: every declared sum is 0', [], { count: 0, sums: { size: 0, id: 0 } }],
    ['one sum per declaring column, by its key', [ROW, { ...ROW, id: 8, size: 4.5 }], { count: 2, sums: { size: 7.5, id: 15 } }],
    ['a missing figure counts 0', [{ ...ROW, size: null }, ROW], { count: 2, sums: { size: 3, id: 14 } }],
  ])('%s', (_label, rows, expected) => {
    expect(columnTotals(summed, rows)).toEqual(expected);
  });
});

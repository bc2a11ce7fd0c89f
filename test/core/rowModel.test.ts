// Sorting and paging shared by every list (src/core/rowModel.ts).
import { clampPage, compareValues, pageCount, paginate, sortRows, type CellValue } from '../../src/core/rowModel';

describe('compareValues', () => {
  it.each<[CellValue, CellValue, '<' | '=' | '>']>([
    [1, 2, '<'],
    [10, 9, '>'],
    [2.5, 2.5, '='],
    ['a', 'B', '<'],
    ['école', 'Ecole', '='],
    ['lot 2', 'lot 10', '<'],
    ['', 'a', '>'],
    [null, 0, '>'],
    [undefined, null, '='],
    ['Zoé', 'zoe', '='],
  ])('%p vs %p: %s', (a, b, expected) => {
    const c = compareValues(a, b);
    expect(c < 0 ? '<' : c > 0 ? '>' : '=').toBe(expected);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, v: 'Béton' as CellValue }, { id: 2, v: '' }, { id: 3, v: 'avenue' }, { id: 4, v: null },
    { id: 5, v: 'beton' }, { id: 6, v: 'Zinc' }, { id: 7, v: 'lot 10' }, { id: 8, v: 'lot 2' },
  ];
  const ids = (rs: readonly { id: number }[]) => rs.map((r) => r.id);

  it.each<[string, 'asc' | 'desc', number[]]>([
    ['text ascending: French order, accents and case equal (stable), numbers in text by value, blanks last', 'asc', [3, 1, 5, 8, 7, 6, 2, 4]],
    ['text descending: blanks still last, equal values keep their order', 'desc', [6, 7, 8, 1, 5, 3, 2, 4]],
  ])('%s', (_n, dir, expected) => {
    expect(ids(sortRows(rows, (r) => r.v, dir))).toEqual(expected);
  });

  it.each<[string, 'asc' | 'desc', number[]]>([
    ['numbers ascending, null last', 'asc', [3, 1, 4, 2]],
    ['numbers descending, null last', 'desc', [4, 1, 3, 2]],
  ])('%s', (_n, dir, expected) => {
    const nums = [{ id: 1, v: 5 }, { id: 2, v: null }, { id: 3, v: -1 }, { id: 4, v: 12 }];
    expect(ids(sortRows(nums, (r) => r.v, dir))).toEqual(expected);
  });

  it.each<[string, 'asc' | 'desc', CellValue[], number[]]>([
    ['numbers already in order (a server sends offers newest first): as they came', 'desc', [9, 7, 7, 3], [1, 2, 3, 4]],
    ['ascending, already in order, equal values kept in their order', 'asc', [1, 1, 2, 5], [1, 2, 3, 4]],
    ['one pair out of order: sorted', 'desc', [9, 3, 7, 1], [1, 3, 2, 4]],
    ['in order but a blank in the middle: the blank goes last', 'asc', [1, null, 2, 3], [1, 3, 4, 2]],
    ['in ascending order, asked descending: reversed', 'desc', [1, 2, 3], [3, 2, 1]],
  ])('%s', (_n, dir, values, expected) => {
    const input = values.map((v, i) => ({ id: i + 1, v }));
    const out = sortRows(input, (r) => r.v, dir);
    expect(out).not.toBe(input);
    expect(ids(out)).toEqual(expected);
  });

  it('reads each value once and leaves its input alone', () => {
    let reads = 0;
    const input = Object.freeze([...rows]);
    sortRows(input, (r) => { reads++; return r.v; }, 'asc');
    expect(reads).toBe(rows.length);
    expect(ids(input)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('paging', () => {
  it.each<[number, number, number]>([[0, 50, 1], [1, 50, 1], [50, 50, 1], [51, 50, 2], [200, 25, 8], [10, 0, 10]])(
    'pageCount(%i rows, %i a page) = %i', (n, size, expected) => {
      expect(pageCount(n, size)).toBe(expected);
    },
  );

  it.each<[number, number, number, number]>([
    [1, 120, 50, 1], [3, 120, 50, 3], [4, 120, 50, 3], [0, 120, 50, 1], [-2, 120, 50, 1], [2.7, 120, 50, 2], [Number.NaN, 120, 50, 1], [5, 0, 50, 1],
  ])('clampPage(page %p, %i rows, %i a page) = %i', (page, n, size, expected) => {
    expect(clampPage(page, n, size)).toBe(expected);
  });

  it.each<[number, number, { rows: number[]; page: number; pageCount: number; start: number }]>([
    [1, 2, { rows: [1, 2], page: 1, pageCount: 3, start: 0 }],
    [3, 2, { rows: [5], page: 3, pageCount: 3, start: 4 }],
    [9, 2, { rows: [5], page: 3, pageCount: 3, start: 4 }],
    [1, 50, { rows: [1, 2, 3, 4, 5], page: 1, pageCount: 1, start: 0 }],
  ])('paginate(page %i, %i a page)', (page, size, expected) => {
    expect(paginate([1, 2, 3, 4, 5], page, size)).toEqual(expected);
  });

  it('an empty list has one empty page', () => {
    expect(paginate([], 4, 50)).toEqual({ rows: [], page: 1, pageCount: 1, start: 0 });
  });
});

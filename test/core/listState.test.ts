// The list state reducer (src/core/listState.ts): sort, filters, page and page size.
import { DEFAULT_PAGE_SIZE, initialListState, isPageSize, listReducer, PAGE_SIZES, type ListAction, type ListState } from '../../src/core/listState';

type F = { name: string; q: string };
const DEFAULTS: F = { name: '', q: '' };
const reduce = listReducer(DEFAULTS);
const start: ListState<F> = { ...initialListState(DEFAULTS, { key: 'id', dir: 'desc' }), page: 3 };

describe('initialListState', () => {
  it('page 1, the default page size, the filters and sort given', () => {
    expect(initialListState(DEFAULTS, { key: 'id', dir: 'desc' })).toEqual({ sort: { key: 'id', dir: 'desc' }, filters: DEFAULTS, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(initialListState(DEFAULTS, { key: 'id', dir: 'asc' }, 25).pageSize).toBe(25);
  });
});

describe('listReducer', () => {
  it.each<[string, ListAction<F>, Partial<ListState<F>>]>([
    ['sorting by a new column: ascending, page 1', { type: 'sort', key: 'name' }, { sort: { key: 'name', dir: 'asc' }, page: 1 }],
    ['sorting again by the same column (descending now): ascending', { type: 'sort', key: 'id' }, { sort: { key: 'id', dir: 'asc' }, page: 1 }],
    ['setSort: as given, page 1', { type: 'setSort', sort: { key: 'name', dir: 'desc' } }, { sort: { key: 'name', dir: 'desc' }, page: 1 }],
    ['a filter: patched, page 1', { type: 'filter', patch: { name: 'x' } }, { filters: { name: 'x', q: '' }, page: 1 }],
    ['clearing the filters: the defaults, page 1', { type: 'clearFilters' }, { filters: DEFAULTS, page: 1 }],
    ['a page', { type: 'page', page: 2 }, { page: 2 }],
    ['a page below 1 or not a number: page 1', { type: 'page', page: -4 }, { page: 1 }],
    ['a fractional page: floored', { type: 'page', page: 2.9 }, { page: 2 }],
    ['a known page size: page 1', { type: 'pageSize', pageSize: 100 }, { pageSize: 100, page: 1 }],
  ])('%s', (_n, action, expected) => {
    expect(reduce(start, action)).toEqual({ ...start, ...expected });
  });

  it.each<[string, ListAction<F>]>([
    ['the same page', { type: 'page', page: 3 }],
    ['an unknown page size', { type: 'pageSize', pageSize: 30 }],
  ])('%s leaves the state as it is (same object)', (_n, action) => {
    expect(reduce(start, action)).toBe(start);
  });

  it('sorting twice by a column: ascending, then descending', () => {
    const once = reduce(start, { type: 'sort', key: 'name' });
    expect(reduce(once, { type: 'sort', key: 'name' }).sort).toEqual({ key: 'name', dir: 'desc' });
  });

  it('restore: the state given, as it is', () => {
    const other: ListState<F> = { sort: { key: 'name', dir: 'asc' }, filters: { name: 'a', q: 'b' }, page: 7, pageSize: 25 };
    expect(reduce(start, { type: 'restore', state: other })).toBe(other);
  });
});

describe('isPageSize', () => {
  it.each<[unknown, boolean]>([...PAGE_SIZES.map((n) => [n, true] as [unknown, boolean]), [30, false], ['50', false], [null, false], [Number.NaN, false]])(
    '%p → %p', (n, expected) => {
      expect(isPageSize(n)).toBe(expected);
    },
  );
});

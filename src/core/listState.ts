// The state of one list (sort, filters, page, page size) as a pure reducer, apart from any view.
import type { SortState } from './types';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface ListState<F> {
  sort: SortState;
  filters: F;
  page: number;
  pageSize: number;
}

export type ListAction<F> =
  | { type: 'sort'; key: string }
  | { type: 'setSort'; sort: SortState }
  | { type: 'filter'; patch: Partial<F> }
  | { type: 'clearFilters' }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'restore'; state: ListState<F> };

export function initialListState<F>(filters: F, sort: SortState, pageSize = DEFAULT_PAGE_SIZE): ListState<F> {
  return { sort, filters, page: 1, pageSize };
}

export function isPageSize(n: unknown): n is number {
  return typeof n === 'number' && (PAGE_SIZES as readonly number[]).includes(n);
}

/** A sort read back from the browser (a kept view, a saved view): `{ key, dir }` checked, else null. */
export function readSort(raw: unknown): SortState | null {
  const { key, dir } = (raw ?? {}) as Record<string, unknown>;
  return typeof key === 'string' && (dir === 'asc' || dir === 'desc') ? { key, dir } : null;
}

/** Builds the reducer of a list whose filters reset to `defaults`. */
export function listReducer<F>(defaults: F) {
  return function reduce(state: ListState<F>, action: ListAction<F>): ListState<F> {
    switch (action.type) {
      case 'sort': {
        const dir = state.sort.key === action.key && state.sort.dir === 'asc' ? 'desc' : 'asc';
        return { ...state, sort: { key: action.key, dir }, page: 1 };
      }
      case 'setSort':
        return { ...state, sort: action.sort, page: 1 };
      case 'filter':
        return { ...state, filters: { ...state.filters, ...action.patch }, page: 1 };
      case 'clearFilters':
        return { ...state, filters: defaults, page: 1 };
      case 'page':
        return action.page === state.page ? state : { ...state, page: Math.max(1, Math.floor(action.page) || 1) };
      case 'pageSize':
        return isPageSize(action.pageSize) ? { ...state, pageSize: action.pageSize, page: 1 } : state;
      case 'restore':
        return action.state;
    }
  };
}

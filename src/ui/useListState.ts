// Sort, filters and paging of one list: the pure reducer of core/listState bound to React, and the page
// derived from the sorted rows, kept valid when rows disappear (last row of the last page deleted →
// the previous page is shown).
import { useEffect, useMemo, useReducer } from 'react';
import { initialListState, listReducer, type ListAction, type ListState } from '../core/listState';
import { paginate, type Page } from '../core/rowModel';
import type { SortState } from '../core/types';

export function useListState<F>(defaults: F, defaultSort: SortState, initial?: ListState<F>) {
  const reducer = useMemo(() => listReducer(defaults), [defaults]);
  const [state, dispatch] = useReducer(reducer, initial ?? initialListState(defaults, defaultSort));
  return { state, dispatch };
}

/**
 * `settled` is false while the rows are loading: the stored page is then kept (a list restored on page
 * 2 has no rows until its answer arrives, and must not fall back to page 1). `computed`: the page of these
 * rows, already made by the list model.
 */
export function usePage<Row, F>(
  rows: readonly Row[],
  state: ListState<F>,
  dispatch: (a: ListAction<F>) => void,
  settled = true,
  computed?: Page<Row>,
): Page<Row> {
  const page = useMemo(() => computed ?? paginate(rows, state.page, state.pageSize), [computed, rows, state.page, state.pageSize]);
  useEffect(() => {
    if (settled && page.page !== state.page) dispatch({ type: 'page', page: page.page });
  }, [settled, page.page, state.page, dispatch]);
  return page;
}

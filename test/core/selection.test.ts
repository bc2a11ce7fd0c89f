import {
  canSelectAllFiltered, emptySelection, offersScope, pageCheckState, selectedRows, selectionReducer,
  type Selection, type SelectionAction,
} from '../../src/core/selection';

const sel = (ids: number[], scope = 'all|gebrik'): Selection => ({ scope, ids });

describe('selectionReducer', () => {
  it.each<[string, Selection, SelectionAction, Selection]>([
    ['toggle adds a row', sel([1]), { type: 'toggle', id: 2 }, sel([1, 2])],
    ['toggle removes a selected row', sel([1, 2]), { type: 'toggle', id: 1 }, sel([2])],
    ['togglePage selects the rows of the page not yet selected', sel([9]), { type: 'togglePage', ids: [1, 2, 9] }, sel([9, 1, 2])],
    ['togglePage unselects the page when all its rows are selected, others kept', sel([9, 1, 2]), { type: 'togglePage', ids: [1, 2] }, sel([9])],
    ['togglePage on a half-selected page selects the rest', sel([1]), { type: 'togglePage', ids: [1, 2, 3] }, sel([1, 2, 3])],
    ['togglePage on an empty page changes nothing', sel([1]), { type: 'togglePage', ids: [] }, sel([1])],
    ['selectAll adds every filtered row once', sel([3]), { type: 'selectAll', ids: [1, 2, 3, 2] }, sel([3, 1, 2])],
    ['clear', sel([1, 2]), { type: 'clear' }, sel([])],
    ['retain drops rows that left the list', sel([1, 2, 3]), { type: 'retain', ids: [3, 1, 7] }, sel([1, 3])],
    ['the same scope keeps the selection', sel([1, 2]), { type: 'scope', scope: 'all|gebrik' }, sel([1, 2])],
    ['another prescriber clears it', sel([1, 2]), { type: 'scope', scope: '21|gebrik' }, sel([], '21|gebrik')],
    ['another tool clears it', sel([1, 2]), { type: 'scope', scope: 'all|kess' }, sel([], 'all|kess')],
  ])('%s', (_, state, action, expected) => {
    expect(selectionReducer(state, action)).toEqual(expected);
  });

  it.each<[string, SelectionAction]>([
    ['clear of nothing', { type: 'clear' }],
    ['retain of everything', { type: 'retain', ids: [1, 2, 5] }],
    ['selectAll of selected rows', { type: 'selectAll', ids: [2, 1] }],
    ['the same scope', { type: 'scope', scope: 'all|gebrik' }],
  ])('%s returns the same state (no re-render)', (_, action) => {
    const state = action.type === 'clear' ? sel([]) : sel([1, 2]);
    expect(selectionReducer(state, action)).toBe(state);
  });

  it('retain with nothing chosen returns the same state without reading the list (a list arriving)', () => {
    const state = sel([]);
    const ids = new Proxy([] as number[], { get: () => { throw new Error('the ids were read'); } });
    expect(selectionReducer(state, { type: 'retain', ids })).toBe(state);
  });

  it('survives paging, sorting and filtering: those are not selection actions, only the scope clears', () => {
    let state = emptySelection(offersScope('all', 'gebrik'));
    state = selectionReducer(state, { type: 'togglePage', ids: [1, 2, 3] }); // page 1
    state = selectionReducer(state, { type: 'toggle', id: 60 }); // page 2
    state = selectionReducer(state, { type: 'scope', scope: offersScope('all', 'gebrik') }); // re-render, same list
    expect(state.ids).toEqual([1, 2, 3, 60]);
    state = selectionReducer(state, { type: 'scope', scope: offersScope(21, 'gebrik') });
    expect(state).toEqual({ scope: '21|gebrik', ids: [] });
  });
});

describe('pageCheckState / canSelectAllFiltered / selectedRows', () => {
  it.each<[number[], number[], 'all' | 'some' | 'none']>([
    [[], [1, 2], 'none'], [[3], [1, 2], 'none'], [[1], [1, 2], 'some'], [[2, 1, 5], [1, 2], 'all'], [[1], [], 'none'],
  ])('selected %j, page %j → %s', (ids, page, expected) => {
    expect(pageCheckState(sel(ids), page)).toBe(expected);
  });

  it.each<[number[], number[], boolean]>([
    [[], [1, 2], false], [[1], [1, 2], true], [[1, 2], [1, 2], false], [[1, 2, 3], [1, 2], false], [[9], [1], true],
  ])('selected %j, filtered %j → offer to select all: %s', (ids, filtered, expected) => {
    expect(canSelectAllFiltered(sel(ids), filtered.map((id) => ({ id })))).toBe(expected);
  });

  it('selectedRows: the selected rows still in the list, in list order', () => {
    const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
    expect(selectedRows(sel([3, 9, 5]), rows)).toEqual([{ id: 5 }, { id: 3 }]);
    expect(selectedRows(sel([]), rows)).toEqual([]);
  });

  it('selectedRows with nothing chosen does not read the list (every render of a list of thousands)', () => {
    const rows = new Proxy([{ id: 1 }], { get: () => { throw new Error('the rows were read'); } });
    expect(selectedRows(sel([]), rows)).toEqual([]);
  });
});

// The selected rows of a list as a pure reducer. The selection is a set of row ids: it survives
// paging, sorting and filtering (those change what is shown, not what is chosen) and is cleared when the
// scope of the list changes (another prescriber, another choice of the family's scope), since the rows are then others.

export interface Selection {
  /** The list the ids belong to (e.g. `all|` plus the scope's choice): another scope clears the selection. */
  scope: string;
  /** Selected row ids, in the order they were selected. */
  ids: readonly number[];
}

export type SelectionAction =
  /** The row checkbox, or Space on a row. */
  | { type: 'toggle'; id: number }
  /** The header checkbox: selects the page's rows, or unselects them when all already are. */
  | { type: 'togglePage'; ids: readonly number[] }
  /** `Sélectionner les {m} offres filtrées`. */
  | { type: 'selectAll'; ids: readonly number[] }
  /** `Tout désélectionner`. */
  | { type: 'clear' }
  /** Rows that left the list (hidden, deleted, or gone on reload): their ids are dropped. */
  | { type: 'retain'; ids: readonly number[] }
  /** The list's scope now: a different one clears the selection. */
  | { type: 'scope'; scope: string };

export function emptySelection(scope: string): Selection {
  return { scope, ids: [] };
}

function withIds(state: Selection, ids: readonly number[]): Selection {
  return ids.length === state.ids.length && ids.every((id, i) => id === state.ids[i]) ? state : { ...state, ids };
}

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  const { ids } = state;
  switch (action.type) {
    case 'toggle':
      return withIds(state, ids.includes(action.id) ? ids.filter((id) => id !== action.id) : [...ids, action.id]);
    case 'togglePage':
    case 'selectAll': {
      const chosen = new Set(ids);
      // The header checkbox unselects the page's rows when all already are; else the rows not yet chosen are added.
      if (action.type === 'togglePage' && action.ids.every((id) => chosen.has(id))) return withIds(state, ids.filter((id) => !action.ids.includes(id)));
      return withIds(state, [...new Set([...ids, ...action.ids])]);
    }
    case 'clear':
      return withIds(state, []);
    case 'retain': {
      if (!ids.length) return state; // nothing chosen: the list's ids (thousands) are not even read
      const still = new Set(action.ids);
      return withIds(state, ids.filter((id) => still.has(id)));
    }
    case 'scope':
      return action.scope === state.scope ? state : emptySelection(action.scope);
  }
}

/** The header checkbox: checked when every row of the page is selected, mixed when some are. */
export function pageCheckState(state: Selection, pageIds: readonly number[]): 'all' | 'some' | 'none' {
  const chosen = new Set(state.ids);
  const n = pageIds.filter((id) => chosen.has(id)).length;
  return n === 0 ? 'none' : n === pageIds.length ? 'all' : 'some';
}

/** Offer `Sélectionner les {m} offres filtrées` when something is selected and not every filtered row is. */
export function canSelectAllFiltered(state: Selection, filtered: readonly { id: number }[]): boolean {
  const chosen = new Set(state.ids);
  return chosen.size > 0 && filtered.some((r) => !chosen.has(r.id));
}

/** The selected rows still in the list, in list order (what a bulk action works on). */
export function selectedRows<T extends { id: number }>(state: Selection, rows: readonly T[]): T[] {
  if (!state.ids.length) return []; // nothing chosen: the list (thousands of rows) is not read
  const chosen = new Set(state.ids);
  return rows.filter((r) => chosen.has(r.id));
}

/** The scope key of an offers list: the prescriber choice and the choice of the family's scope ('' without one). */
export function offersScope(userFilter: 'all' | number, tool: string): string {
  return `${userFilter}|${tool}`;
}

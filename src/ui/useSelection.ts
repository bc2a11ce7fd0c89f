// The selected rows of a list screen: core/selection's reducer, cleared as soon as the list's scope
// (prescriber, veture tool) changes — in the same render, so the old selection never shows with other rows.
import { useEffect, useReducer, type Dispatch } from 'react';
import { emptySelection, selectionReducer, type Selection, type SelectionAction } from '../core/selection';

export function useSelection(scope: string): [Selection, Dispatch<SelectionAction>] {
  const [state, dispatch] = useReducer(selectionReducer, scope, emptySelection);
  // The reducer keeps the state as it is when the scope is the same.
  useEffect(() => dispatch({ type: 'scope', scope }), [scope]);
  return [state.scope === scope ? state : emptySelection(scope), dispatch];
}

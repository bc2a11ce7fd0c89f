// Where focus goes when a row dialog closes (FocusAfterDialogContext): back on the row, else on the row
// after it, else the one before it; after a clone, on the new offer's row (the offers and contacts screens).
import { useRef, type RefObject } from 'react';
import { rowControl, type FocusAfterDialog } from '../../ui/focusAfterDialog';

/** The rows to try, in order, for focus to come back to row `id` among `ids`. */
export function focusOrder(ids: readonly number[], id: number): number[] {
  const at = ids.indexOf(id);
  return at < 0 ? [id] : [id, ...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
}

export function useRowFocus(screen: RefObject<HTMLElement | null>) {
  const focusAfter = useRef<FocusAfterDialog['current']>(null);
  return {
    focusAfter,
    /** A dialog opens for row `id` of the rows shown. */
    afterDialogOn(id: number, shownIds: readonly number[]) {
      const order = focusOrder(shownIds, id);
      focusAfter.current = { element: () => rowControl(screen.current, order) };
    },
    /** A clone was made: focus its row once the dialog closes. */
    afterClone(id: number) {
      focusAfter.current = { element: () => rowControl(screen.current, [id]), always: true };
    },
  };
}

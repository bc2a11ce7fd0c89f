// Where focus goes once a dialog has closed, when its opener is gone: the screen names the element (the
// affected row, by id, or its neighbour) just before closing the dialog; Dialog reads it after the render
// that removed the row. Kept until it could be used (an element behind another modal cannot take focus).
import { createContext } from 'react';

export interface FocusTarget {
  element(): HTMLElement | null;
  /** Go there even when the dialog's opener is still there (a new row: the clone); else only when focus was lost. */
  always?: boolean;
}

export interface FocusAfterDialog { current: FocusTarget | null }

export const FocusAfterDialogContext = createContext<FocusAfterDialog>({ current: null });

/** The record (data-row-id) of the row or card holding `el`, null outside one. */
export function rowIdOf(el: Element): string | null {
  return el.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null;
}

/** Focuses the first control of the row `id` inside `root`, else of the first of `neighbours` still there. */
export function rowControl(root: ParentNode | null, ids: readonly (string | number)[]): HTMLElement | null {
  for (const id of ids) {
    const row = root?.querySelector(`[data-row-id="${id}"]`);
    const control = row?.querySelector<HTMLElement>('button:not([disabled]), select, a[href]');
    if (control) return control;
  }
  return null;
}

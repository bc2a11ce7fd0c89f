// A list screen's selection and what its table and its bar show: the lead column (the header's page checkbox,
// a checkbox per row: ui/SelectionCheckbox draws them) and the selection bar's state (ui/SelectionBar, around
// the list's own bulk actions). The selection survives paging, sorting and filtering; rows that leave the list
// leave it; another scope clears it. State and actions only: the screens render.
import { useCallback, useEffect, useMemo } from 'react';
import { canSelectAllFiltered, pageCheckState, selectedRows } from '../core/selection';
import type { SelectionBarProps } from './SelectionBar';
import type { LeadColumn } from './SelectionCheckbox';
import { useSelection } from './useSelection';

export interface ListSelectionOptions<Row> {
  /** The list the rows belong to (e.g. the user): another one clears the selection. */
  scope: string;
  /** Every row of the list, and whether it is loaded (rows that left it leave the selection only then). */
  rows: readonly Row[];
  known: boolean;
  /** The page's rows, and the rows the filters leave on every page. */
  page: readonly Row[];
  filtered: readonly Row[];
  /** A row checkbox's name (a function that stays the same: the rows' cells are memoised on it). */
  rowLabel(row: Row): string;
  texts: SelectionBarProps['texts'];
}

export interface ListSelection<Row> {
  /** The row checkbox's action (Space on a row of the keyboard grid). */
  toggle(row: Row): void;
  /** The selected rows still in the list, in its order. */
  selected: Row[];
  /** The selection column of the table. */
  lead: LeadColumn<Row>;
  /** The selection bar's state: the screen puts the list's bulk actions in it (`<SelectionBar {...bar}>`). */
  bar: Omit<SelectionBarProps, 'children'>;
}

export function useListSelection<Row extends { id: number }>({ scope, rows, known, page, filtered, rowLabel, texts }: ListSelectionOptions<Row>): ListSelection<Row> {
  const [selection, select] = useSelection(scope);
  useEffect(() => {
    if (known) select({ type: 'retain', ids: rows.map((r) => r.id) });
  }, [known, rows, select]);
  const chosen = useMemo(() => new Set(selection.ids), [selection.ids]);
  const toggle = useCallback((row: Row) => select({ type: 'toggle', id: row.id }), [select]);
  const pageIds = page.map((r) => r.id);
  // Not on every render: a keystroke leaves the selection and the rows (thousands) as they are.
  const selected = useMemo(() => selectedRows(selection, rows), [selection, rows]);
  return {
    toggle,
    selected,
    lead: {
      width: SELECT_COLUMN_PX,
      page: {
        label: texts.selectPage, state: pageCheckState(selection, pageIds), disabled: !pageIds.length,
        onToggle: () => select({ type: 'togglePage', ids: pageIds }),
      },
      on: (r) => chosen.has(r.id),
      label: rowLabel,
      toggle,
    },
    bar: {
      count: selected.length,
      filteredCount: filtered.length,
      canSelectAll: canSelectAllFiltered(selection, filtered),
      texts,
      onSelectAll: () => select({ type: 'selectAll', ids: filtered.map((r) => r.id) }),
      onClear: () => select({ type: 'clear' }),
    },
  };
}

/** The selection column's width, in px (a checkbox and its padding). */
const SELECT_COLUMN_PX = 28;

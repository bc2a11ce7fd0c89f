// The keyboard of a data grid (WAI-ARIA APG grid pattern) on a `<table role="grid">`: its body
// cells are one Tab stop (roving tabindex: the active cell has tabindex 0, every other cell and every control
// inside the cells -1), arrow keys, Home/End, Ctrl+Home/Ctrl+End and PageUp/PageDown move between cells
// (core/gridNavigation), Enter or F2 enters a cell's control (Tab then goes between the controls of that
// cell) and Escape or F2 comes back to the cell; a screen may give F2 on a cell its own action (offers: the
// delivery dialog), and Ctrl+F (⌘F) anywhere in the rows goes to the screen's search. Controls of
// the header (the filter row) are left alone: they stay ordinary Tab stops before the rows. Tab from a cell
// leaves the rows; Shift+Tab from after the table comes back to the last active cell.
//
// The hook reads the table as rendered (`tbody` rows and their cells), so any list screen can use it: rows
// may be added, removed or reordered, a group row being one cell spanning the columns; a hidden row is out.
import { keyName } from '../core/keyName';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { DEFAULT_PAGE_ROWS, START, gridReducer, isGridKey, type GridAction, type GridState } from '../core/gridNavigation';

export interface GridTarget {
  row: HTMLTableRowElement;
  cell: HTMLTableCellElement;
  rowIndex: number;
  colIndex: number;
}

export interface GridKeyboardOptions {
  /** Rows moved by PageUp/PageDown; by default as many rows as fit in the window, else 10. */
  pageRows?: number;
  /**
   * Enter on a cell: return true when the cell acted on it (Enter on an offer's name opens the offer);
   * otherwise Enter enters the cell's control, like F2.
   */
  onEnter?(target: GridTarget): boolean;
  /** Space on a cell: toggles the row's selection. */
  onToggleRow?(target: GridTarget): void;
  /** F2 on a cell: return true when the screen acted on it (offers: the row's delivery dialog); otherwise F2 enters the cell's control. */
  onF2?(target: GridTarget): boolean;
  /** Ctrl+F or ⌘F in the rows: return true when the screen moved focus to its search (the browser's own find is left alone otherwise). */
  onSearch?(): boolean;
}

export interface GridKeyboard {
  /** Focuses the first cell of the first row (the grid's tab stop goes there); false when there is no row. */
  focusFirst(): boolean;
}

/** What can take focus inside a cell (and must not be a Tab stop of its own). */
const CELL_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not(td):not(th), [contenteditable="true"]';

/**
 * Sets `tabindex` only when it differs: the rows a key changes keep their cells and controls, and the same value
 * written again is still a DOM change (about 750 a heavy key on a 50-row page).
 */
const tabStop = (el: HTMLElement, value: '0' | '-1') => { if (el.getAttribute('tabindex') !== value) el.setAttribute('tabindex', value); };

/** The body rows shown, in order (every one has cells: a record, a detail, a group head, the empty text). */
const bodyRows = (table: HTMLTableElement) =>
  Array.from(table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')).filter((row) => !row.hidden);

/** The body cell holding `node` (or being it), with its position; null for the header or outside. */
function locate(table: HTMLTableElement, node: EventTarget | null): GridTarget | null {
  const cell = (node as Element).closest<HTMLTableCellElement>('td, th');
  const row = cell?.parentElement as HTMLTableRowElement;
  const rowIndex = bodyRows(table).indexOf(row);
  return rowIndex < 0 ? null : { row, cell: cell!, rowIndex, colIndex: cell!.cellIndex };
}

/** Rows in a window's height (PageUp/PageDown). */
function screenful(rows: HTMLTableRowElement[]): number {
  const height = rows[0]?.getBoundingClientRect().height;
  return height ? Math.max(1, Math.floor(innerHeight / height) - 1) : DEFAULT_PAGE_ROWS;
}

export function useGridKeyboard(tableRef: RefObject<HTMLTableElement | null>, options: GridKeyboardOptions = {}): GridKeyboard {
  const state = useRef<GridState>(START);
  const opts = useRef(options);
  opts.current = options;

  /**
   * The state after `action` (by default: brought within the rows as they are now), then tabindex 0 on the
   * active cell, -1 on the other cells and on every control inside the cells.
   */
  const reduce = useRef((action: GridAction = { type: 'shape' }, from = state.current) => {
    const table = tableRef.current;
    if (!table) return;
    const rows = bodyRows(table);
    state.current = gridReducer(rows.map((r) => r.cells.length))(from, action);
    const { row: activeRow, col: activeCol } = state.current;
    rows.forEach((row, r) => {
      Array.from(row.cells).forEach((cell, c) => tabStop(cell, r === activeRow && c === activeCol ? '0' : '-1'));
    });
    // One query per body for the controls (a 200-row page holds a thousand or so).
    for (const body of table.tBodies) body.querySelectorAll<HTMLElement>(CELL_CONTROLS).forEach((control) => tabStop(control, '-1'));
  });

  /** Keys and focus on `table`, and the tab stops again whenever rows come and go without a render of the screen (staged rows); returns how to stop. */
  const listen = (table: HTMLTableElement) => {
    // One call per batch of changes (the observer delivers them together); setting tabindex adds no row.
    const observer = new MutationObserver(() => reduce.current());
    observer.observe(table, { childList: true, subtree: true });
    changes.current = observer;

    /**
     * The new active cell, focused and scrolled into view clear of the sticky header and the host's bar above
     * it: the cells' scroll margin (styles/layout.ts) counts in scrollIntoView, as it does for a control's focus.
     */
    const move = (action: GridAction, from?: GridState) => {
      reduce.current(action, from);
      const cell = bodyRows(table)[state.current.row]?.cells[state.current.col];
      if (!cell) return;
      cell.focus({ preventScroll: true });
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };

    const controlsOf = (cell: HTMLElement) => Array.from(cell.querySelectorAll<HTMLElement>(CELL_CONTROLS))
      .filter((c) => !c.matches(':disabled, [type="hidden"]'));
    /** Focuses the cell's first control; false when it has none. */
    const enterControl = (cell: HTMLElement) => {
      const control = controlsOf(cell)[0];
      control?.focus();
      return control !== undefined;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = locate(table, event.target);
      if (event.defaultPrevented || !target) return;
      const focusCell = { type: 'focus', row: target.rowIndex, col: target.colIndex } as const;
      const key = keyName(event);
      if ((key === 'f' || key === 'F') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !(event.target as Element).closest('[role="menu"], dialog')) {
        if (opts.current.onSearch?.()) event.preventDefault();
        return;
      }
      if (event.target !== target.cell) {
        // Tab between the controls of one cell (the actions cell: Modifier and its menu); past them, out of the rows.
        if (key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
          const controls = controlsOf(target.cell);
          const at = controls.findIndex((c) => c.contains(event.target as Node));
          const next = at < 0 ? undefined : controls[at + (event.shiftKey ? -1 : 1)];
          if (next) {
            event.preventDefault();
            next.focus();
          }
        } else if ((key === 'Escape' || key === 'F2') && !(event.target as Element).closest('[role="menu"], dialog')) {
          // Inside a cell's control: its own keys (a select's arrows) stay its own; Escape or F2 returns to the cell.
          event.preventDefault();
          move(focusCell);
        }
        return;
      }
      if (event.altKey || event.metaKey) return;
      if (isGridKey(key)) {
        event.preventDefault();
        const pageRows = opts.current.pageRows ?? screenful(bodyRows(table));
        move({ type: 'key', key, ctrl: event.ctrlKey, pageRows }, { ...state.current, row: target.rowIndex, col: target.colIndex });
      } else if (key === 'Enter' || key === 'F2') {
        const acted = key === 'Enter' ? opts.current.onEnter?.(target) : opts.current.onF2?.(target);
        if (acted || enterControl(target.cell)) event.preventDefault();
      } else if (key === ' ' && opts.current.onToggleRow) {
        event.preventDefault();
        opts.current.onToggleRow(target);
      }
    };

    // Focus reaching a cell or its control another way (a click, a dialog giving focus back) makes it the active cell.
    const onFocusIn = (event: FocusEvent) => {
      const target = locate(table, event.target);
      // The cell a key just moved to keeps the column vertical moves aim for.
      if (target && (target.rowIndex !== state.current.row || target.colIndex !== state.current.col)) {
        reduce.current({ type: 'focus', row: target.rowIndex, col: target.colIndex });
      }
    };

    table.addEventListener('keydown', onKeyDown);
    table.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      table.removeEventListener('keydown', onKeyDown);
      table.removeEventListener('focusin', onFocusIn);
    };
  };

  // The table listened to: none while the list shows cards, a new one when it comes back.
  const listening = useRef<{ table: HTMLTableElement | null; stop?(): void }>({ table: null });
  const changes = useRef<MutationObserver>(null);
  // After every render of the screen: the listeners follow the table element, the tab stops the rows. A
  // render that changed nothing in the table (a key that leaves the page's rows as they were) costs nothing:
  // the observer's records of this render say whether rows or controls came or went. While the table is busy
  // (a list arriving, its rows in two stages, or shown from the kept copy until the server answers), the tab
  // stops are set after the paint instead (the effect below, run with the rows' second stage): the rows in
  // view are painted first.
  const busy = () => tableRef.current?.hasAttribute('aria-busy');
  useLayoutEffect(() => {
    const table = tableRef.current;
    let changed = changes.current?.takeRecords().length;
    if (table !== listening.current.table) {
      listening.current.stop?.();
      listening.current = { table, stop: table ? listen(table) : undefined };
      changed = 1;
    }
    if (changed && !busy()) reduce.current();
  });
  useEffect(() => {
    if (busy()) reduce.current();
  });
  useEffect(() => () => {
    listening.current.stop?.();
    listening.current = { table: null };
  }, []);

  return {
    focusFirst() {
      const table = tableRef.current;
      if (!table) return false;
      reduce.current({ type: 'focus', row: 0, col: 0 });
      const cell = bodyRows(table)[0]?.cells[0];
      if (!cell) return false;
      cell.focus({ preventScroll: true });
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      return true;
    },
  };
}

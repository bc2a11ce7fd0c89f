// The keyboard of a data grid (WAI-ARIA APG grid pattern) on its grid element (ui/DataTable: the frame holding the header's table and the rows'): its header row (the
// first row of `thead`: the columnheaders with their sort buttons and resize separators) and its body cells are
// one Tab stop (roving tabindex: the active cell takes the stop, every other cell and every control inside the
// cells -1), arrow keys, Home/End, Ctrl+Home/Ctrl+End and PageUp/PageDown move between cells
// (core/gridNavigation: ↑ from the first row reaches the header cells, ↓ comes back), Enter or F2 enters a
// cell's control (Tab then goes between the controls of that cell) and Escape or F2 comes back to the cell; a
// screen may give F2 on a cell its own action (offers: the delivery dialog), and Ctrl+F (⌘F) anywhere in the
// rows goes to the screen's search. On a header cell, Enter or Space presses its own control (the sort button;
// the selection's: its page checkbox) and F2 enters its other controls (the resize separator, whose ←/→ stay its
// own). The other rows of the header (the filter row) are left alone: their boxes stay ordinary Tab stops before
// the grid's. Tab from a cell leaves the grid; Shift+Tab from after the table comes back to the last active cell,
// a header cell included: since the header comes before the filter boxes in the page, a header cell's stop is
// kept by the body cell under it, which hands the focus on to the header cell when Tab or Shift+Tab reaches it.
//
import { keyName } from '../core/keyName';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { DEFAULT_PAGE_ROWS, gridReducer, isGridKey, tabStopOf, type GridAction, type GridState } from '../core/gridNavigation';

export interface GridTarget {
  row: HTMLTableRowElement;
  cell: HTMLTableCellElement;
  /** The row's place among the grid's rows, the header row first when there is one. */
  rowIndex: number;
  colIndex: number;
  /** The cell is a header cell (a columnheader of the header row). */
  header: boolean;
}

export interface GridKeyboardOptions {
  /** Rows moved by PageUp/PageDown; by default as many rows as fit in the window, else 10. */
  pageRows?: number;
  /**
   * Enter on a body cell: return true when the cell acted on it (Enter on an offer's name opens the offer);
   * otherwise Enter enters the cell's control, like F2.
   */
  onEnter?(target: GridTarget): boolean;
  /** Space on a body cell: toggles the row's selection. */
  onToggleRow?(target: GridTarget): void;
  /** F2 on a body cell: return true when the screen acted on it (offers: the row's delivery dialog); otherwise F2 enters the cell's control. */
  onF2?(target: GridTarget): boolean;
  /** Ctrl+F or ⌘F in the rows: return true when the screen moved focus to its search (the browser's own find is left alone otherwise). */
  onSearch?(): boolean;
}

export interface GridKeyboard {
  /** Focuses the first cell of the first body row (the grid's tab stop goes there); false when there is no row. */
  focusFirst(): boolean;
}

/** What can take focus inside a cell (and must not be a Tab stop of its own). */
const CELL_CONTROLS = 'a[href],button,input,select,textarea,[tabindex]:not(td):not(th),[contenteditable="true"]';

/**
 * Sets `tabindex` only when it differs: the rows a key changes keep their cells and controls, and the same value
 * written again is still a DOM change (about 750 a heavy key on a 50-row page).
 */
const tabStop = (el: HTMLElement, value: '0' | '-1') => { if (el.getAttribute('tabindex') !== value) el.setAttribute('tabindex', value); };

/** The body rows shown, in order (every one has cells: a record, a detail, a group head, the empty text). */
const bodyRows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody > tr')).filter((row) => !row.hidden);

/** The header row (the columnheaders: `thead`'s first row, not the filter row under it), when there is one. */
const headerRows = (table: HTMLElement): HTMLTableRowElement[] => {
  const row = table.querySelector<HTMLTableRowElement>('thead > tr');
  return row && !row.hidden && row.cells.length > 0 ? [row] : [];
};

/** The grid's rows: the header row, then the body rows. */
const gridRows = (table: HTMLElement) => [...headerRows(table), ...bodyRows(table)];

/** The cell of the grid holding `node` (or being it), with its position; null for the filter row or outside. */
function locate(table: HTMLElement, node: EventTarget | null): GridTarget | null {
  const cell = node instanceof Element ? node.closest<HTMLTableCellElement>('td,th') : null;
  const row = cell?.parentElement as HTMLTableRowElement;
  const head = headerRows(table);
  const rowIndex = head[0] === row ? 0 : bodyRows(table).indexOf(row);
  if (!cell || rowIndex < 0 || !table.contains(cell)) return null;
  const header = head[0] === row;
  return { row, cell, rowIndex: header ? 0 : rowIndex + head.length, colIndex: cell.cellIndex, header };
}

/** The controls of a cell that can take focus; a resize separator is focusable only once entered (ui/ColumnResizer). */
const controlsOf = (cell: HTMLElement) => Array.from(cell.querySelectorAll<HTMLElement>(`${CELL_CONTROLS},[role="separator"]`))
  .filter((c) => !c.matches(':disabled,[type="hidden"]'));

/** A header cell's own control, pressed by Enter or Space on the cell: its sort button, or the selection's page checkbox. */
const headerAction = (cell: HTMLElement): HTMLElement | undefined =>
  controlsOf(cell).find((c) => c.matches('button,input[type="checkbox"]'));

/** Rows in a window's height (PageUp/PageDown). */
function screenful(rows: HTMLTableRowElement[]): number {
  const height = rows[0]?.getBoundingClientRect().height;
  return height ? Math.max(1, Math.floor(innerHeight / height) - 1) : DEFAULT_PAGE_ROWS;
}

/** The cell at a place of the grid. */
const cellAt = (table: HTMLElement, place: { row: number; col: number }) => gridRows(table)[place.row]?.cells[place.col];

export function useGridKeyboard(tableRef: RefObject<HTMLElement | null>, options: GridKeyboardOptions = {}): GridKeyboard {
  // No active cell yet: the first body row's first cell once there are rows (core/gridNavigation).
  const state = useRef<GridState>({ row: -1, col: -1, wantCol: 0 });
  const opts = useRef(options);
  opts.current = options;

  /**
   * The state after `action` (by default: brought within the rows as they are now), then tabindex 0 on the
   * cell holding the grid's Tab stop (core/gridNavigation tabStopOf), -1 on the other cells and on every
   * control inside the header row and the body.
   */
  const reduce = useRef((action: GridAction = { type: 'shape' }, from = state.current) => {
    const table = tableRef.current;
    if (!table) return;
    const head = headerRows(table);
    const rows = [...head, ...bodyRows(table)];
    const shape = rows.map((r) => r.cells.length);
    state.current = gridReducer(shape, head.length)(from, action);
    const stop = tabStopOf(shape, head.length, state.current);
    rows.forEach((row, r) => {
      Array.from(row.cells).forEach((cell, c) => tabStop(cell, r === stop.row && c === stop.col ? '0' : '-1'));
    });
    // One query per body for the controls (a 200-row page holds a thousand or so).
    for (const part of [...head, ...Array.from(table.querySelectorAll('tbody'))]) part.querySelectorAll<HTMLElement>(CELL_CONTROLS).forEach((control) => tabStop(control, '-1'));
  });

  /** Keys and focus on `table`, and the tab stops again whenever rows come and go without a render of the screen (staged rows); returns how to stop. */
  const listen = (table: HTMLElement) => {
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
      const cell = cellAt(table, state.current);
      if (!cell) return;
      cell.focus({ preventScroll: true });
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };

    /** Focuses the first of `controls`; false when there is none. */
    const enter = (controls: HTMLElement[]) => {
      if (controls[0] && !controls[0].hasAttribute('tabindex') && controls[0].matches('[role="separator"]')) controls[0].setAttribute('tabindex', '-1');
      controls[0]?.focus();
      return controls.length > 0;
    };

    /**
     * Focus passing through the body cell that keeps a header cell's Tab stop (Tab or Shift+Tab from the header
     * leaves the grid from there: the browser goes on from the focused element) is not a move of the grid.
     */
    let passing = false;
    const leaveFromStop = () => {
      const stop = table.querySelector<HTMLElement>('tbody > tr > [tabindex="0"]');
      if (!stop) return;
      passing = true;
      try { stop.focus({ preventScroll: true }); } finally { passing = false; }
    };

    /** Keys on a header cell (or its sort button): move, sort (Enter, Space), enter the separator (F2). */
    const onHeaderKey = (event: KeyboardEvent, target: GridTarget, key: string) => {
      const action = headerAction(target.cell);
      if (key === 'Tab') {
        if (!event.altKey && !event.ctrlKey && !event.metaKey) leaveFromStop();
      } else if (key === 'Enter' || key === ' ') {
        // On the sort button itself, the button's own press (Space presses on keyup in some browsers).
        if (event.target === action) return;
        event.preventDefault();
        if (action) action.click();
        else enter(controlsOf(target.cell));
      } else if (key === 'F2') {
        const others = controlsOf(target.cell).filter((c) => c !== action);
        if (enter(others.length ? others : controlsOf(target.cell))) event.preventDefault();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      pointing = false;
      const target = locate(table, event.target);
      if (event.defaultPrevented || !target) return;
      const focusCell = { type: 'focus', row: target.rowIndex, col: target.colIndex } as const;
      const key = keyName(event);
      if ((key === 'f' || key === 'F') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !(event.target as Element).closest('[role="menu"],dialog')) {
        if (opts.current.onSearch?.()) event.preventDefault();
        return;
      }
      // A header's sort button (focused by a click) stands for its cell.
      const onCell = event.target === target.cell || (target.header && event.target === headerAction(target.cell) && (event.target as Element).matches('button'));
      if (!onCell) {
        // Tab between the controls of one cell (the actions cell: Modifier and its menu); past them, out of the grid.
        if (key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
          const controls = controlsOf(target.cell);
          const at = controls.findIndex((c) => c.contains(event.target as Node));
          const next = at < 0 ? undefined : controls[at + (event.shiftKey ? -1 : 1)];
          if (next) {
            event.preventDefault();
            next.focus();
          } else if (target.header) leaveFromStop();
        } else if ((key === 'Escape' || key === 'F2') && !(event.target as Element).closest('[role="menu"],dialog')) {
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
      } else if (target.header) {
        onHeaderKey(event, target, key);
      } else if (key === 'Enter' || key === 'F2') {
        const acted = key === 'Enter' ? opts.current.onEnter?.(target) : opts.current.onF2?.(target);
        if (acted || enter(controlsOf(target.cell))) event.preventDefault();
      } else if (key === ' ' && opts.current.onToggleRow) {
        event.preventDefault();
        opts.current.onToggleRow(target);
      }
    };

    // A pointer pressed in the table: the focus it gives a cell is that cell's, never handed on to the header.
    let pointing = false;
    const onPointerDown = () => { pointing = true; };
    const onPointerUp = () => { pointing = false; };

    // Focus reaching a cell or its control another way (a click, a dialog giving focus back) makes it the active
    // cell; Tab or Shift+Tab from outside the grid reaching the body cell that keeps a header cell's stop goes on
    // to that header cell.
    const onFocusIn = (event: FocusEvent) => {
      if (passing) return;
      const target = locate(table, event.target);
      if (!target) return;
      const active = state.current;
      const fromOutside = !pointing && locate(table, event.relatedTarget) === null;
      const inHeader = active.row >= 0 && active.row < headerRows(table).length;
      if (fromOutside && inHeader && !target.header && event.target === target.cell && target.cell.getAttribute('tabindex') === '0') {
        cellAt(table, active)?.focus({ preventScroll: true });
        return;
      }
      // The cell a key just moved to keeps the column vertical moves aim for.
      if (target.rowIndex !== active.row || target.colIndex !== active.col) {
          reduce.current({ type: 'focus', row: target.rowIndex, col: target.colIndex });
      }
    };

    table.addEventListener('keydown', onKeyDown);
    table.addEventListener('focusin', onFocusIn);
    table.addEventListener('pointerdown', onPointerDown, true);
    table.addEventListener('mousedown', onPointerDown, true);
    table.addEventListener('pointerup', onPointerUp, true);
    table.addEventListener('mouseup', onPointerUp, true);
    return () => {
      observer.disconnect();
      table.removeEventListener('keydown', onKeyDown);
      table.removeEventListener('focusin', onFocusIn);
      table.removeEventListener('pointerdown', onPointerDown, true);
      table.removeEventListener('mousedown', onPointerDown, true);
      table.removeEventListener('pointerup', onPointerUp, true);
      table.removeEventListener('mouseup', onPointerUp, true);
    };
  };
  // The table listened to: none while the list shows cards, a new one when it comes back.
  const listening = useRef<{ table: HTMLElement | null; stop?(): void }>({ table: null });
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
      reduce.current({ type: 'focus', row: headerRows(table).length, col: 0 });
      const cell = bodyRows(table)[0]?.cells[0];
      if (!cell) return false;
      cell.focus({ preventScroll: true });
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      return true;
    },
  };
}

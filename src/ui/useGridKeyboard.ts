// The keyboard of a data grid (WAI-ARIA APG grid pattern, issue 25) on a `<table role="grid">`: its body
// cells are one Tab stop (roving tabindex: the active cell has tabindex 0, every other cell and every control
// inside the cells -1), arrow keys, Home/End, Ctrl+Home/Ctrl+End and PageUp/PageDown move between cells
// (core/gridNavigation), Enter or F2 enters a cell's control (Tab then goes between the controls of that
// cell) and Escape or F2 comes back to the cell. Controls of
// the header (the filter row) are left alone: they stay ordinary Tab stops before the rows. Tab from a cell
// leaves the rows; Shift+Tab from after the table comes back to the last active cell.
//
// The hook reads the table as rendered (`tbody` rows and their cells), so any list screen can use it: rows
// may be added, removed or reordered, a group row being one cell spanning the columns.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { DEFAULT_PAGE_ROWS, START, gridReducer, isGridKey, type GridShape, type GridState } from '../core/gridNavigation';

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
  /**
   * How many px at the top of the view a sticky part covers (a header kept in its own box, a toolbar), so a
   * cell moved to is scrolled clear of it. By default: the table's `<thead>` when it sticks.
   */
  coveredTop?(): number;
}

/** What can take focus inside a cell (and must not be a Tab stop of its own). */
export const CELL_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not(td):not(th), [contenteditable="true"]';

const childrenTagged = (el: Element, ...tags: string[]) => Array.from(el.children).filter((c) => tags.includes(c.tagName));

/** A row's cells (read from its children: happy-dom has no `rows` on a table section). */
function cellsOf(row: HTMLTableRowElement): HTMLTableCellElement[] {
  return childrenTagged(row, 'TD', 'TH') as HTMLTableCellElement[];
}

function bodyRows(table: HTMLTableElement): HTMLTableRowElement[] {
  const rows: HTMLTableRowElement[] = [];
  for (const body of childrenTagged(table, 'TBODY')) {
    for (const row of childrenTagged(body, 'TR') as HTMLTableRowElement[]) if (!row.hidden && cellsOf(row).length > 0) rows.push(row);
  }
  return rows;
}

const shapeOf = (rows: HTMLTableRowElement[]) => rows.map((r) => cellsOf(r).length);

/** The body cell holding `node` (or being it), with its position; null for the header or outside. */
function locate(table: HTMLTableElement, node: EventTarget | null): GridTarget | null {
  if (!(node instanceof Element)) return null;
  const cell = node.closest('td, th');
  if (!cell || !table.contains(cell)) return null;
  const row = cell.parentElement;
  if (!row || row.tagName !== 'TR' || row.parentElement?.tagName !== 'TBODY') return null;
  const rowIndex = bodyRows(table).indexOf(row as HTMLTableRowElement);
  if (rowIndex < 0) return null;
  const tr = row as HTMLTableRowElement;
  return { row: tr, cell: cell as HTMLTableCellElement, rowIndex, colIndex: cellsOf(tr).indexOf(cell as HTMLTableCellElement) };
}

function setTabIndex(el: HTMLElement, value: number) {
  if (el.getAttribute('tabindex') !== String(value)) el.setAttribute('tabindex', String(value));
}

function screenful(rows: HTMLTableRowElement[]): number {
  const height = rows[0]?.getBoundingClientRect().height ?? 0;
  const view = rows[0]?.ownerDocument.defaultView?.innerHeight ?? 0;
  return height > 0 && view > 0 ? Math.max(1, Math.floor(view / height) - 1) : DEFAULT_PAGE_ROWS;
}

/** The height of the table's header when it sticks (on itself or on its cells), else 0. */
function stickyHeadHeight(table: HTMLTableElement): number {
  const head = table.tHead;
  const view = table.ownerDocument.defaultView;
  if (!head || !view) return 0;
  const sticks = (el: Element | null) => el !== null && view.getComputedStyle(el).position === 'sticky';
  return sticks(head) || sticks(head.querySelector('th, td')) ? head.getBoundingClientRect().height : 0;
}

function focusCell(cell: HTMLElement, coveredTop: number) {
  cell.focus({ preventScroll: true });
  // Scrolled into view below what a sticky part covers (scroll-margin counts in scrollIntoView).
  cell.style.scrollMarginTop = coveredTop > 0 ? `${Math.ceil(coveredTop)}px` : '';
  cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export function useGridKeyboard(tableRef: RefObject<HTMLTableElement | null>, options: GridKeyboardOptions = {}): void {
  const state = useRef<GridState>(START);
  const opts = useRef(options);
  opts.current = options;

  /** Puts tabindex 0 on the active cell, -1 on the other cells and on every control in the cells. */
  const apply = useRef(() => {
    const table = tableRef.current;
    if (!table) return;
    const rows = bodyRows(table);
    const shape: GridShape = shapeOf(rows);
    state.current = gridReducer(shape)(state.current, { type: 'shape' });
    const { row: activeRow, col: activeCol } = state.current;
    rows.forEach((row, r) => {
      cellsOf(row).forEach((cell, c) => setTabIndex(cell, r === activeRow && c === activeCol ? 0 : -1));
    });
    // One query per body for the controls (a 200-row page holds a thousand or so).
    for (const body of childrenTagged(table, 'TBODY')) {
      for (const control of Array.from(body.querySelectorAll<HTMLElement>(CELL_CONTROLS))) setTabIndex(control, -1);
    }
  });

  // After every render of the screen, and whenever rows come and go without one (staged rows).
  useLayoutEffect(() => apply.current());
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        apply.current();
      });
    });
    observer.observe(table, { childList: true, subtree: true });

    const move = (to: { row: number; col: number }) => {
      const row = bodyRows(table)[to.row];
      const cell = row ? cellsOf(row)[to.col] : undefined;
      apply.current();
      if (cell) focusCell(cell, opts.current.coveredTop?.() ?? stickyHeadHeight(table));
    };

    const controlsOf = (cell: HTMLElement) => Array.from(cell.querySelectorAll<HTMLElement>(CELL_CONTROLS))
      .filter((c) => !c.matches(':disabled, [type="hidden"]'));
    const enterControl = (target: GridTarget): boolean => {
      const control = controlsOf(target.cell)[0];
      if (!control) return false;
      control.focus();
      return true;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = locate(table, event.target);
      if (!target) return;
      const onCell = event.target === target.cell;
      if (!onCell) {
        // Tab between the controls of one cell (the actions cell: Modifier and its menu); past them, out of the rows.
        if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
          const controls = controlsOf(target.cell);
          const at = controls.findIndex((c) => c === event.target || c.contains(event.target as Node));
          const next = at < 0 ? undefined : controls[at + (event.shiftKey ? -1 : 1)];
          if (next) {
            event.preventDefault();
            next.focus();
          }
          return;
        }
        // Inside a cell's control: its own keys (a select's arrows) stay its own; Escape or F2 returns to the cell.
        if (event.key === 'Escape' || event.key === 'F2') {
          if ((event.target as Element).closest('[role="menu"], dialog')) return;
          event.preventDefault();
          state.current = gridReducer(shapeOf(bodyRows(table)))(state.current, { type: 'focus', row: target.rowIndex, col: target.colIndex });
          move(state.current);
        }
        return;
      }
      if (event.altKey || event.metaKey) return;
      if (isGridKey(event.key)) {
        event.preventDefault();
        const rows = bodyRows(table);
        const pageRows = opts.current.pageRows ?? screenful(rows);
        const shape = shapeOf(rows);
        state.current = gridReducer(shape)({ ...state.current, row: target.rowIndex, col: target.colIndex },
          { type: 'key', key: event.key, ctrl: event.ctrlKey, pageRows });
        move(state.current);
      } else if (event.key === 'Enter' || event.key === 'F2') {
        const handled = event.key === 'Enter' && opts.current.onEnter?.(target) === true;
        if (handled || enterControl(target)) event.preventDefault();
      } else if (event.key === ' ' || event.key === 'Spacebar') {
        if (opts.current.onToggleRow) {
          event.preventDefault();
          opts.current.onToggleRow(target);
        }
      }
    };

    // Focus reaching a cell or its control another way (a click, a dialog giving focus back) makes it the active cell.
    const onFocusIn = (event: FocusEvent) => {
      const target = locate(table, event.target);
      if (!target) return;
      // The cell a key just moved to keeps the column vertical moves aim for.
      if (target.rowIndex === state.current.row && target.colIndex === state.current.col) return;
      const shape = shapeOf(bodyRows(table));
      state.current = gridReducer(shape)(state.current, { type: 'focus', row: target.rowIndex, col: target.colIndex });
      apply.current();
    };

    table.addEventListener('keydown', onKeyDown);
    table.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      table.removeEventListener('keydown', onKeyDown);
      table.removeEventListener('focusin', onFocusIn);
    };
  }, [tableRef]);
}

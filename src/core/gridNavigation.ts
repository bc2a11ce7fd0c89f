// The active cell of a keyboard grid (WAI-ARIA APG grid pattern) as a pure reducer. Rows may have
// different numbers of cells (a group row is one cell); moving up or down keeps the column the user was in,
// so passing through a group row does not lose it. Nothing wraps: at an edge the cell stays.
// A grid may have header rows before its body rows (`head`, the first rows of the shape): ↑ from the first
// body row reaches them and ↓ comes back, while the keys that jump (PageUp, Ctrl+Home) stop at the first body
// row, the header being one ↑ away. The grid's one Tab stop is its active cell, but a header cell comes
// before the filter boxes in the page's order: its Tab stop is then kept by the body cell under it (`tabStopOf`).

export interface GridCell { row: number; col: number }

export interface GridState extends GridCell {
  /** The column vertical moves aim for (the last column moved to sideways). */
  wantCol: number;
}

/** The grid's shape: the number of cells of each row, in order (header rows first). */
export type GridShape = readonly number[];

export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export type GridAction =
  | { type: 'key'; key: string; ctrl?: boolean; pageRows?: number }
  /** A cell got focus another way (click, a control inside it). */
  | { type: 'focus'; row: number; col: number }
  /** The rows changed: the cell is brought within them. */
  | { type: 'shape' };

export const START: GridState = { row: 0, col: 0, wantCol: 0 };

/** The first cell of the first body row, after `head` header rows. */
export const startOf = (head: number): GridState => ({ ...START, row: head });

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The cell within the shape: row clamped, column clamped to that row (-1/-1 when the grid has no rows). */
export function clampCell(shape: GridShape, row: number, col: number): GridCell {
  if (shape.length === 0) return { row: -1, col: -1 };
  const r = clamp(Math.floor(row) || 0, 0, shape.length - 1);
  return { row: r, col: clamp(Math.floor(col) || 0, 0, Math.max(0, shape[r] - 1)) };
}

/** Whether a key (with or without Ctrl) is one the grid handles. */
export function isGridKey(key: string): key is GridKey {
  return /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(key);
}

export const DEFAULT_PAGE_ROWS = 10;

/** The reducer of a grid of this shape whose first `head` rows are header rows. */
export function gridReducer(shape: GridShape, head = 0) {
  const last = shape.length - 1;
  /** The first body row (the header's last when there is no body row). */
  const first = Math.min(head, last);
  /** Vertical moves keep the column aimed for. */
  const at = (row: number, wantCol: number): GridState => ({ ...clampCell(shape, row, wantCol), wantCol });
  /** Sideways moves (and focus) set it. */
  const sideways = (row: number, col: number): GridState => {
    const cell = clampCell(shape, row, col);
    return { ...cell, wantCol: cell.col };
  };
  return function reduce(state: GridState, action: GridAction): GridState {
    if (last < 0) return state.row === -1 ? state : { row: -1, col: -1, wantCol: state.wantCol };
    const { row, col, wantCol } = state.row < 0 ? startOf(first) : state;
    if (action.type === 'focus') return sideways(action.row, action.col);
    if (action.type === 'shape') return at(row, wantCol);
    const page = Math.max(1, Math.floor(action.pageRows ?? DEFAULT_PAGE_ROWS));
    const end = action.ctrl ? last : row;
    switch (action.key) {
      case 'ArrowRight': return sideways(row, col + 1);
      case 'ArrowLeft': return sideways(row, col - 1);
      case 'ArrowDown': return at(row + 1, wantCol);
      case 'ArrowUp': return at(row - 1, wantCol);
      case 'Home': return sideways(action.ctrl ? first : row, 0);
      case 'End': return sideways(end, shape[end] - 1);
      case 'PageDown': return at(row + page, wantCol);
      // From the body, no further than its first row; from the header, nowhere.
      case 'PageUp': return row < first ? state : at(Math.max(first, row - page), wantCol);
      default: return state;
    }
  };
}

/**
 * The cell holding the grid's Tab stop for an active cell: the cell itself in the body; for a header cell, the
 * cell of the first body row under it (the browser's order puts the header before the filter boxes, the
 * grid's stop comes after them), which gives the focus on to the header cell when Tab reaches it.
 */
export function tabStopOf(shape: GridShape, head: number, active: GridCell): GridCell {
  if (active.row < 0 || active.row >= head || shape.length <= head) return { row: active.row, col: active.col };
  return { row: head, col: clamp(active.col, 0, Math.max(0, shape[head] - 1)) };
}

// The active cell of a keyboard grid (WAI-ARIA APG grid pattern) as a pure reducer. Rows may have
// different numbers of cells (a group row is one cell); moving up or down keeps the column the user was in,
// so passing through a group row does not lose it. Nothing wraps: at an edge the cell stays.

export interface GridCell { row: number; col: number }

export interface GridState extends GridCell {
  /** The column vertical moves aim for (the last column moved to sideways). */
  wantCol: number;
}

/** The grid's shape: the number of cells of each row, in order. */
export type GridShape = readonly number[];

export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export type GridAction =
  | { type: 'key'; key: string; ctrl?: boolean; pageRows?: number }
  /** A cell got focus another way (click, a control inside it). */
  | { type: 'focus'; row: number; col: number }
  /** The rows changed: the cell is brought within them. */
  | { type: 'shape' };

export const START: GridState = { row: 0, col: 0, wantCol: 0 };

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

export function gridReducer(shape: GridShape) {
  const last = shape.length - 1;
  /** Vertical moves keep the column aimed for. */
  const at = (row: number, wantCol: number): GridState => ({ ...clampCell(shape, row, wantCol), wantCol });
  /** Sideways moves (and focus) set it. */
  const sideways = (row: number, col: number): GridState => {
    const cell = clampCell(shape, row, col);
    return { ...cell, wantCol: cell.col };
  };
  return function reduce(state: GridState, action: GridAction): GridState {
    if (last < 0) return state.row === -1 ? state : { row: -1, col: -1, wantCol: state.wantCol };
    const { row, col, wantCol } = state.row < 0 ? START : state;
    if (action.type === 'focus') return sideways(action.row, action.col);
    if (action.type === 'shape') return at(row, wantCol);
    const page = Math.max(1, Math.floor(action.pageRows ?? DEFAULT_PAGE_ROWS));
    const end = action.ctrl ? last : row;
    switch (action.key) {
      case 'ArrowRight': return sideways(row, col + 1);
      case 'ArrowLeft': return sideways(row, col - 1);
      case 'ArrowDown': return at(row + 1, wantCol);
      case 'ArrowUp': return at(row - 1, wantCol);
      case 'Home': return sideways(action.ctrl ? 0 : row, 0);
      case 'End': return sideways(end, shape[end] - 1);
      case 'PageDown': return at(row + page, wantCol);
      case 'PageUp': return at(row - page, wantCol);
      default: return state;
    }
  };
}

// The active cell of a keyboard grid (WAI-ARIA APG grid pattern, issue 25) as a pure reducer. Rows may have
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

const at = (shape: GridShape, row: number, wantCol: number): GridState => ({ ...clampCell(shape, row, wantCol), wantCol });
const sideways = (shape: GridShape, row: number, col: number): GridState => {
  const cell = clampCell(shape, row, col);
  return { ...cell, wantCol: cell.col };
};

/** Whether a key (with or without Ctrl) is one the grid handles. */
export function isGridKey(key: string): key is GridKey {
  return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
}

export const DEFAULT_PAGE_ROWS = 10;

export function gridReducer(shape: GridShape) {
  return function reduce(state: GridState, action: GridAction): GridState {
    if (shape.length === 0) return state.row === -1 ? state : { row: -1, col: -1, wantCol: state.wantCol };
    const { row, col, wantCol } = state.row < 0 ? START : state;
    const last = shape.length - 1;
    switch (action.type) {
      case 'focus':
        return sideways(shape, action.row, action.col);
      case 'shape':
        return at(shape, row, wantCol);
      case 'key': {
        const page = Math.max(1, Math.floor(action.pageRows ?? DEFAULT_PAGE_ROWS));
        switch (action.key) {
          case 'ArrowRight': return sideways(shape, row, col + 1);
          case 'ArrowLeft': return sideways(shape, row, col - 1);
          case 'ArrowDown': return at(shape, row + 1, wantCol);
          case 'ArrowUp': return at(shape, row - 1, wantCol);
          case 'Home': return action.ctrl ? sideways(shape, 0, 0) : sideways(shape, row, 0);
          case 'End': return action.ctrl ? sideways(shape, last, shape[last] - 1) : sideways(shape, row, shape[row] - 1);
          case 'PageDown': return at(shape, row + page, wantCol);
          case 'PageUp': return at(shape, row - page, wantCol);
          default: return state;
        }
      }
    }
  };
}

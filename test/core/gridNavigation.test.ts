import { clampCell, gridReducer, isGridKey, startOf, tabStopOf, type GridAction, type GridShape, type GridState } from '../../src/core/gridNavigation';

// Five rows of four cells, the third a group row (one cell).
const SHAPE: GridShape = [4, 4, 1, 4, 4];
const cell = (row: number, col: number, wantCol = col): GridState => ({ row, col, wantCol });
const key = (k: string, ctrl = false, pageRows?: number): GridAction => ({ type: 'key', key: k, ctrl, pageRows });

describe('gridReducer: keys of the APG grid', () => {
  it.each<[string, GridState, GridAction, GridState]>([
    ['ArrowRight', cell(0, 0), key('ArrowRight'), cell(0, 1)],
    ['ArrowRight at the last cell stays', cell(0, 3), key('ArrowRight'), cell(0, 3)],
    ['ArrowLeft', cell(1, 2), key('ArrowLeft'), cell(1, 1)],
    ['ArrowLeft at the first cell stays', cell(1, 0), key('ArrowLeft'), cell(1, 0)],
    ['ArrowDown', cell(0, 2), key('ArrowDown'), cell(1, 2)],
    ['ArrowDown into a group row: its one cell, the column kept in mind', cell(1, 2), key('ArrowDown'), cell(2, 0, 2)],
    ['ArrowDown out of a group row: back to that column', cell(2, 0, 2), key('ArrowDown'), cell(3, 2)],
    ['ArrowUp out of a group row', cell(2, 0, 3), key('ArrowUp'), cell(1, 3)],
    ['ArrowDown on the last row stays', cell(4, 1), key('ArrowDown'), cell(4, 1)],
    ['ArrowUp on the first row stays', cell(0, 1), key('ArrowUp'), cell(0, 1)],
    ['ArrowRight in a group row stays, and sets the column', cell(2, 0, 3), key('ArrowRight'), cell(2, 0)],
    ['Home: first cell of the row', cell(3, 3), key('Home'), cell(3, 0)],
    ['End: last cell of the row', cell(3, 1), key('End'), cell(3, 3)],
    ['End in a group row', cell(2, 0, 1), key('End'), cell(2, 0)],
    ['Ctrl+Home: first cell of the first row', cell(3, 2), key('Home', true), cell(0, 0)],
    ['Ctrl+End: last cell of the last row', cell(1, 1), key('End', true), cell(4, 3)],
    ['PageDown by a screenful', cell(0, 1), key('PageDown', false, 3), cell(3, 1)],
    ['PageDown past the end: the last row', cell(3, 1), key('PageDown', false, 3), cell(4, 1)],
    ['PageDown landing on a group row', cell(0, 3), key('PageDown', false, 2), cell(2, 0, 3)],
    ['PageUp by a screenful', cell(4, 2), key('PageUp', false, 2), cell(2, 0, 2)],
    ['PageUp past the start: the first row', cell(1, 2), key('PageUp', false, 3), cell(0, 2)],
    ['PageDown with no screenful given: 10 rows (here the last)', cell(0, 0), key('PageDown'), cell(4, 0)],
    ['a key the grid does not handle', cell(1, 1), key('a'), cell(1, 1)],
    ['focus on a cell (click)', cell(0, 0), { type: 'focus', row: 3, col: 2 }, cell(3, 2)],
    ['focus beyond the shape is clamped', cell(0, 0), { type: 'focus', row: 9, col: 9 }, cell(4, 3)],
  ])('%s', (_, state, action, expected) => {
    expect(gridReducer(SHAPE)(state, action)).toEqual(expected);
  });

  it.each<[string, GridShape, GridState, GridState]>([
    ['fewer rows: the last one', [4, 4], cell(4, 3), cell(1, 3)],
    ['the row became a group row', [4, 1, 4], cell(1, 2), cell(1, 0, 2)],
    ['no rows', [], cell(2, 1), { row: -1, col: -1, wantCol: 1 }],
    ['rows again after none: the first cell', [3], { row: -1, col: -1, wantCol: 1 }, cell(0, 0)],
  ])('shape change: %s', (_, shape, state, expected) => {
    expect(gridReducer(shape)(state, { type: 'shape' })).toEqual(expected);
  });

  it('a key with no rows does nothing', () => {
    const none = { row: -1, col: -1, wantCol: 0 };
    expect(gridReducer([])(none, key('ArrowDown'))).toBe(none);
  });

  it.each<[GridShape, number, number, { row: number; col: number }]>([
    [[3, 1], 5, 5, { row: 1, col: 0 }], [[3, 1], -2, -2, { row: 0, col: 0 }], [[3], Number.NaN, 1.7, { row: 0, col: 1 }], [[], 0, 0, { row: -1, col: -1 }],
  ])('clampCell(%j, %d, %d)', (shape, row, col, expected) => {
    expect(clampCell(shape, row, col)).toEqual(expected);
  });

  it.each<[string, boolean]>([['ArrowUp', true], ['PageDown', true], ['End', true], ['Enter', false], [' ', false], ['Tab', false]])('isGridKey(%j) → %s', (k, expected) => {
    expect(isGridKey(k)).toBe(expected);
  });
});

// A header row of four cells, then four body rows, the second a group row (one cell).
const WITH_HEADER: GridShape = [4, 4, 1, 4, 4];

describe('gridReducer with a header row (APG grid: the header inside the one Tab stop)', () => {
  it.each<[string, GridState, GridAction, GridState]>([
    ['ArrowUp from the first body row: the header cell of that column', cell(1, 2), key('ArrowUp'), cell(0, 2)],
    ['ArrowDown from a header cell: back to the first body row', cell(0, 3), key('ArrowDown'), cell(1, 3)],
    ['ArrowUp on the header stays', cell(0, 1), key('ArrowUp'), cell(0, 1)],
    ['ArrowRight between header cells', cell(0, 1), key('ArrowRight'), cell(0, 2)],
    ['ArrowLeft at the first header cell stays', cell(0, 0), key('ArrowLeft'), cell(0, 0)],
    ['End in the header: its last cell', cell(0, 1), key('End'), cell(0, 3)],
    ['Home in the header: its first cell', cell(0, 3), key('Home'), cell(0, 0)],
    ['up out of a group row to the header, the column kept', cell(2, 0, 3), key('ArrowUp'), cell(1, 3)],
    ['PageUp stops at the first body row', cell(4, 2), key('PageUp', false, 10), cell(1, 2)],
    ['PageUp on the header stays', cell(0, 2), key('PageUp', false, 10), cell(0, 2)],
    ['PageDown from the header', cell(0, 2), key('PageDown', false, 2), cell(2, 0, 2)],
    ['Ctrl+Home: the first cell of the first body row', cell(4, 3), key('Home', true), cell(1, 0)],
    ['Ctrl+Home from the header: the first body row too', cell(0, 3), key('Home', true), cell(1, 0)],
    ['Ctrl+End from the header: the last cell of the last row', cell(0, 0), key('End', true), cell(4, 3)],
    ['focus on a header cell (a click on its sort button)', cell(3, 1), { type: 'focus', row: 0, col: 2 }, cell(0, 2)],
  ])('%s', (_, state, action, expected) => {
    expect(gridReducer(WITH_HEADER, 1)(state, action)).toEqual(expected);
  });

  it.each<[string, GridShape, GridState, GridState]>([
    ['no active cell yet: the first body row, not the header', WITH_HEADER, { row: -1, col: -1, wantCol: 0 }, cell(1, 0)],
    ['only the header left (no body row): its cell', [4], cell(3, 2), cell(0, 2)],
    ['a header cell stays when the rows change', [4, 4], cell(0, 3), cell(0, 3)],
  ])('shape change: %s', (_, shape, state, expected) => {
    expect(gridReducer(shape, 1)(state, { type: 'shape' })).toEqual(expected);
  });

  it.each<[string, GridShape, GridState, { row: number; col: number }]>([
    ['a body cell holds its own stop', WITH_HEADER, cell(3, 2), { row: 3, col: 2 }],
    ['a header cell: the first body row\'s cell under it', WITH_HEADER, cell(0, 2), { row: 1, col: 2 }],
    ['a header cell over a group row: the group row\'s one cell', [4, 1, 4], cell(0, 3), { row: 1, col: 0 }],
    ['a header cell with no body row: the header cell itself', [4], cell(0, 2), { row: 0, col: 2 }],
    ['no active cell', [], { row: -1, col: -1, wantCol: 0 }, { row: -1, col: -1 }],
  ])('tabStopOf: %s', (_, shape, active, expected) => {
    expect(tabStopOf(shape, 1, active)).toEqual(expected);
  });

  it('without a header row a cell is its own stop, and the first row is where the grid starts', () => {
    expect(tabStopOf(SHAPE, 0, cell(0, 2))).toEqual({ row: 0, col: 2 });
    expect(startOf(0)).toEqual(cell(0, 0));
    expect(startOf(1)).toEqual(cell(1, 0));
  });
});

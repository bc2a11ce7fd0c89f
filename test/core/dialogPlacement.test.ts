// A dialog opened from a row never covers the row (issue 38: the delivery dialog hid the offer's name).
import { dialogTop } from '../../src/core/dialogPlacement';

const VIEWPORT = 768;
const HEIGHT = 340;

describe('dialogTop', () => {
  it.each<[string, { top: number; bottom: number }, number]>([
    ['a row near the top: centred leaves it clear', { top: 100, bottom: 132 }, 214],
    ['a row near the bottom: centred leaves it clear', { top: 700, bottom: 732 }, 214],
    ['a row in the middle, more room below: just under it', { top: 300, bottom: 332 }, 340],
    ['a row in the middle, more room above: just over it', { top: 420, bottom: 452 }, 72],
    ['a row just past the middle: over it', { top: 380, bottom: 412 }, 32],
  ])('%s', (_n, row, top) => {
    expect(dialogTop(row, HEIGHT, VIEWPORT)).toBe(top);
  });

  it('a dialog too tall for either side stays in the viewport, on the larger side', () => {
    expect(dialogTop({ top: 300, bottom: 332 }, 500, VIEWPORT)).toBe(260); // below, pushed up to fit: 768 - 8 - 500
    expect(dialogTop({ top: 440, bottom: 472 }, 500, VIEWPORT)).toBe(8); // above, pushed down to the top
  });

  it.each([[0], [100], [300], [360], [380], [420], [600], [736]])('a row at %i px is never covered when the dialog fits on a side', (rowTop) => {
    const row = { top: rowTop, bottom: rowTop + 32 };
    const top = dialogTop(row, HEIGHT, VIEWPORT);
    const fitsOnASide = row.top - 16 >= HEIGHT || VIEWPORT - row.bottom - 16 >= HEIGHT;
    if (fitsOnASide) expect(top + HEIGHT <= row.top || top >= row.bottom).toBe(true);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + HEIGHT).toBeLessThanOrEqual(VIEWPORT);
  });
});

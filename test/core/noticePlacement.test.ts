import { noticeSide, type Span } from '../../src/core/noticePlacement';

const at = (top: number, height = 30): Span => ({ top, bottom: top + height });

describe('noticeSide: away from the row and the focused control (viewport 800 px, stack 100 px)', () => {
  it.each<[string, Span[], 'top' | 'bottom']>([
    ['nothing to keep visible: bottom', [], 'bottom'],
    ['a row in the middle: bottom', [at(400)], 'bottom'],
    ['a row near the top: bottom', [at(20)], 'bottom'],
    ['a row at the bottom: top', [at(720)], 'top'],
    ['a row just inside the bottom zone: top', [at(670)], 'top'],
    ['a row just above the bottom zone: bottom', [at(657, 30)], 'bottom'],
    ['the focus at the bottom, its row too: top', [at(720), at(725, 20)], 'top'],
    ['the row at the bottom, the focus at the top: bottom wins ties', [at(720), at(30)], 'bottom'],
    ['two boxes at the bottom, one at the top: top', [at(700), at(740), at(30)], 'top'],
    ['a row off screen below: bottom', [at(900)], 'bottom'],
  ])('%s', (_n, keep, side) => {
    expect(noticeSide(keep, 100, 800)).toBe(side);
  });
});

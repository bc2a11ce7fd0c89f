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

describe('noticeSide below the host\'s bar: the top zone starts where the view is free (top 108 px: a 56 px bar and a 52 px quick search)', () => {
  it.each<[string, Span[], 'top' | 'bottom']>([
    ['a row at the bottom: top', [at(720)], 'top'],
    ['a row just under the bar, where a stack at the top shows: bottom', [at(130)], 'bottom'],
    ['a row hidden behind the bar (at 30 px): in neither zone, bottom', [at(30)], 'bottom'],
    ['the focus under the bar and the row at the bottom: bottom wins ties', [at(720), at(140, 20)], 'bottom'],
  ])('%s', (_n, keep, side) => {
    expect(noticeSide(keep, 100, 800, 108)).toBe(side);
  });
  it('a row under the bar is covered by a stack at the top only once the bar is counted', () => {
    // The row at 150 px and the focus at the bottom: with no inset the top zone (0-112) misses the row and the
    // stack would go up, onto it; below the bar (108-220) it would cover the row, so the tie stays at the bottom.
    expect(noticeSide([at(150), at(740, 20)], 100, 800, 0)).toBe('top');
    expect(noticeSide([at(150), at(740, 20)], 100, 800, 108)).toBe('bottom');
  });
});

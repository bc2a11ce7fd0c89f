import { placePopup, POPUP_GAP, type Rect } from '../../src/core/popupPlacement';

const VIEWPORT = { width: 1366, height: 768 };
const button = (top: number, left: number): Rect => ({ top, bottom: top + 30, left, right: left + 40 });
const MENU = { width: 200, height: 180 };

describe('placePopup (DESIGN.md: near edge within 12 px of its button, never over it, whole in the viewport)', () => {
  it.each<[string, Rect, 'start' | 'end', { top: number; left: number; side: 'below' | 'above' }]>([
    ['room below: below, right edges aligned', button(300, 1000), 'end', { top: 330 + POPUP_GAP, left: 840, side: 'below' }],
    ['room below, start: left edges aligned', button(300, 100), 'start', { top: 334, left: 100, side: 'below' }],
    ['near the bottom: flipped above', button(700, 1000), 'end', { top: 700 - POPUP_GAP - 180, left: 840, side: 'above' }],
    ['near the right edge, start: shifted left to stay whole', button(300, 1300), 'start', { top: 334, left: 1366 - 4 - 200, side: 'below' }],
    ['near the left edge, end: shifted right to stay whole', button(300, 10), 'end', { top: 334, left: 4, side: 'below' }],
  ])('%s', (_name, anchor, align, expected) => {
    const { height: _height, ...placed } = placePopup(anchor, MENU, VIEWPORT, align);
    expect(placed).toEqual(expected);
  });

  it.each([[100], [300], [560], [700], [734]])('a button at y %i: the popup is beside it, not over it, and in the viewport', (y) => {
    const anchor = button(y, 600);
    const { top, side, height } = placePopup(anchor, MENU, VIEWPORT);
    const gap = side === 'below' ? top - anchor.bottom : anchor.top - (top + height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(12);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + height).toBeLessThanOrEqual(VIEWPORT.height);
  });

  it('a popup taller than either side goes where there is more room, and scrolls inside', () => {
    const anchor = button(200, 600);
    const tall = { width: 200, height: 900 };
    const { top, side, height } = placePopup(anchor, tall, VIEWPORT);
    expect(side).toBe('below');
    expect(top).toBe(234);
    expect(height).toBe(768 - 4 - 234);
  });
});

import { rovingIndex } from '../../src/core/rovingFocus';

describe('rovingIndex: the control a key moves to in a row that is one Tab stop', () => {
  it.each<[string, number, number, string, number | null]>([
    ['ArrowRight: the next', 5, 1, 'ArrowRight', 2],
    ['ArrowRight on the last stays', 5, 4, 'ArrowRight', 4],
    ['ArrowLeft: the one before', 5, 3, 'ArrowLeft', 2],
    ['ArrowLeft on the first stays', 5, 0, 'ArrowLeft', 0],
    ['Home: the first', 5, 3, 'Home', 0],
    ['End: the last', 5, 1, 'End', 4],
    ['an index past the end is brought back first', 3, 7, 'ArrowLeft', 1],
    ['a key the row does not take', 5, 2, 'ArrowDown', null],
    ['Space is the control\'s own', 5, 2, ' ', null],
    ['no control', 0, 0, 'ArrowRight', null],
  ])('%s', (_, count, index, key, expected) => {
    expect(rovingIndex(count, index, key)).toBe(expected);
  });
});

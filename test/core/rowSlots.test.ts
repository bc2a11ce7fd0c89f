// core/rowSlots: which row element shows which record (issue 12: typing patches rows in place; issue 9: a
// row's controls never change record under the user's focus).
import { assignSlots, type SlotMap } from '../../src/core/rowSlots';

const slots = (pairs: [number, number][]): SlotMap => new Map(pairs);
const asPairs = (m: Map<string | number, number>) => [...m.entries()];

describe('assignSlots', () => {
  it.each<[string, [number, number][], number[], number[], [number, number][]]>([
    ['a first page takes new slots in order', [], [7, 8, 9], [], [[7, 0], [8, 1], [9, 2]]],
    ['records that stay keep their slot, even when moved', [[1, 0], [2, 1], [3, 2]], [3, 1, 2], [], [[3, 2], [1, 0], [2, 1]]],
    ['new records take the freed slots in their old order', [[1, 0], [2, 1], [3, 2]], [4, 5, 6], [], [[4, 0], [5, 1], [6, 2]]],
    ['a kept record keeps its slot, newcomers fill the others', [[1, 0], [2, 1], [3, 2]], [4, 2, 5], [], [[4, 0], [2, 1], [5, 2]]],
    ['more records than before: new slots after the highest', [[1, 0], [2, 1]], [1, 3, 4], [], [[1, 0], [3, 1], [4, 2]]],
    ['fewer records: the unused slots are dropped', [[1, 0], [2, 1], [3, 2]], [5], [], [[5, 0]]],
    ['the focused slot is never given to another record', [[1, 0], [2, 1], [3, 2]], [4, 5, 6], [0], [[4, 1], [5, 2], [6, 3]]],
    ['a kept slot stays out of use even after it is gone', [[4, 1], [5, 2]], [6, 7, 8], [0], [[6, 1], [7, 2], [8, 3]]],
    ['a record listed twice keeps one slot', [[1, 0]], [1, 1], [], [[1, 0]]],
  ])('%s', (_name, previous, ids, keep, expected) => {
    expect(asPairs(assignSlots(slots(previous), ids, new Set(keep)))).toEqual(expected);
  });

  it('never gives two records the same slot', () => {
    let previous: SlotMap = new Map();
    for (const ids of [[1, 2, 3, 4], [3, 5, 6], [7, 8, 3, 9, 10], [10, 1], [2, 3, 4, 5, 6, 7]]) {
      const next = assignSlots(previous, ids, new Set([0]));
      expect(new Set(next.values()).size).toBe(new Set(ids).size);
      previous = next;
    }
  });
});

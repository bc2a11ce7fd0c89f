// core/rowStages (issue 12): when many rows would be created at once, the first ones are painted first and
// the rest follow right after that paint.
import { stagedRowCount } from '../../src/core/rowStages';

describe('stagedRowCount', () => {
  it.each<[string, number, number, number, number]>([
    ['a list arriving: the first stage only', 0, 50, 20, 20],
    ['a short list arriving: all of it', 0, 12, 20, 12],
    ['exactly one stage of new rows: all of it', 0, 20, 20, 20],
    ['the same page, other records (typing in a filter): all of it', 50, 50, 20, 50],
    ['fewer rows: all of them', 50, 25, 20, 25],
    ['a bigger page: the rows there and one stage more', 50, 200, 20, 70],
    ['a few more rows: all of them', 50, 60, 20, 60],
    ['a stage below one row counts as one', 0, 5, 0, 1],
  ])('%s', (_name, rendered, wanted, firstStage, expected) => {
    expect(stagedRowCount(rendered, wanted, firstStage)).toBe(expected);
  });
});

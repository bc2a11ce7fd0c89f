// core/heldView: rows edited in place stay where they are until the view changes (issue 9, point 1).
import { heldRows, staleIds } from '../../src/core/heldView';

const row = (id: number, statut = '10') => ({ id, statut });

describe('heldRows', () => {
  const view = {};
  const all = [row(1, '20'), row(2), row(3)];
  const live = [row(2), row(3)]; // offer 1 left the "En cours" filter

  it.each([
    ['nothing held', null, view, [2, 3]],
    ['held for this view', { ids: [1, 2, 3], key: view }, view, [1, 2, 3]],
    ['held for another view (filter, sort or page changed)', { ids: [1, 2, 3], key: {} }, view, [2, 3]],
    ['held rows since removed are dropped', { ids: [1, 9, 2, 3], key: view }, view, [1, 2, 3]],
    ['the held order is kept', { ids: [3, 1, 2], key: view }, view, [3, 1, 2]],
  ])('%s', (_name, held, key, ids) => {
    expect(heldRows(held, key, live, all).map((r) => r.id)).toEqual(ids);
  });

  it('shows each held row with its current values', () => {
    const shown = heldRows({ ids: [1], key: view }, view, live, all);
    expect(shown[0]).toBe(all[0]);
  });
});

describe('staleIds', () => {
  it('names the rows shown that the filters no longer keep', () => {
    const live = [row(2)];
    expect([...staleIds([row(1), row(2)], live)]).toEqual([1]);
  });
  it('is empty when the live rows are shown', () => {
    const live = [row(2)];
    expect(staleIds(live, live).size).toBe(0);
  });
});

// core/latestWins: one request at a time per key, the last value asked for runs last (issue 9, point 1).
import { latestWins } from '../../src/core/latestWins';

function controlled() {
  const runs: { key: string; value: number; done(): void; fail(): void }[] = [];
  const queue = latestWins<string, number>((key, value) => new Promise<void>((resolve, reject) => {
    runs.push({ key, value, done: resolve, fail: () => reject(new Error('refused')) });
  }));
  return { queue, runs };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('latestWins', () => {
  it('runs the first value at once and only the last of those asked meanwhile', async () => {
    const { queue, runs } = controlled();
    const all = [queue.push('A', 20), queue.push('A', 30), queue.push('A', 40)];
    await tick();
    expect(runs.map((r) => r.value)).toEqual([20]);
    runs[0].done();
    await tick();
    expect(runs.map((r) => r.value)).toEqual([20, 40]);
    expect(queue.busy('A')).toBe(true);
    runs[1].done();
    await Promise.all(all);
    expect(queue.busy('A')).toBe(false);
  });

  it('keys do not wait for each other', async () => {
    const { queue, runs } = controlled();
    void queue.push('A', 1);
    void queue.push('B', 2);
    await tick();
    expect(runs.map((r) => `${r.key}${r.value}`)).toEqual(['A1', 'B2']);
  });

  it('a failed run does not stop the next value', async () => {
    const { queue, runs } = controlled();
    const first = queue.push('A', 1);
    void queue.push('A', 2);
    await tick();
    runs[0].fail();
    await tick();
    expect(runs.map((r) => r.value)).toEqual([1, 2]);
    runs[1].done();
    await expect(first).resolves.toBeUndefined();
  });

  it.each([
    ['one value', [5], [5]],
    ['the same value twice', [5, 5], [5, 5]],
    ['four values', [1, 2, 3, 4], [1, 4]],
  ])('%s → runs %j', async (_name, values, expected) => {
    const { queue, runs } = controlled();
    const pushed = values.map((v) => queue.push('K', v));
    for (let i = 0; i < 4; i++) {
      await tick();
      runs.forEach((r) => r.done());
    }
    await Promise.all(pushed);
    expect(runs.map((r) => r.value)).toEqual(expected);
  });
});

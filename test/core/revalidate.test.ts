import { REVALIDATE_AFTER_MS, shouldRevalidate } from '../../src/core/revalidate';

it.each<[string, number | null, number, boolean]>([
  ['never hidden', null, 1_000_000, false],
  ['hidden a few seconds', 1_000_000, 1_005_000, false],
  ['hidden just under a minute', 1_000_000, 1_000_000 + REVALIDATE_AFTER_MS - 1, false],
  ['hidden a minute', 1_000_000, 1_000_000 + REVALIDATE_AFTER_MS, true],
  ['hidden an hour', 1_000_000, 1_000_000 + 3_600_000, true],
])('%s', (_n, hiddenAt, now, expected) => {
  expect(shouldRevalidate(hiddenAt, now)).toBe(expected);
});

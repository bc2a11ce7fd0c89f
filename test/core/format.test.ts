import { formatDate, formatDecimal, formatMoney } from '../../src/core/format';
import { plainSpaces } from './offerFixture';

describe('formatDecimal', () => {
  it.each<[number | null, number | undefined, string]>([
    [1234.567, undefined, '1 234,57'], [1234.5, undefined, '1 234,5'], [12, undefined, '12'], [0.125, 1, '0,1'],
    [3.14159, 3, '3,142'], [null, undefined, ''],
  ])('formatDecimal(%p, %p) → %j', (n, digits, expected) => {
    expect(plainSpaces(formatDecimal(n, digits))).toBe(expected);
  });
});

describe('formatMoney: euros, cents only when not whole', () => {
  it.each<[number | null, string]>([
    [12345, '12 345 €'], [12345.5, '12 345,50 €'], [0, '0 €'], [0.05, '0,05 €'], [999.999, '1 000 €'], [-20, '-20 €'], [null, ''],
  ])('%p → %j', (n, expected) => {
    expect(plainSpaces(formatMoney(n))).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each<[string | null, string]>([
    ['2026-03-05', '05/03/2026'], ['2024-02-29', '29/02/2024'], ['2025-02-29', '2025-02-29'], ['2026-13-01', '2026-13-01'],
    ['2026-00-10', '2026-00-10'], ['hier', 'hier'], ['', ''], [null, ''],
  ])('%p → %j', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

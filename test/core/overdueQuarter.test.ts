// The overdue rule (a delivery quarter before the current one, Europe/Paris time, whatever the status): what
// `depassee=1` lists and the Excel file marks. The zone is Paris whatever the machine's.
import { currentQuarterIn, isOverdueQuarter } from '../../src/core/quarter';
import { countOverdue } from '../../src/core/offerFilters';
import type { Offer } from '../../src/core/types';
import { offer } from '../support/offerFixtures';

const utc = (iso: string) => new Date(iso);

describe('currentQuarterIn (Europe/Paris by default)', () => {
  it.each<[string, string, string | undefined, string]>([
    ['mid-quarter', '2026-05-15T12:00:00Z', undefined, '2026-T2'],
    ['31 March 21:59 UTC is 23:59 in Paris (summer time): still T1', '2026-03-31T21:59:00Z', undefined, '2026-T1'],
    ['31 March 22:30 UTC is 1 April 00:30 in Paris: already T2', '2026-03-31T22:30:00Z', undefined, '2026-T2'],
    ['31 December 23:30 UTC is 1 January in Paris (winter time): next year T1', '2025-12-31T23:30:00Z', undefined, '2026-T1'],
    ['30 September 22:30 UTC: 1 October in Paris, T4', '2026-09-30T22:30:00Z', undefined, '2026-T4'],
    ['30 June 21:00 UTC: 23:00 in Paris, T2', '2026-06-30T21:00:00Z', undefined, '2026-T2'],
    ['another zone when asked (UTC)', '2026-03-31T22:30:00Z', 'UTC', '2026-T1'],
  ])('%s', (_label, iso, zone, expected) => {
    expect(currentQuarterIn(utc(iso), zone)).toBe(expected);
  });
});

describe('isOverdueQuarter', () => {
  const now = utc('2026-05-15T12:00:00Z'); // 2026-T2 in Paris
  it.each<[string | null | undefined, boolean]>([
    ['2026-T1', true], ['2025-T4', true], ['2022-T3', true], ['2019-T1', true],
    ['2026-T2', false], ['2026-T3', false], ['2028-T4', false],
    ['2026-t1', true], [' 2026-T1 ', true], ['2026-T5', false], ['2026T1', false], ['T1-2026', false],
    ['', false], [null, false], [undefined, false], ['bientôt', false],
  ])('%j → %s', (q, expected) => {
    expect(isOverdueQuarter(q, now)).toBe(expected);
  });

  it('the quarter turns at midnight in Paris, not in UTC', () => {
    expect(isOverdueQuarter('2026-T1', utc('2026-03-31T21:59:00Z'))).toBe(false);
    expect(isOverdueQuarter('2026-T1', utc('2026-03-31T22:00:00Z'))).toBe(true);
  });
});

describe('countOverdue: the toggle\'s figure (each distinct quarter read once, every row counted)', () => {
  const rows = (...quarters: (string | null)[]) => quarters.map((q, i) => ({ ...offer(i + 1), projet_livraison: q }) as Offer);
  it.each<[string, (string | null)[], number]>([
    ['none', [], 0],
    ['the same overdue quarter on three rows: 3', ['2022-T3', '2022-T3', '2022-T3'], 3],
    ['current and later ones do not count', ['2026-T4', '2027-T1', '2022-T1'], 1],
    ['lower case and spaces are the same quarter', ['2022-t3', ' 2022-T3 ', '2022-T3'], 3],
    ['empty, missing and invalid are not overdue, however often', ['', null, 'bientôt', '', null, 'bientôt'], 0],
    ['an overdue quarter after a not overdue one of another case', ['2030-t1', '2030-T1', '2021-t4', '2021-T4'], 2],
  ])('%s', (_label, quarters, n) => {
    expect(countOverdue(rows(...quarters), '2026-T4')).toBe(n);
  });
});

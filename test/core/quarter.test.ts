import {
  checkDeliveryChange, deliveryDialogStart, isOverdueQuarter, isValidQuarter, nextQuarter, parisQuarter,
} from '../../src/core/quarter';

const INVALID = "La date n'est pas valide (il faut trimestre et année).";
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min); // local time

describe('quarter format 20[2-3]x-T[1-4]: years 2020 to 2039', () => {
  it.each<[string, boolean]>([
    ['2020-T1', true], ['2026-T2', true], ['2039-T4', true], ['2019-T4', false], ['2040-T1', false], ['2026-T0', false],
    ['2026-T5', false], ['2026-t2', false], ['2026T2', false], ['26-T2', false], [' 2026-T2', false], ['2026-T2x', false], ['', false],
  ])('%j valid: %s', (s, expected) => {
    expect(isValidQuarter(s)).toBe(expected);
  });
});

describe('deliveryDialogStart (SPEC §5)', () => {
  const now = at(2026, 5, 15);
  it.each<[string, { value: string; notice: string }]>([
    ['2026-T1', { value: '', notice: 'La date est dépassée.' }],
    ['2024-T4', { value: '', notice: 'La date est dépassée.' }],
    ['', { value: '', notice: "Aucune date n'avait été précédemment renseignée." }],
    ['  ', { value: '', notice: "Aucune date n'avait été précédemment renseignée." }],
    ['2026-T2', { value: '2026-T2', notice: '' }],
    ['2027-T4', { value: '2027-T4', notice: '' }],
  ])('existing %j', (existing, expected) => {
    expect(deliveryDialogStart(existing, now)).toEqual(expected);
  });
});

describe('checkDeliveryChange (SPEC §5)', () => {
  it.each<[string, string, ReturnType<typeof checkDeliveryChange>]>([
    ['2026-T2', '2026-T3', { kind: 'save', value: '2026-T3' }],
    ['', ' 2026-T3 ', { kind: 'save', value: '2026-T3' }],
    ['2026-T2', '2026-T2', { kind: 'unchanged' }],
    ['2026-T2', '  2026-T2  ', { kind: 'unchanged' }],
    ['2026-T2', '', { kind: 'invalid', message: INVALID }],
    ['2026-T2', '2026', { kind: 'invalid', message: INVALID }],
    ['2026-T2', 'T3', { kind: 'invalid', message: INVALID }],
    ['2026-T2', '2040-T1', { kind: 'invalid', message: INVALID }],
    ['2026-T2', '2019-T4', { kind: 'invalid', message: INVALID }],
    ['2026-T2', '2026-T5', { kind: 'invalid', message: INVALID }],
    // Issue 20 §5: the letter may be typed in lower case.
    ['2026-T2', '2027-t1', { kind: 'save', value: '2027-T1' }],
    ['2026-T2', ' 2026-t2 ', { kind: 'unchanged' }],
    ['2026-T2', '2026-t5', { kind: 'invalid', message: INVALID }],
  ])('old %j, typed %j', (old, input, expected) => {
    expect(checkDeliveryChange(old, input)).toEqual(expected);
  });
});

describe('parisQuarter: the quarter of a moment in Europe/Paris (issue 38)', () => {
  it.each<[string, string]>([
    ['2026-01-01T00:00:00+01:00', '2026-T1'], // midnight in Paris on New Year's Day
    ['2025-12-31T22:59:00Z', '2025-T4'], ['2025-12-31T23:00:00Z', '2026-T1'], // UTC+1 in winter
    ['2026-03-31T21:59:00Z', '2026-T1'], ['2026-03-31T22:00:00Z', '2026-T2'], // UTC+2 from 29 March 2026
    ['2026-03-31T23:30:00Z', '2026-T2'], // still March in UTC, already April in Paris
    ['2026-06-30T21:59:59Z', '2026-T2'], ['2026-06-30T22:00:00Z', '2026-T3'],
    ['2026-09-30T22:00:00Z', '2026-T4'], ['2026-11-15T12:00:00Z', '2026-T4'],
  ])('%s → %s', (iso, expected) => {
    expect(parisQuarter(new Date(iso))).toBe(expected);
  });
});

describe('isOverdueQuarter: before the current quarter in Paris (issue 38)', () => {
  const MAY_2026 = new Date('2026-05-15T10:00:00Z');
  it.each<[string | null | undefined, boolean]>([
    ['2026-T1', true], ['2025-T4', true], ['2022-T3', true], ['2019-T2', true], // any year is a quarter
    ['2026-T2', false], ['2026-T3', false], ['2027-T1', false], ['2039-T4', false],
    [' 2026-T1 ', true], ['2026-t1', true], // as the row shows it: trimmed, the letter in either case
    [null, false], [undefined, false], ['', false], ['  ', false], ['n/a', false], ['2026-T5', false], ['2026-T0', false],
    ['2026T1', false], ['26-T1', false], ['2026-T1x', false],
  ])('%j in May 2026: %s', (q, expected) => {
    expect(isOverdueQuarter(q, MAY_2026)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    // The time zone edge: 2026-03-31T23:30Z is T1 in UTC but T2 in Paris, so T1 is already overdue there.
    ['2026-T1', '2026-03-31T23:30:00Z', true],
    ['2026-T1', '2026-03-31T21:30:00Z', false],
    ['2025-T4', '2025-12-31T23:30:00Z', true],
    ['2025-T4', '2025-12-31T22:30:00Z', false],
    ['2026-T2', '2026-07-01T00:00:00+02:00', true],
    ['2026-T2', '2026-06-30T23:59:59+02:00', false],
  ])('%s at %s: %s', (q, iso, expected) => {
    expect(isOverdueQuarter(q, new Date(iso))).toBe(expected);
  });

  it.each<[string, string]>([['2026-03-31T23:30:00Z', ''], ['2026-03-31T21:30:00Z', '2026-T1']])(
    'the delivery dialog empties a quarter overdue in Paris: 2026-T1 at %s starts %j', (iso, value) => {
      expect(deliveryDialogStart('2026-T1', new Date(iso)).value).toBe(value);
    },
  );
});

describe('nextQuarter: the quarter after a quarter (the delivery dialog\'s `Trimestre suivant`)', () => {
  it.each<[string, string]>([
    ['2026-T1', '2026-T2'], ['2026-T2', '2026-T3'], ['2026-T3', '2026-T4'],
    ['2026-T4', '2027-T1'], ['2039-T4', '2040-T1'], ['2029-T4', '2030-T1'], // the year wraps after T4
    [' 2026-t3 ', '2026-T4'], // as a row may hold it: trimmed, the letter in either case
    ['', ''], ['2026-T5', ''], ['2026-T0', ''], ['2026T1', ''], ['n/a', ''], // nothing to propose
  ])('%j → %j', (quarter, expected) => {
    expect(nextQuarter(quarter)).toBe(expected);
  });

  it.each<[string, string]>([
    // Today's quarter is read in Paris: on 31 December at 23:30 UTC it is already 2027-T1 there.
    ['2026-12-31T22:30:00Z', '2027-T1'], ['2026-12-31T23:30:00Z', '2027-T2'], ['2026-05-15T10:00:00Z', '2026-T3'],
  ])('after today\'s quarter in Paris at %s: %s', (iso, expected) => {
    expect(nextQuarter(parisQuarter(new Date(iso)))).toBe(expected);
  });
});

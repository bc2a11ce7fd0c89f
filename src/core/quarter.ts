// Delivery quarters 'YYYY-Tn' (SPEC.md §5, §9): years 2020 to 2039, T1 to T4.
import { fr } from '../i18n/fr';

export const QUARTER_PATTERN = /^20[2-3]\d-T[1-4]$/;

export function isValidQuarter(s: string): boolean {
  return QUARTER_PATTERN.test(s);
}

/** The quarter of `now` in the Europe/Paris time zone (the users' clock): 2026-03-31T23:30Z is already 2026-T2 there. */
export const parisQuarter = (now: Date): string => currentQuarterIn(now);

/**
 * True when `quarter` (`YYYY-Tn`, trimmed, the letter in either case) comes before `current` (a quarter as
 * parisQuarter gives it); written alike, quarters compare as text. Anything else (empty, invalid) is not overdue.
 */
export function isQuarterBefore(quarter: string | null | undefined, current: string): boolean {
  if (typeof quarter !== 'string') return false;
  const q = quarter.trim().toUpperCase();
  return /^\d{4}-T[1-4]$/.test(q) && q < current;
}

/** A delivery quarter before the current one, by the user's clock in Europe/Paris; drafts too. */
export function isOverdueQuarter(quarter: string | null | undefined, now: Date): boolean {
  return isQuarterBefore(quarter, parisQuarter(now));
}

/** What the delivery dialog shows when it opens (SPEC.md §5). */
export function deliveryDialogStart(existing: string, now: Date): { value: string; notice: string } {
  const value = existing.trim();
  if (value === '') return { value: '', notice: fr.validation.quarterNone };
  if (isOverdueQuarter(value, now)) return { value: '', notice: fr.validation.quarterPast };
  return { value, notice: '' };
}

export type DeliveryChange = { kind: 'invalid'; message: string } | { kind: 'unchanged' } | { kind: 'save'; value: string };

/**
 * Validate the typed quarter: invalid keeps the dialog open, unchanged makes no call. The letter may be
 * typed in lower case: `2027-t1` is saved as `2027-T1`.
 */
export function checkDeliveryChange(old: string, input: string): DeliveryChange {
  const value = input.trim().toUpperCase();
  if (!isValidQuarter(value)) return { kind: 'invalid', message: fr.validation.quarterInvalid };
  if (value === old.trim()) return { kind: 'unchanged' };
  return { kind: 'save', value };
}

/**
 * The quarter of `now` on the clock of `timeZone`: Europe/Paris by default, the users' clock, whatever the
 * server's or the test machine's zone (on 31 March at 23:30 UTC, Paris is already in T2).
 */
export function currentQuarterIn(now: Date, timeZone = 'Europe/Paris'): string {
  let format = yearMonth.get(timeZone);
  if (!format) yearMonth.set(timeZone, format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric' }));
  let year = '';
  let month = 1;
  for (const part of format.formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = Number(part.value);
  }
  return `${year}-T${Math.floor((month - 1) / 3) + 1}`;
}

/**
 * The quarter after `quarter` (`YYYY-Tn`, trimmed, the letter in either case): 2026-T4 is followed by
 * 2027-T1. Anything else gives '' (nothing to propose).
 */
export function nextQuarter(quarter: string): string {
  const m = /^(\d{4})-T([1-4])$/.exec(quarter.trim().toUpperCase());
  if (!m) return '';
  const year = Number(m[1]);
  const n = Number(m[2]);
  return n === 4 ? `${year + 1}-T1` : `${year}-T${n + 1}`;
}

/** One formatter per time zone (a quarter is read for each row's overdue mark). */
const yearMonth = new Map<string, Intl.DateTimeFormat>();


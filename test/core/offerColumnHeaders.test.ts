// The French headers of the offer columns are checked against the column keys (core/offerColumns HeadersOf):
// by the compiler (tsc --noEmit, part of npm test, reads this file's @ts-expect-error lines) and at run time.
import { OFFER_COLUMNS, type HeadersOf } from '../../src/core/offerColumns';
import { fr } from '../../src/i18n/fr';

const BOTH = { a: 'A', b: 'B' };
const ONLY_A = { a: 'A' };
const WITH_C = { a: 'A', c: 'C' };

/** Exactly the keys: compiles. */
export const exact: HeadersOf<'a' | 'b', typeof BOTH> = BOTH;
// @ts-expect-error a key without its header
export const missing: HeadersOf<'a' | 'b', typeof ONLY_A> = ONLY_A;
// @ts-expect-error a header without its key
export const extra: HeadersOf<'a', typeof WITH_C> = WITH_C;

it('every offer column but the controls has its header in fr.offers.columns, and every header a column', () => {
  const keys = Object.keys(OFFER_COLUMNS).filter((k) => k !== 'actions');
  expect(Object.keys(fr.offers.columns).sort()).toEqual(keys.sort());
  for (const key of keys) expect(OFFER_COLUMNS[key as keyof typeof OFFER_COLUMNS].header).toBe(fr.offers.columns[key as keyof typeof fr.offers.columns]);
  expect(OFFER_COLUMNS.actions.header).toBe(fr.common.actions);
});

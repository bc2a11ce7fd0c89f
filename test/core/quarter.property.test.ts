// Issue 6, item 7: delivery quarters (src/core/quarter.ts) with fast-check.
import fc from 'fast-check';
import {
  checkDeliveryChange, currentQuarterIn, deliveryDialogStart, isOverdueQuarter, isQuarterBefore, isValidQuarter,
} from '../../src/core/quarter';

fc.configureGlobal({ seed: 20260602, numRuns: 400 });

/** Well-formed, near-miss and arbitrary strings: 'YYYY-Tn' with any year and n, spaces, lowercase t, … */
const quarterish = fc.oneof(
  fc.tuple(fc.integer({ min: 1990, max: 2060 }), fc.integer({ min: 0, max: 5 })).map(([y, q]) => `${y}-T${q}`),
  fc.tuple(fc.integer({ min: 2020, max: 2039 }), fc.integer({ min: 1, max: 4 })).map(([y, q]) => `${y}-T${q}`),
  fc.tuple(fc.integer({ min: 2020, max: 2039 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom(' ', '\n', 't', '-T0', 'x', ''))
    .map(([y, q, junk]) => (junk === 't' ? `${y}-t${q}` : `${junk}${y}-T${q}${junk}`)),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: fc.constantFrom('2', '0', '3', '9', '-', 'T', '1', '4', ' '), maxLength: 9 }),
);
const valid = fc.tuple(fc.integer({ min: 2020, max: 2039 }), fc.integer({ min: 1, max: 4 }));

describe('isValidQuarter', () => {
  it('holds exactly for YYYY-Tn with 2020 ≤ YYYY ≤ 2039 and 1 ≤ n ≤ 4 written canonically', () => {
    fc.assert(fc.property(quarterish, (s) => {
      const m = /^(\d{4})-T(\d)$/.exec(s);
      const expected = m !== null && Number(m[1]) >= 2020 && Number(m[1]) <= 2039 && Number(m[2]) >= 1 && Number(m[2]) <= 4;
      expect(isValidQuarter(s)).toBe(expected);
    }));
  });
});

describe('currentQuarterIn, isQuarterBefore, deliveryDialogStart', () => {
  const dates = fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2039, 11, 31, 23, 59, 59)), noInvalidDate: true });
  /** The quarter of `d` on the UTC clock, as a number (year × 4 + n), read from the date's own UTC fields. */
  const utcQuarter = (d: Date) => d.getUTCFullYear() * 4 + Math.floor(d.getUTCMonth() / 3) + 1;

  it('currentQuarterIn is valid for every date of 2020–2039 and matches its month on that clock', () => {
    fc.assert(fc.property(dates, (d) => {
      const q = currentQuarterIn(d, 'UTC');
      expect(isValidQuarter(q)).toBe(true);
      expect(q).toBe(`${d.getUTCFullYear()}-T${Math.floor(d.getUTCMonth() / 3) + 1}`);
    }));
  });

  it('isQuarterBefore(q, current) ⇔ q is a quarter before the current one', () => {
    fc.assert(fc.property(valid, dates, ([y, n], d) => {
      expect(isQuarterBefore(`${y}-T${n}`, currentQuarterIn(d, 'UTC'))).toBe(y * 4 + n < utcQuarter(d));
    }));
  });

  it('the delivery dialog never pre-fills an overdue quarter', () => {
    fc.assert(fc.property(quarterish, dates, (existing, d) => {
      const { value } = deliveryDialogStart(existing, d);
      expect(value === '' || !isOverdueQuarter(value, d)).toBe(true);
    }));
  });
});

describe('checkDeliveryChange', () => {
  // Issue 20: the letter may be typed in lower case (`2027-t1` is saved as `2027-T1`): the input as compared
  // is trimmed and upper-cased.
  it('never saves an invalid quarter; saves exactly the trimmed, upper-cased input when valid and different', () => {
    fc.assert(fc.property(quarterish, quarterish, (old, input) => {
      const r = checkDeliveryChange(old, input);
      const typed = input.trim().toUpperCase();
      if (r.kind === 'save') {
        expect(isValidQuarter(r.value)).toBe(true);
        expect(r.value).toBe(typed);
        expect(r.value).not.toBe(old.trim());
      }
      expect(r.kind === 'invalid').toBe(!isValidQuarter(typed));
      expect(r.kind === 'unchanged').toBe(isValidQuarter(typed) && typed === old.trim());
    }));
  });
});

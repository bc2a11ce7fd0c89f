// Issue 6, item 7: clone-name suggestion (src/core/cloneName.ts, SPEC.md §5) with fast-check.
// Rule, to the letter: base = the trimmed name without a trailing ' (n)'; the suggestion is `${base} (${n})`
// where n is one more than the highest trailing number k among existing names (trimmed) that START WITH the
// base ('Lot B (5)' counts for 'Lot'; a name without a trailing number counts as 0); at least 1.
import fc from 'fast-check';
import { cloneBaseName, suggestCloneName } from '../../src/core/cloneName';

fc.configureGlobal({ seed: 20260603, numRuns: 400 });

const NO_NAME = 'Indiquer un nom';
/** Names made of characters that matter here: spaces, parentheses, digits, letters, an accent. */
const piece = fc.string({ unit: fc.constantFrom(' ', '(', ')', '1', '2', '0', 'a', 'B', 'é', '-'), minLength: 0, maxLength: 8 });
const num = fc.integer({ min: 0, max: 10_000_000 });
const name = fc.oneof(
  piece,
  fc.tuple(piece, num).map(([b, k]) => `${b} (${k})`),
  fc.tuple(piece, num, fc.constantFrom('', ' ', '  ')).map(([b, k, pad]) => `${pad}${b} (${k})${pad}`),
);

/** Reference implementation, written independently from the rule text. */
function reference(input: string, existing: readonly string[]): string {
  const t = input.trim();
  if (t === '') return NO_NAME;
  const m = /^(.*) \((\d+)\)$/s.exec(t);
  const base = m ? m[1] : t;
  let highest = 0n;
  for (const e of existing.map((x) => x.trim())) {
    if (!e.startsWith(base)) continue;
    const k = / \((\d+)\)$/.exec(e);
    if (k && BigInt(k[1]) > highest) highest = BigInt(k[1]);
  }
  return `${base} (${highest + 1n})`;
}

/** Existing names: variants of the same base (some padded), other bases, and names that merely start with it. */
const scenario = fc.tuple(name, fc.array(fc.oneof(name, piece), { maxLength: 8 }), fc.array(num, { maxLength: 6 }), fc.array(piece, { maxLength: 3 }))
  .map(([n, others, ks, tails]) => {
    const base = cloneBaseName(n.trim());
    return { name: n, existing: [...others, ...ks.map((k) => ` ${base} (${k}) `), ...tails.map((tail) => `${base}${tail}x (99)`)] };
  });

describe('suggestCloneName', () => {
  it('matches the reference implementation of SPEC.md §5', () => {
    fc.assert(fc.property(scenario, ({ name: n, existing }) => {
      expect(suggestCloneName(n, existing)).toBe(reference(n, existing));
    }));
  });

  it('is `${base} (${n})` with n ≥ 1 and n > every trailing number of the same base; never an existing name', () => {
    fc.assert(fc.property(scenario, ({ name: n, existing }) => {
      fc.pre(n.trim() !== '');
      const base = cloneBaseName(n.trim());
      const s = suggestCloneName(n, existing);
      expect(s.startsWith(`${base} (`)).toBe(true);
      const k = Number(s.slice(base.length + 2, -1));
      expect(s).toBe(`${base} (${k})`);
      expect(k).toBeGreaterThanOrEqual(1);
      for (const e of existing.map((x) => x.trim())) {
        const trailing = / \((\d+)\)$/.exec(e);
        if (e.startsWith(base) && trailing) expect(Number(trailing[1])).toBeLessThan(k);
      }
      expect(existing.map((x) => x.trim())).not.toContain(s);
    }));
  });

  it('has a stable structure: its base is the base, suggesting again gives the same, adding it gives n + 1', () => {
    fc.assert(fc.property(scenario, ({ name: n, existing }) => {
      fc.pre(n.trim() !== '');
      const base = cloneBaseName(n.trim());
      const s = suggestCloneName(n, existing);
      const k = Number(s.slice(base.length + 2, -1));
      expect(cloneBaseName(s)).toBe(base);
      expect(suggestCloneName(s, existing)).toBe(s);
      expect(suggestCloneName(n, [...existing, s])).toBe(`${base} (${k + 1})`);
    }));
  });

  it('does not depend on the order of the existing names, and counts names that start with the base', () => {
    fc.assert(fc.property(scenario, fc.array(piece, { maxLength: 3 }), ({ name: n, existing }, tails) => {
      fc.pre(n.trim() !== '');
      const s = suggestCloneName(n, existing);
      expect(suggestCloneName(n, [...existing].reverse())).toBe(s);
      const base = cloneBaseName(n.trim());
      const k = BigInt(s.slice(base.length + 2, -1));
      const withLonger = suggestCloneName(n, [...existing, ...tails.map((t) => `${base}Z${t} (123456789)`)]);
      const expected = tails.length === 0 ? k : (k > 123456790n ? k : 123456790n);
      expect(withLonger).toBe(`${base} (${expected})`);
    }));
  });

  it('blank names give "Indiquer un nom"', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 }), fc.array(name), (blank, existing) => {
      expect(suggestCloneName(blank, existing)).toBe(NO_NAME);
    }));
  });

  // Found by this suite: numbers past 2^53 were compared as doubles ('A (9007199254740992)' suggested
  // again, or 'A (1e+21)'); suggestCloneName now counts with BigInt.
  it('never equals an existing name, even with trailing numbers above 2^53', () => {
    fc.assert(fc.property(fc.bigInt({ min: 2n ** 53n - 2n, max: 10n ** 22n }), (big) => {
      const existing = [`A (${big})`];
      const s = suggestCloneName('A', existing);
      expect(s).not.toBe(existing[0]);
      expect(s).toBe(`A (${big + 1n})`);
    }), { numRuns: 100 });
  });
});

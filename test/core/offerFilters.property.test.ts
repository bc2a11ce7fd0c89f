// Issue 6, item 7: offer filters and text filters (src/core/offerFilters.ts, textFilter.ts) with fast-check.
import fc from 'fast-check';
import { formatDate, formatDecimal, formatMoney } from '../../src/core/format';
import { filterList } from '../support/filterList';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, OFFER_TEXT_FIELDS, type OfferFilters, type OfferTextField } from '../../src/core/offerFilters';
import { matchesText } from '../../src/core/textFilter';
import type { Offer } from '../../src/core/types';
import { makeOffer } from './offerFixture';

fc.configureGlobal({ seed: 20260604, numRuns: 300 });

/** A small alphabet so that filters hit: letters in both cases, accents, digits, spaces, separators. */
const text = fc.string({ unit: fc.constantFrom('a', 'A', 'é', 'É', 'b', '1', '2', ' ', '-', '/', '0'), maxLength: 8 });
const query = fc.oneof(text, fc.string({ maxLength: 4 }), fc.constant(''), fc.constant('  '));
const CODES = ['PS', 'PX', 'AX', 'AU', 'HX', 'HA', 'SH', 'ZX'];
const amount = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2000 }), fc.double({ min: -10, max: 2000, noNaN: true }));
const date = fc.oneof(
  fc.tuple(fc.integer({ min: 2019, max: 2027 }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constant(''),
  text,
);
const offer: fc.Arbitrary<Offer> = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }), offre_nom: text, offre_date: date, offre_ref: text, offre_statut: fc.constantFrom('', '10', '20', '30', '40', '45'),
  projet_ref: text, projet_nom: text, projet_livraison: text, client_societe: text, client_cp: text, client_ville: text,
  transport_dest: text, qte_m2: amount, qte_ml: amount, budget: amount,
  produits: fc.oneof(fc.constant(''), fc.subarray(CODES).map((c) => c.join(',')), text),
}).map((o) => makeOffer(o));
const rows = fc.array(offer, { maxLength: 25 });
const bound = fc.oneof(fc.constant(''), fc.integer({ min: -50, max: 2000 }).map(String), fc.constantFrom('0', '-5', 'abc', ' 12,5 ', '1 000'));
const textFilters = fc.dictionary(fc.constantFrom(...OFFER_TEXT_FIELDS), query, { maxKeys: 4 }) as fc.Arbitrary<Partial<Record<OfferTextField, string>>>;
const filters: fc.Arbitrary<OfferFilters> = fc.record({
  text: textFilters, surface_min: bound, surface_max: bound, budget_min: bound, budget_max: bound, ml_min: bound, ml_max: bound,
  produits: fc.subarray(CODES, { maxLength: 3 }), statut: fc.constantFrom('', '10', '20', '45'),
  q: fc.oneof(fc.constant(''), query, fc.constantFrom('ecole', 'É', 'e', ' a ')),
}).map(({ text: boxes, ...rest }) => ({ ...DEFAULT_OFFER_FILTERS, ...boxes, ...rest }) as OfferFilters);
const NONE: OfferFilters = { ...DEFAULT_OFFER_FILTERS, statut: '' };

/** Keeps references: is `sub` a subsequence (same objects, same order) of `all`? */
function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let i = 0;
  for (const x of all) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

/** One more active criterion on a field that is empty in f. */
const refinement = (f: OfferFilters): fc.Arbitrary<OfferFilters> => fc.oneof(
  fc.tuple(fc.constantFrom(...OFFER_TEXT_FIELDS), query).map(([field, q]) => (f[field] ? f : { ...f, [field]: q })),
  fc.tuple(fc.constantFrom('surface_min', 'surface_max', 'budget_min', 'budget_max', 'ml_min', 'ml_max') as fc.Arbitrary<'surface_min'>, bound)
    .map(([k, v]) => (f[k] ? f : { ...f, [k]: v })),
  fc.constantFrom(...CODES).map((c) => (f.produits.length ? f : { ...f, produits: [c] })),
  fc.constantFrom('10', '20', '30').map((s) => (f.statut ? f : { ...f, statut: s })),
  query.map((q) => (f.q ? f : { ...f, q })),
);

describe('the offer list\'s filters (filterList)', () => {
  it('returns a subsequence of its input: a subset, in the original order', () => {
    fc.assert(fc.property(rows, filters, (rs, f) => {
      expect(isSubsequence(filterList(OFFER_LIST, rs, f), rs)).toBe(true);
    }));
  });

  it('is monotonic: adding a filter never adds rows', () => {
    fc.assert(fc.property(rows, filters.chain((f) => fc.tuple(fc.constant(f), refinement(f))), (rs, [f, g]) => {
      const narrow = filterList(OFFER_LIST, rs, g);
      expect(isSubsequence(narrow, filterList(OFFER_LIST, rs, f))).toBe(true);
    }));
  });

  it('is idempotent: filtering the result again changes nothing', () => {
    fc.assert(fc.property(rows, filters, (rs, f) => {
      const once = filterList(OFFER_LIST, rs, f);
      expect(filterList(OFFER_LIST, once, f)).toEqual(once);
    }));
  });

  it('empty filters (statut Tous) are the identity, as a new array', () => {
    fc.assert(fc.property(rows, (rs) => {
      const out = filterList(OFFER_LIST, rs, NONE);
      expect(out).toEqual(rs);
      expect(out).not.toBe(rs);
    }));
  });

  it('numeric bounds that are not a number > 0 are ignored', () => {
    const ignored = fc.oneof(fc.integer({ min: -1000, max: 0 }).map(String), fc.constantFrom('', ' ', '0', '-0', '0,0', 'abc', '-', 'NaN'));
    fc.assert(fc.property(rows, filters, fc.constantFrom('surface_min', 'surface_max', 'budget_min', 'budget_max', 'ml_min', 'ml_max'), ignored,
      (rs, f, key, v) => {
        expect(filterList(OFFER_LIST, rs, { ...f, [key]: v })).toEqual(filterList(OFFER_LIST, rs, { ...f, [key]: '' }));
      }));
  });

  it('text filters equal a naive reference: trimmed, case-insensitive substring (dates also as dd/mm/yyyy)', () => {
    fc.assert(fc.property(rows, textFilters, (rs, text) => {
      const expected = rs.filter((o) => Object.entries(text).every(([field, q]) => {
        const needle = (q ?? '').trim().toLowerCase();
        const value = String(o[field as OfferTextField] ?? '');
        return needle === '' || value.toLowerCase().includes(needle)
          || (field === 'offre_date' && formatDate(value).toLowerCase().includes(needle));
      }));
      expect(filterList(OFFER_LIST, rs, { ...NONE, ...text })).toEqual(expected);
    }));
  });

  // Issue 20: every word of the query has to be found, each in any searched field; the delivery quarter and
  // the amounts as displayed (and without their group spaces) are searched too.
  it('the quick search equals a naive reference: every word is in some searched field, without case or accents', () => {
    const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\u00a0\u202f]/g, ' ').toLowerCase();
    const shown = (text: string) => (text === '' ? [] : [text, text.replace(/[\s\u00a0\u202f]/g, '')]);
    fc.assert(fc.property(rows, fc.oneof(query, fc.constantFrom('ecole', 'É', 'e', 'b 2', '1 000')), (rs, q) => {
      const words = fold(q).split(/\s+/).filter((w) => w !== '');
      const fields = ['offre_nom', 'offre_ref', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp', 'client_ville', 'transport_dest', 'projet_livraison'] as const;
      const values = (o: Offer) => [
        ...fields.map((field) => String(o[field] ?? '')),
        ...shown(formatDecimal(o.qte_m2)), ...shown(formatDecimal(o.qte_ml)), ...shown(o.budget_produits || formatMoney(o.budget)),
      ].map(fold);
      const expected = rs.filter((o) => words.every((w) => values(o).some((v) => v.includes(w))));
      expect(filterList(OFFER_LIST, rs, { ...NONE, q })).toEqual(expected);
    }));
  });

  it('every kept row satisfies the status, the numeric bounds and the products', () => {
    fc.assert(fc.property(rows, filters, (rs, f) => {
      const num = (s: string): number | null => (/^\d+$/.test(s.trim()) && Number(s) > 0 ? Number(s) : null);
      for (const o of filterList(OFFER_LIST, rs, f)) {
        if (f.statut) expect(o.offre_statut).toBe(f.statut);
        for (const [field, lo, hi] of [['qte_m2', f.surface_min, f.surface_max], ['budget', f.budget_min, f.budget_max], ['qte_ml', f.ml_min, f.ml_max]] as ['qte_m2' | 'budget' | 'qte_ml', string, string][]) {
          const v = o[field];
          if (num(lo) !== null) expect(v !== null && v >= num(lo)!).toBe(true);
          if (num(hi) !== null) expect(v !== null && v <= num(hi)!).toBe(true);
        }
        if (f.produits.length) expect(f.produits.some((c) => o.produits.includes(c))).toBe(true);
      }
    }));
  });
});

describe('matchesText', () => {
  it('is the naive trimmed, lowercased substring test; an empty query matches everything', () => {
    fc.assert(fc.property(fc.oneof(text, fc.string()), fc.oneof(query, fc.string()), (value, q) => {
      expect(matchesText(value, q)).toBe(value.toLowerCase().includes(q.trim().toLowerCase()));
      expect(matchesText(value, '  ')).toBe(true);
    }));
  });
});

// Issue 6, item 7: row normalisation (src/core/normalize.ts) under arbitrary JSON, with fast-check.
import fc from 'fast-check';
import { formatDecimal } from '../../src/core/format';
import { normalizeContact, normalizeOffer, parseOfferList, toId, toNumber, toText } from '../../src/core/normalize';

fc.configureGlobal({ seed: 20260601, numRuns: 300 });

const OFFER_TEXT = ['offre_nom', 'offre_date', 'offre_ref', 'offre_statut', 'statut', 'projet_ref', 'projet_nom', 'projet_livraison',
  'client_societe', 'client_cp', 'client_ville', 'transport_dest', 'budget_produits', 'produits', 'outil', 'v_tarif'] as const;
const OFFER_NUM = ['qte_m2', 'qte_ml', 'budget'] as const;
const OFFER_KEYS = ['id', ...OFFER_TEXT, ...OFFER_NUM].sort();
const CONTACT_TEXT = ['societe', 'type_societe', 'nom', 'email', 'code_postal', 'ville'] as const;

/** Any field value a backend might send: JSON values, numeric strings, nulls, huge and odd numbers. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom(null, '', ' ', 'NaN', 'Infinity', '1e309', '1 234,50', '1.234,5', '0000-00-00', '2026-03-05 10:00:00', '12abc'),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const id = fc.oneof(fc.integer({ min: 1 }), fc.integer({ min: 1 }).map(String), fieldValue);
const rawOffer = fc.record(Object.fromEntries([['id', id], ...[...OFFER_TEXT, ...OFFER_NUM].map((k) => [k, fieldValue])]) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
const rawContact = fc.record(Object.fromEntries([['id', id], ...CONTACT_TEXT.map((k) => [k, fieldValue])]) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
const isPlainObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

describe('normalizeOffer', () => {
  it('never throws on any value, and returns null or a complete row with the right types', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), rawOffer), (raw) => {
      const o = normalizeOffer(raw);
      if (o === null) return;
      expect(Object.keys(o).sort()).toEqual(OFFER_KEYS);
      expect(Number.isSafeInteger(o.id) && o.id > 0).toBe(true);
      for (const k of OFFER_TEXT) expect(typeof o[k]).toBe('string');
      for (const k of OFFER_NUM) expect(o[k] === null || Number.isFinite(o[k])).toBe(true);
    }));
  });

  it('is null exactly when the value is not an object or has no positive integer id', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), rawOffer), (raw) => {
      const valid = isPlainObject(raw) && toId((raw as Record<string, unknown>).id) !== null;
      expect(normalizeOffer(raw) === null).toBe(!valid);
    }));
  });

  it('is idempotent: a normalised row normalises to itself', () => {
    fc.assert(fc.property(rawOffer, (raw) => {
      const o = normalizeOffer(raw);
      if (o) expect(normalizeOffer(o)).toEqual(o);
    }));
  });

  it('numbers sent as strings (PHP decimals, plain and French-formatted) give the same numbers', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 }).map((k) => k / 100);
    fc.assert(fc.property(fc.integer({ min: 1 }), cents, fc.double({ noNaN: true, noDefaultInfinity: true }), (rowId, n, d) => {
      const asWire = normalizeOffer({ id: String(rowId), qte_m2: n.toFixed(2), budget: String(d), qte_ml: formatDecimal(n, 2) })!;
      expect(asWire.id).toBe(rowId);
      expect(asWire.qte_m2).toBe(Number(n.toFixed(2)));
      expect(asWire.budget).toBe(Object.is(d, -0) ? 0 : d);
      expect(asWire.qte_ml).toBe(n === 0 ? 0 : n);
    }));
  });

  it('a number and its text are the same value: toNumber(String(n)) === n for every finite double', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
      expect(toNumber(String(d))).toBe(Object.is(d, -0) ? 0 : d);
      expect(toNumber(d)).toBe(d);
    }));
  });
});

describe('normalizeContact', () => {
  it('never throws, and returns null or a complete contact of strings', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), rawContact), (raw) => {
      const c = normalizeContact(raw);
      const valid = isPlainObject(raw) && toId((raw as Record<string, unknown>).id) !== null;
      expect(c === null).toBe(!valid);
      if (c === null) return;
      expect(Object.keys(c).sort()).toEqual(['id', ...CONTACT_TEXT].sort());
      for (const k of CONTACT_TEXT) expect(typeof c[k]).toBe('string');
    }));
  });

  it('keeps strings verbatim (no trimming, no escaping)', () => {
    fc.assert(fc.property(fc.integer({ min: 1 }), fc.string({ unit: 'grapheme' }), (rowId, s) => {
      expect(normalizeContact({ id: rowId, societe: s, nom: s })).toMatchObject({ id: rowId, societe: s, nom: s });
    }));
  });
});

describe('parseOfferList and toText', () => {
  it('parseOfferList keeps exactly the valid rows, in order, and throws only on a non-array', () => {
    fc.assert(fc.property(fc.oneof(fc.array(fc.oneof(rawOffer, fc.anything()), { maxLength: 20 }), fc.anything()), (json) => {
      if (!Array.isArray(json)) {
        expect(() => parseOfferList(json)).toThrow();
        return;
      }
      expect(parseOfferList(json)).toEqual(json.map(normalizeOffer).filter((o) => o !== null));
    }));
  });

  it('toText never throws and always returns a string', () => {
    fc.assert(fc.property(fc.anything(), (v) => expect(typeof toText(v)).toBe('string')));
  });
});

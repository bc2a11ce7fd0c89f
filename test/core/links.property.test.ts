// Issue 6, item 7: URL builders (src/core/links.ts) and the Excel query (src/core/excelQuery.ts) with fast-check.
import fc from 'fast-check';
import { excelReportParams, parseExcelReportParams } from '../../src/core/excelQuery';
import {
  backHref, cleanQueryString, contactEditHref, excelHref, loginHref, newOfferHref, offerEditHref, pdfHref,
} from '../../src/core/links';
import { FAMILIES, FAMILY_CONFIGS, type Family } from '../../src/families';
import { filterList } from '../support/filterList';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, OFFER_TEXT_FIELDS, type OfferFilters, type OfferTextField } from '../../src/core/offerFilters';
import { makeOffer } from './offerFixture';

/** The family's link shape (src/families), as the screen passes it. */
const shape = (family: Family) => FAMILY_CONFIGS[family].links;

fc.configureGlobal({ seed: 20260605, numRuns: 300 });

const PAGE = 'https://portal.example/app/page';
const family = fc.constantFrom(...FAMILIES) as fc.Arbitrary<Family>;
/** Hostile text: script schemes (with tabs, newlines, case and entity tricks), traversal, query and fragment characters. */
const hostile = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', '\u0000javascript:x',
    'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '//evil.example', '\\\\evil.example', '..', '.', '../..',
    '%2e%2e', '?a=1#x', '&down=no', 'https://evil.example', '&#106;avascript:x', '<script>', '\u202e', '🏗️'),
);
const base = fc.oneof(fc.constantFrom('', '/portail', '/portail/', 'https://portal.example/app', 'http://x'), hostile);
const id = fc.oneof(fc.integer({ min: 1 }), hostile);

/** Every link resolves, against a page, to an http(s) URL: never javascript:, data:, vbscript: … */
const resolvedProtocol = (href: string): string => new URL(href, PAGE).protocol;
const safe = (href: string): void => expect(['http:', 'https:']).toContain(resolvedProtocol(href));

describe('link builders', () => {
  it('never produce a script URL, whatever the base, ids, variants or Leopard data', () => {
    fc.assert(fc.property(base, family, id, hostile, hostile, hostile, (b, f, i, v, q, origine) => {
      safe(contactEditHref(b, i));
      safe(offerEditHref(b, shape(f), i, v));
      safe(newOfferHref(b, shape(f), v, q));
      safe(pdfHref(b, f, i, true));
      safe(pdfHref(b, f, i, false));
      safe(excelHref(b, f, new URLSearchParams({ [q]: v })));
      safe(backHref(b, { querystring: q, leopard_data: { origine } }));
      safe(loginHref(b));
    }));
  });

  it('keep their intended target: ids stay one path segment or one query value', () => {
    fc.assert(fc.property(family, id, (f, i) => {
      const s = String(i);
      const dots = /^\.+$/.test(s);
      const edit = new URL(offerEditHref('', shape(f), i, 'kess'), PAGE);
      expect(edit.origin).toBe('https://portal.example');
      expect(edit.pathname.startsWith(`/${f}/offres/edition/`)).toBe(true);
      expect(decodeURIComponent(edit.pathname.slice(`/${f}/offres/edition/`.length))).toBe(dots ? '' : s);
      expect([...edit.searchParams.keys()]).toEqual(f === 'veture' ? ['o'] : []);
      const pdf = new URL(pdfHref('', f, i, true), PAGE);
      expect(pdf.pathname).toBe(`/${f}/affiche-pdf-offre`);
      expect(pdf.searchParams.getAll('offreid')).toEqual([dots ? '' : s]);
      expect(pdf.searchParams.getAll('down')).toEqual(['yes']);
      const contact = new URL(contactEditHref('/portail', i), PAGE);
      expect(contact.pathname.startsWith('/portail/contacts/')).toBe(true);
      expect(contact.pathname.split('/')).toHaveLength(4);
    }));
  });

  it('the Leopard query string round-trips through URLSearchParams into the new-offer and back links', () => {
    const pairs = fc.array(fc.tuple(hostile, hostile), { maxLength: 6 });
    fc.assert(fc.property(family, pairs, fc.string({ unit: fc.constantFrom('a', 'b', '1', '-'), minLength: 1, maxLength: 6 }), (f, kv, origine) => {
      const q = new URLSearchParams(kv).toString();
      const expected = [...new URLSearchParams(q)];
      expect([...new URL(newOfferHref('', shape(f), 'terreal', q), PAGE).searchParams]).toEqual(expected);
      const back = new URL(backHref('', { querystring: q, leopard_data: { origine } }), PAGE);
      if (expected.length) {
        expect(back.pathname).toBe(`/leopard/${origine}`);
        expect([...back.searchParams]).toEqual(expected);
      } else {
        expect(back.pathname).toBe('/');
      }
    }));
  });

  it('cleanQueryString is idempotent and keeps the parameters of any raw query', () => {
    fc.assert(fc.property(hostile, (raw) => {
      const once = cleanQueryString(raw);
      expect(cleanQueryString(once)).toBe(once);
      expect([...new URLSearchParams(once)]).toEqual([...new URLSearchParams(raw.trim())]);
    }));
  });
});

describe('excelReportParams / parseExcelReportParams', () => {
  const code = fc.string({ unit: fc.constantFrom('P', 'S', 'A', 'X', 'é', '&', '=', '%', '#'), minLength: 1, maxLength: 3 });
  const anyText = fc.oneof(fc.string({ maxLength: 10 }), hostile, fc.constant(''));
  const filters: fc.Arbitrary<OfferFilters> = fc.record({
    text: fc.dictionary(fc.constantFrom(...OFFER_TEXT_FIELDS), anyText, { maxKeys: 10 }) as fc.Arbitrary<Partial<Record<OfferTextField, string>>>,
    surface_min: anyText, surface_max: anyText, budget_min: anyText, budget_max: anyText, ml_min: anyText, ml_max: anyText,
    produits: fc.array(code, { maxLength: 4 }), statut: fc.oneof(fc.constantFrom('', '10', '20', '45'), anyText),
    q: fc.oneof(anyText, fc.constantFrom('ecole', 'ÉCOLE', ' é ')),
  }).map(({ text: boxes, ...rest }) => ({ ...DEFAULT_OFFER_FILTERS, ...boxes, ...rest }) as OfferFilters);
  const userid = fc.oneof(fc.constant('all' as const), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
  const tool = fc.constantFrom(undefined, 'gebrik' as const, 'kess' as const);

  it('round-trip arbitrary filters through the query string (empty text filters are dropped)', () => {
    fc.assert(fc.property(userid, filters, tool, (u, f, t) => {
      const wire = excelReportParams(u, f, FAMILY_CONFIGS.veture.scope, t).toString();
      const back = parseExcelReportParams(new URLSearchParams(wire), FAMILY_CONFIGS.veture.scope);
      expect(back.userid).toBe(u);
      expect(back.tool).toBe(t ?? null);
      // Issue 21: the text boxes are flat in the filter state; an empty one reads back as ''.
      expect(back.filters).toEqual({
        ...f,
        produits: f.produits.map((c) => c.trim()).filter((c) => c !== ''),
        q: f.q.trim() === '' ? '' : f.q,
      });
    }));
  });

  it('the server selects the same rows from the query as the table from the filters', () => {
    const row = fc.record({ id: fc.integer({ min: 1, max: 1e5 }), offre_nom: fc.string({ maxLength: 6 }), qte_m2: fc.option(fc.integer({ max: 500 })),
      produits: fc.constantFrom('', 'PS', 'PS,AX', 'ZX'), offre_statut: fc.constantFrom('', '10', '20') }).map((o) => makeOffer(o));
    fc.assert(fc.property(fc.array(row, { maxLength: 15 }), filters, (rs, f) => {
      const back = parseExcelReportParams(new URLSearchParams(excelReportParams('all', f).toString()));
      expect(filterList(OFFER_LIST, rs, back.filters)).toEqual(filterList(OFFER_LIST, rs, f));
    }));
  });

  it('never throws on any query, and missing keys take the defaults', () => {
    fc.assert(fc.property(fc.oneof(hostile, fc.string()), (raw) => {
      const { userid: u, filters: f } = parseExcelReportParams(new URLSearchParams(raw));
      expect(u === null || u === 'all' || (Number.isSafeInteger(u) && u > 0)).toBe(true);
      if (!new URLSearchParams(raw).has('statut')) expect(f.statut).toBe(DEFAULT_OFFER_FILTERS.statut);
    }));
  });
});

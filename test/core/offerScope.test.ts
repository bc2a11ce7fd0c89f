// A family's list scope (src/core/offerScope.ts), read as data: veture's tools as src/families declares them,
// and a family declared only here, so nothing in core can lean on a tool's name.
import { excelReportParams, parseExcelReportParams } from '../../src/core/excelQuery';
import { newOfferHref, offerEditHref } from '../../src/core/links';
import { exportRows } from '../../src/core/offerExport';
import { DEFAULT_OFFER_FILTERS } from '../../src/core/offerFilters';
import { needsCloneWarning } from '../../src/core/offerRules';
import { offerScopeValue, oneOf, scopeOption, scopeRows, type OfferScope } from '../../src/core/offerScope';
import { parseSavedViews } from '../../src/core/savedViews';
import { FAMILIES, FAMILY_CONFIGS } from '../../src/families';
import { fr } from '../../src/i18n/fr';
import { makeOffer } from './offerFixture';

const VETURE = FAMILY_CONFIGS.veture.scope!;

/** A made-up family's scope: another parameter, another rule, and a default that is not the first option. */
const GAMMES: OfferScope = {
  legend: 'Gamme :',
  param: 'g',
  options: {
    eco: { label: 'Éco', newOffer: 'Nouvelle offre éco' },
    premium: { label: 'Premium', newOffer: 'Nouvelle offre premium', cloneWarning: true },
  },
  default: 'premium',
  match: (value) => oneOf(['eco', 'premium'], 'premium', value),
};

describe('veture declares its tools (SPEC.md §2, §5, §9)', () => {
  it('parameter o, Thermoreal-Gebrik (gebrik, the default) then Kess (TEST) (kess), texts from fr.ts', () => {
    expect(VETURE).toEqual({
      legend: 'Filtrer les offres pour :',
      param: 'o',
      options: {
        gebrik: { label: 'Thermoreal-Gebrik', newOffer: 'Nouvelle offre Thermoreal-Gebrik', cloneWarning: true },
        kess: { label: 'Kess (TEST)', newOffer: 'Nouvelle offre Kess' },
      },
      default: 'gebrik',
      match: expect.any(Function),
    });
    expect(Object.keys(VETURE.options)).toEqual(['gebrik', 'kess']);
    expect(VETURE.legend).toBe(fr.offers.tools.legend);
    expect(VETURE.options.gebrik).toMatchObject(fr.offers.tools.gebrik);
    expect(VETURE.options.kess).toEqual(fr.offers.tools.kess);
  });

  it('the new-offer link names the tool shown; its variants are the tools, the default first', () => {
    const config = FAMILY_CONFIGS.veture;
    expect(config.newOfferLinks({ terca: false, tool: 'kess' })).toEqual([{ label: 'Nouvelle offre Kess', variant: 'kess' }]);
    expect(config.newOfferLinks({ terca: true, tool: 'gebrik' })).toEqual([{ label: 'Nouvelle offre Thermoreal-Gebrik', variant: 'gebrik' }]);
    expect(config.links.scope).toBe(VETURE);
  });

  it.each(FAMILIES)('%s: a scope, when declared, is well formed', (family) => {
    const { scope, links } = FAMILY_CONFIGS[family];
    if (!scope) {
      expect(links.scope ?? null).toBeNull();
      return;
    }
    const values = Object.keys(scope.options);
    expect(values).toContain(scope.default);
    for (const v of values) expect(scope.match(v)).toBe(v);
    for (const v of [undefined, null, '', 'autre', 42]) expect(scope.match(v)).toBe(scope.default);
    // The new-offer page of a family with a scope is one per choice, its default first.
    expect(new Set(links.newOfferVariants)).toEqual(new Set(values));
    expect(links.newOfferVariants[0]).toBe(scope.default);
    expect(links.scope).toBe(scope);
  });
});

describe('a scope\'s match rule: trimmed and lowercased, a choice; anything else the default', () => {
  it.each<[OfferScope, unknown, string]>([
    [VETURE, 'kess', 'kess'], [VETURE, ' KESS ', 'kess'], [VETURE, 'Kess', 'kess'], [VETURE, 'gebrik', 'gebrik'],
    [VETURE, ' GEBRIK', 'gebrik'], [VETURE, '', 'gebrik'], [VETURE, 'kessler', 'gebrik'], [VETURE, 'k ess', 'gebrik'],
    [VETURE, null, 'gebrik'], [VETURE, undefined, 'gebrik'], [VETURE, 1, 'gebrik'], [VETURE, ['kess'], 'gebrik'],
    [GAMMES, 'eco', 'eco'], [GAMMES, ' ECO ', 'eco'], [GAMMES, 'kess', 'premium'], [GAMMES, '', 'premium'], [GAMMES, null, 'premium'],
  ])('%#: %j → %s', (scope, value, expected) => {
    expect(scope.match(value)).toBe(expected);
    expect(scopeOption(scope, value)).toBe(scope.options[expected]);
  });

  it.each<[string, string, string]>([
    ['gebrik', '', 'gebrik'], ['kess', 'kess', 'kess'], ['KESS', ' Kess', 'kess'], ['autre', 'autre', 'gebrik'],
  ])('an offer with outil %j counts as %s', (_n, outil, expected) => {
    expect(offerScopeValue(VETURE, makeOffer({ outil }))).toBe(expected);
  });

  it.each<[readonly string[], string, unknown, string]>([
    [['a', 'b'], 'a', ' B ', 'b'], [['a', 'b'], 'a', 'c', 'a'], [['a'], 'z', 'z', 'z'], [['a'], 'z', {}, 'z'],
  ])('oneOf(%j, %j, %j) → %j', (values, fallback, value, expected) => {
    expect(oneOf(values, fallback, value)).toBe(expected);
  });
});

describe('scopeRows: the list model\'s stage for one choice', () => {
  const rows = [makeOffer({ id: 1, outil: 'gebrik' }), makeOffer({ id: 2, outil: 'kess' }), makeOffer({ id: 3, outil: '' }), makeOffer({ id: 4, outil: ' KESS ' })];
  it.each<[OfferScope | null | undefined, string | null, string | null, number[]]>([
    [VETURE, 'gebrik', 'gebrik', [1, 3]],
    [VETURE, 'kess', 'kess', [2, 4]],
    [VETURE, null, null, [1, 2, 3, 4]],
    [undefined, 'kess', null, [1, 2, 3, 4]],
    [null, '', null, [1, 2, 3, 4]],
    [GAMMES, 'eco', 'eco', []],
    [GAMMES, 'premium', 'premium', [1, 2, 3, 4]],
  ])('%#: choice %j → key %j, ids %j', (scope, choice, key, ids) => {
    const stage = scopeRows(scope, choice);
    expect(stage?.key ?? null).toBe(key);
    expect(rows.filter((r) => !stage || stage.includes(r)).map((r) => r.id)).toEqual(ids);
    const filters = { ...DEFAULT_OFFER_FILTERS, statut: '' };
    expect(exportRows({ columns: ['offre_nom'], scope }, rows, { filters, choice, sort: { key: 'id', dir: 'asc' } }).offers.map((r) => r.id)).toEqual(ids);
  });
});

describe('what reads a scope: links, export query, saved views, clone warning', () => {
  const shape = { path: 'tuiles', newOfferVariants: ['eco', 'premium'] as [string, string] };
  it.each<[OfferScope | undefined, string | undefined, string]>([
    [undefined, 'eco', '/tuiles/offres/edition/3'],
    [GAMMES, 'eco', '/tuiles/offres/edition/3?g=eco'],
    [GAMMES, undefined, '/tuiles/offres/edition/3?g=premium'],
    [GAMMES, '"><x', '/tuiles/offres/edition/3?g=premium'],
  ])('%#: edit link with choice %j → %s', (scope, choice, href) => {
    expect(offerEditHref('', { ...shape, scope }, 3, choice)).toBe(href);
  });

  it('the new-offer link reads the link shape\'s variants', () => {
    expect(newOfferHref('', { ...shape, scope: GAMMES }, ' PREMIUM', '')).toBe('/tuiles/nouvelle/premium');
  });

  it.each<[OfferScope | null, string | undefined, string | null]>([
    [GAMMES, 'eco', 'eco'], [GAMMES, undefined, null], [null, 'eco', null],
  ])('%#: the export query carries choice %j under the scope\'s parameter, read back as %j', (scope, choice, back) => {
    const p = excelReportParams('all', DEFAULT_OFFER_FILTERS, scope, choice);
    expect(p.get('g')).toBe(scope ? choice ?? null : null);
    expect(p.has('o')).toBe(false);
    expect(parseExcelReportParams(p, scope).tool).toBe(back);
  });

  it('a saved view\'s tool is read by the list\'s scope', () => {
    const stored = JSON.stringify([{ name: 'A', filters: {}, sort: { key: 'id', dir: 'desc' }, pageSize: 50, hidden: [], tool: ' ECO' }]);
    expect(parseSavedViews(stored, () => ({}), GAMMES)[0].tool).toBe('eco');
  });

  it.each<[OfferScope | null | undefined, string, boolean]>([
    [GAMMES, 'premium', true], [GAMMES, '', true], [GAMMES, 'eco', false], [VETURE, 'gebrik', true], [VETURE, 'kess', false],
    [null, 'gebrik', false], [undefined, '', false],
  ])('%#: clone warning for outil %j (old price list, app version 2) → %s', (scope, outil, warned) => {
    expect(needsCloneWarning(makeOffer({ outil, v_tarif: '20240101' }), 2, scope)).toBe(warned);
  });
});

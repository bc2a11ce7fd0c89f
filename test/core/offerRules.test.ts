import {
  PRICE_LIST_THRESHOLD, PRODUCTS, SPECIAL_USER_IDS, STATUS_CODES, initialUserFilter, isDraft, isEditable,
  needsCloneWarning, offerClientText, statusLabel, statusOptions,
} from '../../src/core/offerRules';
import { offerTotals } from '../../src/core/offerColumns';
import { offerScopeValue } from '../../src/core/offerScope';
import { FAMILY_CONFIGS } from '../../src/families';
import { makeOffer } from './offerFixture';

describe('isEditable / isDraft (SPEC §4)', () => {
  it.each<[string, boolean, boolean]>([
    ['brouillon', true, true], ['Brouillon', true, true], [' BROUILLON ', true, true], ['soumise', true, false],
    ['Soumise', true, false], ['validée', false, false], ['', false, false], ['brouillons', false, false],
  ])('statut %j: editable %s, draft %s', (statut, editable, draft) => {
    expect(isEditable(makeOffer({ statut }))).toBe(editable);
    expect(isDraft(makeOffer({ statut }))).toBe(draft);
  });
});

/** Veture's tools, as its family declares them (src/families/veture.ts). */
const VETURE = FAMILY_CONFIGS.veture.scope!;

describe('veture scope: match / offerScopeValue (ex parseTool / offerTool): kess only when exactly kess, else gebrik', () => {
  it.each<[unknown, 'gebrik' | 'kess']>([
    ['kess', 'kess'], [' KESS ', 'kess'], ['Kess', 'kess'], ['gebrik', 'gebrik'], ['', 'gebrik'], ['kessler', 'gebrik'],
    [null, 'gebrik'], [undefined, 'gebrik'], [1, 'gebrik'],
  ])('%p → %s', (v, tool) => {
    expect(VETURE.match(v)).toBe(tool);
    if (typeof v === 'string') expect(offerScopeValue(VETURE, makeOffer({ outil: v }))).toBe(tool);
  });
});

describe('needsCloneWarning (SPEC §5: veture)', () => {
  it('threshold is 20250401', () => expect(PRICE_LIST_THRESHOLD).toBe(20250401));
  it.each<[string, string, number, boolean]>([
    ['', '20250331', 2, true],
    ['gebrik', '20240101', 2, true],
    ['kess', '20240101', 2, false],
    [' Kess ', '20240101', 2, false],
    ['gebrik', '20250401', 2, false],
    ['gebrik', '20250402', 2, false],
    ['gebrik', '20240101', 1, false],
    ['gebrik', '20240101', 0, false],
    ['gebrik', '20240101', 1.5, true],
    ['gebrik', '', 2, false],
    ['gebrik', 'abc', 2, false],
  ])('outil %j, v_tarif %j, app version %d → %s', (outil, v_tarif, version, expected) => {
    expect(needsCloneWarning(makeOffer({ outil, v_tarif }), version, VETURE)).toBe(expected);
  });
});

describe('initialUserFilter (SPEC §6)', () => {
  it('special ids are 7 and 11', () => expect(SPECIAL_USER_IDS).toEqual([7, 11]));
  it.each<[number, boolean, 'all' | number]>([
    [7, true, 7], [11, true, 11], [7, false, 7], [3, true, 'all'], [3, false, 3], [70, true, 'all'],
  ])('user %d, backoffice %s → %p', (id, backoffice, expected) => {
    expect(initialUserFilter(id, backoffice)).toBe(expected);
  });
});

describe('statuses (SPEC §4)', () => {
  it('codes and labels in order', () => {
    expect(STATUS_CODES.map((s) => [s.code, s.label])).toEqual([
      ['10', 'En cours'], ['20', 'Gagné'], ['30', 'Perdu'], ['40', 'Non retenue'], ['45', 'NR VDS'],
    ]);
  });
  it.each<['bardages' | 'parement' | 'veture', string[]]>([
    ['bardages', ['10', '20', '30', '40']], ['parement', ['10', '20', '30', '40', '45']], ['veture', ['10', '20', '30', '40']],
  ])('%s offers %j', (family, codes) => {
    expect(FAMILY_CONFIGS[family].statusOptions.map((s) => s.code)).toEqual(codes);
  });
  it('statusOptions lists the codes given in display order, whatever their order', () => {
    expect(statusOptions(['45', '10']).map((s) => [s.code, s.label])).toEqual([['10', 'En cours'], ['45', 'NR VDS']]);
    expect(statusOptions([])).toEqual([]);
  });
  it.each<[string | number | null, string]>([
    ['10', 'En cours'], [20, 'Gagné'], [' 30 ', 'Perdu'], ['40', 'Non retenue'], ['45', 'NR VDS'], ['', ''], [null, ''], ['99', '99'],
  ])('statusLabel(%p) → %j', (code, label) => {
    expect(statusLabel(code)).toBe(label);
  });
});

describe('PRODUCTS (SPEC §3)', () => {
  it('the eight products in spec order', () => {
    expect(PRODUCTS.map((p) => `${p.code} ${p.name}`)).toEqual([
      'PS Piterak Slim', 'PX Piterak XS', 'AX Autan XL', 'AU Autan RQ', 'HX Harmattan XL', 'HA Harmattan RQ', 'SH Shamal XL', 'ZX Zonda XL',
    ]);
  });
});

describe('offerTotals: the sums of the columns that declare a total', () => {
  it.each<[string, Parameters<typeof makeOffer>[0][], { count: number; sums: Record<string, number> }]>([
    ['no rows', [], { count: 0, sums: { qte_m2: 0, budget: 0, qte_ml: 0 } }],
    ['sums', [{ qte_m2: 10, budget: 100, qte_ml: 1 }, { qte_m2: 2.5, budget: 50, qte_ml: 3 }], { count: 2, sums: { qte_m2: 12.5, budget: 150, qte_ml: 4 } }],
    ['null counts as 0', [{ qte_m2: null, budget: null, qte_ml: null }, { qte_m2: 4, budget: 5, qte_ml: 6 }], { count: 2, sums: { qte_m2: 4, budget: 5, qte_ml: 6 } }],
  ])('%s', (_n, rows, expected) => {
    expect(offerTotals(rows.map((r) => makeOffer(r)))).toEqual(expected);
  });
});

describe('offerClientText (issue 20 §5: confirmations name the client)', () => {
  it.each<[string, string, string, string]>([
    ['SOGEA Sud', '34000', 'Montpellier', 'SOGEA Sud (34000 Montpellier)'],
    ['SOGEA Sud', '', 'Montpellier', 'SOGEA Sud (Montpellier)'],
    ['SOGEA Sud', '', '', 'SOGEA Sud'],
    ['', '69003', 'Lyon', '69003 Lyon'],
    ['  ', '', '', ''],
  ])('%j %j %j → %j', (client_societe, client_cp, client_ville, expected) => {
    expect(offerClientText({ client_societe, client_cp, client_ville })).toBe(expected);
  });
});

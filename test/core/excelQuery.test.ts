import { excelReportParams, parseExcelReportParams } from '../../src/core/excelQuery';
import { filterList } from '../support/filterList';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import { FAMILY_CONFIGS } from '../../src/families';
import { makeOffer } from './offerFixture';

/** Veture's tools, as its family declares them: the export carries the tool under their parameter. */
const VETURE = FAMILY_CONFIGS.veture.scope!;

const KEYS = [
  'userid', 'prods', 's_min', 's_max', 'ml_min', 'ml_max', 'ca_min', 'ca_max', 'statut',
  'offre_nom', 'offre_ref', 'offre_date', 'projet_ref', 'projet_nom', 'projet_livraison',
  'client_societe', 'client_cp', 'client_ville', 'transport_dest',
];

const sample: OfferFilters = {
  ...DEFAULT_OFFER_FILTERS,
  offre_nom: 'École & co', client_ville: 'Saint-Étienne', offre_date: '05/03',
  surface_min: '10', surface_max: '200,5', budget_min: '1000', budget_max: '', ml_min: '', ml_max: '30',
  produits: ['PS', 'AX'], statut: '20', q: '',
};

describe('excelReportParams (SPEC §7)', () => {
  it('every key is present, in order, empty when not set', () => {
    const p = excelReportParams('all', DEFAULT_OFFER_FILTERS);
    expect([...p.keys()]).toEqual(KEYS);
    expect(Object.fromEntries(p)).toEqual({ ...Object.fromEntries(KEYS.map((k) => [k, ''])), userid: 'all', statut: '10' });
  });

  it('maps the filters to the wire names', () => {
    const p = excelReportParams(12, sample);
    expect(p.get('userid')).toBe('12');
    expect(p.get('prods')).toBe('PS,AX');
    expect([p.get('s_min'), p.get('s_max'), p.get('ca_min'), p.get('ca_max'), p.get('ml_min'), p.get('ml_max')])
      .toEqual(['10', '200,5', '1000', '', '', '30']);
    expect(p.get('statut')).toBe('20');
    expect(p.get('offre_nom')).toBe('École & co');
    expect(p.toString()).toContain('offre_nom=%C3%89cole+%26+co');
  });
});

describe('parseExcelReportParams', () => {
  it.each<[string, 'all' | number, OfferFilters, 'gebrik' | 'kess' | undefined]>([
    ['defaults for all users', 'all', DEFAULT_OFFER_FILTERS, undefined],
    ['every kind of filter', 12, sample, undefined],
    ['status Tous', 3, { ...DEFAULT_OFFER_FILTERS, statut: '' }, undefined],
    ['veture list on Kess', 3, DEFAULT_OFFER_FILTERS, 'kess'],
    ['veture list on Thermoreal-Gebrik', 3, sample, 'gebrik'],
    ['quick search', 3, { ...sample, q: 'ecole' }, undefined],
  ])('round trip: %s', (_n, userid, f, tool) => {
    const back = parseExcelReportParams(new URLSearchParams(excelReportParams(userid, f, VETURE, tool).toString()), VETURE);
    expect(back).toEqual({ userid, filters: f, tool: tool ?? null });
  });

  it.each([['kess', 'kess'], ['gebrik', 'gebrik'], ['autre', 'gebrik']])('reads the tool o=%s as %s', (o, tool) => {
    expect(parseExcelReportParams(new URLSearchParams({ o }), VETURE).tool).toBe(tool);
  });

  it('the server filters exactly what the table filters', () => {
    const rows = Array.from({ length: 60 }, (_, i) => makeOffer({
      id: i + 1, offre_nom: i % 2 ? 'École & co' : 'Autre', client_ville: 'Saint-Étienne', qte_m2: i * 5,
      budget: i * 100, qte_ml: i, produits: i % 3 ? 'PS' : 'HX', offre_statut: i % 4 ? '20' : '10', offre_date: '2026-03-05',
    }));
    const back = parseExcelReportParams(excelReportParams(12, sample)).filters;
    expect(filterList(OFFER_LIST, rows, back)).toEqual(filterList(OFFER_LIST, rows, sample));
    expect(filterList(OFFER_LIST, rows, sample).length).toBeGreaterThan(0);
  });

  it('adds the quick search as q only when it is not blank (a server that ignores q still exports)', () => {
    expect(excelReportParams(1, { ...DEFAULT_OFFER_FILTERS, q: 'École' }).get('q')).toBe('École');
    expect(excelReportParams(1, { ...DEFAULT_OFFER_FILTERS, q: '  ' }).has('q')).toBe(false);
  });

  it('the server applies the quick search like the table: without case or accents', () => {
    const rows = [makeOffer({ id: 1, client_ville: 'Saint-Étienne' }), makeOffer({ id: 2, client_ville: 'Lyon' })];
    const back = parseExcelReportParams({ userid: '1', q: 'etienne', statut: '' }).filters;
    expect(filterList(OFFER_LIST, rows, back).map((o) => o.id)).toEqual([1]);
  });

  it('accepts an Express-style query object (first value of repeated keys)', () => {
    const back = parseExcelReportParams({ userid: ['5', '6'], prods: 'PS, ,AX', statut: '', offre_nom: 'x', s_min: '3' });
    expect(back.userid).toBe(5);
    expect(back.filters.produits).toEqual(['PS', 'AX']);
    expect(back.filters.statut).toBe('');
    expect(back.filters.offre_nom).toBe('x');
    expect(back.filters.surface_min).toBe('3');
  });

  it.each<[Record<string, string>, 'all' | number | null]>([
    [{ userid: 'all' }, 'all'], [{ userid: '7' }, 7], [{ userid: '' }, null], [{}, null], [{ userid: 'abc' }, null], [{ userid: '0' }, null],
  ])('userid %j → %p', (q, expected) => {
    expect(parseExcelReportParams(q).userid).toBe(expected);
  });

  it('a missing statut takes the table default 10', () => {
    expect(parseExcelReportParams({ userid: 'all' }).filters.statut).toBe('10');
  });
});

describe('the overdue toggle in the export query (issue 38)', () => {
  it('sends depassee=1 when on, nothing when off (a server that ignores it still exports)', () => {
    expect(excelReportParams(1, { ...DEFAULT_OFFER_FILTERS, depassee: '1' }).get('depassee')).toBe('1');
    expect(excelReportParams(1, DEFAULT_OFFER_FILTERS).has('depassee')).toBe(false);
    expect(excelReportParams(1, { ...DEFAULT_OFFER_FILTERS, depassee: 'oui' }).has('depassee')).toBe(false);
  });

  it.each<[string, string]>([['1', '1'], ['', ''], ['0', ''], ['true', '']])('reads depassee=%j back as %j', (sent, read) => {
    expect(parseExcelReportParams(new URLSearchParams({ depassee: sent })).filters.depassee).toBe(read);
  });

  it('round trip with the other filters, and the server keeps the overdue offers the table keeps', () => {
    const f: OfferFilters = { ...sample, depassee: '1' };
    const back = parseExcelReportParams(new URLSearchParams(excelReportParams(12, f).toString())).filters;
    expect(back).toEqual(f);
    const rows = ['2020-T1', '2031-T2', '', '2024-T3', null].map((q, i) => makeOffer({ id: i + 1, offre_statut: '10', projet_livraison: q as string }));
    expect(filterList(OFFER_LIST, rows, { ...DEFAULT_OFFER_FILTERS, depassee: '1' }).map((o) => o.id)).toEqual([1, 4]);
  });
});

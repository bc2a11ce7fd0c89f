import { excelReportParams } from '../../src/core/excelQuery';
import { OFFER_COLUMNS, textFiltersOf } from '../../src/core/offerColumns';
import {
  DEFAULT_OFFER_FILTERS, OFFER_LIST, OFFER_TEXT_FIELDS, type OfferFilters, type OfferTextField,
} from '../../src/core/offerFilters';
import { countActiveFilters } from '../../src/core/listFilters';
import { filterList } from '../support/filterList';
import type { Offer } from '../../src/core/types';
import { makeOffer } from './offerFixture';

const filters = (over: Partial<OfferFilters> = {}): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '', ...over });
const ids = (rows: Offer[]) => rows.map((r) => r.id);

describe('DEFAULT_OFFER_FILTERS', () => {
  it('no text, no bounds, no products, status 10 (SPEC §2), no quick search', () => {
    // Issue 21: one value per filter id (the text boxes too, flat), derived from the columns.
    expect(DEFAULT_OFFER_FILTERS).toEqual({
      ...Object.fromEntries(OFFER_TEXT_FIELDS.map((field) => [field, ''])),
      surface_min: '', surface_max: '', budget_min: '', budget_max: '', ml_min: '', ml_max: '', produits: [], statut: '10', q: '',
      depassee: '', // issue 38: every delivery, overdue or not
    });
  });
});

describe('the offer list\'s filters (filterList): text filters (case-insensitive substring, trimmed)', () => {
  const rows = [
    makeOffer({ id: 1, offre_nom: 'École Nord', client_ville: 'Paris', offre_date: '2026-03-05', transport_dest: 'Lyon' }),
    makeOffer({ id: 2, offre_nom: 'Gymnase', client_ville: 'Lyon', offre_date: '2025-11-20', transport_dest: 'Nantes' }),
    makeOffer({ id: 3, offre_nom: 'école sud', client_ville: 'paris 15', offre_date: '', transport_dest: '' }),
  ];
  it.each<[string, Partial<Record<OfferTextField, string>>, number[]]>([
    ['no text filter', {}, [1, 2, 3]],
    ['accented capitals', { offre_nom: 'ÉCOLE' }, [1, 3]],
    ['trimmed', { offre_nom: '  gym  ' }, [2]],
    ['blank is no filter', { offre_nom: '   ' }, [1, 2, 3]],
    ['two filters are AND-ed', { offre_nom: 'école', client_ville: '15' }, [3]],
    ['date as shown', { offre_date: '05/03' }, [1]],
    ['date as ISO', { offre_date: '2025-11' }, [2]],
    ['year matches both forms once', { offre_date: '2026' }, [1]],
    ['destination (bardages)', { transport_dest: 'nan' }, [2]],
    ['no match', { client_ville: 'Marseille' }, []],
  ])('%s', (_n, text, expected) => {
    expect(ids(filterList(OFFER_LIST, rows, filters(text)))).toEqual(expected);
  });
});

describe('the offer list\'s filters (filterList): numeric min/max apply only above 0, bounds inclusive', () => {
  const rows = [
    makeOffer({ id: 1, qte_m2: 50, budget: 1000, qte_ml: 5 }),
    makeOffer({ id: 2, qte_m2: 100, budget: 5000, qte_ml: 10 }),
    makeOffer({ id: 3, qte_m2: 200, budget: 20000, qte_ml: 20 }),
    makeOffer({ id: 4, qte_m2: null, budget: null, qte_ml: null }),
  ];
  it.each<[string, Partial<OfferFilters>, number[]]>([
    ['none', {}, [1, 2, 3, 4]],
    ['surface min inclusive', { surface_min: '100' }, [2, 3]],
    ['surface max inclusive', { surface_max: '100' }, [1, 2]],
    ['surface range', { surface_min: '60', surface_max: '150' }, [2]],
    ['budget min, French decimal', { budget_min: '4999,5' }, [2, 3]],
    ['budget max with spaces', { budget_max: '5 000' }, [1, 2]],
    ['ml min', { ml_min: '10' }, [2, 3]],
    ['ml max', { ml_max: '5' }, [1]],
    ['0 does not apply', { surface_min: '0', budget_max: '0' }, [1, 2, 3, 4]],
    ['negative does not apply', { surface_min: '-5' }, [1, 2, 3, 4]],
    ['garbage does not apply', { budget_min: 'abc' }, [1, 2, 3, 4]],
    ['all AND-ed', { surface_min: '50', budget_max: '5000', ml_min: '6' }, [2]],
    ['min above max → nothing', { surface_min: '150', surface_max: '60' }, []],
  ])('%s', (_n, over, expected) => {
    expect(ids(filterList(OFFER_LIST, rows, filters(over)))).toEqual(expected);
  });
});

describe('the offer list\'s filters (filterList): products (any selected code; drops offers without products)', () => {
  const rows = [
    makeOffer({ id: 1, produits: 'PS,AX' }), makeOffer({ id: 2, produits: 'HX' }),
    makeOffer({ id: 3, produits: '' }), makeOffer({ id: 4, produits: 'ZX,PS' }),
  ];
  it.each<[string[], number[]]>([
    [[], [1, 2, 3, 4]], [['PS'], [1, 4]], [['HX', 'AX'], [1, 2]], [['SH'], []], [['ZX'], [4]],
  ])('selected %j → %j', (produits, expected) => {
    expect(ids(filterList(OFFER_LIST, rows, filters({ produits })))).toEqual(expected);
  });
});

describe('the offer list\'s filters (filterList): status (applies when truthy)', () => {
  const rows = [
    makeOffer({ id: 1, offre_statut: '10' }), makeOffer({ id: 2, offre_statut: '20' }),
    makeOffer({ id: 3, offre_statut: '' }), makeOffer({ id: 4, offre_statut: '45' }),
  ];
  it.each<[string, number[]]>([['', [1, 2, 3, 4]], ['10', [1]], ['20', [2]], ['45', [4]], ['30', []]])('statut %j → %j', (statut, expected) => {
    expect(ids(filterList(OFFER_LIST, rows, filters({ statut })))).toEqual(expected);
  });

  it('default filters show status 10 only', () => {
    expect(ids(filterList(OFFER_LIST, rows, DEFAULT_OFFER_FILTERS))).toEqual([1]);
  });
});

describe('the offer list\'s filters (filterList): general', () => {
  it('keeps order and returns a new array', () => {
    const rows = [makeOffer({ id: 3 }), makeOffer({ id: 1 }), makeOffer({ id: 2 })];
    const out = filterList(OFFER_LIST, rows, filters());
    expect(ids(out)).toEqual([3, 1, 2]);
    expect(out).not.toBe(rows);
  });

  // Speed is measured by `npm run bench`, not asserted here.
  it('filters 50,000 rows with every kind of filter at once', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => makeOffer({
      id: i + 1, offre_nom: `Offre ${i} École`, client_ville: i % 3 ? 'Paris' : 'Lyon', qte_m2: i % 500,
      budget: i * 10, produits: i % 2 ? 'PS,AX' : 'HX', offre_statut: i % 4 ? '10' : '20',
    }));
    const f = filters({ offre_nom: 'école', client_ville: 'par', surface_min: '100', budget_max: '400000', produits: ['AX'], statut: '10' });
    const out: Offer[] = filterList(OFFER_LIST, rows, f);
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((r) => r.client_ville === 'Paris' && r.qte_m2! >= 100 && r.produits.includes('AX') && r.offre_statut === '10')).toBe(true);
  });
});

describe('active offer filters (what `Effacer tous les filtres` clears: the screen counts them with countActiveFilters)', () => {
  it.each<[string, Partial<OfferFilters>, boolean]>([
    ['defaults', {}, false],
    ['a text filter', { offre_nom: 'a' }, true],
    ['a blank text filter', { offre_nom: '  ' }, false],
    ['a numeric bound', { surface_min: '10' }, true],
    ['a numeric bound that does not filter still shows the clear action', { budget_max: '0' }, true],
    ['a blank numeric bound', { ml_max: ' ' }, false],
    ['a product', { produits: ['PS'] }, true],
    ['status Tous differs from the default', { statut: '' }, true],
    ['another status', { statut: '20' }, true],
    ['a quick search', { q: 'école' }, true],
    ['a blank quick search', { q: '  ' }, false],
  ])('%s → %s', (_n, over, expected) => {
    expect(countActiveFilters(OFFER_LIST.filters, { ...DEFAULT_OFFER_FILTERS, ...over }) > 0).toBe(expected);
  });
});

describe('text filters come from the column declarations (src/core/offerColumns.ts)', () => {
  const declared = textFiltersOf(Object.values(OFFER_COLUMNS));

  it('the text-filtered fields are the boxes the columns declare, in declaration order', () => {
    expect(OFFER_TEXT_FIELDS).toEqual(declared.map((box) => box.id));
    expect(textFiltersOf([OFFER_COLUMNS.client]).map((box) => box.id)).toEqual(['client_societe', 'client_cp', 'client_ville']);
    expect(textFiltersOf([OFFER_COLUMNS.budget, OFFER_COLUMNS.client, OFFER_COLUMNS.offre_nom]).map((b) => b.id))
      .toEqual(['client_societe', 'client_cp', 'client_ville', 'offre_nom']);
  });

  it.each(declared.map((box) => [box.id, box] as const))('%s: its box filters the rows by what its declaration reads', (field, box) => {
    const rows = [makeOffer({ id: 1 }), makeOffer({ id: 2, [field]: 'avant Zqxw après' }), makeOffer({ id: 3 })];
    expect(box.read(rows[1])).toBe('avant Zqxw après');
    expect(ids(filterList(OFFER_LIST, rows, filters({ [field]: 'zQXW' })))).toEqual([2]);
    expect(excelReportParams('all', filters({ [field]: 'zQXW' })).get(field)).toBe('zQXW');
  });

  it('a box declared with how its value is shown also matches the shown text', () => {
    const withShown = declared.filter((box) => box.shown);
    expect(withShown.map((b) => b.id)).toEqual(['offre_date']);
    const rows = [makeOffer({ id: 1, offre_date: '2026-03-05' }), makeOffer({ id: 2, offre_date: '2025-11-20' })];
    expect(ids(filterList(OFFER_LIST, rows, filters({ offre_date: withShown[0].shown!('2025-11-20').slice(0, 5) })))).toEqual([2]);
  });
});

describe('quick search over the offers (issue 20 §5)', () => {
  const rows = [
    makeOffer({ id: 1, client_societe: 'SOGEA Sud', client_ville: 'Montpellier', projet_livraison: '2027-T1', qte_m2: 3453.1, budget: 12345, budget_produits: '' }),
    makeOffer({ id: 2, client_societe: 'SOGEA Nord', client_ville: 'Lille', projet_livraison: '2026-T3', qte_m2: 80, budget: 999.5, budget_produits: '' }),
    makeOffer({ id: 3, client_societe: 'Eiffage', client_ville: 'Montpellier', projet_livraison: '', qte_m2: null, qte_ml: 125.5, budget: null, budget_produits: '4 200 €' }),
  ];
  it.each<[string, number[]]>([
    ['sogea montpellier', [1]],
    ['montpellier', [1, 3]],
    ['2027-t1', [1]],
    ['2026-T3 sogea', [2]],
    ['3 453,1', [1]],
    ['3453,1', [1]],
    ['12 345 €', [1]],
    ['12345', [1]],
    ['999,50', [2]],
    ['125,5', [3]],
    ['4200', [3]],
    ['eiffage 4 200', [3]],
    ['sogea 2027-t2', []],
  ])('%j finds %j', (q, expected) => {
    expect(ids(filterList(OFFER_LIST, rows, filters({ q, statut: '' })))).toEqual(expected);
  });
});

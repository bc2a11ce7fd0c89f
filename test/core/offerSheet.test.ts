// The screen's Excel file (issue 38 "Excel = the screen"), as core/offerExport builds it for both hosts: the
// screen's rows in its order, its columns in its order under its headers, and its totals line.
import { excelDay, exportRows, offerSheet, sheetColumns, type SheetQuery } from '../../src/core/offerExport';
import { OFFER_COLUMNS, type OfferColumnKey } from '../../src/core/offerColumns';
import { DEFAULT_OFFER_FILTERS, type OfferFilters } from '../../src/core/offerFilters';
import type { Offer, SortState } from '../../src/core/types';
import { FAMILY_CONFIGS } from '../../src/families';
import { makeOffer, plainSpaces } from './offerFixture';

const NOW = new Date('2026-05-15T12:00:00Z'); // 2026-T2 in Paris
const OFFERS: Offer[] = [
  makeOffer({ id: 1, offre_ref: 'A-1', offre_nom: 'École Nord', budget: 500, qte_m2: 50, qte_ml: 5, offre_statut: '10', projet_livraison: '2025-T4', offre_date: '2026-01-10', user_id: 2 }),
  makeOffer({ id: 2, offre_ref: 'A-2', offre_nom: 'Gymnase', budget: 9000.5, qte_m2: 120, qte_ml: null, offre_statut: '20', projet_livraison: '2027-T1', offre_date: '2025-12-31', user_id: 3 }),
  makeOffer({ id: 3, offre_ref: 'A-3', offre_nom: 'Mairie', budget: null, qte_m2: 300.25, qte_ml: 7, offre_statut: '10', projet_livraison: '', offre_date: 'bientôt', user_id: 2 }),
  makeOffer({ id: 4, offre_ref: 'A-4', offre_nom: 'Crèche', budget: 1200, qte_m2: null, qte_ml: 1, offre_statut: '30', projet_livraison: '2026-t1', offre_date: '2026-04-01', user_id: 3 }),
];
const BARDAGES = FAMILY_CONFIGS.bardages;
const every = (over: Partial<OfferFilters> = {}): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '', ...over } as OfferFilters);
const query = (over: Partial<SheetQuery> = {}): SheetQuery => ({ filters: every(), choice: null, columns: null, now: NOW, ...over });
const refsOf = (q: SheetQuery) => offerSheet(BARDAGES, OFFERS, q).offers.map((o) => o.offre_ref);

describe('offerSheet: the rows, in the screen\'s order', () => {
  it.each<[string, SortState | null, Partial<OfferFilters>, boolean, string[]]>([
    ['no sort: newest first (by id), as the screen', null, {}, false, ['A-4', 'A-3', 'A-2', 'A-1']],
    ['budget descending (no budget last, as the table sorts)', { key: 'budget', dir: 'desc' }, {}, false, ['A-2', 'A-4', 'A-1', 'A-3']],
    ['budget ascending', { key: 'budget', dir: 'asc' }, {}, false, ['A-1', 'A-4', 'A-2', 'A-3']],
    ['by name (French order: É with E)', { key: 'offre_nom', dir: 'asc' }, {}, false, ['A-4', 'A-1', 'A-2', 'A-3']],
    ['a filter and the quick search apply', { key: 'qte_m2', dir: 'desc' }, { q: 'e' }, false, ['A-3', 'A-2', 'A-1', 'A-4']],
    ['the status filter applies', null, { statut: '10' }, false, ['A-3', 'A-1']],
    ['depassee: only quarters before 2026-T2, drafts too, either case', null, {}, true, ['A-4', 'A-1']],
    ['depassee with a sort', { key: 'budget', dir: 'asc' }, {}, true, ['A-1', 'A-4']],
  ])('%s', (_label, sort, filters, overdue, refs) => {
    expect(refsOf(query({ sort, filters: every(filters), overdue }))).toEqual(refs);
  });

  it('a sort by the prescriber column sorts by the names shown (ties in the list\'s order, as the table)', () => {
    const prescribers = [{ id: 2, name: 'Zola', firstname: 'Émile' }, { id: 3, name: 'Albert', firstname: 'Anne' }];
    expect(refsOf(query({ sort: { key: 'prescripteur', dir: 'asc' }, prescribers }))).toEqual(['A-2', 'A-4', 'A-1', 'A-3']);
    expect(refsOf(query({ sort: { key: 'prescripteur', dir: 'desc' }, prescribers }))).toEqual(['A-1', 'A-3', 'A-2', 'A-4']);
  });
});

describe('offerSheet: the screen\'s columns, in its order, with its headers', () => {
  it.each<[string, OfferColumnKey[] | null, string[]]>([
    ['no columns asked: the family\'s, the client as three', null, [
      'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)',
      'Livraison', 'Statut', 'N° offre',
    ]],
    ['the shown columns in the asked order', ['budget', 'offre_nom', 'offre_statut'], ['Budget (€)', 'Offre', 'Statut']],
    ['a column the family does not show is dropped', ['offre_nom', 'qte_ml'] as OfferColumnKey[], ['Offre', 'Qté ml']],
    ['the controls export nothing', ['offre_nom', 'actions', 'offre_ref'], ['Offre', 'N° offre']],
    ['the prescriber column (backoffice)', ['offre_nom', 'prescripteur', 'offre_statut'], ['Offre', 'Prescripteur', 'Statut']],
  ])('%s', (_label, columns, headers) => {
    expect(offerSheet(BARDAGES, OFFERS, query({ columns })).columns.map((c) => c.header)).toEqual(headers);
  });

  it('parement has no Qté ml: asked, it is dropped', () => {
    expect(offerSheet(FAMILY_CONFIGS.parement, OFFERS, query({ columns: ['offre_nom', 'qte_ml', 'budget'] })).columns.map((c) => c.key))
      .toEqual(['offre_nom', 'budget']);
  });

  it('the headers are the screen\'s column headers', () => {
    for (const key of ['offre_nom', 'offre_date', 'projet_livraison', 'budget', 'offre_statut'] as const) {
      expect(offerSheet(BARDAGES, OFFERS, query({ columns: [key] })).columns[0].header).toBe(OFFER_COLUMNS[key].header);
    }
  });
});

describe('offerSheet: cells', () => {
  const sheet = offerSheet(BARDAGES, OFFERS, query({
    columns: ['offre_nom', 'offre_date', 'client', 'qte_m2', 'qte_ml', 'budget', 'projet_livraison', 'offre_statut', 'offre_ref'],
  }));
  const row = (ref: string) => Object.fromEntries(sheet.columns.map((c, i) => [c.key, sheet.rows[sheet.offers.findIndex((o) => o.offre_ref === ref)][i]]));

  it.each<[string, string, unknown]>([
    ['a date is a day at midnight UTC', 'A-1', { offre_date: new Date(Date.UTC(2026, 0, 10)) }],
    ['text that is no date stays text', 'A-3', { offre_date: 'bientôt' }],
    ['figures are numbers, an empty one empty', 'A-2', { qte_m2: 120, qte_ml: null, budget: 9000.5 }],
    ['the status by its label', 'A-2', { offre_statut: 'Gagné' }],
    ['an overdue quarter is marked', 'A-1', { projet_livraison: '2025-T4 (dépassée)' }],
    ['an overdue quarter typed in lower case is marked too', 'A-4', { projet_livraison: '2026-t1 (dépassée)' }],
    ['a quarter to come is as it is', 'A-2', { projet_livraison: '2027-T1' }],
    ['no quarter: empty text', 'A-3', { projet_livraison: '' }],
    ['the client in three columns', 'A-1', { client_societe: 'Société', client_cp: '75001', client_ville: 'Paris' }],
    ['name and reference as text', 'A-1', { offre_nom: 'École Nord', offre_ref: 'A-1' }],
  ])('%s', (_label, ref, cells) => {
    expect(row(ref)).toEqual(expect.objectContaining(cells as object));
  });

  it('each column says how it is shown', () => {
    expect(Object.fromEntries(sheet.columns.map((c) => [c.key, c.format]))).toEqual({
      offre_nom: 'text', offre_date: 'date', client_societe: 'text', client_cp: 'text', client_ville: 'text', qte_m2: 'decimal',
      qte_ml: 'decimal', budget: 'money', projet_livraison: 'text', offre_statut: 'text', offre_ref: 'text',
    });
  });

  it('the totals line: the screen\'s label first, each figure\'s sum under it, the rest empty', () => {
    expect(sheet.totals.map((v) => (typeof v === 'string' ? plainSpaces(v) : v))).toEqual([
      'Total : 4 offres', null, null, null, null, 470.25, 13, 10700.5, null, null, null,
    ]);
  });

  it('the totals count the rows shown (filters, overdue)', () => {
    const overdue = offerSheet(BARDAGES, OFFERS, query({ columns: ['offre_nom', 'budget'], overdue: true }));
    expect(overdue.totals).toEqual(['Total : 2 offres', 1700]);
  });

  it('a first column with a sum shows the label, as the screen', () => {
    expect(offerSheet(BARDAGES, OFFERS, query({ columns: ['budget', 'qte_m2'] })).totals).toEqual(['Total : 4 offres', 470.25]);
  });

  it('one offer: singular', () => {
    expect(offerSheet(BARDAGES, OFFERS, query({ columns: ['offre_nom'], filters: every({ statut: '20' }) })).totals).toEqual(['Total : 1 offre']);
  });
});

describe('excelDay', () => {
  it.each<[string | null, Date | string | null]>([
    ['2026-03-05', new Date(Date.UTC(2026, 2, 5))],
    [' 2024-02-29 ', new Date(Date.UTC(2024, 1, 29))],
    ['2025-02-29', '2025-02-29'],
    ['05/03/2026', '05/03/2026'],
    ['', null],
    [null, null],
  ])('%j → %j', (iso, expected) => {
    expect(excelDay(iso)).toEqual(expected);
  });
});

it('sheetColumns: the controls make no column, the client three', () => {
  expect(sheetColumns(OFFER_COLUMNS.actions, NOW)).toEqual([]);
  expect(sheetColumns(OFFER_COLUMNS.client, NOW).map((c) => c.header)).toEqual(['Client', 'Code postal', 'Ville']);
});

it('exportRows (a request without colonnes: today\'s columns) honours depassee and tri too', () => {
  const { offers } = exportRows(BARDAGES, OFFERS, { filters: every(), choice: null, overdue: true, now: NOW, sort: { key: 'budget', dir: 'desc' } });
  expect(offers.map((o) => o.offre_ref)).toEqual(['A-4', 'A-1']);
});

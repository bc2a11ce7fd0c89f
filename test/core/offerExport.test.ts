// The exports (issue 21 "One list model"): Excel, PDF and offer-page columns derived from the column
// declarations (core/offerColumns), and the rows an Excel file lists, chosen by the table's list model.
import { sortValueOf } from '../../src/core/columns';
import { createListModel } from '../../src/core/listModel';
import { OFFER_COLUMNS, OFFER_ID_SORT, offerColumnsOf, type OfferColumnDef, type OfferColumnKey } from '../../src/core/offerColumns';
import {
  columnExports, excelWidth, exportColumns, exportRows, offerPageFields, type ExportFamily,
} from '../../src/core/offerExport';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import { scopeRows } from '../../src/core/offerScope';
import type { Offer, SortState } from '../../src/core/types';
import { FAMILY_CONFIGS } from '../../src/families';
import { makeOffer, plainSpaces } from './offerFixture';

const family = (columns: OfferColumnKey[], tools = false): ExportFamily => ({ columns, scope: tools ? FAMILY_CONFIGS.veture.scope : null });

describe('exportColumns: the reference, the family\'s columns in its order, then what no column shows', () => {
  it.each<[string, ExportFamily, string[]]>([
    ['bardages', FAMILY_CONFIGS.bardages, [
      'N° offre', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Dest.', 'Surface (m²)', 'Qté ml',
      'Budget (€)', 'Livraison', 'Statut', 'État', 'Produits',
    ]],
    ['parement', FAMILY_CONFIGS.parement, [
      'N° offre', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Surface (m²)', 'Budget (€)',
      'Livraison', 'Statut', 'État', 'Produits',
    ]],
    ['veture (tools)', FAMILY_CONFIGS.veture, [
      'N° offre', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Surface (m²)', 'Budget (€)',
      'Livraison', 'Statut', 'État', 'Produits', 'Outil',
    ]],
    ['a family without the reference still exports it first; actions export nothing', family(['qte_m2', 'offre_nom', 'actions']),
      ['N° offre', 'Surface (m²)', 'Offre', 'État', 'Produits']],
    ['tools add the tool last', family(['budget'], true), ['N° offre', 'Budget (€)', 'État', 'Produits', 'Outil']],
  ])('%s', (_label, fam, headers) => {
    expect(exportColumns(fam).map((c) => c.header)).toEqual(headers);
  });

  it.each<[string, ExportFamily, string[]]>([
    ['bardages', FAMILY_CONFIGS.bardages, ['offre_ref', 'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp',
      'client_ville', 'transport_dest', 'qte_m2', 'qte_ml', 'budget', 'projet_livraison', 'offre_statut', 'statut', 'produits']],
    ['veture', FAMILY_CONFIGS.veture, ['offre_ref', 'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp',
      'client_ville', 'qte_m2', 'budget', 'projet_livraison', 'offre_statut', 'statut', 'produits', 'outil']],
  ])('%s: the row fields, in order', (_label, fam, keys) => {
    expect(exportColumns(fam).map((c) => c.key)).toEqual(keys);
  });
});

describe('columnExports: defaults from the column declaration', () => {
  const single = Object.values(OFFER_COLUMNS).filter((c) => c.cell.kind !== 'actions' && c.cell.kind !== 'client');

  it.each(single.map((c) => [c.key, c] as const))('%s: one field under its key, the header and the PDF label the table header, the width from the hint', (_key, c) => {
    expect(columnExports(c)).toEqual([expect.objectContaining({ key: c.key, header: c.header, pdfLabel: c.header, width: excelWidth(c) })]);
  });

  it.each<[string, Partial<OfferColumnDef>, { header: string; pdfLabel: string; width: number }]>([
    ['an export header names the Excel column and the PDF line', { exportHeader: 'Surface totale' }, { header: 'Surface totale', pdfLabel: 'Surface totale', width: excelWidth(OFFER_COLUMNS.qte_m2) }],
    ['a PDF label names the PDF line only', { pdfLabel: 'Surface' }, { header: 'Surface (m²)', pdfLabel: 'Surface', width: excelWidth(OFFER_COLUMNS.qte_m2) }],
    ['an export width replaces the hint', { exportWidth: 30 }, { header: 'Surface (m²)', pdfLabel: 'Surface (m²)', width: 30 }],
  ])('%s', (_label, over, expected) => {
    expect(columnExports({ ...OFFER_COLUMNS.qte_m2, ...over } as OfferColumnDef)[0]).toEqual(expect.objectContaining(expected));
  });

  it('a cell of several fields (the client) exports each, the first under the column header, the others under their box name', () => {
    expect(columnExports(OFFER_COLUMNS.client).map(({ key, header, pdfLabel }) => ({ key, header, pdfLabel }))).toEqual([
      { key: 'client_societe', header: 'Client', pdfLabel: 'Client' },
      { key: 'client_cp', header: 'Code postal', pdfLabel: 'Code postal' },
      { key: 'client_ville', header: 'Ville', pdfLabel: 'Ville' },
    ]);
  });

  it('the controls export nothing', () => {
    expect(columnExports(OFFER_COLUMNS.actions)).toEqual([]);
  });

  it.each<[Partial<OfferColumnDef>, number]>([
    [{ width: 140, grow: 3 }, 32],
    [{ width: 84 }, 12],
    [{ width: 116 }, 17],
    [{}, 14],
  ])('excelWidth(%o) = %i characters', (hint, chars) => {
    expect(excelWidth(hint)).toBe(chars);
  });
});

describe('values (Excel) and texts (PDF) of each export field', () => {
  const o = makeOffer({
    offre_ref: 'OFF-7', offre_date: '2026-03-05', qte_m2: 1234.5, qte_ml: null, budget: 12345.5, budget_produits: '', offre_statut: '20',
    client_cp: '31000', statut: 'validée', produits: 'PS,AX', outil: 'kess', projet_livraison: '2027-T1',
  });
  const fields = exportColumns(family(['offre_date', 'client', 'qte_m2', 'qte_ml', 'budget', 'projet_livraison', 'offre_statut'], true));
  const field = (key: string) => fields.find((c) => c.key === key)!;

  it.each<[string, string | number | null, string]>([
    ['offre_ref', 'OFF-7', 'OFF-7'],
    ['offre_date', '2026-03-05', '05/03/2026'],
    ['client_cp', '31000', '31000'],
    ['qte_m2', 1234.5, '1 234,5'],
    ['qte_ml', null, ''],
    ['budget', 12345.5, '12 345,50 €'],
    ['projet_livraison', '2027-T1', '2027-T1'],
    ['offre_statut', 'Gagné', 'Gagné'],
    ['statut', 'validée', 'validée'],
    ['produits', 'PS,AX', 'PS,AX'],
    ['outil', 'kess', 'Kess (TEST)'],
  ])('%s: value %j, text %j', (key, value, text) => {
    expect(field(key).value(o)).toBe(value);
    expect(plainSpaces(field(key).text(o))).toBe(text);
  });

  it('a column whose key is no field of the row (the prescriber) exports its cell text', () => {
    const prescriber = { ...OFFER_COLUMNS.prescripteur, cell: { kind: 'text', text: () => 'Durand, Alice' } } as OfferColumnDef;
    expect(columnExports(prescriber)[0].value(o)).toBe('Durand, Alice');
  });
});

it('offerPageFields: the export\'s fields and the price-list version', () => {
  expect(offerPageFields(family(['offre_nom'], true))).toEqual([
    { key: 'offre_ref', header: 'N° offre' }, { key: 'offre_nom', header: 'Offre' }, { key: 'statut', header: 'État' },
    { key: 'produits', header: 'Produits' }, { key: 'outil', header: 'Outil' }, { key: 'v_tarif', header: 'Version tarif' },
  ]);
});

describe('exportRows: the rows the table shows, by the table\'s own list model', () => {
  const OFFERS: Offer[] = [
    makeOffer({ id: 1, offre_ref: 'A-1', offre_nom: 'École Nord', client_ville: 'Lyon', qte_m2: 50, offre_statut: '10', outil: 'kess' }),
    makeOffer({ id: 2, offre_ref: 'A-2', offre_nom: 'Gymnase', client_ville: 'Saint-Étienne', qte_m2: 120, offre_statut: '20', outil: '' }),
    makeOffer({ id: 3, offre_ref: 'A-3', offre_nom: 'école sud', client_ville: 'Paris', qte_m2: null, offre_statut: '10', outil: 'gebrik' }),
    makeOffer({ id: 4, offre_ref: 'A-4', offre_nom: 'Mairie', client_ville: 'Lyon', qte_m2: 300, offre_statut: '10', outil: 'kess', produits: 'HX' }),
    makeOffer({ id: 5, offre_ref: 'A-5', offre_nom: 'Crèche', client_ville: 'Nantes', qte_m2: 80, offre_statut: '30', outil: 'gebrik' }),
  ];
  const withFilters = (over: Partial<OfferFilters>): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, ...over } as OfferFilters);
  const plainFamily = family(['offre_nom', 'client', 'qte_m2', 'offre_statut', 'offre_ref']);
  const toolFamily = family(['offre_nom', 'qte_m2', 'offre_statut'], true);

  const CASES: [string, ExportFamily, OfferFilters, string | null, SortState | undefined, string[]][] = [
    ['defaults: status 10, newest first', plainFamily, withFilters({}), null, undefined, ['A-4', 'A-3', 'A-1']],
    ['every status', plainFamily, withFilters({ statut: '' }), null, undefined, ['A-5', 'A-4', 'A-3', 'A-2', 'A-1']],
    ['a text filter', plainFamily, withFilters({ statut: '', client_ville: 'lyon' }), null, undefined, ['A-4', 'A-1']],
    ['a min/max pair', plainFamily, withFilters({ statut: '', surface_min: '60', surface_max: '200' }), null, undefined, ['A-5', 'A-2']],
    ['the products', plainFamily, withFilters({ statut: '', produits: ['HX'] }), null, undefined, ['A-4']],
    ['the quick search, without accents or case', plainFamily, withFilters({ statut: '', q: 'ECOLE' }), null, undefined, ['A-3', 'A-1']],
    ['a sort of the table', plainFamily, withFilters({ statut: '' }), null, { key: 'qte_m2', dir: 'asc' }, ['A-1', 'A-5', 'A-2', 'A-4', 'A-3']],
    ['a family with tools: the tool\'s offers (none counts as gebrik)', toolFamily, withFilters({ statut: '' }), 'gebrik', undefined, ['A-5', 'A-3', 'A-2']],
    ['a family with tools: kess, then the filters', toolFamily, withFilters({}), 'kess', undefined, ['A-4', 'A-1']],
    ['a family with tools, no tool asked: every offer', toolFamily, withFilters({ statut: '' }), null, undefined, ['A-5', 'A-4', 'A-3', 'A-2', 'A-1']],
    ['a family without tools ignores a tool', plainFamily, withFilters({ statut: '' }), 'kess', undefined, ['A-5', 'A-4', 'A-3', 'A-2', 'A-1']],
  ];

  it.each(CASES)('%s', (_label, fam, filters, tool, sort, refs) => {
    const { offers, rows, columns } = exportRows(fam, OFFERS, { filters, choice: tool, sort });
    expect(offers.map((o) => o.offre_ref)).toEqual(refs);
    // Each row is its offer's cells, in the columns' order.
    expect(rows).toEqual(offers.map((o) => columns.map((c) => c.value(o))));
    expect(rows.map((r) => r[0])).toEqual(refs);
  });

  it.each(CASES)('%s: the same rows as the table\'s list model', (_label, fam, filters, tool, sort) => {
    const table = createListModel(OFFER_LIST);
    const s = sort ?? { key: 'id', dir: 'desc' };
    const shown = table({
      rows: OFFERS, scope: scopeRows(fam.scope, tool), sort: s, filters,
      sortValue: sortValueOf(offerColumnsOf(fam.columns), s.key, OFFER_ID_SORT),
    }).matching;
    expect(exportRows(fam, OFFERS, { filters, choice: tool, sort }).offers).toEqual(shown);
  });
});

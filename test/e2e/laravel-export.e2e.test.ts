// Issue 38 "Excel = the screen" and issue 37's forbidden characters on the Laravel host: its Excel file (made
// by demo/laravel/node/report.ts through App\Support\NodeTool, from the query string Laravel received) is the
// reference server's, cell for cell, for the screen's view (tri, ordre, colonnes, depassee); and read on its
// own, it is the screen: order, headers, totals, date cells, number formats, frozen header, autofilter, sheet
// name. A U+FFFF site name saved through the API still gives a file that opens, on both hosts.
import ExcelJS from 'exceljs';
import { sortValueOf } from '../../src/core/columns';
import { excelReportParams, type ExportView } from '../../src/core/excelQuery';
import { runList } from '../../src/core/listModel';
import { parseOfferList } from '../../src/core/normalize';
import { OFFER_ID_SORT, offerColumnsOf } from '../../src/core/offerColumns';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import type { Offer, SortState } from '../../src/core/types';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { laravelApiAs, startBoth, startLaravel } from './support/laravel';
import { apiAs, startTestServer, type ApiClient, type TestServer } from './support/server';

const PRESCRIBER = 2;
const BACKOFFICE = 1;
interface Host { server: TestServer; prescriber: ApiClient; backoffice: ApiClient }
let ref: Host;
let laravel: Host;

beforeAll(async () => {
  const [r, l] = await startBoth(startTestServer(), startLaravel());
  ref = { server: r, prescriber: await apiAs(r.url, PRESCRIBER), backoffice: await apiAs(r.url, BACKOFFICE) };
  laravel = { server: l, prescriber: await laravelApiAs(l.url, PRESCRIBER), backoffice: await laravelApiAs(l.url, BACKOFFICE) };
}, 60_000);
afterAll(async () => {
  await ref?.server.stop();
  await laravel?.server.stop();
});

const everyStatus = (over: Partial<OfferFilters> = {}): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '', ...over } as OfferFilters);
const screenKeys = (family: Family): string[] => FAMILY_CONFIGS[family].columns.filter((k) => k !== 'actions');

async function sheetOf(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  return wb.worksheets[0];
}

/** Every row's values and number formats: what the two hosts' files must share. */
function cellsOf(ws: ExcelJS.Worksheet): { value: unknown; numFmt?: string }[][] {
  const rows: { value: unknown; numFmt?: string }[][] = [];
  ws.eachRow((row) => {
    const cells: { value: unknown; numFmt?: string }[] = [];
    row.eachCell({ includeEmpty: true }, (c) => cells.push({ value: c.value, numFmt: c.numFmt }));
    rows.push(cells);
  });
  return rows;
}

const exportQuery = (userid: number | 'all', filters: OfferFilters, view: ExportView) => excelReportParams(userid, filters, null, undefined, view).toString();

/** The offers the screen shows on the Laravel host: its list answer (core/normalize) through the table's list model. */
async function screenRows(api: ApiClient, family: Family, userid: number, filters: OfferFilters, sort: SortState): Promise<Offer[]> {
  const res = await api.post(`/ajax/${family}/liste-offres`, { userid });
  expect(res.status).toBe(200);
  const rows = parseOfferList(await res.json());
  return [...runList(OFFER_LIST, {
    rows, sort, sortValue: sortValueOf(offerColumnsOf(FAMILY_CONFIGS[family].columns), sort.key, OFFER_ID_SORT), filters,
  }).matching];
}

describe('the Laravel host\'s Excel file is the screen', () => {
  it.each<[string, 'prescriber' | 'backoffice', Family, number | 'all', OfferFilters, ExportView]>([
    ['budget descending, every column', 'prescriber', 'bardages', PRESCRIBER, everyStatus(), { sort: { key: 'budget', dir: 'desc' }, columns: screenKeys('bardages') }],
    ['date ascending, a filter, the quick search', 'prescriber', 'parement', PRESCRIBER, everyStatus({ q: 'a', surface_min: '50' }),
      { sort: { key: 'offre_date', dir: 'asc' }, columns: ['offre_ref', 'offre_date', 'client', 'qte_m2', 'budget', 'offre_statut'] }],
    ['overdue deliveries only', 'prescriber', 'veture', PRESCRIBER, everyStatus(), { columns: ['offre_nom', 'projet_livraison', 'offre_statut', 'offre_ref'], overdue: true }],
    ['backoffice, every user, the prescriber column', 'backoffice', 'veture', 'all' as const, everyStatus({ statut: '20' }),
      { sort: { key: 'prescripteur', dir: 'asc' }, columns: ['offre_ref', 'prescripteur', 'budget'] }],
  ])('%s: the same cells and formats as the reference server', async (_label, role, family, userid, filters, view) => {
    const path = `/${family}/excel-report?${exportQuery(userid, filters, view)}`;
    const expected = cellsOf(await sheetOf(await ref[role].get(path)));
    expect(expected.length).toBeGreaterThan(2);
    expect(cellsOf(await sheetOf(await laravel[role].get(path)))).toEqual(expected);
  });

  it('order, headers, totals, dates, formats, frozen header, autofilter and sheet name', async () => {
    const sort: SortState = { key: 'budget', dir: 'desc' };
    const ws = await sheetOf(await laravel.prescriber.get(`/bardages/excel-report?${exportQuery(PRESCRIBER, everyStatus(), { sort, columns: screenKeys('bardages') })}`));
    const shown = await screenRows(laravel.prescriber, 'bardages', PRESCRIBER, everyStatus(), sort);
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual([
      'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)', 'Livraison', 'Statut', 'N° offre',
    ]);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows: ExcelJS.Row[] = [];
    ws.eachRow((row, n) => { if (n > 1) rows.push(row); });
    const totals = rows.pop()!;
    expect(rows.map((r) => r.getCell(col('N° offre')).value)).toEqual(shown.map((o) => o.offre_ref));
    expect(String(totals.getCell(1).value)).toBe(`Total : ${shown.length} offres`);
    expect(totals.getCell(col('Budget (€)')).value).toBeCloseTo(shown.reduce((s, o) => s + (o.budget ?? 0), 0), 6);
    const date = rows[0].getCell(col('Date'));
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).toISOString().slice(0, 10)).toBe(shown[0].offre_date);
    expect(date.numFmt).toBe('dd/mm/yyyy');
    const budget = rows.map((r) => r.getCell(col('Budget (€)'))).find((c) => typeof c.value === 'number')!;
    expect(budget.numFmt).toBe('#,##0.00 "€"');
    const surface = rows.map((r) => r.getCell(col('Surface (m²)'))).find((c) => typeof c.value === 'number')!;
    expect(surface.numFmt).toBe('#,##0.00');
    expect(ws.views[0]).toEqual(expect.objectContaining({ state: 'frozen', ySplit: 1 }));
    expect(ws.autoFilter).toBe(`A1:N${shown.length + 1}`);
    expect(ws.name).toBe('Offres bardages');
  });
});

describe('a character XML forbids in a site name (issue 37): both hosts\' files still open', () => {
  it('U+FFFF saved through nom-chantier: the Excel file opens with U+FFFD in its place, the PDF is written', async () => {
    const name = 'Chantier\uffff Est';
    const files: ExcelJS.Worksheet[] = [];
    for (const host of [ref, laravel]) {
      const list = parseOfferList(await (await host.prescriber.post('/ajax/parement/liste-offres', { userid: PRESCRIBER })).json());
      const offer = list[0];
      const saved = await host.prescriber.post('/ajax/parement/nom-chantier', { offreid: offer.id, nomchantier: name, nom_precedent: offer.projet_nom });
      expect(((await saved.json()) as { statut: string }).statut).toBe('ok');
      for (const query of [`userid=${PRESCRIBER}&statut=&colonnes=offre_ref,projet_nom`, `userid=${PRESCRIBER}&statut=`]) {
        const ws = await sheetOf(await host.prescriber.get(`/parement/excel-report?${query}`));
        const texts: string[] = [];
        ws.eachRow((row) => row.eachCell((c) => { if (typeof c.value === 'string') texts.push(c.value); }));
        expect(texts).toContain('Chantier\ufffd Est');
        files.push(ws);
      }
      const pdf = await host.prescriber.get(`/parement/affiche-pdf-offre?offreid=${offer.id}`);
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(files).toHaveLength(4);
  });
});

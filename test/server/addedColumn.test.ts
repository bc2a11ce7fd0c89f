// Offer columns added by three files besides the data (test/support/addedColumn.ts applies their edits —
// offerColumns, fr, a fixture family — and the data's, schema and seed) reach every place a field is known:
// the wire rows, the table's column, its filter, the quick search, the Excel query, the reference server's
// Excel file, PDF and offer page, a clone, and the Laravel host's report; the figure column's sum, the
// Excel file's totals row on both hosts.
import { report } from '../../demo/laravel/node/report';
import { NUM_FMT } from '../../demo/server/excel';
import { excelReportParams } from '../../src/core/excelQuery';
import { offerColumnsOf } from '../../src/core/offerColumns';
import { exportColumns } from '../../src/core/offerExport';
import { filterList } from '../support/filterList';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import { parseOfferList } from '../../src/core/normalize';
import type { Offer } from '../../src/core/types';
import { FAMILY_CONFIGS } from '../../src/families';
import {
  EDITED_FILES, FIGURE_HEADER, FIGURE_KEY, FILTER_NAME, HEADER, KEY, mockedFiles, PALLETS, REPS,
} from '../support/addedColumn';
import { readXlsx, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';
import { pdfText } from '../support/pdfText';

jest.mock('../../src/i18n/fr', () => jest.requireActual('../support/addedColumn').edit('src/i18n/fr.ts', jest.requireActual('../../src/i18n/fr')));
jest.mock('../../src/core/offerColumns', () =>
  jest.requireActual('../support/addedColumn').edit('src/core/offerColumns.ts', jest.requireActual('../../src/core/offerColumns')));
jest.mock('../../src/families/parement', () =>
  jest.requireActual('../support/addedColumn').edit('src/families/parement.ts', jest.requireActual('../../src/families/parement')));
jest.mock('../../demo/server/schema', () =>
  jest.requireActual('../support/addedColumn').edit('demo/server/schema.ts', jest.requireActual('../../demo/server/schema')));
jest.mock('../../demo/server/seed', () =>
  jest.requireActual('../support/addedColumn').edit('demo/server/seed.ts', jest.requireActual('../../demo/server/seed')));

// The edits above are this process's modules: the reference server builds its exports here, not in a worker thread.
process.env.TERREAL_REPORTS_IN_THREAD = '1';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

const DUFRESNOY = REPS[1];
const KERBRAT = REPS[0];
/** Each parement offer's sales rep, as the database has it (null: none). */
const repOf = (id: number): string | null =>
  (h.db().prepare(`SELECT ${KEY} AS rep FROM offres_parement WHERE id = ?`).get(id) as { rep: string | null }).rep;
const fieldsOf = (o: Offer): Readonly<Record<string, unknown>> => o;
const repOfOffer = (o: Offer): unknown => fieldsOf(o)[KEY];
/** Each parement offer's pallets, as the database has them (null: none). */
const palletsOf = (id: number): number | null =>
  (h.db().prepare(`SELECT ${FIGURE_KEY} AS n FROM offres_parement WHERE id = ?`).get(id) as { n: number | null }).n;
const sum = (values: readonly (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
const filters = (over: Record<string, string>): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '', ...over } as OfferFilters);

/** Dubois's parement offers as the widget gets them (POST liste-offres, then core/normalize). */
async function widgetRows(): Promise<Offer[]> {
  const res = await dubois.post('/ajax/parement/liste-offres', { userid: USER.dubois });
  expect(res.status).toBe(200);
  return parseOfferList(await res.json());
}

/** An xlsx file's header and rows (cell values, by header). */
async function sheet(file: Buffer | Response): Promise<{ header: string[]; rows: Record<string, unknown>[] }> {
  const { ws, header } = await readXlsx(file);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value ?? null])));
  });
  return { header, rows };
}

it('the additions edit exactly offerColumns, fr, the family\'s file and the data: this file mocks those, each with its edit', () => {
  expect(EDITED_FILES).toEqual(['src/core/offerColumns.ts', 'src/i18n/fr.ts', 'src/families/parement.ts', 'demo/server/schema.ts', 'demo/server/seed.ts']);
  const byFile = (a: { mocked: string }, b: { mocked: string }) => a.mocked.localeCompare(b.mocked);
  expect(mockedFiles(__filename).sort(byFile)).toEqual(EDITED_FILES.map((file) => ({ mocked: file, edit: file })).sort(byFile));
});

it('the wire rows carry the figure, and the widget keeps it as a number (core/normalize)', async () => {
  const rows = await widgetRows();
  expect(rows.map((o) => fieldsOf(o)[FIGURE_KEY])).toEqual(rows.map((o) => palletsOf(o.id)));
  expect(new Set(rows.map((o) => fieldsOf(o)[FIGURE_KEY]))).toEqual(new Set(PALLETS));
});

it('the wire rows carry the field, and the widget keeps it (core/normalize)', async () => {
  const rows = await widgetRows();
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.map(repOfOffer)).toEqual(rows.map((o) => repOf(o.id) ?? ''));
  expect(new Set(rows.map(repOfOffer))).toEqual(new Set([KERBRAT, DUFRESNOY, '']));
});

it('the family\'s table shows the column, before the status, its cells the field', async () => {
  const columns = offerColumnsOf(FAMILY_CONFIGS.parement.columns);
  const headers = columns.map((c) => c.header);
  expect(headers.indexOf(HEADER)).toBe(headers.indexOf('Statut') - 1);
  const column = columns.find((c) => c.header === HEADER)!;
  expect(column.cell.kind).toBe('text');
  const rows = await widgetRows();
  if (column.cell.kind === 'text') expect(rows.map(column.cell.text)).toEqual(rows.map((o) => repOf(o.id) ?? ''));
  // Only the family that lists it.
  expect(offerColumnsOf(FAMILY_CONFIGS.bardages.columns).map((c) => c.header)).not.toContain(HEADER);
});

it.each<[string, Record<string, string>, string | null]>([
  ['its filter box', { [KEY]: 'dufresnoy' }, DUFRESNOY],
  ['its filter box, any case', { [KEY]: 'KERBRAT' }, KERBRAT],
  ['the quick search, without accents', { q: 'eric dufresnoy' }, DUFRESNOY],
  ['the quick search', { q: 'jeanne kerbrat' }, KERBRAT],
])('%s (%j) finds the offers of %j', async (_label, over, rep) => {
  const rows = await widgetRows();
  const found = filterList(OFFER_LIST, rows, filters(over));
  expect(found.map((o) => o.id)).toEqual(rows.filter((o) => repOf(o.id) === rep).map((o) => o.id));
  expect(found.length).toBeGreaterThan(0);
  // No other field holds the name: the column is what matched.
  expect(rows.filter((o) => JSON.stringify({ ...o, [KEY]: '' }).toLowerCase().includes(String(rep).split(' ')[1].toLowerCase()))).toEqual([]);
});

it('the Excel query carries its filter under its key (SPEC.md §7: each text filter by its column name)', () => {
  const p = excelReportParams(USER.dubois, filters({ [KEY]: 'dufresnoy' }));
  expect(p.get(KEY)).toBe('dufresnoy');
  expect(excelReportParams(USER.dubois, DEFAULT_OFFER_FILTERS).get(KEY)).toBe('');
  expect(FILTER_NAME).toBe('Filtrer par commercial');
});

describe('the reference server\'s exports', () => {
  it.each<[string, string, string | null]>([
    ['its filter', `${KEY}=dufresnoy`, DUFRESNOY],
    ['the quick search', 'q=kerbrat', KERBRAT],
  ])('Excel, by %s: the column under its header, exactly the offers the table shows', async (_label, query, rep) => {
    const res = await dubois.get(`/parement/excel-report?userid=${USER.dubois}&statut=&${query}`);
    expect(res.status).toBe(200);
    const { header, rows } = await sheet(res);
    expect(header.indexOf(HEADER)).toBe(header.indexOf('Statut') - 1);
    const expected = (await widgetRows()).filter((o) => repOf(o.id) === rep);
    expect(rows.map((r) => r['N° offre'])).toEqual(expected.map((o) => o.offre_ref));
    expect(rows.map((r) => r[HEADER])).toEqual(expected.map(() => rep));
  });

  it('Excel of a family without the column: no such column', async () => {
    const { header } = await sheet(await dubois.get(`/bardages/excel-report?userid=${USER.dubois}&statut=`));
    expect(header).not.toContain(HEADER);
    expect(exportColumns(FAMILY_CONFIGS.bardages).map((c) => c.key)).not.toContain(KEY);
  });

  it.each(REPS.map((rep) => [rep, `${HEADER} : ${rep ?? '—'}`]))('PDF of an offer of %j shows %j', async (rep, line) => {
    const o = (await widgetRows()).find((r) => repOf(r.id) === rep)!;
    const res = await dubois.get(`/parement/affiche-pdf-offre?offreid=${o.id}`);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(`Offre commerciale ${o.offre_ref}`);
    expect(text).toContain(line);
  });

  it('the offer page lists it', async () => {
    const o = (await widgetRows()).find((r) => repOf(r.id) === DUFRESNOY)!;
    const html = await (await dubois.get(`/parement/offres/edition/${o.id}`)).text();
    expect(html).toContain(`<dt>${HEADER}</dt><dd data-field="${KEY}">${DUFRESNOY}</dd>`);
  });
});

describe('the figure column\'s total in the screen\'s Excel file (colonnes)', () => {
  const query = `userid=${USER.dubois}&statut=&colonnes=offre_ref,${FIGURE_KEY},${KEY}&palettes_min=3`;
  /** The offers the table shows for that query: its min/max filter (palettes_min) applied by the list model. */
  const shown = async () => filterList(OFFER_LIST, await widgetRows(), filters({ palettes_min: '3' }));

  it('reference server: its column under its header, the figures as numbers, their sum on the totals row', async () => {
    const { header, rows } = await sheet(await dubois.get(`/parement/excel-report?${query}`));
    expect(header).toEqual(['N° offre', FIGURE_HEADER, HEADER]);
    const expected = await shown();
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.every((o) => (palletsOf(o.id) ?? 0) >= 3)).toBe(true);
    const totals = rows.pop()!;
    expect(rows.map((r) => r['N° offre'])).toEqual(expected.map((o) => o.offre_ref));
    expect(rows.map((r) => r[FIGURE_HEADER])).toEqual(expected.map((o) => palletsOf(o.id)));
    expect(String(totals['N° offre'])).toMatch(/^Total : \d+ offres$/);
    expect(totals[FIGURE_HEADER]).toBe(sum(expected.map((o) => palletsOf(o.id))));
    expect(totals[HEADER]).toBeNull();
  });

  it('reference server: the figures and their sum written as decimals (as the surface\'s), the text as text', async () => {
    const { ws } = await readXlsx(await dubois.get(`/parement/excel-report?${query}`));
    const formats = (column: number) => new Set(ws.getColumn(column).values.slice(2).flatMap((v, i) => (typeof v === 'number' ? [ws.getRow(i + 2).getCell(column).numFmt] : [])));
    expect(formats(2)).toEqual(new Set([NUM_FMT.decimal]));
    expect(ws.getRow(ws.rowCount).getCell(2).numFmt).toBe(NUM_FMT.decimal);
    expect(ws.getRow(2).getCell(3).numFmt).toBeUndefined();
  });

  it('the Laravel host\'s report: the same file, the same totals row', async () => {
    const laravel = await sheet(await report([h.dbPath, 'excel', 'parement', String(USER.dubois), query]));
    const reference = await sheet(await dubois.get(`/parement/excel-report?${query}`));
    expect(laravel).toEqual(reference);
    expect(laravel.rows.at(-1)![FIGURE_HEADER]).toBe(sum((await shown()).map((o) => palletsOf(o.id))));
  });
});

describe('the Laravel host\'s report (demo/laravel/node/report.ts, run here in-process)', () => {
  it('Excel: the same file as the reference server\'s, the column included', async () => {
    const query = `userid=${USER.dubois}&statut=&${KEY}=kerbrat`;
    const laravel = await sheet(await report([h.dbPath, 'excel', 'parement', String(USER.dubois), query]));
    const reference = await sheet(await dubois.get(`/parement/excel-report?${query}`));
    expect(laravel).toEqual(reference);
    expect(laravel.header).toContain(HEADER);
    expect(laravel.rows.length).toBeGreaterThan(0);
    expect(laravel.rows.every((r) => r[HEADER] === KERBRAT)).toBe(true);
  });

  it('PDF: the column\'s line', async () => {
    const o = (await widgetRows()).find((r) => repOf(r.id) === DUFRESNOY)!;
    expect(pdfText(await report([h.dbPath, 'pdf', 'parement', String(o.id)]))).toContain(`${HEADER} : ${DUFRESNOY}`);
  });
});

// Last: the clone is one more offer.
it('a clone keeps it (every column is copied)', async () => {
  const o = (await widgetRows()).find((r) => repOf(r.id) === KERBRAT)!;
  const res = await dubois.post('/ajax/parement/clonage-offre', { offreid: o.id, newname: 'Copie commerciale' });
  const answer = (await res.json()) as { statut: string; clonedata: Record<string, unknown> };
  expect(answer.statut).toBe('ok');
  expect(answer.clonedata[KEY]).toBe(KERBRAT);
});

// Issue 38 "Excel = the screen" on the reference server: with the screen's view (tri, ordre, colonnes,
// depassee) the file has the screen's rows in its order, its columns and headers, its totals line, dates
// as dates, figures with their formats, a frozen header, filter buttons, the family's name; and issue 37:
// a character XML forbids in a site name no longer makes the file unreadable. Read back with exceljs.
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { NUM_FMT } from '../../demo/server/excel';
import { sortValueOf } from '../../src/core/columns';
import { excelReportParams, type ExportView } from '../../src/core/excelQuery';
import { runList } from '../../src/core/listModel';
import { parseOfferList } from '../../src/core/normalize';
import { OFFER_ID_SORT, offerColumnsOf } from '../../src/core/offerColumns';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import { statusLabel } from '../../src/core/offerRules';
import { isOverdueQuarter } from '../../src/core/quarter';
import type { Offer, SortState } from '../../src/core/types';
import { FAMILY_CONFIGS } from '../../src/families';
import { FAMILY_LIST, readXlsx, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';
import { pdfText } from '../support/pdfText';

let h: Harness;
let dubois: ApiClient;
let backoffice: ApiClient;
useSignedInHarness((started) => ({ h, dubois, backoffice } = started));

type Family = (typeof FAMILY_LIST)[number];
const everyStatus = (over: Partial<OfferFilters> = {}): OfferFilters => ({ ...DEFAULT_OFFER_FILTERS, statut: '', ...over } as OfferFilters);
/** The screen's columns, the controls left out (the widget does not send them). */
const screenKeys = (family: Family): string[] => FAMILY_CONFIGS[family].columns.filter((k) => k !== 'actions');
const SCREEN_HEADERS: Record<string, string[]> = {
  bardages: ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)', 'Livraison', 'Statut', 'N° offre'],
  parement: ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Surface (m²)', 'Budget (€)', 'Livraison', 'Statut', 'N° offre'],
  veture: ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', 'Surface (m²)', 'Budget (€)', 'Livraison', 'Statut', 'N° offre'],
};

async function workbook(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  return (await readXlsx(res)).ws;
}

/** The sheet's header, its offers' rows (by header) and its last row (the totals line). */
function read(ws: ExcelJS.Worksheet): { header: string[]; rows: ExcelJS.Row[]; totals: ExcelJS.Row; cell(row: ExcelJS.Row, header: string): ExcelJS.Cell } {
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const all: ExcelJS.Row[] = [];
  ws.eachRow((row, n) => { if (n > 1) all.push(row); });
  return { header, rows: all.slice(0, -1), totals: all[all.length - 1], cell: (row, name) => row.getCell(header.indexOf(name) + 1) };
}

/** The offers the screen shows: the widget's rows (liste-offres, core/normalize) through the table's list model. */
async function screenRows(api: ApiClient, family: Family, userid: number | 'all', filters: OfferFilters, sort: SortState | null, overdue = false): Promise<Offer[]> {
  const res = await api.post(`/ajax/${family}/liste-offres`, { userid });
  expect(res.status).toBe(200);
  const rows = parseOfferList(await res.json());
  const s = sort ?? { key: 'id', dir: 'desc' };
  const { matching } = runList(OFFER_LIST, {
    rows, sort: s, sortValue: sortValueOf(offerColumnsOf(FAMILY_CONFIGS[family].columns), s.key, OFFER_ID_SORT), filters,
  });
  return overdue ? matching.filter((o) => isOverdueQuarter(o.projet_livraison, new Date())) : [...matching];
}

const get = (api: ApiClient, family: Family, userid: number | 'all', filters: OfferFilters, view: ExportView) =>
  api.get(`/${family}/excel-report?${excelReportParams(userid, filters, null, undefined, view)}`);

describe.each(FAMILY_LIST)('%s: the file is the screen', (family) => {
  const sort: SortState = { key: 'budget', dir: 'desc' };
  let ws: ExcelJS.Worksheet;
  let shown: Offer[];
  beforeAll(async () => {
    ws = await workbook(await get(dubois, family, USER.dubois, everyStatus(), { sort, columns: screenKeys(family) }));
    shown = await screenRows(dubois, family, USER.dubois, everyStatus(), sort);
  });

  it('the sheet is named after the family', () => {
    expect(ws.name).toBe(`Offres ${family === 'bardages' ? 'bardages' : family === 'parement' ? 'parement' : 'vêture'}`);
  });

  it('the screen\'s headers, in its order (the client as Client, Code postal, Ville)', () => {
    expect(read(ws).header).toEqual(SCREEN_HEADERS[family]);
  });

  it('the screen\'s rows in the screen\'s order (budget descending)', () => {
    const { rows, cell } = read(ws);
    expect(shown.length).toBeGreaterThan(5);
    expect(rows.map((r) => cell(r, 'N° offre').value)).toEqual(shown.map((o) => o.offre_ref));
    const budgets = rows.map((r) => cell(r, 'Budget (€)').value).filter((v): v is number => typeof v === 'number');
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
  });

  it('a totals line as on screen: `Total : {n} offres`, then each figure\'s sum under its column', () => {
    const { totals, cell } = read(ws);
    expect(String(totals.getCell(1).value).replace(/[\u00a0\u202f]/g, ' ')).toBe(`Total : ${shown.length} offres`);
    expect(cell(totals, 'Budget (€)').value).toBeCloseTo(shown.reduce((s, o) => s + (o.budget ?? 0), 0), 6);
    expect(cell(totals, 'Surface (m²)').value).toBeCloseTo(shown.reduce((s, o) => s + (o.qte_m2 ?? 0), 0), 6);
    expect(cell(totals, 'Budget (€)').numFmt).toBe(NUM_FMT.money);
    expect(cell(totals, 'Chantier').value ?? null).toBeNull();
    expect(totals.font?.bold).toBe(true);
  });

  it('dates are Excel dates shown dd/mm/yyyy', () => {
    const { rows, cell } = read(ws);
    rows.forEach((r, i) => {
      const c = cell(r, 'Date');
      expect(c.value).toBeInstanceOf(Date);
      expect((c.value as Date).toISOString().slice(0, 10)).toBe(shown[i].offre_date);
      expect(c.numFmt).toBe('dd/mm/yyyy');
    });
  });

  it('amounts in `#,##0.00 "€"` (French Excel: 1 234,50 €), surfaces in `#,##0.00`, both numbers', () => {
    const { rows, cell } = read(ws);
    expect(NUM_FMT).toEqual({ date: 'dd/mm/yyyy', money: '#,##0.00 "€"', decimal: '#,##0.00' });
    let figures = 0;
    rows.forEach((r, i) => {
      for (const [name, key, fmt] of [['Budget (€)', 'budget', NUM_FMT.money], ['Surface (m²)', 'qte_m2', NUM_FMT.decimal]] as const) {
        const c = cell(r, name);
        expect(c.value ?? null).toBe(shown[i][key]);
        if (shown[i][key] !== null) {
          figures++;
          expect(c.type).toBe(ExcelJS.ValueType.Number);
          expect(c.numFmt).toBe(fmt);
        }
      }
    });
    expect(figures).toBeGreaterThan(5);
  });

  it('statuses by their labels; quarters as text, the overdue ones marked', () => {
    const { rows, cell } = read(ws);
    rows.forEach((r, i) => {
      expect(cell(r, 'Statut').value ?? '').toBe(statusLabel(shown[i].offre_statut));
      const q = shown[i].projet_livraison;
      expect(cell(r, 'Livraison').value ?? '').toBe(isOverdueQuarter(q, new Date()) ? `${q} (dépassée)` : q);
    });
    expect(rows.some((r) => String(cell(r, 'Livraison').value).endsWith('(dépassée)'))).toBe(true);
    expect(rows.some((r) => /^\d{4}-T\d$/.test(String(cell(r, 'Livraison').value)))).toBe(true);
  });

  it('a frozen header row, with filter buttons over the offers (not the totals line)', () => {
    expect(ws.views[0]).toEqual(expect.objectContaining({ state: 'frozen', ySplit: 1 }));
    const last = String.fromCharCode(64 + SCREEN_HEADERS[family].length);
    expect(ws.autoFilter).toBe(`A1:${last}${shown.length + 1}`);
    expect(ws.getRow(1).font?.bold).toBe(true);
  });

  it('columns as wide as their header and widest value', () => {
    const { header, rows, cell } = read(ws);
    header.forEach((name, i) => {
      const width = ws.getColumn(i + 1).width!;
      expect(width).toBeGreaterThanOrEqual(name.length + 2);
      expect(width).toBeLessThanOrEqual(61);
      for (const r of rows) {
        const v = cell(r, name).value;
        if (typeof v === 'string') expect(width).toBeGreaterThanOrEqual(Math.min(60, v.length));
      }
    });
  });
});

describe('the screen\'s view, read by the server', () => {
  it('colonnes: only the shown columns, in the screen\'s order', async () => {
    const ws = await workbook(await get(dubois, 'bardages', USER.dubois, everyStatus(), { columns: ['budget', 'offre_nom', 'client', 'offre_statut'] }));
    expect(read(ws).header).toEqual(['Budget (€)', 'Offre', 'Client', 'Code postal', 'Ville', 'Statut']);
  });

  it.each<[string, SortState]>([
    ['name ascending', { key: 'offre_nom', dir: 'asc' }],
    ['date descending', { key: 'offre_date', dir: 'desc' }],
    ['delivery ascending', { key: 'projet_livraison', dir: 'asc' }],
    ['client descending', { key: 'client', dir: 'desc' }],
  ])('tri and ordre with filters and the quick search: %s', async (_label, sort) => {
    const filters = everyStatus({ q: 'a', surface_min: '100' });
    const ws = await workbook(await get(dubois, 'parement', USER.dubois, filters, { sort, columns: ['offre_ref', 'offre_nom'] }));
    const expected = (await screenRows(dubois, 'parement', USER.dubois, filters, sort)).map((o) => o.offre_ref);
    const { rows } = read(ws);
    expect(expected.length).toBeGreaterThan(2);
    expect(rows.map((r) => r.getCell(1).value)).toEqual(expected);
  });

  it('depassee=1: only overdue deliveries, drafts included, and the totals count them', async () => {
    const ws = await workbook(await get(dubois, 'bardages', USER.dubois, everyStatus(), { columns: ['offre_ref', 'projet_livraison', 'offre_statut'], overdue: true }));
    const expected = await screenRows(dubois, 'bardages', USER.dubois, everyStatus(), null, true);
    const { rows, totals } = read(ws);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.getCell(1).value)).toEqual(expected.map((o) => o.offre_ref));
    expect(rows.every((r) => String(r.getCell(2).value).endsWith(' (dépassée)'))).toBe(true);
    expect(expected.some((o) => o.offre_statut === '10')).toBe(true);
    expect(totals.getCell(1).value).toBe(`Total : ${expected.length} offre${expected.length > 1 ? 's' : ''}`);
  });

  it('backoffice, every user: the prescriber column names each offer\'s owner', async () => {
    const ws = await workbook(await get(backoffice, 'veture', 'all', everyStatus(), { columns: ['offre_ref', 'prescripteur'], sort: { key: 'prescripteur', dir: 'asc' } }));
    const users = h.db().prepare('SELECT id, name, firstname FROM users').all() as { id: number; name: string; firstname: string }[];
    const owner = new Map((h.db().prepare('SELECT offre_ref, user_id FROM offres_veture').all() as { offre_ref: string; user_id: number }[]).map((o) => [o.offre_ref, o.user_id]));
    const { header, rows } = read(ws);
    expect(header).toEqual(['N° offre', 'Prescripteur']);
    expect(rows.length).toBeGreaterThan(10);
    const names = rows.map((r) => String(r.getCell(2).value ?? ''));
    rows.forEach((r, i) => {
      const u = users.find((x) => x.id === owner.get(String(r.getCell(1).value)));
      expect(names[i]).toBe(u && u.id !== USER.backoffice ? `${u.name}, ${u.firstname}` : names[i]);
    });
    expect(new Set(names).size).toBeGreaterThan(2);
    const nonEmpty = names.filter(Boolean);
    expect(nonEmpty).toEqual([...nonEmpty].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true })));
  });

  it('a request without the view exports as before: the reference first, today\'s columns, no totals line', async () => {
    const ws = await workbook(await dubois.get('/bardages/excel-report?userid=2&statut='));
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header[0]).toBe('N° offre');
    expect(header).toContain('État');
    let last = '';
    ws.eachRow((row) => { last = String(row.getCell(1).value); });
    expect(last).not.toMatch(/^Total/);
  });
});

describe('characters XML forbids (issue 37): the file still opens', () => {
  const NAME = 'Chantier\uffff Nord\u0001\ufffe\ud800';
  let id: number;
  beforeAll(() => {
    const db = new Database(h.dbPath);
    try {
      const row = db.prepare('SELECT id FROM offres_bardages WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(USER.dubois) as { id: number };
      id = row.id;
      // A lone surrogate cannot be stored as UTF-8: SQLite keeps what better-sqlite3 makes of it; U+FFFF, U+FFFE and U+0001 stay.
      db.prepare("UPDATE offres_bardages SET projet_nom = ?, client_ville = ?, offre_nom = ? WHERE id = ?").run(NAME, 'Lyon\u0008', '\u0002=1+1', id);
    } finally {
      db.close();
    }
    const stored = (h.db().prepare('SELECT projet_nom FROM offres_bardages WHERE id = ?').get(id) as { projet_nom: string }).projet_nom;
    expect(stored).toContain('\uffff');
  });

  it.each<[string, string]>([
    ['the screen\'s file', `userid=2&statut=&${new URLSearchParams({ colonnes: 'offre_ref,offre_nom,projet_nom,client' })}`],
    ['today\'s file (no view)', 'userid=2&statut='],
  ])('%s: opens, the site name with U+FFFD in place of U+FFFF and U+FFFE, controls dropped, formulas kept inert', async (_label, query) => {
    const ws = await workbook(await dubois.get(`/bardages/excel-report?${query}`));
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    let found: ExcelJS.Row | null = null;
    ws.eachRow((row) => { if (String(row.getCell(header.indexOf('Chantier') + 1).value).startsWith('Chantier\ufffd')) found = row; });
    expect(found).not.toBeNull();
    const row = found! as ExcelJS.Row;
    expect(String(row.getCell(header.indexOf('Chantier') + 1).value)).toMatch(/^Chantier\ufffd Nord\ufffd/);
    expect(row.getCell(header.indexOf('Ville') + 1).value).toBe('Lyon');
    const name = row.getCell(header.indexOf('Offre') + 1);
    expect(name.value).toBe("'=1+1");
    expect(name.numFmt).toBe('@');
  });

  it('the PDF of that offer is written: controls dropped (not shown as "?"), U+FFFF as U+FFFD, as in the Excel file', async () => {
    const res = await dubois.get(`/bardages/affiche-pdf-offre?offreid=${id}`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ville : Lyon');
    expect(text).not.toContain('Lyon?');
    expect(text).toContain('Chantier : Chantier\ufffd Nord\ufffd');
    expect(text).not.toContain('?');
  });
});

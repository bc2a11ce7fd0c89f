// The Excel export: one sheet, a header row, one row per offer (exceljs). Its columns and rows are the
// exports' of src/core (core/offerExport: the column declarations, the table's list model), for both hosts:
// the reference server's route (routes/reports.ts) and the Laravel host's report (demo/laravel/node/report.ts).
import type Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { parseExcelReportParams, parseExportView } from '../../src/core/excelQuery';
import {
  exportColumns, exportRows, offerSheet, type ExportColumn, type ExportValue, type OfferSheet, type SheetFormat, type SheetValue,
} from '../../src/core/offerExport';
import type { Prescriber } from '../../src/core/types';
import { xmlSafeText, xmlSafeValue } from '../../src/core/xmlText';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { fr } from '../../src/i18n/fr';
import { listOffers, toOffer } from './offerStore';

/**
 * Number formats. Excel stores them in one notation ("," groups, "." decimals) and shows them with the
 * reader's separators: in a French Excel `#,##0.00 "€"` reads `1 234,50 €` (groups by a space, decimals
 * after a comma, the euro sign after a space), in an English one `1,234.50 €`. The space is a literal a
 * format may hold as it is; `€` is quoted so that no Excel reads it as a currency of its own locale.
 */
export const NUM_FMT: Record<Exclude<SheetFormat, 'text'>, string> = {
  date: 'dd/mm/yyyy',
  money: '#,##0.00 "€"',
  decimal: '#,##0.00',
};

/** The widest and narrowest column, in characters. */
const WIDTH = { min: 8, max: 60 };
/** A figure's length as the format shows it: groups of three, two decimals, ' €' for amounts. */
function shownLength(v: SheetValue, format: SheetFormat): number {
  if (v === null) return 0;
  if (v instanceof Date) return 10;
  if (typeof v === 'number') {
    const digits = String(Math.trunc(Math.abs(v))).length;
    return digits + Math.floor((digits - 1) / 3) + 3 + (v < 0 ? 1 : 0) + (format === 'money' ? 2 : 0);
  }
  return Math.max(...v.split('\n').map((line) => line.length));
}

/**
 * Text a spreadsheet could read as a formula (OWASP CSV injection: = + - @, tab, carriage return). Such a
 * cell is written as "'" + text in a text-formatted cell ('@'): the apostrophe is part of the value, so
 * the text stays inert even after the cell is edited or the sheet is saved as CSV.
 */
export const isFormulaLike = (v: unknown): v is string => typeof v === 'string' && /^[=+\-@\t\r]/.test(v);

/** A family's Excel columns, in order (core/offerExport). */
export const excelColumns = (family: Family): ExportColumn[] => exportColumns(FAMILY_CONFIGS[family]);

/** One row of values: text made safe for XML (core/xmlText), then kept inert if a spreadsheet could read it as a formula. */
function addSafeRow(ws: ExcelJS.Worksheet, values: readonly SheetValue[]): ExcelJS.Row {
  const row = ws.addRow(values.map(xmlSafeValue));
  row.eachCell((cell) => {
    if (!isFormulaLike(cell.value)) return;
    cell.value = `'${cell.value}`;
    cell.numFmt = '@';
  });
  return row;
}

/** A sheet named for Excel (31 characters, none it refuses) with its header row frozen: it stays while the rows scroll. */
function newSheet(wb: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  // Excel's sheet names: at most 31 characters, none of []:*?/\.
  const ws = wb.addWorksheet(xmlSafeText(name).replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  return ws;
}

/** Filter buttons on the header, over the offers' rows (not the totals line, which stays last whatever the sort). */
const filterHeader = (ws: ExcelJS.Worksheet, columns: number, rows: number): void => {
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + rows, column: Math.max(1, columns) } };
};

/** The file of a request without `colonnes` (an older widget): today's columns, the reference first. */
export async function offersWorkbook(sheet: string, columns: readonly ExportColumn[], rows: readonly (readonly ExportValue[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'terreal-widgets demo';
  const ws = newSheet(wb, sheet);
  ws.columns = columns.map((c) => ({ header: xmlSafeText(c.header), key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const values of rows) addSafeRow(ws, values);
  filterHeader(ws, columns.length, rows.length);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The screen's file (core/offerExport offerSheet): its columns and headers, its rows in its order, the totals
 * line in bold, dates and figures as numbers with their formats, columns as wide as their widest text.
 */
export async function sheetWorkbook(name: string, sheet: OfferSheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'terreal-widgets demo';
  const ws = newSheet(wb, name);
  const { columns, rows, totals } = sheet;
  ws.columns = columns.map((c, i) => {
    // The header and its filter button (two characters), the widest cell, the totals line.
    let widest = Math.max(c.header.length + 3, shownLength(totals[i], c.format));
    for (const r of rows) widest = Math.max(widest, shownLength(r[i], c.format));
    return { header: xmlSafeText(c.header), key: c.key, width: Math.min(WIDTH.max, Math.max(WIDTH.min, widest + 1)) };
  });
  ws.getRow(1).font = { bold: true };
  const format = (row: ExcelJS.Row): void => {
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.format !== 'text' && (typeof cell.value === 'number' || cell.value instanceof Date)) cell.numFmt = NUM_FMT[c.format];
    });
  };
  for (const values of rows) format(addSafeRow(ws, values));
  const total = addSafeRow(ws, totals);
  format(total);
  total.font = { bold: true };
  filterHeader(ws, columns.length, rows.length);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Who the prescriber column names: every non-backoffice user, as the pages' `prescripteurs` attribute. */
const prescribersOf = (db: Database.Database): Prescriber[] =>
  db.prepare('SELECT id, name, firstname FROM users WHERE is_backoffice = 0 ORDER BY name, firstname').all() as Prescriber[];

/**
 * The Excel file of GET /{family}/excel-report: the visible offers of `scope` (one user or 'all', already
 * authorised by the host) that the query's filters, quick search and scope's choice (the quoting tool) select (SPEC.md §7).
 */
export async function offersExcel(db: Database.Database, family: Family, scope: number | 'all', query: URLSearchParams, now = new Date()): Promise<Buffer> {
  const config = FAMILY_CONFIGS[family];
  const { filters, tool } = parseExcelReportParams(query, config.scope);
  // The screen's sort, columns and overdue toggle (tri, ordre, colonnes, depassee); without them, today's file.
  const view = parseExportView(query);
  const asked = { filters, choice: tool, sort: view.sort, overdue: view.overdue, now, prescribers: prescribersOf(db) };
  // The owner too, which the prescriber column reads (the widget gets it in the list's rows).
  const offers = listOffers(db, family, scope).map((r) => ({ ...toOffer(r), user_id: r.user_id }));
  const name = fr.offers.tableLabel(family);
  if (view.columns) return sheetWorkbook(name, offerSheet(config, offers, { ...asked, columns: view.columns }));
  const { columns, rows } = exportRows(config, offers, asked);
  return offersWorkbook(name, columns, rows);
}

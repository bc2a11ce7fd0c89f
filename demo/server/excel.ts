// The Excel export: one sheet, a header row, one row per offer (exceljs). Its columns and rows are the
// exports' of src/core (core/offerExport: the column declarations, the table's list model), for both hosts:
// the reference server's route (routes/reports.ts) and the Laravel host's report (demo/laravel/node/report.ts).
import type Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { parseExcelReportParams } from '../../src/core/excelQuery';
import { exportColumns, exportRows, type ExportColumn, type ExportValue } from '../../src/core/offerExport';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { fr } from '../../src/i18n/fr';
import { listOffers, toOffer } from './offerStore';

/**
 * Text a spreadsheet could read as a formula (OWASP CSV injection: = + - @, tab, carriage return). Such a
 * cell is written as "'" + text in a text-formatted cell ('@'): the apostrophe is part of the value, so
 * the text stays inert even after the cell is edited or the sheet is saved as CSV.
 */
export const isFormulaLike = (v: unknown): v is string => typeof v === 'string' && /^[=+\-@\t\r]/.test(v);

/** A family's Excel columns, in order (core/offerExport). */
export const excelColumns = (family: Family): ExportColumn[] => exportColumns(FAMILY_CONFIGS[family]);

export async function offersWorkbook(sheet: string, columns: readonly ExportColumn[], rows: readonly (readonly ExportValue[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'terreal-widgets demo';
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const values of rows) {
    const row = ws.addRow([...values]);
    row.eachCell((cell) => {
      if (!isFormulaLike(cell.value)) return;
      cell.value = `'${cell.value}`;
      cell.numFmt = '@';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The Excel file of GET /{family}/excel-report: the visible offers of `scope` (one user or 'all', already
 * authorised by the host) that the query's filters, quick search and scope's choice (the quoting tool) select (SPEC.md §7).
 */
export async function offersExcel(db: Database.Database, family: Family, scope: number | 'all', query: URLSearchParams): Promise<Buffer> {
  const config = FAMILY_CONFIGS[family];
  const { filters, tool } = parseExcelReportParams(query, config.scope);
  const { columns, rows } = exportRows(config, listOffers(db, family, scope).map(toOffer), { filters, choice: tool });
  return offersWorkbook(fr.offers.tableLabel(family), columns, rows);
}

// The Excel export: one sheet, a header row, one row per offer (exceljs).
import ExcelJS from 'exceljs';
import { statusLabel } from '../../src/core/offerRules';
import { fr } from '../../src/i18n/fr';
import type { Offer } from '../../src/core/types';
import { hasTools, SERVER_FAMILIES, type Family } from './families';

/** `when`: the column is shown only for the families with transport data, or with tools. */
interface Column { header: string; key: keyof Offer; width: number; when?: 'transport' | 'tools' }

/**
 * Text a spreadsheet could read as a formula (OWASP CSV injection: = + - @, tab, carriage return). Such a
 * cell is written as "'" + text in a text-formatted cell ('@'): the apostrophe is part of the value, so
 * the text stays inert even after the cell is edited or the sheet is saved as CSV.
 */
export const isFormulaLike = (v: unknown): v is string => typeof v === 'string' && /^[=+\-@\t\r]/.test(v);

export const EXCEL_COLUMNS: readonly Column[] = [
  { header: 'N° offre', key: 'offre_ref', width: 16 },
  { header: "Nom de l'offre", key: 'offre_nom', width: 36 },
  { header: 'Date', key: 'offre_date', width: 12 },
  { header: 'Réf. Leopard', key: 'projet_ref', width: 14 },
  { header: 'Chantier', key: 'projet_nom', width: 32 },
  { header: 'Client', key: 'client_societe', width: 30 },
  { header: 'CP', key: 'client_cp', width: 8 },
  { header: 'Ville', key: 'client_ville', width: 20 },
  { header: 'Dest.', key: 'transport_dest', width: 16, when: 'transport' },
  { header: 'Qté m²', key: 'qte_m2', width: 10 },
  { header: 'Qté ml', key: 'qte_ml', width: 10, when: 'transport' },
  { header: 'Budget €', key: 'budget', width: 12 },
  { header: 'Livraison', key: 'projet_livraison', width: 10 },
  { header: 'Statut offre', key: 'offre_statut', width: 12 },
  { header: 'État', key: 'statut', width: 12 },
  { header: 'Produits', key: 'produits', width: 20 },
  { header: 'Outil', key: 'outil', width: 10, when: 'tools' },
];

export const excelColumns = (family: Family): Column[] =>
  EXCEL_COLUMNS.filter((c) => !c.when || (c.when === 'tools' ? hasTools(family) : SERVER_FAMILIES[family].transport));

export async function offersWorkbook(family: Family, offers: readonly Offer[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'terreal-widgets demo';
  const ws = wb.addWorksheet(fr.offers.tableLabel(family));
  const cols = excelColumns(family);
  ws.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const o of offers) {
    const row = ws.addRow(Object.fromEntries(cols.map((c) => [c.key, c.key === 'offre_statut' ? statusLabel(o.offre_statut) : o[c.key]])));
    row.eachCell((cell) => {
      if (!isFormulaLike(cell.value)) return;
      cell.value = `'${cell.value}`;
      cell.numFmt = '@';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

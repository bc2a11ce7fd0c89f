// Issue 38: `depassee=1` in the export query lists only the offers whose delivery quarter is before the
// current one (Europe/Paris, the server's clock), by the table's own filter; without it, every delivery.
import ExcelJS from 'exceljs';
import { listOffers, toOffer } from '../../demo/server/offerStore';
import { isOverdueQuarter } from '../../src/core/quarter';
import { type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

/** The values of the `N° offre` column of the file, sorted. */
async function refsOf(res: Response): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0];
  const col = (ws.getRow(1).values as unknown[]).slice(1).map(String).indexOf('N° offre') + 1;
  if (col < 1) throw new Error('no N° offre column');
  const refs: string[] = [];
  ws.eachRow((row, n) => { if (n > 1 && row.getCell(col).value !== null && !String(row.getCell(1).value).startsWith('Total')) refs.push(String(row.getCell(col).value)); });
  return refs.sort();
}

describe('bardages excel-report with depassee=1', () => {
  it('lists only the overdue offers; without it, every delivery', async () => {
    const all = listOffers(h.db(), 'bardages', 2).map(toOffer);
    const now = new Date();
    const overdue = all.filter((o) => isOverdueQuarter(o.projet_livraison, now)).map((o) => o.offre_ref).sort();
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThan(all.length);
    const on = await dubois.get('/bardages/excel-report?userid=2&statut=&depassee=1');
    expect(on.status).toBe(200);
    expect(await refsOf(on)).toEqual(overdue);
    const off = await dubois.get('/bardages/excel-report?userid=2&statut=');
    expect(await refsOf(off)).toEqual(all.map((o) => o.offre_ref).sort());
  });
});

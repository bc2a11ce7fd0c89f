// One export, as a worker thread builds it (reportPool.ts): what to build, read from the database file on a
// connection of its own, read-only, opened for the job and closed after it. The files are excel.ts's and
// pdf.ts's, the same for both hosts (routes/reports.ts here, demo/laravel/node/reportService.ts there).
import Database from 'better-sqlite3';
import { FAMILIES, type Family } from '../../src/families';
import { offersExcel } from './excel';
import { getOffer, toOffer } from './offerStore';
import { offerPdf } from './pdf';

/** The Excel file of GET /{family}/excel-report (the host has authorised `scope`), or one offer's PDF. */
export type ReportJob =
  | { kind: 'excel'; dbPath: string; family: Family; scope: number | 'all'; query: string }
  | { kind: 'pdf'; dbPath: string; family: Family; id: number };

export const isFamily = (s: string): s is Family => (FAMILIES as readonly string[]).includes(s);

/** A job's file. Rejects when the offer of a PDF is no longer there. */
export async function buildReport(job: ReportJob): Promise<Buffer> {
  const db = new Database(job.dbPath, { readonly: true, fileMustExist: true });
  try {
    if (job.kind === 'excel') return await offersExcel(db, job.family, job.scope, new URLSearchParams(job.query));
    const row = getOffer(db, job.family, job.id);
    if (!row) throw new Error(`no offer ${job.id}`);
    return await offerPdf(job.family, toOffer(row));
  } finally {
    db.close();
  }
}

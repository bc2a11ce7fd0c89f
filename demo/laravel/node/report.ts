// The Laravel host's Excel and PDF files for report arguments, as its export service (reportService.ts) is
// asked for them: the reference server's generators (demo/server/reportJob.ts, on excel.ts and pdf.ts), one
// source for both hosts. For the tests, which build a file in their own process:
//   report([db, 'excel', family, 'all' | userId, query string of the request])
//   report([db, 'pdf', family, offerId])
import { buildReport, isFamily } from '../../server/reportJob';

export function report([dbPath, kind, family, ...rest]: string[]): Promise<Buffer> {
  if (!isFamily(family)) throw new Error(`unknown family ${family}`);
  if (kind === 'excel') {
    const [scope, query = ''] = rest;
    return buildReport({ kind, dbPath, family, scope: scope === 'all' ? 'all' : Number(scope), query });
  }
  if (kind === 'pdf') return buildReport({ kind, dbPath, family, id: Number(rest[0]) });
  throw new Error(`unknown report ${kind}`);
}

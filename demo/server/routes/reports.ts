// GET /{family}/excel-report and GET /{family}/affiche-pdf-offre: who may see what is decided here; the files
// are the exports of src/core (core/offerExport), written by excel.ts and pdf.ts as the Laravel host's are, in
// a worker thread (reportPool.ts): at most two at once, a third answered 503 with Retry-After.
import { Router, type Response } from 'express';
import type Database from 'better-sqlite3';
import { parseExcelReportParams } from '../../../src/core/excelQuery';
import { assertOwner, currentUser, isBackoffice, requireUserPage } from '../auth';
import { forbidden, HttpError, parseFamily, parseId } from '../http';
import { getOffer, localDate } from '../offerStore';
import type { ReportJob } from '../reportJob';
import { reportPool, ReportsBusy, type ReportPool } from '../reportPool';
import { MSG_OFFER } from './offers';

/** The answer to a third export while two run (the Laravel host's ReportsController says the same). */
export const MSG_REPORTS_BUSY = 'Deux exports sont déjà en préparation : le vôtre sera prêt dans un instant, réessayez dans quelques secondes.';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The job's file, built off the request thread; both slots taken: 503 with the seconds to wait. */
async function built(pool: ReportPool, res: Response, job: ReportJob): Promise<Buffer> {
  try {
    return await pool.run(job);
  } catch (err) {
    if (!(err instanceof ReportsBusy)) throw err;
    res.set('Retry-After', String(err.retryAfterS));
    throw new HttpError(503, MSG_REPORTS_BUSY);
  }
}

export function reportsRouter(db: Database.Database, pool: ReportPool = reportPool()): Router {
  const r = Router();

  r.get('/:family/excel-report', requireUserPage, async (req, res) => {
    const family = parseFamily(String(req.params.family));
    const user = currentUser(req);
    const raw = req.url.split('?')[1] ?? '';
    const query = new URLSearchParams(raw);
    const scope = parseExcelReportParams(query).userid ?? user.id;
    if (scope === 'all' ? !isBackoffice(user) : scope !== user.id && !isBackoffice(user)) throw forbidden(MSG_OFFER.forbidden);
    const file = await built(pool, res, { kind: 'excel', dbPath: db.name, family, scope, query: raw });
    res.set({
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="offres-${family}-${localDate()}.xlsx"`,
      'Cache-Control': 'no-store',
    });
    res.send(file);
  });

  r.get('/:family/affiche-pdf-offre', requireUserPage, async (req, res) => {
    const family = parseFamily(String(req.params.family));
    const id = parseId(req.query.offreid, MSG_OFFER.badOfferId);
    const row = getOffer(db, family, id);
    if (!row) throw new HttpError(404, MSG_OFFER.missing);
    assertOwner(currentUser(req), row.user_id, "Vous n'avez pas accès à cette offre.");
    const file = await built(pool, res, { kind: 'pdf', dbPath: db.name, family, id });
    const disposition = req.query.down === 'yes' ? 'attachment' : 'inline';
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="offre-${row.offre_ref.replace(/[^\w.-]/g, '_')}.pdf"`,
      'Cache-Control': 'no-store',
    });
    res.send(file);
  });
  return r;
}

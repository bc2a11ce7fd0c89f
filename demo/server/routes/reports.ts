// GET /{family}/excel-report and GET /{family}/affiche-pdf-offre: who may see what is decided here; the files
// are the exports of src/core (core/offerExport), written by excel.ts and pdf.ts as the Laravel host's are.
import { Router } from 'express';
import type Database from 'better-sqlite3';
import { parseExcelReportParams } from '../../../src/core/excelQuery';
import { assertOwner, currentUser, isBackoffice, requireUserPage } from '../auth';
import { forbidden, HttpError, parseFamily, parseId } from '../http';
import { offersExcel } from '../excel';
import { getOffer, localDate, toOffer } from '../offerStore';
import { offerPdf } from '../pdf';
import { MSG_OFFER } from './offers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function reportsRouter(db: Database.Database): Router {
  const r = Router();

  r.get('/:family/excel-report', requireUserPage, async (req, res) => {
    const family = parseFamily(String(req.params.family));
    const user = currentUser(req);
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const scope = parseExcelReportParams(query).userid ?? user.id;
    if (scope === 'all' ? !isBackoffice(user) : scope !== user.id && !isBackoffice(user)) throw forbidden(MSG_OFFER.forbidden);
    const file = await offersExcel(db, family, scope, query);
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
    const file = await offerPdf(family, toOffer(row));
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

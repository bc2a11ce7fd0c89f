// Server-rendered host pages: the four lists, and read-only targets of every link a widget produces.
// The standalone app (/ and /app/…), the QA page (/demo) and the legacy pages (/legacy/…) are in hosts.ts.
import { Router, type Request, type Response } from 'express';
import type Database from 'better-sqlite3';
import { FAMILIES } from '../../../src/families';
import { assertOwner, currentUser, requireUserPage } from '../auth';
import { listPath, pageVariant } from '../families';
import { HttpError } from '../http';
import { getOffer, toOffer, toWire } from '../offerStore';
import { backLink } from '../pages/back';
import { leopardFromQuery, type Prescriber } from '../pages/elements';
import { layout, type Raw } from '../pages/layout';
import {
  contactsView, contactView, FAMILY_LABELS, leopardView, newOfferView, offerView, offresView,
} from '../pages/views';
import type { SessionStore } from '../session';

export { leopardFromQuery };

export const queryString = (req: Request): string => req.originalUrl.split('?')[1] ?? '';
const pageId = (v: unknown): number => {
  const s = String(v);
  if (!/^\d{1,15}$/.test(s)) throw new HttpError(404, 'Page introuvable.');
  return Number(s);
};

/** Prescribers offered to the lists' backoffice filter: every non-backoffice user. */
export const prescribersOf = (db: Database.Database): (() => Prescriber[]) => {
  const stmt = db.prepare('SELECT id, name, firstname FROM users WHERE is_backoffice = 0 ORDER BY name, firstname');
  return () => stmt.all() as Prescriber[];
};

export function pagesRouter(db: Database.Database, sessions: SessionStore): Router {
  const r = Router();
  const prescribers = prescribersOf(db);
  const getContact = db.prepare('SELECT * FROM contacts WHERE id = ?');

  const send = (req: Request, res: Response, title: string, content: Raw, widgets = false): void => {
    const s = sessions.ensure(req, res);
    res.set('Cache-Control', 'no-store').type('html').send(layout({ title, csrf: s.csrf, user: req.user, widgets }, content));
  };

  r.get('/contacts', requireUserPage, (req, res) => send(req, res, 'Contacts', contactsView(currentUser(req)), true));
  r.get('/contacts/:id', requireUserPage, (req, res) => {
    const c = getContact.get(pageId(req.params.id)) as (Record<string, unknown> & { user_id: number }) | undefined;
    if (!c) throw new HttpError(404, "Ce contact n'existe pas.");
    assertOwner(currentUser(req), c.user_id, "Vous n'avez pas accès à ce contact.");
    send(req, res, 'Contact', contactView(c, backLink(req, '/contacts')));
  });

  for (const family of FAMILIES) {
    r.get(`/${family}`, requireUserPage, (req, res) => {
      send(req, res, `Offres ${FAMILY_LABELS[family]}`, offresView(family, currentUser(req), prescribers(), leopardFromQuery(queryString(req))), true);
    });
    r.get(`/${family}/offres/edition/:id`, requireUserPage, (req, res) => {
      const row = getOffer(db, family, pageId(req.params.id));
      if (!row) throw new HttpError(404, "Cette offre n'existe pas.");
      assertOwner(currentUser(req), row.user_id, "Vous n'avez pas accès à cette offre.");
      const list = listPath(family, toOffer(row));
      send(req, res, `Offre ${row.offre_ref}`, offerView(family, toWire(row), backLink(req, list)));
    });
    r.get(`/${family}/nouvelle/:variant`, requireUserPage, (req, res) => {
      const variant = pageVariant(family, String(req.params.variant));
      if (!variant) throw new HttpError(404, 'Page introuvable.');
      const query = queryString(req);
      const list = `/${family}${query ? `?${query}` : ''}`;
      send(req, res, `Nouvelle offre ${FAMILY_LABELS[family]}`, newOfferView(family, variant, query, backLink(req, list)));
    });
  }

  r.get('/leopard/:origin', requireUserPage, (req, res) => {
    send(req, res, 'Leopard', leopardView(String(req.params.origin), queryString(req)));
  });
  return r;
}

// POST /ajax/{family}/… : the offer-list actions of SPEC.md §7.
import { Router, type Request, type Response } from 'express';
import type Database from 'better-sqlite3';
import { FAMILY_CONFIGS, type Family } from '../../../src/families';
import { isEditable, statusLabel } from '../../../src/core/offerRules';
import { isValidQuarter } from '../../../src/core/quarter';
import { clonesOnNewPriceList, parseAppVersion } from '../cloneRule';
import { assertOwner, currentUser, isBackoffice, requireUserApi } from '../auth';
import { body, forbidden, ko, parseFamily, parseId, parseText, unprocessable } from '../http';
import { offerListAnswers } from '../offerListAnswer';
import {
  cloneOffer, deleteOffer, editable, getOffer, shows, toOffer, toWire, updateOffer, VISIBLE, type OfferRecord, type RowCondition,
} from '../offerStore';

export const MSG_OFFER = {
  missing: "Cette offre n'existe pas ou a été supprimée.",
  forbidden: "Vous n'avez pas accès aux offres de cet utilisateur.",
  badOfferId: "Identifiant d'offre invalide.",
  badStatus: 'Statut inconnu',
  blankSite: 'Il faut écrire au minimum quelque chose...',
  badDate: "La date n'est pas valide (il faut trimestre et année).",
  blankName: "Il faut indiquer un nom pour la nouvelle offre.",
  badAction: 'Action inconnue.',
  badRef: "La référence ne correspond pas à l'offre.",
  badSeen: 'Valeur précédente invalide.',
  /** Delete is for editable offers only, hide for the others (SPEC.md §2's row menus, §4's rule). */
  notDeletable: (ref: string) => `L'offre ${ref} n'est pas modifiable : elle ne peut pas être supprimée.`,
  notHideable: (ref: string) => `L'offre ${ref} est modifiable : elle ne peut pas être masquée.`,
  /** A change refused because the offer is no longer what the user saw: names its current value. */
  conflict: (ref: string, now: string) => `L'offre ${ref} a été modifiée entre-temps : ${now}.`,
  nowStatus: (label: string) => `son statut est maintenant ${label || 'non renseigné'}`,
  nowDate: (date: string) => `sa date de livraison est maintenant ${date || 'non renseignée'}`,
  nowSiteName: (name: string) => (name ? `son nom de chantier est maintenant « ${name} »` : 'son nom de chantier est maintenant non renseigné'),
  nowRef: (ref: string) => `sa référence est maintenant ${ref}`,
  /** A hide that another user's hide got in before. */
  nowHidden: 'elle est déjà masquée',
} as const;

/** The status codes a family's select offers (src/families), and '' (unset). */
const isStatusOf = (family: Family, code: string): boolean => code === '' || FAMILY_CONFIGS[family].statusOptions.some((s) => s.code === code);

/** 'all' | id of the list to load; 'all' and other users need backoffice. */
export function parseUserScope(value: unknown, req: Request): number | 'all' {
  const user = currentUser(req);
  if (value === 'all') {
    if (!isBackoffice(user)) throw forbidden(MSG_OFFER.forbidden);
    return 'all';
  }
  const id = parseId(value, "Identifiant d'utilisateur invalide.");
  assertOwner(user, id, MSG_OFFER.forbidden);
  return id;
}

/** offreref: absent (null), text or a number (as text); anything else → 422. */
const parseRef = (ref: unknown): string | null => (ref === undefined || ref === null ? null : parseText(ref, MSG_OFFER.badRef));
const refMatches = (ref: string | null, row: OfferRecord): boolean => ref === null || ref === row.offre_ref;

/**
 * What the row showed when the user decided (statut_precedent, date_precedente, nom_precedent): undefined
 * when the widget did not send it (no check, as before), null as ''; text or a number, else 422.
 */
const parseSeen = (value: unknown): string | undefined =>
  value === undefined ? undefined : value === null ? '' : parseText(value, MSG_OFFER.badSeen);

/** A value as the row shows it: trimmed, '' for null. */
const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The conditions of a change on what the user saw (none when the widget did not say): the column, as the row
 * shows it, still holds it (codes as text, names trimmed, quarters case-insensitively: offerStore `shows`).
 */
const stillShows = (column: 'offre_statut' | 'projet_nom' | 'projet_livraison', seen: string | undefined, caseless = false): RowCondition[] =>
  (seen === undefined ? [] : [shows(column, shown(seen), caseless)]);

export function offersRouter(db: Database.Database): Router {
  const r = Router();
  r.use('/ajax/:family', requireUserApi);

  /** Loads the offer named by `offreid`; undefined when missing; 403 when not the user's. */
  const load = (req: Request, family: Family, id: number): OfferRecord | undefined => {
    const row = getOffer(db, family, id);
    if (row) assertOwner(currentUser(req), row.user_id, "Vous n'avez pas le droit de modifier cette offre.");
    return row;
  };
  const fam = (req: Request): Family => parseFamily(String(req.params.family));
  const sendList = offerListAnswers(db);
  /** Another user changed the offer since the row was shown: nothing changes, the current row goes back. */
  const conflict = (res: Response, ref: string, now: string, row: OfferRecord, extra: Record<string, unknown> = {}): void =>
    ko(res, MSG_OFFER.conflict(ref, now), { ...extra, conflit: true, offre: toWire(row) });
  const statusConflict = (res: Response, row: OfferRecord, extra: Record<string, unknown> = {}): void =>
    conflict(res, row.offre_ref, MSG_OFFER.nowStatus(statusLabel(shown(row.offre_statut))), row, extra);
  /**
   * After a change checked and written in one statement (offerStore updateOffer, deleteOffer): true when it
   * was applied; else the offer is read again and `refused` answers from what it holds now (gone: missing).
   */
  const applied = (res: Response, family: Family, id: number, written: boolean, refused: (now: OfferRecord) => void, extra: Record<string, unknown> = {}): boolean => {
    if (written) return true;
    const now = getOffer(db, family, id);
    if (now) refused(now);
    else ko(res, MSG_OFFER.missing, extra);
    return false;
  };

  r.post('/ajax/:family/liste-offres', (req, res) => {
    const family = fam(req);
    const b = body(req);
    if (b.leopard_data !== undefined && b.leopard_data !== null && typeof b.leopard_data !== 'object') {
      throw unprocessable('Données Leopard invalides.');
    }
    const scope = parseUserScope(b.userid, req);
    return sendList(req, res, { family, scope, userId: currentUser(req).id, bodyKey: [b.userid, b.leopard_data ?? null] });
  });

  r.post('/ajax/:family/statut-offre', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    const statut = b.statut === null ? '' : parseText(b.statut, MSG_OFFER.badStatus).trim();
    if (!isStatusOf(family, statut)) throw unprocessable(MSG_OFFER.badStatus);
    const ref = parseRef(b.offreref);
    const seen = parseSeen(b.statut_precedent);
    const row = load(req, family, id);
    if (!row) return ko(res, MSG_OFFER.missing);
    if (!refMatches(ref, row)) return ko(res, MSG_OFFER.badRef);
    const written = updateOffer(db, family, id, 'offre_statut', statut, stillShows('offre_statut', seen));
    if (!applied(res, family, id, written, (now) => statusConflict(res, now))) return;
    res.json({ statut: 'ok', msg: `Le statut de l'offre ${row.offre_ref} a été mis à jour.` });
  });

  r.post('/ajax/:family/clonage-offre', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    const name = b.newname === undefined || b.newname === null ? '' : parseText(b.newname, MSG_OFFER.blankName).trim();
    if (!name) throw unprocessable(MSG_OFFER.blankName);
    if (name.length > 255) throw unprocessable('Le nom est trop long (255 caractères maximum).');
    const appVersion = parseAppVersion(b.app_version);
    const row = load(req, family, id);
    if (!row) return ko(res, MSG_OFFER.missing, { title: 'Erreur', clonedata: null });
    const clone = cloneOffer(db, family, row, name, clonesOnNewPriceList(family, row, appVersion));
    res.json({
      statut: 'ok',
      clonedata: toWire(clone),
      msg: `L'offre ${row.offre_ref} a été dupliquée : nouvelle offre ${clone.offre_ref} « ${clone.offre_nom} ».`,
      title: 'Offre dupliquée',
    });
  });

  r.post('/ajax/:family/nom-chantier', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    const name = b.nomchantier === undefined || b.nomchantier === null ? '' : parseText(b.nomchantier, MSG_OFFER.blankSite).trim();
    if (!name) throw unprocessable(MSG_OFFER.blankSite);
    if (name.length > 255) throw unprocessable('Le nom de chantier est trop long (255 caractères maximum).');
    const seen = parseSeen(b.nom_precedent);
    const row = load(req, family, id);
    if (!row) return ko(res, MSG_OFFER.missing);
    const written = updateOffer(db, family, id, 'projet_nom', name, stillShows('projet_nom', seen));
    if (!applied(res, family, id, written, (now) => conflict(res, now.offre_ref, MSG_OFFER.nowSiteName(shown(now.projet_nom)), now))) return;
    res.json({ statut: 'ok', msg: 'Nom de chantier enregistré.' });
  });

  r.post('/ajax/:family/date-livraison', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    const date = typeof b.newdate === 'string' ? b.newdate.trim() : '';
    if (!isValidQuarter(date)) throw unprocessable(MSG_OFFER.badDate);
    const seen = parseSeen(b.date_precedente);
    const row = load(req, family, id);
    if (!row) return ko(res, MSG_OFFER.missing);
    const written = updateOffer(db, family, id, 'projet_livraison', date, stillShows('projet_livraison', seen, true));
    if (!applied(res, family, id, written, (now) => conflict(res, now.offre_ref, MSG_OFFER.nowDate(shown(now.projet_livraison)), now))) return;
    res.json({ statut: 'ok', msg: 'Nouvelle date enregistrée' });
  });

  r.post('/ajax/:family/supprime-offre', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    const ref = parseRef(b.offreref);
    const seen = parseSeen(b.statut_precedent);
    const row = load(req, family, id);
    const error = { title: 'Erreur' };
    if (!row) return ko(res, MSG_OFFER.missing, error);
    if (!refMatches(ref, row)) return ko(res, MSG_OFFER.badRef, error);
    const notDeletable = (now: OfferRecord) => ko(res, MSG_OFFER.notDeletable(now.offre_ref), error);
    if (!isEditable(toOffer(row))) return notDeletable(row);
    const written = deleteOffer(db, family, id, [editable(true), ...stillShows('offre_statut', seen)]);
    const refused = (now: OfferRecord) => (isEditable(toOffer(now)) ? statusConflict(res, now, error) : notDeletable(now));
    if (!applied(res, family, id, written, refused, error)) return;
    res.json({ statut: 'ok', msg: `L'offre ${row.offre_ref} a été supprimée.`, title: 'Offre supprimée' });
  });

  r.post('/ajax/:family/visibilite-offre', (req, res) => {
    const family = fam(req);
    const b = body(req);
    const id = parseId(b.offreid, MSG_OFFER.badOfferId);
    if (b.action !== 'masquer') throw unprocessable(MSG_OFFER.badAction);
    const ref = parseRef(b.offreref);
    const seen = parseSeen(b.statut_precedent);
    const row = load(req, family, id);
    if (!row) return ko(res, MSG_OFFER.missing);
    if (!refMatches(ref, row)) return conflict(res, ref!, MSG_OFFER.nowRef(row.offre_ref), row);
    const notHideable = (now: OfferRecord) => ko(res, MSG_OFFER.notHideable(now.offre_ref));
    if (isEditable(toOffer(row))) return notHideable(row);
    // With what the user saw, the offer must also still be shown: of concurrent hides, one is applied.
    const seenShown = seen === undefined ? [] : [VISIBLE, ...stillShows('offre_statut', seen)];
    const written = updateOffer(db, family, id, 'hidden', 1, [editable(false), ...seenShown]);
    const refused = (now: OfferRecord) => {
      if (isEditable(toOffer(now))) return notHideable(now);
      // Hidden meanwhile: the offer is in no list any more, so no row goes back.
      if (now.hidden) return ko(res, MSG_OFFER.conflict(now.offre_ref, MSG_OFFER.nowHidden), { conflit: true });
      return statusConflict(res, now);
    };
    if (!applied(res, family, id, written, refused)) return;
    res.json({ statut: 'ok', msg: `L'offre ${row.offre_ref} est masquée.` });
  });

  return r;
}

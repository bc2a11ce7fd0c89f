// GET /contacts/list/{userId}, POST /ajax/contacts/delete.
import { Router } from 'express';
import type Database from 'better-sqlite3';
import { assertOwner, currentUser, requireUserApi } from '../auth';
import { body, ko, parseId } from '../http';

const FORBIDDEN = "Vous n'avez pas accès aux contacts de cet utilisateur.";
const MISSING = "Ce contact n'existe pas ou a déjà été supprimé.";

export function contactsRouter(db: Database.Database): Router {
  const r = Router();
  const list = db.prepare(
    'SELECT id, societe, type_societe, nom, email, code_postal, ville FROM contacts WHERE user_id = ? ORDER BY societe COLLATE NOCASE, id',
  );
  const get = db.prepare('SELECT * FROM contacts WHERE id = ?');
  const del = db.prepare('DELETE FROM contacts WHERE id = ?');

  r.get('/contacts/list/:userId', requireUserApi, (req, res) => {
    const userId = parseId(req.params.userId, "Identifiant d'utilisateur invalide.");
    assertOwner(currentUser(req), userId, FORBIDDEN);
    res.json(list.all(userId));
  });

  r.post('/ajax/contacts/delete', requireUserApi, (req, res) => {
    const id = parseId(body(req).id, 'Identifiant de contact invalide.');
    const row = get.get(id) as { user_id: number; nom: string; societe: string } | undefined;
    if (!row) return ko(res, MISSING);
    assertOwner(currentUser(req), row.user_id, "Vous n'avez pas le droit de supprimer ce contact.");
    // One statement decides: of concurrent deletes, the one that deleted the row is answered ok.
    if (del.run(id).changes !== 1) return ko(res, MISSING);
    res.json({ statut: 'ok', msg: `Le contact ${row.nom} (${row.societe}) a été supprimé.` });
  });
  return r;
}

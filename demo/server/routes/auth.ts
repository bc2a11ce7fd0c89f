// GET /login (pick a demo user), POST /login, POST /logout.
import { Router, type Request } from 'express';
import type Database from 'better-sqlite3';
import { body, parseId } from '../http';
import { layout } from '../pages/layout';
import { loginView } from '../pages/views';
import type { SessionStore, User } from '../session';

/** A local path only ('/x', not '//host' nor '/\\host'), else '/'. */
export function safeNext(value: unknown): string {
  const s = typeof value === 'string' ? value : '';
  return /^\/(?![/\\])[^\s]*$/.test(s) ? s : '/';
}

export function authRouter(db: Database.Database, sessions: SessionStore): Router {
  const r = Router();
  const users = db.prepare('SELECT * FROM users ORDER BY id');
  const getUser = db.prepare('SELECT * FROM users WHERE id = ?');

  const page = (req: Request, next: string, error?: string): string => {
    const s = req.session!;
    return layout({ title: 'Connexion', csrf: s.csrf, user: req.user ?? null }, loginView(users.all() as User[], s.csrf, next, error));
  };

  r.get('/login', (req, res) => {
    sessions.ensure(req, res);
    res.set('Cache-Control', 'no-store').type('html').send(page(req, safeNext(req.query.next)));
  });

  r.post('/login', (req, res) => {
    const b = body(req);
    const next = safeNext(b.next ?? req.query.next);
    let user: User | undefined;
    try {
      user = getUser.get(parseId(b.user_id)) as User | undefined;
    } catch {
      user = undefined;
    }
    if (!user) {
      res.status(422).type('html').send(page(req, next, 'Utilisateur inconnu.'));
      return;
    }
    sessions.signIn(req, res, user);
    res.redirect(302, next);
  });

  r.post('/logout', (req, res) => {
    sessions.signOut(req, res);
    // Nothing of this user is left in the browser (issue 22): the widgets' kept lists (IndexedDB) and view
    // states (sessionStorage) go with every other storage of this origin.
    res.set('Clear-Site-Data', '"storage"').redirect(302, '/login');
  });
  return r;
}

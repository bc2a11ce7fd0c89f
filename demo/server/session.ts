// Laravel-like sessions stored in SQLite: cookie `terreal_session` (random id, HttpOnly, SameSite=Lax).
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type Database from 'better-sqlite3';

export const SESSION_COOKIE = 'terreal_session';
export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;

export interface Session { id: string; user_id: number | null; csrf: string; last_seen: number }
export interface User {
  id: number; name: string; firstname: string; is_backoffice: number; terca: number; directeur_commercial: number;
}

declare module 'express-serve-static-core' {
  interface Request { session?: Session; user?: User }
}

const randomId = (): string => crypto.randomBytes(30).toString('base64url');

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

function setCookie(res: Response, id: string): void {
  res.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' });
}

export function createSessionStore(db: Database.Database) {
  const get = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const insert = db.prepare('INSERT INTO sessions (id, user_id, csrf, last_seen) VALUES (?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const getUser = db.prepare('SELECT * FROM users WHERE id = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE last_seen < ?');

  /** Loads the session and user of the cookie, if any and not expired. */
  const load = (req: Request, _res: Response, next: NextFunction): void => {
    const id = readCookie(req, SESSION_COOKIE);
    const s = id ? (get.get(id) as Session | undefined) : undefined;
    if (s && Date.now() - s.last_seen < SESSION_LIFETIME_MS) {
      touch.run(Date.now(), s.id);
      req.session = s;
      if (s.user_id !== null) req.user = getUser.get(s.user_id) as User | undefined;
    }
    next();
  };

  /** Creates a guest session when there is none (pages that render a CSRF token). */
  const ensure = (req: Request, res: Response): Session => {
    if (req.session) return req.session;
    purge.run(Date.now() - SESSION_LIFETIME_MS);
    const s: Session = { id: randomId(), user_id: null, csrf: randomId().slice(0, 40), last_seen: Date.now() };
    insert.run(s.id, s.user_id, s.csrf, s.last_seen);
    setCookie(res, s.id);
    req.session = s;
    return s;
  };

  /** Signs in: new session id (fixation), same CSRF token (as Laravel's regenerate()). */
  const signIn = (req: Request, res: Response, user: User): void => {
    const csrf = req.session?.csrf ?? randomId().slice(0, 40);
    if (req.session) remove.run(req.session.id);
    const s: Session = { id: randomId(), user_id: user.id, csrf, last_seen: Date.now() };
    insert.run(s.id, s.user_id, s.csrf, s.last_seen);
    setCookie(res, s.id);
    req.session = s;
    req.user = user;
  };

  const signOut = (req: Request, res: Response): void => {
    if (req.session) remove.run(req.session.id);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    req.session = undefined;
    req.user = undefined;
  };

  return { load, ensure, signIn, signOut };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

// Laravel-like sessions stored in SQLite: cookie `terreal_session` (random id, HttpOnly, SameSite=Lax, Secure over
// HTTPS).
// A signed-out visitor's session (the /login form's CSRF token) is not stored: its token is an HMAC of its
// cookie id under a per-database secret, so a row is written only on sign-in (issue 10: a flood of GET
// /login wrote one row each).
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
const GUEST_ID = /^[A-Za-z0-9_-]{40}$/;

/** The database's secret for guest tokens, created on first use (so tokens survive a restart). */
function guestSecret(db: Database.Database): Buffer {
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('guest_secret', ?)").run(crypto.randomBytes(32).toString('base64'));
  const { value } = db.prepare("SELECT value FROM settings WHERE key = 'guest_secret'").get() as { value: string };
  return Buffer.from(value, 'base64');
}

/** The first well-formed value of the cookie; a malformed %-escape (a planted `%`) counts as no cookie. */
function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        // not a session id: look at the next one
      }
    }
  }
  return undefined;
}

/** `Secure` when the request came over HTTPS, a trusted proxy's `X-Forwarded-Proto` included (app.ts `trust proxy`). */
function setCookie(req: Request, res: Response, id: string): void {
  res.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure });
}

export function createSessionStore(db: Database.Database) {
  const get = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const insert = db.prepare('INSERT INTO sessions (id, user_id, csrf, last_seen) VALUES (?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const getUser = db.prepare('SELECT * FROM users WHERE id = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE last_seen < ?');
  const secret = guestSecret(db);
  const guest = (id: string): Session => ({
    id, user_id: null, csrf: crypto.createHmac('sha256', secret).update(id).digest('base64url').slice(0, 40), last_seen: Date.now(),
  });

  /** Loads the session and user of the cookie, if any and not expired; an unstored well-formed id is a guest. */
  const load = (req: Request, _res: Response, next: NextFunction): void => {
    const id = readCookie(req, SESSION_COOKIE);
    const s = id ? (get.get(id) as Session | undefined) : undefined;
    if (s && Date.now() - s.last_seen < SESSION_LIFETIME_MS) {
      touch.run(Date.now(), s.id);
      req.session = s;
      if (s.user_id !== null) req.user = getUser.get(s.user_id) as User | undefined;
    } else if (!s && id && GUEST_ID.test(id)) {
      req.session = guest(id);
    }
    next();
  };

  /** Gives a visitor without a session a guest one (cookie only, no row): pages that render a CSRF token. */
  const ensure = (req: Request, res: Response): Session => {
    if (req.session) return req.session;
    const s = guest(randomId());
    setCookie(req, res, s.id);
    req.session = s;
    return s;
  };

  /**
   * Signs in: new session id and new CSRF token (fixation: a token read before sign-in, on a shared computer
   * or planted with the cookie, is worth nothing after it), as Laravel's regenerate() and regenerateToken().
   */
  const signIn = (req: Request, res: Response, user: User): void => {
    purge.run(Date.now() - SESSION_LIFETIME_MS);
    if (req.session) remove.run(req.session.id);
    const s: Session = { id: randomId(), user_id: user.id, csrf: randomId().slice(0, 40), last_seen: Date.now() };
    insert.run(s.id, s.user_id, s.csrf, s.last_seen);
    setCookie(req, res, s.id);
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

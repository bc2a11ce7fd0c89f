// Authentication and ownership checks.
import type { NextFunction, Request, Response } from 'express';
import { expectsJson, forbidden, MSG } from './http';
import type { User } from './session';

const UNAUTH = { statut: 'ko', msg: MSG.unauth, message: 'Unauthenticated.' };

/** API routes: 401 JSON when not signed in. */
export function requireUserApi(req: Request, res: Response, next: NextFunction): void {
  if (req.user) return next();
  res.status(401).json(UNAUTH);
}

/** Pages and downloads: redirect to /login (401 JSON when the client expects JSON). */
export function requireUserPage(req: Request, res: Response, next: NextFunction): void {
  if (req.user) return next();
  if (expectsJson(req)) {
    res.status(401).json(UNAUTH);
    return;
  }
  res.redirect(302, `/login?next=${encodeURIComponent(req.originalUrl)}`);
}

export const currentUser = (req: Request): User => req.user!;
export const isBackoffice = (u: User): boolean => u.is_backoffice === 1;

/** Throws 403 unless the user owns the data or is backoffice. */
export function assertOwner(user: User, ownerId: number, msg?: string): void {
  if (user.id !== ownerId && !isBackoffice(user)) throw forbidden(msg);
}

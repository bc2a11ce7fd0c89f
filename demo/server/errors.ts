// The last error handler, and the malformed-path guard. A client error (4xx: a body the parser refuses, a
// malformed %-escape) is answered with its status and a French message, and logged without a stack; only
// unexpected errors answer 500 and are logged in full.
import type { NextFunction, Request, Response } from 'express';
import { expectsJson, HttpError, MSG } from './http';
import { layout } from './pages/layout';
import { messageView } from './pages/views';

const wantsJson = (req: Request): boolean =>
  expectsJson(req) || req.path.startsWith('/ajax/') || req.path.startsWith('/contacts/list/') || req.method !== 'GET';

/** French messages of the client errors raised by body-parser and the router (their `status`). */
const CLIENT_MESSAGES: Record<number, string> = {
  400: MSG.badRequest,
  413: 'Requête trop volumineuse.',
  415: 'Type de contenu non pris en charge.',
};

/** The 4xx status an error carries (body-parser's `status`, the router's 400 on a bad %-escape), else null. */
function clientStatus(err: unknown): number | null {
  if (!err || typeof err !== 'object') return null;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const s = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : null;
  return s !== null && s >= 400 && s < 500 ? s : null;
}

/** 400 for a path that is not valid percent-encoding (`/contacts/%`), before any route or static file. */
export function rejectMalformedPath(req: Request, _res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new HttpError(400, MSG.badRequest));
  }
  next();
}

export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  let status = 500;
  let msg: string = MSG.serverError;
  let extra: Record<string, unknown> = {};
  const client = clientStatus(err);
  if (err instanceof HttpError) {
    ({ status, extra } = err);
    msg = err.message;
  } else if (client !== null) {
    status = client;
    msg = CLIENT_MESSAGES[client] ?? MSG.badRequest;
    console.warn(`${req.method} ${req.path}: ${status} ${(err as Error).message ?? ''}`.trim());
  } else {
    console.error(err);
  }
  if (res.headersSent) return;
  if (wantsJson(req)) {
    res.status(status).json({ statut: 'ko', msg, ...extra });
  } else {
    res.status(status).type('html').send(layout({ title: 'Erreur', user: req.user }, messageView(`Erreur ${status}`, msg)));
  }
}

// Shared answers and input parsing (Laravel-like JSON errors, French messages).
import type { Request, Response } from 'express';
import { FAMILIES, type Family } from '../../src/families';

export const MSG = {
  csrf: 'Session expirée, veuillez recharger la page.',
  unauth: 'Vous devez vous connecter.',
  forbidden: "Vous n'avez pas les droits pour accéder à ces données.",
  badId: 'Identifiant invalide.',
  badRequest: 'Requête invalide.',
  serverError: 'Erreur interne du serveur.',
} as const;

export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
  }
}

export const unprocessable = (msg: string): HttpError => new HttpError(422, msg);
export const forbidden = (msg: string = MSG.forbidden): HttpError => new HttpError(403, msg);

/** Laravel's expectsJson(): XHR or Accept: json. */
export const expectsJson = (req: Request): boolean =>
  req.get('x-requested-with') === 'XMLHttpRequest' || /json/i.test(req.get('accept') ?? '');

export function ko(res: Response, msg: string, extra: Record<string, unknown> = {}): void {
  res.json({ statut: 'ko', msg, ...extra });
}

/**
 * Accepts 12 and '12': positive integers up to 2^53 - 1, the largest every JSON reader keeps exact (a number
 * beyond it may already have been rounded to another offer's id); anything else → 422.
 */
export function parseId(value: unknown, msg: string = MSG.badId): number {
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  throw unprocessable(msg);
}

/** A string field (numbers are accepted as their text); missing / other types → 422. */
export function parseText(value: unknown, msg: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw unprocessable(msg);
}

export function parseFamily(value: string): Family {
  if ((FAMILIES as readonly string[]).includes(value)) return value as Family;
  throw new HttpError(404, 'Famille inconnue.');
}

export const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

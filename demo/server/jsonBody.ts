// The request bodies the reference server reads, one rule with the Laravel host (docs/server-extensions.md
// "Odd input"; App\Http\Middleware\ReadJsonBody and App\Support\Input): bodies up to 1 MB (413 above); a JSON
// body must be UTF-8 text (a leading byte order mark is skipped), nested at most MAX_JSON_DEPTH deep, and
// hold no lone UTF-16 surrogate, escaped or not (400 `Requête invalide.`). Such a surrogate cannot be stored
// as UTF-8: SQLite would keep U+FFFD in its place, a name the user never typed.
import { isUtf8 } from 'node:buffer';
import express from 'express';
import { HttpError, MSG } from './http';
import { jsonDepth, MAX_JSON_DEPTH } from './jsonDepth';

/** 1 MB: the largest body either host reads (nginx's `client_max_body_size 1m` in front of Laravel). */
export const MAX_BODY_BYTES = 1_048_576;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const LONE_SURROGATE = /\p{Cs}/u;

/** express.json's `verify`, on the raw bytes: not UTF-8 or nested too deep → 400 `Requête invalide.`. */
export function checkRawJson(_req: unknown, _res: unknown, body: Buffer): void {
  const bom = UTF8_BOM.every((b, i) => body[i] === b);
  if (!isUtf8(bom ? body.subarray(3) : body) || jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new HttpError(400, MSG.badRequest);
  }
}

/** JSON.parse's reviver: a key or a string holding a lone surrogate (`"\ud800"`) → a parse error (400). */
export function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new SyntaxError('lone UTF-16 surrogate');
  }
  return value;
}

/** The body parsers of every route: JSON (the widgets' calls) and forms (/login). */
export const bodyParsers = (): express.RequestHandler[] => [
  express.json({ limit: MAX_BODY_BYTES, verify: checkRawJson, reviver: refuseLoneSurrogates }),
  express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
];

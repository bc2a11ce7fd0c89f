// The answer of POST /ajax/{family}/liste-offres: the JSON text built by SQLite, kept per (family, scope)
// while the family's change counter stays the same, with its brotli / gzip encodings made once; a strong
// ETag per user, request body, content and encoding; 304 Not Modified when If-None-Match names it.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type Database from 'better-sqlite3';
import type { Family } from '../../src/families';
import { ifNoneMatchHits } from './conditional';
import { offerListJson, type OfferScope } from './offerListJson';
import { offerVersions } from './offerVersions';

type Encoding = 'br' | 'gzip' | 'identity';

/** `encoded`: each encoding made once, off the event loop (zlib's thread pool), shared by concurrent requests. */
interface Kept { version: number; body: Buffer; hash: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> }

/** Kept answers; 'all' of a 20,000-offer family is about 10 MB + 1 MB per encoding. */
const MAX_KEPT = 8;

const sha = (text: string | Buffer): string => crypto.createHash('sha256').update(text).digest('base64url');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // The compression middleware's default quality (4): as small as gzip -6 in about the same time.
    return brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return encoding === 'gzip' ? gzip(body) : Promise.resolve(body);
}

export interface ListRequest {
  family: Family;
  scope: OfferScope;
  /** Signed-in user: part of the ETag, so one user's tag never validates another user's copy. */
  userId: number;
  /** The request body fields that name the list (userid, leopard_data), part of the ETag. */
  bodyKey: unknown;
}

export function offerListAnswers(db: Database.Database): (req: Request, res: Response, list: ListRequest) => Promise<void> {
  const versionOf = offerVersions(db);
  const jsonOf = offerListJson(db);
  // Version and rows read in one transaction, so the version names exactly the rows read.
  const read = db.transaction((family: Family, scope: OfferScope) => ({ version: versionOf(family), text: jsonOf(family, scope) }));
  const kept = new Map<string, Kept>();

  const current = (family: Family, scope: OfferScope): Kept => {
    const key = `${family}|${scope}`;
    let entry = kept.get(key);
    kept.delete(key);
    if (!entry || entry.version !== versionOf(family)) {
      const { version, text } = read(family, scope);
      const body = Buffer.from(text);
      entry = { version, body, hash: sha(body), encoded: {} };
    }
    kept.set(key, entry); // most recently used last
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    return entry;
  };

  return async (req, res, list) => {
    const entry = current(list.family, list.scope);
    // br first when accepted at all, as the compression middleware prefers it.
    const encoding: Encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
    const tag = sha(JSON.stringify([list.userId, list.family, list.bodyKey, entry.hash])).slice(0, 32);
    const etag = `"${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      ETag: etag,
      Vary: 'Accept-Encoding',
      'Cache-Control': 'private, no-cache',
    });
    if (ifNoneMatchHits(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    const encoded = (entry.encoded[encoding] ??= encode(entry.body, encoding));
    encoded.catch(() => { delete entry.encoded[encoding]; }); // a failed encoding is tried again next time
    const bytes = await encoded;
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(bytes.length));
    res.end(bytes);
  };
}

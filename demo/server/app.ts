// The reference API server of SPEC.md §7 as an Express app over an embedded SQLite database.
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import type Database from 'better-sqlite3';
import { openDatabase } from './db';
import { verifyCsrf } from './csrf';
import { faultSwitch } from './fault';
import { errorHandler, rejectMalformedPath } from './errors';
import { HttpError } from './http';
import { bodyParsers } from './jsonBody';
import { missingPdfFonts } from './pdf';
import { securityHeaders } from './securityHeaders';
import { createSessionStore } from './session';
import { authRouter } from './routes/auth';
import { contactsRouter } from './routes/contacts';
import { offersRouter } from './routes/offers';
import { hostsRouter } from './routes/hosts';
import { pagesRouter } from './routes/pages';
import { reportsRouter } from './routes/reports';

export interface AppOptions { dbPath: string; distDir?: string; assetsDir?: string; faults?: boolean }

/** The whole site is also served under this prefix, to try the widgets' base-url attribute (README). */
export const SUB_PATH = '/portail';

/** dist/terreal-widgets.{hash}.js, written by the build beside the bundle (build/contract/hashedCopy.mjs). */
export const HASHED_BUNDLE = /^terreal-widgets\.[0-9a-f]{12}\.js$/;

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The proxies whose X-Forwarded-* headers are believed (an HTTPS request through them is `req.secure`):
 * TERREAL_TRUSTED_PROXIES, addresses or CIDR ranges separated by commas, by default this machine's own,
 * as the Laravel host (App\Http\Middleware\TrustLocalProxies).
 */
export const trustedProxies = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env.TERREAL_TRUSTED_PROXIES || '127.0.0.1,::1').split(',').map((s) => s.trim()).filter(Boolean);

export function createApp(options: AppOptions): { app: express.Express; db: Database.Database; close(): void } {
  const db = openDatabase(options.dbPath);
  const noFonts = missingPdfFonts();
  if (noFonts) console.warn(`terreal-widgets demo: ${noFonts} Offer PDFs cannot be printed until then.`);
  const sessions = createSessionStore(db);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', trustedProxies());
  app.use(securityHeaders);
  app.use(rejectMalformedPath);
  app.use(compression()); // JSON answers, pages and the bundle: gzip or brotli as the client accepts

  if (options.faults) {
    const faults = faultSwitch();
    app.use(faults.middleware);
    app.use(faults.router);
  }

  const statics = (dir: string) => express.static(dir, {
    etag: false,
    lastModified: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', 'no-store');
      if (/\.m?js$/.test(file)) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
  // The bundle as a CDN would serve it: the content-hashed copy (terreal-widgets.{hash}.js) is cached
  // for good, every other name is revalidated on each use (ETag), so a new build is picked up at once.
  const bundles = (dir: string) => express.static(dir, {
    etag: true,
    lastModified: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', HASHED_BUNDLE.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (/\.m?js$/.test(file)) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
  for (const prefix of ['', SUB_PATH]) {
    app.use(`${prefix}/dist`, bundles(options.distDir ?? path.join(REPO_ROOT, 'dist')));
    app.use(`${prefix}/assets`, statics(options.assetsDir ?? path.join(REPO_ROOT, 'demo', 'dist'))); // host scripts (rollup)
  }
  app.get('/favicon.ico', (_req, res) => { res.status(204).end(); });

  app.use(bodyParsers());
  app.use(sessions.load);
  app.use(verifyCsrf);

  const site = express.Router();
  site.use(authRouter(db, sessions));
  site.use(contactsRouter(db));
  site.use(offersRouter(db));
  site.use(reportsRouter(db));
  site.use(hostsRouter(db, sessions));
  site.use(pagesRouter(db, sessions));
  app.use(site);
  app.use(SUB_PATH, site);

  app.use((req: Request, _res: Response, next: NextFunction) => next(new HttpError(404, 'Page introuvable.')));
  app.use(errorHandler);

  return { app, db, close: () => db.close() };
}

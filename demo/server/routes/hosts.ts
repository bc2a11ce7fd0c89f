// The hosts of issue 4: the standalone app (/ and /app/{screen}), the QA page (/demo) and the legacy
// Blade-like pages (/legacy/{screen}). See README "Embedding the widgets".
import { Router, type Request, type Response } from 'express';
import type Database from 'better-sqlite3';
import { currentUser, requireUserPage } from '../auth';
import { HttpError } from '../http';
import { isScreen, type Screen } from '../pages/elements';
import {
  appConfig, appHomeView, appNav, appScreenView, DEMO_STYLE, demoView, jsonScript, leopardQueryOf, legacyDocument, screenTitle,
} from '../pages/hostViews';
import { html, layout, type LayoutOptions, type Raw } from '../pages/layout';
import type { SessionStore, User } from '../session';
import { prescribersOf, queryString } from './pages';

/** The host scripts built by rollup into demo/dist and served under /assets. */
export const APP_SCRIPT = '/assets/app.js';
export const QA_SCRIPT = '/assets/qa.js';

export function hostsRouter(db: Database.Database, sessions: SessionStore): Router {
  const r = Router();
  const prescribers = prescribersOf(db);
  const users = db.prepare('SELECT * FROM users ORDER BY id');

  const send = (req: Request, res: Response, opts: Omit<LayoutOptions, 'csrf' | 'user'>, content: Raw): void => {
    const s = sessions.ensure(req, res);
    res.set('Cache-Control', 'no-store').type('html').send(layout({ ...opts, csrf: s.csrf, user: req.user }, content));
  };

  const app = (req: Request, res: Response, screen: Screen | 'home'): void => {
    const user = currentUser(req);
    const query = queryString(req);
    const config = appConfig(user, prescribers());
    send(req, res, {
      title: screen === 'home' ? 'Accueil' : screenTitle(screen),
      widgets: true,
      nav: appNav(screen, leopardQueryOf(query)),
      head: html`${jsonScript('terreal-app-config', config)}
<template id="terreal-app-home">${appHomeView(user)}</template>`,
      scripts: [APP_SCRIPT],
    }, screen === 'home' ? appHomeView(user) : appScreenView(screen, user, prescribers(), query));
  };

  const screenParam = (req: Request): Screen => {
    const s = req.params.screen;
    if (!isScreen(s)) throw new HttpError(404, 'Page introuvable.');
    return s;
  };

  r.get('/', requireUserPage, (req, res) => app(req, res, 'home'));
  r.get('/app/:screen', requireUserPage, (req, res) => app(req, res, screenParam(req)));

  r.get('/demo', requireUserPage, (req, res) => {
    send(req, res, { title: 'Démonstration (QA)', widgets: true, head: DEMO_STYLE, scripts: [QA_SCRIPT] },
      demoView(currentUser(req), users.all() as User[], prescribers()));
  });

  r.get('/legacy/:screen', requireUserPage, (req, res) => {
    const screen = screenParam(req);
    const s = sessions.ensure(req, res);
    res.set('Cache-Control', 'no-store').type('html')
      .send(legacyDocument(screen, currentUser(req), prescribers(), s.csrf, queryString(req)));
  });
  return r;
}

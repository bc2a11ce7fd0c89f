// Shared pieces of the adversarial server suites (issue 6, item 5): raw clients for every role,
// target allocation (each mutating case gets its own row) and database digests.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { isEditable } from '../../src/core/offerRules';
import { apiAs, guest, startHarness, type Harness } from './helpers';

export type Role = 'anonymous' | 'other' | 'owner' | 'backoffice';
export const ROLES: readonly Role[] = ['anonymous', 'other', 'owner', 'backoffice'];

/** owner = Pierre Dubois (2), other = Camille Lefèvre (3, not backoffice), backoffice = Sophie Martin (1). */
export const ROLE_USER: Record<Exclude<Role, 'anonymous'>, number> = { owner: 2, other: 3, backoffice: 1 };
export const OWNER_ID = 2;

export interface RawClient {
  role: Role;
  cookie: string;
  csrf: string;
  /** XHR-style call (Accept: application/json, X-Requested-With), as the widgets make it. */
  api(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Browser navigation (no JSON headers), as a page load or a download through the hidden frame. */
  page(path: string): Promise<Response>;
}

const join = (base: string, p: string): string => new URL(p.replace(/^\//, ''), base).toString();

export function rawClient(base: string, role: Role, cookie: string, csrf: string): RawClient {
  const xhr = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  return {
    role,
    cookie,
    csrf,
    api: (method, path, body, headers = {}) => fetch(join(base, path), {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...xhr,
        ...(method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': csrf } : {}),
        ...headers,
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(15_000),
    }),
    page: (path) => fetch(join(base, path), {
      redirect: 'manual', headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000),
    }),
  };
}

/** One client per role: anonymous is a guest session (cookie and valid CSRF token, no user). */
export async function clientsFor(base: string): Promise<Record<Role, RawClient>> {
  const [g, other, owner, backoffice] = await Promise.all([
    guest(base), apiAs(base, ROLE_USER.other), apiAs(base, ROLE_USER.owner), apiAs(base, ROLE_USER.backoffice),
  ]);
  return {
    anonymous: rawClient(base, 'anonymous', g.cookie, g.csrf),
    other: rawClient(base, 'other', other.cookie, other.csrf),
    owner: rawClient(base, 'owner', owner.cookie, owner.csrf),
    backoffice: rawClient(base, 'backoffice', backoffice.cookie, backoffice.csrf),
  };
}

export type OfferRow = Record<string, unknown> & { id: number; offre_ref: string; user_id: number; hidden: number; projet_nom: string | null };
export type ContactRow = Record<string, unknown> & { id: number; user_id: number; societe: string; nom: string };

/** Hands out visible offers / contacts of a user, never the same row twice. */
export function allocator(db: () => Database.Database) {
  const used = new Set<string>();
  return {
    /** `editable`: only an offer that may be deleted (true) or hidden (false), as the row menus offer them. */
    offer(family: string, userId = OWNER_ID, editable?: boolean): OfferRow {
      const rows = db().prepare(`SELECT * FROM offres_${family} WHERE user_id = ? AND hidden = 0 ORDER BY id`).all(userId) as OfferRow[];
      const row = rows.find((r) => !used.has(`${family}:${r.id}`) && (editable === undefined || isEditable({ statut: String(r.statut ?? '') }) === editable));
      if (!row) throw new Error(`no free ${family} offer of user ${userId}`);
      used.add(`${family}:${row.id}`);
      return row;
    },
    contact(userId = OWNER_ID): ContactRow {
      const rows = db().prepare('SELECT * FROM contacts WHERE user_id = ? ORDER BY id').all(userId) as ContactRow[];
      const row = rows.find((r) => !used.has(`contact:${r.id}`));
      if (!row) throw new Error(`no free contact of user ${userId}`);
      used.add(`contact:${row.id}`);
      return row;
    },
  };
}

export const DATA_TABLES = ['users', 'contacts', 'offres_bardages', 'offres_parement', 'offres_veture'] as const;

/** sha256 of every data table (sessions excluded: every request touches last_seen). */
export function digest(db: Database.Database): Record<string, string> {
  return Object.fromEntries(DATA_TABLES.map((t) => [t,
    crypto.createHash('sha256').update(JSON.stringify(db.prepare(`SELECT * FROM ${t} ORDER BY id`).all())).digest('hex')]));
}

export function counts(db: Database.Database): Record<string, number> {
  return Object.fromEntries(DATA_TABLES.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]));
}

/** The schema as SQLite knows it (a dropped or altered table shows here). */
export const schemaOf = (db: Database.Database): unknown[] =>
  db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all();

/** A file's server, a client for every role and a row allocator. */
export interface RoleHarness { h: Harness; clients: Record<Role, RawClient>; take: ReturnType<typeof allocator> }

/** Registers the file's beforeAll/afterAll: the server and its role clients handed to `use`, stopped after the last test. */
export function useRoleHarness(use: (started: RoleHarness) => void): void {
  let h: Harness | null = null;
  beforeAll(async () => {
    const started = await startHarness();
    h = started;
    use({ h: started, clients: await clientsFor(started.url), take: allocator(() => started.db()) });
  });
  afterAll(() => h?.stop());
}

// Shared helpers for the server suite: one in-process server per test file on a temporary database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { startServer } from '../../demo/server/server';
import { apiAs, sessionCookie, type ApiClient } from '../e2e/support/server';

export { apiAs, type ApiClient };

export interface Harness {
  url: string;
  dir: string;
  dbPath: string;
  /** A read-only connection to the server's database, for checking state behind the API. */
  db(): Database.Database;
  stop(): Promise<void>;
}

export const tempDbPath = (): { dir: string; dbPath: string } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-server-'));
  return { dir, dbPath: path.join(dir, 'terreal.sqlite') };
};

export async function startHarness(opts: { faults?: boolean; distDir?: string } = {}): Promise<Harness> {
  const { dir, dbPath } = tempDbPath();
  const server = await startServer({ port: 0, dbPath, ...opts });
  let ro: Database.Database | null = null;
  return {
    url: server.url,
    dir,
    dbPath,
    db: () => (ro ??= new Database(dbPath, { readonly: true })),
    stop: async () => {
      ro?.close();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starting a server on a fresh database and signing three users in: about a second on an idle machine,
 * several under a loaded CI runner (jest's 5 s default for a hook is a unit test's budget, not a server's).
 */
const START_MS = 30_000;

/** A file's server and the three signed-in users most tests act as. */
export interface SignedInHarness { h: Harness; dubois: ApiClient; lefevre: ApiClient; backoffice: ApiClient }

/**
 * Registers the file's beforeAll/afterAll: one server on a temporary database, with Dubois (2), Lefèvre (3)
 * and the backoffice user (1) signed in, handed to `use` once ready, stopped after the last test.
 */
export function useSignedInHarness(use: (started: SignedInHarness) => void): void {
  let h: Harness | null = null;
  beforeAll(async () => {
    h = await startHarness();
    const [dubois, lefevre, backoffice] = await Promise.all([
      apiAs(h.url, USER.dubois), apiAs(h.url, USER.lefevre), apiAs(h.url, USER.backoffice),
    ]);
    use({ h, dubois, lefevre, backoffice });
  }, START_MS);
  afterAll(() => h?.stop());
}

/** A guest session (no user) with its CSRF token, as a browser gets it from /login. */
export async function guest(url: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(new URL('login', url));
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  return { cookie: sessionCookie(res), csrf };
}

export const jsonHeaders = (cookie: string, csrf?: string): Record<string, string> => ({
  cookie,
  accept: 'application/json',
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }),
});

/** Seeded users (see demo/server/seedData.ts). */
export const USER = { backoffice: 1, dubois: 2, lefevre: 3, fournier: 7, backoffice2: 8, empty: 9, faure: 11 } as const;

export const FAMILY_LIST = ['bardages', 'parement', 'veture'] as const;

export const OFFER_KEYS = [
  'id', 'offre_nom', 'offre_date', 'offre_ref', 'offre_statut', 'statut', 'projet_ref', 'projet_nom',
  'projet_livraison', 'client_societe', 'client_cp', 'client_ville', 'transport_dest', 'qte_m2', 'qte_ml',
  'budget_produits', 'budget', 'produits', 'outil', 'v_tarif',
  // Beyond SPEC.md §3: the owner, for the backoffice's `Prescripteur` column (issue 20 §5).
  'user_id',
].sort();

/** An xlsx file's one worksheet (from a Buffer, or a Response's body) and its header row's texts. */
export async function readXlsx(file: Buffer | Response): Promise<{ ws: ExcelJS.Worksheet; header: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((Buffer.isBuffer(file) ? file : Buffer.from(await file.arrayBuffer())) as never);
  expect(wb.worksheets).toHaveLength(1);
  const ws = wb.worksheets[0];
  return { ws, header: (ws.getRow(1).values as unknown[]).slice(1).map(String) };
}

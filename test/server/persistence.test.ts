import fs from 'node:fs';
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { startServer } from '../../demo/server/server';
import { openDatabase } from '../../demo/server/db';
import { apiAs, tempDbPath, USER } from './helpers';

const TABLES = ['users', 'contacts', 'offres_bardages', 'offres_parement', 'offres_veture'];

function digest(dbPath: string): Record<string, string> {
  const db = new Database(dbPath, { readonly: true });
  try {
    return Object.fromEntries(TABLES.map((t) => [t,
      crypto.createHash('sha256').update(JSON.stringify(db.prepare(`SELECT * FROM ${t} ORDER BY id`).all())).digest('hex')]));
  } finally {
    db.close();
  }
}

const count = (dbPath: string, sql: string): number => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

const dirs: string[] = [];
const temp = (): string => {
  const t = tempDbPath();
  dirs.push(t.dir);
  return t.dbPath;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('seed', () => {
  it('is deterministic: two new databases hold the same data', () => {
    const [a, b] = [temp(), temp()];
    openDatabase(a).close();
    openDatabase(b).close();
    expect(digest(a)).toEqual(digest(b));
  });

  it.each([
    ['users', 'SELECT COUNT(*) AS n FROM users', 11],
    ['backoffice users', 'SELECT COUNT(*) AS n FROM users WHERE is_backoffice = 1', 2],
    ['users with terca', 'SELECT COUNT(*) AS n FROM users WHERE terca = 1', 2],
    ['users 7 and 11', 'SELECT COUNT(*) AS n FROM users WHERE id IN (7, 11)', 2],
    ['contacts of user 2', 'SELECT COUNT(*) AS n FROM contacts WHERE user_id = 2', 152],
    ['bardages offers', 'SELECT COUNT(*) AS n FROM offres_bardages', 300],
    ['parement 45 statuses', "SELECT COUNT(*) > 0 AS n FROM offres_parement WHERE offre_statut = '45'", 1],
    ['bardages without 45', "SELECT COUNT(*) AS n FROM offres_bardages WHERE offre_statut = '45'", 0],
    ['empty statuses', "SELECT COUNT(*) > 0 AS n FROM offres_veture WHERE offre_statut = ''", 1],
    ['drafts', "SELECT COUNT(*) > 0 AS n FROM offres_bardages WHERE statut = 'brouillon'", 1],
    ['submitted', "SELECT COUNT(*) > 0 AS n FROM offres_bardages WHERE statut = 'soumise'", 1],
    ['missing quarters', "SELECT COUNT(*) > 0 AS n FROM offres_bardages WHERE projet_livraison IS NULL OR projet_livraison = ''", 1],
    ['past quarters', "SELECT COUNT(*) > 0 AS n FROM offres_bardages WHERE projet_livraison LIKE '2022-%'", 1],
    ['bad quarters', "SELECT COUNT(*) AS n FROM offres_parement WHERE projet_livraison <> '' AND projet_livraison NOT GLOB '202[2-8]-T[1-4]'", 0],
    ['empty products', "SELECT COUNT(*) > 0 AS n FROM offres_bardages WHERE produits = ''", 1],
    ['kess offers', "SELECT COUNT(*) > 0 AS n FROM offres_veture WHERE outil = 'kess'", 1],
    ['old tariffs', "SELECT COUNT(*) > 0 AS n FROM offres_veture WHERE v_tarif < '20250401'", 1],
    ['Leopard refs', 'SELECT COUNT(*) > 0 AS n FROM offres_parement WHERE projet_ref IS NOT NULL', 1],
    ['hidden rows', 'SELECT COUNT(*) > 0 AS n FROM offres_veture WHERE hidden = 1', 1],
    ['hostile site names', "SELECT COUNT(*) AS n FROM offres_bardages WHERE projet_nom = '<img src=x onerror=alert(1)>'", 1],
  ])('%s', (_label, sql, n) => {
    const p = temp();
    openDatabase(p).close();
    expect(count(p, sql)).toBe(n);
  });

  it('uses WAL', () => {
    const db = openDatabase(temp());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

describe('persistence across restarts', () => {
  it('keeps changes and never reseeds an existing database', async () => {
    const dbPath = temp();
    let server = await startServer({ port: 0, dbPath });
    let api = await apiAs(server.url, USER.dubois);
    const [first] = (await (await api.get('/contacts/list/2')).json()) as { id: number; societe: string; nom: string }[];
    expect((await (await api.post('/ajax/contacts/delete', first)).json()).statut).toBe('ok');
    const offers = (await (await api.post('/ajax/bardages/liste-offres', { userid: 2 })).json()) as { id: number }[];
    await api.post('/ajax/bardages/nom-chantier', { offreid: offers[0].id, nomchantier: 'Chantier persistant' });
    await server.close();

    server = await startServer({ port: 0, dbPath });
    api = await apiAs(server.url, USER.dubois);
    const contacts = (await (await api.get('/contacts/list/2')).json()) as { id: number }[];
    expect(contacts).toHaveLength(151);
    expect(contacts.some((c) => c.id === first.id)).toBe(false);
    const again = (await (await api.post('/ajax/bardages/liste-offres', { userid: 2 })).json()) as { id: number; projet_nom: string }[];
    expect(again[0]).toMatchObject({ id: offers[0].id, projet_nom: 'Chantier persistant' });
    await server.close();
  });

  it('creates the folder of a new database path', async () => {
    const dbPath = temp().replace(/terreal\.sqlite$/, 'deep/er/terreal.sqlite');
    const server = await startServer({ port: 0, dbPath });
    expect(fs.existsSync(dbPath)).toBe(true);
    await server.close();
  });
});

// Opens (and on first start creates and seeds) the SQLite database. An existing database is never reseeded.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL } from './schema';
import { syncRefCounters } from './offerRefs';
import { seedDatabase } from './seed';

export type DB = Database.Database;

export function openDatabase(dbPath: string): DB {
  fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n === 0) seedDatabase(db);
  syncRefCounters(db);
  return db;
}

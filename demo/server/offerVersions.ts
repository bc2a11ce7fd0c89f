// A change counter per offer family, kept by SQLite triggers: every INSERT, UPDATE or DELETE on an offers
// table bumps it, from this process or any other connection to the same file (tests write behind the API).
// liste-offres uses it to know that a cached answer is still the data's current state.
import type Database from 'better-sqlite3';
import { FAMILIES, type Family } from '../../src/families';
import { offerTable } from './schema';

const VERSION_SQL = `
CREATE TABLE IF NOT EXISTS offer_versions (family TEXT PRIMARY KEY, version INTEGER NOT NULL DEFAULT 0);
${FAMILIES.map((f) => `
INSERT OR IGNORE INTO offer_versions (family, version) VALUES ('${f}', 0);
${(['INSERT', 'UPDATE', 'DELETE'] as const).map((op) => `
CREATE TRIGGER IF NOT EXISTS ${offerTable(f)}_version_${op.toLowerCase()} AFTER ${op} ON ${offerTable(f)}
BEGIN UPDATE offer_versions SET version = version + 1 WHERE family = '${f}'; END;`).join('')}`).join('')}
`;

/** Installs the counters (idempotent) and returns the reader: the current version of a family's offers. */
export function offerVersions(db: Database.Database): (family: Family) => number {
  db.exec(VERSION_SQL);
  const read = db.prepare('SELECT version FROM offer_versions WHERE family = ?').pluck();
  return (family) => read.get(family) as number;
}

// SQLite schema of the reference server. One offers table per family, so offer ids are per family.
import { FAMILIES, type Family } from '../../src/families';

export const offerTable = (family: Family): string => `offres_${family}`;

const offerColumns = `
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  offre_nom TEXT,
  offre_date TEXT,
  offre_ref TEXT NOT NULL UNIQUE,
  offre_statut TEXT NOT NULL DEFAULT '',
  statut TEXT NOT NULL DEFAULT 'brouillon',
  projet_ref TEXT,
  projet_nom TEXT,
  projet_livraison TEXT,
  client_societe TEXT,
  client_cp TEXT,
  client_ville TEXT,
  transport_dest TEXT,
  qte_m2 REAL,
  qte_ml REAL,
  budget REAL,
  produits TEXT,
  outil TEXT,
  v_tarif TEXT,
  hidden INTEGER NOT NULL DEFAULT 0`;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  firstname TEXT NOT NULL,
  is_backoffice INTEGER NOT NULL DEFAULT 0,
  terca INTEGER NOT NULL DEFAULT 0,
  directeur_commercial INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  societe TEXT NOT NULL,
  type_societe TEXT NOT NULL,
  nom TEXT NOT NULL,
  email TEXT NOT NULL,
  code_postal TEXT NOT NULL,
  ville TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contacts_user ON contacts(user_id);
CREATE TABLE IF NOT EXISTS offer_ref_counters (
  family TEXT NOT NULL,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (family, year)
);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  csrf TEXT NOT NULL,
  last_seen INTEGER NOT NULL
);
${FAMILIES.map((f) => `
CREATE TABLE IF NOT EXISTS ${offerTable(f)} (${offerColumns}
);
CREATE INDEX IF NOT EXISTS ${offerTable(f)}_user ON ${offerTable(f)}(user_id, hidden);`).join('\n')}
`;

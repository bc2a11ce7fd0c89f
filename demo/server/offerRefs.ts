// Offer references: '<PREFIX>-<year>-<4-digit sequence>', unique per family, and never given twice: a
// persistent counter per family and year (offer_ref_counters) only goes up, so deleting the newest offer
// does not free its reference (it may be printed on a PDF a customer has).
import type Database from 'better-sqlite3';
import { FAMILIES, type Family } from '../../src/families';
import { SERVER_FAMILIES } from './families';
import { offerTable } from './schema';

export const refPrefix = (family: Family): string => SERVER_FAMILIES[family].refPrefix;

/** Next reference for the year; the counter is stored at once. Call inside the clone's transaction. */
export function nextOfferRef(db: Database.Database, family: Family, year: number): string {
  const { seq } = db.prepare(`INSERT INTO offer_ref_counters (family, year, seq) VALUES (?, ?, 1)
    ON CONFLICT (family, year) DO UPDATE SET seq = seq + 1 RETURNING seq`).get(family, year) as { seq: number };
  return `${refPrefix(family)}-${year}-${String(seq).padStart(4, '0')}`;
}

/**
 * Raises every counter to at least the highest reference of its family and year in the tables: a database
 * made before the counters (or rows written by other means) never gets a reference it already holds.
 */
export function syncRefCounters(db: Database.Database): void {
  db.transaction(() => {
    for (const family of FAMILIES) {
      const p = refPrefix(family);
      db.prepare(`INSERT INTO offer_ref_counters (family, year, seq)
        SELECT ?, CAST(substr(offre_ref, ${p.length + 2}, 4) AS INTEGER), MAX(CAST(substr(offre_ref, ${p.length + 7}) AS INTEGER))
        FROM ${offerTable(family)} WHERE offre_ref GLOB '${p}-[0-9][0-9][0-9][0-9]-[0-9]*' GROUP BY 2
        ON CONFLICT (family, year) DO UPDATE SET seq = MAX(seq, excluded.seq)`).run(family);
    }
  })();
}

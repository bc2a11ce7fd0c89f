// Offer references: '<PREFIX>-<year>-<4-digit sequence>', unique per family.
import type Database from 'better-sqlite3';
import type { Family } from '../../src/core/types';
import { offerTable } from './schema';

const PREFIX: Record<Family, string> = { bardages: 'BAR', parement: 'PAR', veture: 'VET' };
export const refPrefix = (family: Family): string => PREFIX[family];

/** Next free reference for the year. Call inside a transaction. */
export function nextOfferRef(db: Database.Database, family: Family, year: number): string {
  const like = `${refPrefix(family)}-${year}-`;
  const row = db
    .prepare(`SELECT MAX(CAST(substr(offre_ref, ?) AS INTEGER)) AS seq FROM ${offerTable(family)} WHERE offre_ref LIKE ?`)
    .get(like.length + 1, `${like}%`) as { seq: number | null };
  return `${like}${String((row.seq ?? 0) + 1).padStart(4, '0')}`;
}

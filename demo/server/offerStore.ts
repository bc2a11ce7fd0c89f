// Reading and writing offers. `Offer` (typed, as the widgets normalise it) is what the shared filters use;
// `toWire` renders it the way a PHP/MySQL backend sends it (decimal strings, nulls).
import type Database from 'better-sqlite3';
import { PRICE_LIST_THRESHOLD } from '../../src/core/offerRules';
import { withDeclaredFields } from '../../src/core/normalize';
import type { Offer } from '../../src/core/types';
import type { Family } from '../../src/families';
import { offerTable } from './schema';
import { nextOfferRef } from './offerRefs';

export interface OfferRecord {
  id: number; user_id: number; offre_nom: string | null; offre_date: string | null; offre_ref: string;
  offre_statut: string; statut: string; projet_ref: string | null; projet_nom: string | null;
  projet_livraison: string | null; client_societe: string | null; client_cp: string | null;
  client_ville: string | null; transport_dest: string | null; qte_m2: number | null; qte_ml: number | null;
  budget: number | null; produits: string | null; outil: string | null; v_tarif: string | null; hidden: number;
  /** A column the schema adds for a field an offer column declares (core/offerColumns `field`). */
  [column: string]: unknown;
}

/** 12345.5 → '12 346 €' (PHP number_format style, plain spaces). */
export function formatBudget(budget: number | null): string {
  if (budget === null) return '';
  return `${Math.round(budget).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
}

/** The offer as the widget normalises it; the fields declared beyond SPEC.md §3's row come with it (core/normalize). */
export function toOffer(r: OfferRecord): Offer {
  return withDeclaredFields({
    id: r.id,
    offre_nom: r.offre_nom ?? '',
    offre_date: r.offre_date ?? '',
    offre_ref: r.offre_ref,
    offre_statut: r.offre_statut ?? '',
    statut: r.statut ?? '',
    projet_ref: r.projet_ref ?? '',
    projet_nom: r.projet_nom ?? '',
    projet_livraison: r.projet_livraison ?? '',
    client_societe: r.client_societe ?? '',
    client_cp: r.client_cp ?? '',
    client_ville: r.client_ville ?? '',
    transport_dest: r.transport_dest ?? '',
    qte_m2: r.qte_m2,
    qte_ml: r.qte_ml,
    budget_produits: formatBudget(r.budget),
    budget: r.budget,
    produits: r.produits ?? '',
    outil: r.outil ?? '',
    v_tarif: r.v_tarif ?? '',
  }, r);
}

/** The columns a PHP/MySQL backend sends as decimal strings ('12.50'); every other goes out as stored. */
export const DECIMAL_COLUMNS: readonly string[] = ['qte_m2', 'qte_ml', 'budget'];
const decimal = (n: unknown): string | null => (typeof n === 'number' ? n.toFixed(2) : null);

/**
 * The JSON row as a PHP/MySQL backend would send it: every column of the table, in its order, but `hidden`
 * (decimals as strings), and `budget_produits`, the budget as shown, before `budget`. The owner, user_id,
 * is not in SPEC.md §3's row: the backoffice's `Prescripteur` column reads it (issue 20 §5).
 */
export function toWire(r: OfferRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(r)) {
    if (column === 'hidden') continue;
    if (column === 'budget') out.budget_produits = formatBudget(r.budget);
    out[column] = DECIMAL_COLUMNS.includes(column) ? decimal(value) : value;
  }
  return out;
}

/** Visible offers of one user, or of everybody with 'all'; newest first. */
export function listOffers(db: Database.Database, family: Family, userid: number | 'all'): OfferRecord[] {
  const t = offerTable(family);
  return (userid === 'all'
    ? db.prepare(`SELECT * FROM ${t} WHERE hidden = 0 ORDER BY id DESC`).all()
    : db.prepare(`SELECT * FROM ${t} WHERE hidden = 0 AND user_id = ? ORDER BY id DESC`).all(userid)) as OfferRecord[];
}

export function getOffer(db: Database.Database, family: Family, id: number): OfferRecord | undefined {
  return db.prepare(`SELECT * FROM ${offerTable(family)} WHERE id = ?`).get(id) as OfferRecord | undefined;
}

/**
 * A condition on an offer's row, written in SQL so that checking what the user saw and writing are one
 * statement: `UPDATE … WHERE id = ? AND <condition>` (or `DELETE`), whose row count says whether the row
 * still held what the user saw. This, not better-sqlite3 running every statement in one process, is what
 * makes the change hold when users collide: a server with several workers or processes, or on PostgreSQL
 * (`btrim(x, chars)` for `TRIM(x, chars)`), keeps it true. Of N concurrent calls that saw the same value,
 * the first statement changes the value and the N−1 others match no row.
 */
export interface RowCondition { sql: string; params: string[] }

/** The characters JavaScript's trim() removes (and the Laravel host's Input::trim), for SQL's TRIM(x, chars). */
const JS_SPACES = ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
/** A column as the row shows it: as text, trimmed, '' for null. */
const shownSql = (column: string): string => `TRIM(COALESCE(CAST(${column} AS TEXT), ''), ?)`;

/** The column, as the row shows it, is `seen` (trimmed by the caller); `caseless`: compared in lower case (quarters). */
export function shows(column: 'offre_statut' | 'projet_nom' | 'projet_livraison', seen: string, caseless = false): RowCondition {
  return caseless
    ? { sql: `lower(${shownSql(column)}) = lower(?)`, params: [JS_SPACES, seen] }
    : { sql: `${shownSql(column)} = ?`, params: [JS_SPACES, seen] };
}

/** The offer is editable (src/core/offerRules isEditable: its document status is brouillon or soumise), or not. */
export const editable = (yes: boolean): RowCondition =>
  ({ sql: `lower(${shownSql('statut')}) ${yes ? '' : 'NOT '}IN ('brouillon', 'soumise')`, params: [JS_SPACES] });

/** The offer is not hidden. */
export const VISIBLE: RowCondition = { sql: 'hidden = 0', params: [] };

const where = (conditions: readonly RowCondition[]): { sql: string; params: string[] } =>
  ({ sql: conditions.map((c) => ` AND ${c.sql}`).join(''), params: conditions.flatMap((c) => c.params) });

/** Sets one field of the offer if it still meets every condition: whether it did (one row changed). */
export function updateOffer(
  db: Database.Database, family: Family, id: number, field: 'offre_statut' | 'projet_nom' | 'projet_livraison' | 'hidden',
  value: string | number, conditions: readonly RowCondition[] = [],
): boolean {
  const w = where(conditions);
  return db.prepare(`UPDATE ${offerTable(family)} SET ${field} = ? WHERE id = ?${w.sql}`).run(value, id, ...w.params).changes === 1;
}

/** Deletes the offer if it still meets every condition: whether it did (one row deleted). */
export function deleteOffer(db: Database.Database, family: Family, id: number, conditions: readonly RowCondition[] = []): boolean {
  const w = where(conditions);
  return db.prepare(`DELETE FROM ${offerTable(family)} WHERE id = ?${w.sql}`).run(id, ...w.params).changes === 1;
}

/** The price-list version a clone on the new price list gets: the one the clone warning compares with. */
export const CURRENT_TARIF = String(PRICE_LIST_THRESHOLD);

export function localDate(d = new Date()): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * Clones an offer as a new draft of the same user (atomic: reference and insert in one transaction).
 * `newPriceList` (cloneRule.ts): keep only client and project information, on the current price list.
 */
export function cloneOffer(db: Database.Database, family: Family, src: OfferRecord, newName: string, newPriceList: boolean): OfferRecord {
  return db.transaction((): OfferRecord => {
    const now = new Date();
    // Every column is copied (a field a column declares too), but these.
    const { id: _id, hidden: _hidden, ...copy } = src;
    const row = {
      ...copy,
      offre_nom: newName,
      offre_date: localDate(now),
      offre_ref: nextOfferRef(db, family, now.getFullYear()),
      offre_statut: '10',
      statut: 'brouillon',
      ...(newPriceList ? { qte_m2: null, qte_ml: null, budget: null, produits: '', v_tarif: CURRENT_TARIF } : {}),
    };
    const cols = Object.keys(row);
    const info = db
      .prepare(`INSERT INTO ${offerTable(family)} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`)
      .run(row);
    return getOffer(db, family, Number(info.lastInsertRowid))!;
  }).immediate();
}

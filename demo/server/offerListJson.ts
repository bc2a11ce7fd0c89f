// liste-offres rendered by SQLite in one statement: the rows, shaped as toWire() shapes them (decimal strings,
// nulls, the formatted budget), already serialised as one JSON array. Building 20,000 row objects in
// JavaScript, reshaping them and stringifying them cost about 6× more (README, performance).
import type Database from 'better-sqlite3';
import type { Family } from '../../src/families';
import { DECIMAL_COLUMNS } from './offerStore';
import { offerTable } from './schema';

/** 'all' (every visible offer) or one user's id. */
export type OfferScope = number | 'all';

const decimal = (c: string): string => `CASE WHEN ${c} IS NULL THEN NULL ELSE printf('%.2f', ${c}) END`;
/** formatBudget(): rounded half up, spaces between thousands, ' €'; '' when null. */
const BUDGET_TEXT = `CASE WHEN budget IS NULL THEN '' ELSE replace(printf('%,d', CAST(floor(budget + 0.5) AS INTEGER)), ',', ' ') || ' €' END`;

/** The JSON object of one row: toWire()'s keys, in its order (the table's columns, a declared field's too). */
function rowJson(db: Database.Database, family: Family): string {
  const columns = (db.prepare(`SELECT name FROM pragma_table_info('${offerTable(family)}') ORDER BY cid`).pluck().all() as string[])
    .filter((c) => c !== 'hidden');
  const pairs = columns.flatMap((c) => [
    ...(c === 'budget' ? [`'budget_produits', ${BUDGET_TEXT}`] : []),
    `'${c}', ${DECIMAL_COLUMNS.includes(c) ? decimal(c) : c}`,
  ]);
  return `json_object(${pairs.join(', ')})`;
}

/** Returns the reader: the JSON text of the visible offers of a scope, newest first (as listOffers). */
export function offerListJson(db: Database.Database): (family: Family, scope: OfferScope) => string {
  const statements = new Map<string, Database.Statement>();
  const statement = (family: Family, all: boolean): Database.Statement => {
    const key = `${family}:${all}`;
    let s = statements.get(key);
    if (!s) {
      const where = all ? 'hidden = 0' : 'hidden = 0 AND user_id = ?';
      s = db.prepare(`SELECT json_group_array(${rowJson(db, family)} ORDER BY id DESC) FROM ${offerTable(family)} WHERE ${where}`).pluck();
      statements.set(key, s);
    }
    return s;
  };
  return (family, scope) => (scope === 'all' ? statement(family, true).get() : statement(family, false).get(scope)) as string;
}

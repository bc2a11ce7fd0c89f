// Rows normalised once, at the API boundary (DESIGN.md §2): PHP/MySQL backends send numbers as strings and
// fields as null. Row normalisers never throw; list parsers throw only when the whole answer has the wrong
// shape (the API client reports that as 'bad-shape').
import { nestsDeeperThan } from './jsonDepth';
import type { ActionAnswer, CloneAnswer, Contact, LeopardData, Offer, Prescriber } from './types';
import { OFFER_COLUMNS } from './offerColumns';
import { toNumber, toText } from './values';

export { toNumber, toText };

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A positive integer id from 12 or '12'; anything else → null. */
export function toId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS' → 'YYYY-MM-DD'; MySQL's zero date → ''; other text kept as is. */
export function toIsoDate(v: unknown): string {
  const s = toText(v).trim();
  // test, not exec: no match array per row (20,000 offers: 1 MB); the date is always the first 10 characters.
  if (!ISO_DATE.test(s)) return s;
  const date = s.slice(0, 10);
  return date === '0000-00-00' ? '' : date;
}

/** Readers of fields by name: the field names, separated by spaces, each read by `read`. */
const readers = (names: string, read: (v: unknown) => unknown): Record<string, (v: unknown) => unknown> =>
  Object.fromEntries(names.split(' ').map((name) => [name, read]));

/** A row with a positive id (else null: not a row), each of its fields read from `raw` by its reader. */
function rowOf<T>(raw: unknown, fields: Record<string, (v: unknown) => unknown>): T | null {
  const id = toId((raw as Obj | null | undefined)?.id);
  if (id === null) return null;
  const row: Obj = { id };
  for (const name in fields) row[name] = fields[name]((raw as Obj)[name]);
  return row as T;
}

const CONTACT_FIELDS = readers('societe type_societe nom email code_postal ville', toText);

export function normalizeContact(raw: unknown): Contact | null {
  return rowOf(raw, CONTACT_FIELDS);
}

function parseList<T>(json: unknown, normalizeRow: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(json)) throw new Error('un tableau était attendu');
  const rows: T[] = [];
  // Loops over a list's rows on the way to its first rows use an index, not for…of: code that runs once per
  // list is not yet optimised, and there each step of an iterator is an object (20,000 offers: 0.4 MB of
  // garbage per loop, which the first rows wait for the collector to clear).
  for (let i = 0; i < json.length; i++) {
    const row = normalizeRow(json[i]);
    if (row !== null) rows.push(row);
  }
  return rows;
}

export function parseContactList(json: unknown): Contact[] {
  return parseList(json, normalizeContact);
}

/** produits may come as text ('PS,AX') or, from some backends, as an array of codes. */
function toProducts(v: unknown): string {
  if (Array.isArray(v)) return v.map(toText).filter((c) => c !== '').join(',');
  return toText(v).trim();
}

/** The columns that read a field of their own, beyond SPEC.md §3's row (core/offerColumns `field`). */
let declared: readonly { key: string; type?: 'text' | 'number' }[] | null = null;

/**
 * `row` with the fields the offer columns add to SPEC.md §3's row (core/offerColumns `field`, say a sales
 * rep), when `raw` has them: as text, or as a number for a column of type 'number'. The reference server
 * reads its records through it too (demo/server/offerStore.ts).
 */
export function withDeclaredFields<T extends object>(row: T, raw: Obj): T {
  declared ??= Object.values(OFFER_COLUMNS).filter((c) => c.type);
  // An index (see parseList): for…of made an iterator per row (20,000 offers: 0.7 MB).
  for (let i = 0; i < declared.length; i++) {
    const { key, type } = declared[i];
    const v = raw[key];
    if (v !== undefined) (row as Obj)[key] = type === 'number' ? toNumber(v) : toText(v);
  }
  return row;
}

/**
 * SPEC.md §3's row: text as it comes, codes and labels trimmed, figures as numbers. Written out field by
 * field: an object built in one literal is 3-4× faster to make than one filled field by field from a table
 * (20,000 offers: about 15 ms against 60), and the list's first rows wait for it.
 */
export function normalizeOffer(raw: unknown): Offer | null {
  const r = raw as Obj;
  const id = toId(r?.id);
  if (id === null) return null;
  const row: Offer = {
    id,
    offre_nom: toText(r.offre_nom),
    offre_date: toIsoDate(r.offre_date),
    offre_ref: toText(r.offre_ref),
    offre_statut: toText(r.offre_statut).trim(),
    statut: toText(r.statut).trim(),
    projet_ref: toText(r.projet_ref),
    projet_nom: toText(r.projet_nom),
    projet_livraison: toText(r.projet_livraison).trim(),
    client_societe: toText(r.client_societe),
    client_cp: toText(r.client_cp),
    client_ville: toText(r.client_ville),
    transport_dest: toText(r.transport_dest),
    qte_m2: toNumber(r.qte_m2),
    qte_ml: toNumber(r.qte_ml),
    budget_produits: toText(r.budget_produits),
    budget: toNumber(r.budget),
    produits: toProducts(r.produits),
    outil: toText(r.outil).trim(),
    v_tarif: toText(r.v_tarif).trim(),
  };
  // Only when sent: SPEC.md §3's row has no owner (see types.ts).
  if (r.user_id !== undefined) row.user_id = toId(r.user_id);
  return withDeclaredFields(row, r);
}

export function parseOfferList(json: unknown): Offer[] {
  return parseList(json, normalizeOffer);
}

/** POST answers `{statut, msg, title}`: throws when not an object or without statut. */
export function parseActionAnswer(json: unknown): ActionAnswer {
  if (!isObject(json) || json.statut === undefined || json.statut === null) throw new Error('réponse sans « statut »');
  const answer: ActionAnswer = { statut: toText(json.statut).trim(), msg: toText(json.msg), title: toText(json.title) };
  // A refused change that another user's made stale: the row as the server now has it, normalised as rows are.
  if (json.conflit === true && answer.statut !== 'ok') return { ...answer, conflit: true, offre: normalizeOffer(json.offre) };
  return answer;
}

export function parseCloneAnswer(json: unknown): CloneAnswer {
  const answer = parseActionAnswer(json);
  return { ...answer, clonedata: normalizeOffer((json as Obj).clonedata) };
}

const PRESCRIBER_FIELDS = readers('name firstname', toText);

export function normalizePrescriber(raw: unknown): Prescriber | null {
  return rowOf(raw, PRESCRIBER_FIELDS);
}

/** The `prescripteurs` attribute: null when not an array; bad entries are dropped. */
export function parsePrescribers(json: unknown): Prescriber[] | null {
  return Array.isArray(json) ? parseList(json, normalizePrescriber) : null;
}

/** The `leopard` attribute: null when not an object; querystring defaults to '', leopard_data to {}. */
export function parseLeopard(json: unknown): LeopardData | null {
  if (!isObject(json) || nestsDeeperThan(json)) return null;
  const data: LeopardData['leopard_data'] = isObject(json.leopard_data) ? { ...json.leopard_data } : {};
  if ('origine' in data) data.origine = toText(data.origine);
  return { querystring: toText(json.querystring), leopard_data: data };
}

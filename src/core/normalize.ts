// Rows normalised once, at the API boundary (DESIGN.md §2): PHP/MySQL backends send numbers as strings and
// fields as null. Row normalisers never throw; list parsers throw only when the whole answer has the wrong
// shape (the API client reports that as 'bad-shape').
import type { ActionAnswer, CloneAnswer, Contact, LeopardData, Offer, Prescriber } from './types';

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Any value as display text: null / undefined / objects → '', numbers and booleans → String. */
export function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return '';
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * A number from a number or from text as people and backends write it: '1234.5', '1 234,50',
 * '1\u00a0234,5', '1.234,5'. When both '.' and ',' appear, the last one is the decimal separator.
 * Garbage, '', NaN and ±Infinity → null.
 */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  // Fast path for what backends send most ('1234.50'): no spaces, no comma, nothing to rewrite.
  if (PLAIN_NUMBER.test(v)) return finite(Number(v));
  let s = v.replace(SPACES, '');
  if (s === '') return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (comma >= 0) {
    if (s.indexOf(',') !== comma) return null; // '1,2,3': ambiguous
    s = s.replace(',', '.');
  }
  return PLAIN_NUMBER.test(s) ? finite(Number(s)) : null;
}

/** A positive integer id from 12 or '12'; anything else → null. */
export function toId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS' → 'YYYY-MM-DD'; MySQL's zero date → ''; other text kept as is. */
export function toIsoDate(v: unknown): string {
  const s = toText(v).trim();
  const m = ISO_DATE.exec(s);
  if (!m) return s;
  return m[1] === '0000-00-00' ? '' : m[1];
}

export function normalizeContact(raw: unknown): Contact | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    societe: toText(raw.societe),
    type_societe: toText(raw.type_societe),
    nom: toText(raw.nom),
    email: toText(raw.email),
    code_postal: toText(raw.code_postal),
    ville: toText(raw.ville),
  };
}

function parseList<T>(json: unknown, what: string, normalizeRow: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(json)) throw new Error(`${what} : un tableau était attendu`);
  const rows: T[] = [];
  for (const raw of json) {
    const row = normalizeRow(raw);
    if (row !== null) rows.push(row);
  }
  return rows;
}

export function parseContactList(json: unknown): Contact[] {
  return parseList(json, 'liste des contacts', normalizeContact);
}

/** produits may come as text ('PS,AX') or, from some backends, as an array of codes. */
function toProducts(v: unknown): string {
  if (Array.isArray(v)) return v.map(toText).filter((c) => c !== '').join(',');
  return toText(v).trim();
}

export function normalizeOffer(raw: unknown): Offer | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    offre_nom: toText(raw.offre_nom),
    offre_date: toIsoDate(raw.offre_date),
    offre_ref: toText(raw.offre_ref),
    offre_statut: toText(raw.offre_statut).trim(),
    statut: toText(raw.statut).trim(),
    projet_ref: toText(raw.projet_ref),
    projet_nom: toText(raw.projet_nom),
    projet_livraison: toText(raw.projet_livraison).trim(),
    client_societe: toText(raw.client_societe),
    client_cp: toText(raw.client_cp),
    client_ville: toText(raw.client_ville),
    transport_dest: toText(raw.transport_dest),
    qte_m2: toNumber(raw.qte_m2),
    qte_ml: toNumber(raw.qte_ml),
    budget_produits: toText(raw.budget_produits),
    budget: toNumber(raw.budget),
    produits: toProducts(raw.produits),
    outil: toText(raw.outil).trim(),
    v_tarif: toText(raw.v_tarif).trim(),
    // Only when sent: SPEC.md §3's row has no owner (see types.ts).
    ...(raw.user_id !== undefined ? { user_id: toId(raw.user_id) } : {}),
  };
}

export function parseOfferList(json: unknown): Offer[] {
  return parseList(json, 'liste des offres', normalizeOffer);
}

/** POST answers `{statut, msg, title}`: throws when not an object or without statut. */
export function parseActionAnswer(json: unknown): ActionAnswer {
  if (!isObject(json)) throw new Error('réponse : un objet était attendu');
  if (json.statut === undefined || json.statut === null) throw new Error('réponse : champ « statut » absent');
  return { statut: toText(json.statut).trim(), msg: toText(json.msg), title: toText(json.title) };
}

export function parseCloneAnswer(json: unknown): CloneAnswer {
  const answer = parseActionAnswer(json);
  return { ...answer, clonedata: normalizeOffer((json as Obj).clonedata) };
}

export function normalizePrescriber(raw: unknown): Prescriber | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return { id, name: toText(raw.name), firstname: toText(raw.firstname) };
}

/** The `prescripteurs` attribute: null when not an array; bad entries are dropped. */
export function parsePrescribers(json: unknown): Prescriber[] | null {
  return Array.isArray(json) ? parseList(json, 'prescripteurs', normalizePrescriber) : null;
}

/** The `leopard` attribute: null when not an object; querystring defaults to '', leopard_data to {}. */
export function parseLeopard(json: unknown): LeopardData | null {
  if (!isObject(json)) return null;
  const data: LeopardData['leopard_data'] = isObject(json.leopard_data) ? { ...json.leopard_data } : {};
  if ('origine' in data) data.origine = toText(data.origine);
  return { querystring: toText(json.querystring), leopard_data: data };
}

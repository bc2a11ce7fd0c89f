// Rows normalised once, at the API boundary (DESIGN.md §2): PHP/MySQL backends send numbers as strings and
// fields as null. Row normalisers never throw; list parsers throw only when the whole answer has the wrong
// shape (the API client reports that as 'bad-shape').
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

/** The columns that read a field of their own, beyond SPEC.md §3's row (core/offerColumns `field`). */
let declared: readonly { key: string; type?: 'text' | 'number' }[] | null = null;

/**
 * `row` with the fields the offer columns add to SPEC.md §3's row (core/offerColumns `field`, say a sales
 * rep), when `raw` has them: as text, or as a number for a column of type 'number'. The reference server
 * reads its records through it too (demo/server/offerStore.ts).
 */
export function withDeclaredFields<T extends object>(row: T, raw: Obj): T {
  declared ??= Object.values(OFFER_COLUMNS).filter((c) => c.type);
  for (const { key, type } of declared) {
    const v = raw[key];
    if (v !== undefined) (row as Obj)[key] = type === 'number' ? toNumber(v) : toText(v);
  }
  return row;
}

export function normalizeOffer(raw: unknown): Offer | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return withDeclaredFields({
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
  }, raw);
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

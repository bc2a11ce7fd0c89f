// Business rules of an offer row (SPEC.md §3–§6, §9).
import { fr } from '../i18n/fr';
import { toId, toNumber } from './normalize';
import type { OfferScope } from './offerScope';
import type { Offer } from './types';

const documentStatus = (offer: Pick<Offer, 'statut'>) => offer.statut.trim().toLowerCase();

/** Editable only when the document status, lowercased, is 'brouillon' or 'soumise'. */
export function isEditable(offer: Pick<Offer, 'statut'>): boolean {
  return isDraft(offer) || documentStatus(offer) === 'soumise';
}

/** Draft: the delivery cell is plain text. */
export function isDraft(offer: Pick<Offer, 'statut'>): boolean {
  return documentStatus(offer) === 'brouillon';
}

export const PRICE_LIST_THRESHOLD = 20250401;

/**
 * Clone warning (SPEC.md §5): the list has a scope whose choice for this offer asks for it (ScopeOption
 * cloneWarning), the app version is above 1 and the price-list version is a number before 20250401.
 */
export function needsCloneWarning(offer: Pick<Offer, 'outil' | 'v_tarif'>, appVersion: number, scope: OfferScope | null | undefined): boolean {
  if (!scope?.options[scope.match(offer.outil)].cloneWarning || !(appVersion > 1)) return false;
  const version = toNumber(offer.v_tarif);
  return version !== null && version < PRICE_LIST_THRESHOLD;
}

export const SPECIAL_USER_IDS: readonly number[] = [7, 11];

/** Prescriber filter at first load: special users and non-backoffice users see their own offers. */
export function initialUserFilter(userId: number, isBackoffice: boolean): 'all' | number {
  if (SPECIAL_USER_IDS.includes(userId)) return userId;
  return isBackoffice ? 'all' : userId;
}

/**
 * The prescriber choice read back from the browser (view state, saved views): 'all' or a whole positive
 * number (12 or '12'); anything else (2.5, 1e308, -4, 'x') is 'all', never sent to the server.
 */
export function parseUserFilter(v: unknown): 'all' | number {
  return v === 'all' ? 'all' : toId(v) ?? 'all';
}

export type StatusCode = keyof typeof fr.offerStatus;

export interface StatusOption { code: StatusCode; label: string }

/** Every commercial status offre_statut, in display order; each family lists those it offers (src/families). */
export const STATUS_CODES: readonly StatusOption[] = (['10', '20', '30', '40', '45'] as const)
  .map((code) => ({ code, label: fr.offerStatus[code] }));

/** The options of a status select, in display order, for the codes given. */
export function statusOptions(codes: readonly StatusCode[]): StatusOption[] {
  return STATUS_CODES.filter((s) => codes.includes(s.code));
}

/** '20' → 'Gagné'; '' → ''; an unknown code is shown as it comes. */
export function statusLabel(code: string | number | null | undefined): string {
  const key = String(code ?? '').trim();
  const found = STATUS_CODES.find((s) => s.code === key);
  return found ? found.label : key;
}

export interface Product { code: string; name: string }

/** Product options (SPEC.md §3), in spec order. */
export const PRODUCTS: readonly Product[] = [
  { code: 'PS', name: 'Piterak Slim' },
  { code: 'PX', name: 'Piterak XS' },
  { code: 'AX', name: 'Autan XL' },
  { code: 'AU', name: 'Autan RQ' },
  { code: 'HX', name: 'Harmattan XL' },
  { code: 'HA', name: 'Harmattan RQ' },
  { code: 'SH', name: 'Shamal XL' },
  { code: 'ZX', name: 'Zonda XL' },
];

/** The client as one line: company, then postal code and city ('SOGEA Sud (34000 Montpellier)'); '' when none. */
export function offerClientText(offer: Pick<Offer, 'client_societe' | 'client_cp' | 'client_ville'>): string {
  const place = [offer.client_cp, offer.client_ville].map((v) => v.trim()).filter(Boolean).join(' ');
  const company = offer.client_societe.trim();
  if (!company) return place;
  return place ? `${company} (${place})` : company;
}

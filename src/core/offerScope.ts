// A family's list scope (SPEC.md §2, the quoting tools of one family): its list shows one part of the offers
// at a time, by their quoting tool (`outil`, SPEC.md §3), chosen in a radio group and kept in the page
// address. The family declares it as data (src/families); core reads that declaration and names no part itself.
import type { ListScope } from './listModel';
import type { Offer } from './types';

/** One choice of a scope. */
export interface ScopeOption {
  /** The radio button's label (from i18n/fr.ts). */
  label: string;
  /** The new-offer link's label while this choice is shown (from i18n/fr.ts). */
  newOffer: string;
  /** Its offers made on a price list before PRICE_LIST_THRESHOLD get the clone warning (SPEC.md §5). */
  cloneWarning?: boolean;
}

export interface OfferScope {
  /** The radio group's legend (from i18n/fr.ts). */
  legend: string;
  /** The query parameter of the choice: page address, edit links, Excel export. */
  param: string;
  /**
   * The choices by value (in the offers' `outil`, the page address, the edit links, the export query and the
   * new-offer link), in the radio group's order.
   */
  options: Readonly<Record<string, ScopeOption>>;
  /** The choice of a page without one. */
  default: string;
  /**
   * The match rule: the choice a value counts as (an offer's `outil`, the page address, a kept or saved view,
   * the export query, the new-offer page), always one of the options' values.
   */
  match(value: unknown): string;
}

/** `value` trimmed and lowercased when that is one of `values`, else `fallback` (a scope's match rule, the new-offer variants). */
export function oneOf(values: readonly string[], fallback: string, value: unknown): string {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return values.includes(v) ? v : fallback;
}

/** The option a value counts as (the match rule gives one of the options' values: test/core/offerScope.test.ts). */
export function scopeOption(scope: OfferScope, value: unknown): ScopeOption {
  return scope.options[scope.match(value)];
}

/** The choice an offer belongs to (offers without one count as the default). */
export function offerScopeValue(scope: OfferScope, offer: Pick<Offer, 'outil'>): string {
  return scope.match(offer.outil);
}

/**
 * The list model's scope stage: the offers of one choice (a value the scope has read: the screen's, the
 * export query's); null (every offer) without a scope or a choice.
 */
export function scopeRows(scope: OfferScope | null | undefined, choice: string | null | undefined): ListScope<Offer> | null {
  return scope && choice ? { key: choice, includes: (o) => scope.match(o.outil) === choice } : null;
}

// What an offers list keeps for the same tab besides the list state (core/listView): the prescriber, the
// choice of the family's scope (the screen keeps it in the page address) and `Grouper par` with the folded
// groups. Restored values are checked, never trusted.
import { parseGrouping, type GroupingState } from '../../core/grouping';
import { readFilters } from '../../core/listFilters';
import { OFFER_FILTERS, type OfferFilters } from '../../core/offerFilters';
import { parseUserFilter } from '../../core/offerRules';
import type { Family } from '../../families';

/** What an offers list keeps beside its list state. */
export interface OffersExtras {
  userFilter: 'all' | number;
  /** The choice of the family's scope ('' without one), kept under `tool`. */
  tool: string;
  /** `Grouper par` and the folded groups; absent when not grouped (what is kept then has the shape older versions kept, so both read back). */
  grouping?: GroupingState;
}

export const OFFERS_DEFAULT_SORT = { key: 'id', dir: 'desc' } as const;

export function storageKey(family: Family, userId: number): string {
  return `terreal-widgets:offres:${family}:${userId}`;
}

/** Offer filters read back from storage: each field checked, defaults for the rest (text filters kept by older versions under `text` too). */
export function readOfferFilters(raw: unknown): OfferFilters {
  return readFilters(OFFER_FILTERS, raw) as OfferFilters;
}

/**
 * The prescriber, choice and grouping of a kept view: a prescriber is 'all' or a whole positive id; the
 * choice as text, which the screen has its family's scope read (the address first) when it restores the view.
 */
export function readOffersExtras(raw: Record<string, unknown>, defaults: OffersExtras): OffersExtras {
  const userFilter = raw.userFilter === undefined ? defaults.userFilter : parseUserFilter(raw.userFilter);
  return { userFilter, tool: String(raw.tool), grouping: readGrouping(raw.grouping, true) };
}

/** The grouping of a kept or saved view, checked (`Prescripteur` for backoffice only); undefined when not grouped. */
export function readGrouping(raw: unknown, backoffice: boolean): GroupingState | undefined {
  const g = parseGrouping(raw, backoffice);
  return g.key === 'none' ? undefined : g;
}

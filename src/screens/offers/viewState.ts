// What an offers list keeps for the same tab besides the list state (core/listView): the prescriber and the
// veture tool, and the tool in the page address (?o=). Restored values are checked, never trusted.
import { readFilters } from '../../core/listFilters';
import { OFFER_FILTERS, type OfferFilters } from '../../core/offerFilters';
import { parseTool, parseUserFilter } from '../../core/offerRules';
import type { Family, Tool } from '../../core/types';
import type { PageAddress } from '../../ui/env';

/** What an offers list keeps beside its list state. */
export interface OffersExtras {
  userFilter: 'all' | number;
  tool: Tool;
}

export const OFFERS_DEFAULT_SORT = { key: 'id', dir: 'desc' } as const;

export function storageKey(family: Family, userId: number): string {
  return `terreal-widgets:offres:${family}:${userId}`;
}

/** Offer filters read back from storage: each field checked, defaults for the rest (text filters kept before issue 21 under `text` too). */
export function readOfferFilters(raw: unknown): OfferFilters {
  return readFilters(OFFER_FILTERS, raw) as OfferFilters;
}

/** The prescriber and tool of a kept view: a prescriber is 'all' or a whole positive id (issue 22), the tool kess or gebrik. */
export function readOffersExtras(raw: Record<string, unknown>, defaults: OffersExtras): OffersExtras {
  const userFilter = raw.userFilter === undefined ? defaults.userFilter : parseUserFilter(raw.userFilter);
  return { userFilter, tool: parseTool(raw.tool) };
}

/** The veture tool of the page address (?o=), or null when the address has none. */
export function toolFromAddress(search: string): Tool | null {
  const o = new URLSearchParams(search).get('o');
  return o === null ? null : parseTool(o);
}

/** Keeps ?o= in the address without reloading, other parameters untouched. */
export function writeToolToAddress(address: PageAddress, tool: Tool): void {
  address.replaceSearchParam('o', tool);
}

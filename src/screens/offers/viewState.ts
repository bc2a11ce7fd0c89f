// What a user can come back to in the same tab (issue 10a): filters, sort, page, page size, prescriber
// and tool, kept in the tab's store (WidgetEnv.sessionStore) per list and user. Restored values are
// checked, never trusted.
import { DEFAULT_OFFER_FILTERS, OFFER_TEXT_FIELDS, type OfferFilters } from '../../core/offerFilters';
import { isPageSize, type ListState } from '../../core/listState';
import { parseTool, parseUserFilter } from '../../core/offerRules';
import type { Family, Tool } from '../../core/types';
import type { KeyValueStore, PageAddress } from '../../ui/env';

export interface OffersView {
  list: ListState<OfferFilters>;
  userFilter: 'all' | number;
  tool: Tool;
}

export const OFFERS_DEFAULT_SORT = { key: 'id', dir: 'desc' } as const;

export function storageKey(family: Family, userId: number): string {
  return `terreal-widgets:offres:${family}:${userId}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Offer filters read back from storage: each field checked, defaults for the rest. */
export function readOfferFilters(raw: unknown): OfferFilters {
  const f = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const textIn = (f.text && typeof f.text === 'object' ? f.text : {}) as Record<string, unknown>;
  const text: OfferFilters['text'] = {};
  for (const field of OFFER_TEXT_FIELDS) if (str(textIn[field])) text[field] = str(textIn[field]);
  return {
    ...DEFAULT_OFFER_FILTERS,
    text,
    surface_min: str(f.surface_min), surface_max: str(f.surface_max),
    budget_min: str(f.budget_min), budget_max: str(f.budget_max),
    ml_min: str(f.ml_min), ml_max: str(f.ml_max),
    produits: Array.isArray(f.produits) ? f.produits.filter((p): p is string => typeof p === 'string') : [],
    statut: typeof f.statut === 'string' ? f.statut : DEFAULT_OFFER_FILTERS.statut,
    q: str(f.q),
  };
}

/** Parses a saved view; anything malformed falls back to the defaults given. */
export function readView(json: string | null, defaults: OffersView): OffersView {
  if (!json) return defaults;
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const list = (raw.list ?? {}) as Record<string, unknown>;
    const sort = (list.sort ?? {}) as Record<string, unknown>;
    return {
      list: {
        filters: readOfferFilters(list.filters),
        sort: typeof sort.key === 'string' && (sort.dir === 'asc' || sort.dir === 'desc') ? { key: sort.key, dir: sort.dir } : defaults.list.sort,
        page: typeof list.page === 'number' && list.page >= 1 ? Math.floor(list.page) : 1,
        pageSize: isPageSize(list.pageSize) ? list.pageSize : defaults.list.pageSize,
      },
      userFilter: raw.userFilter === undefined ? defaults.userFilter : parseUserFilter(raw.userFilter),
      tool: parseTool(raw.tool),
    };
  } catch {
    return defaults;
  }
}

export function loadView(store: KeyValueStore, family: Family, userId: number, defaults: OffersView): OffersView {
  return readView(store.get(storageKey(family, userId)), defaults);
}

export function saveView(store: KeyValueStore, family: Family, userId: number, view: OffersView): void {
  store.set(storageKey(family, userId), JSON.stringify(view));
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

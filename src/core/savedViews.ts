// Saved views: named sets of filters, quick search, sort, page size and hidden columns, kept in
// the browser per user and list; an offers view also keeps the prescriber and its scope's choice. Read back
// from storage, every field is checked, never trusted; a malformed entry is dropped.
import { parseGrouping, type GroupingState } from './grouping';
import { isPageSize, readSort } from './listState';
import { parseUserFilter } from './offerRules';
import type { OfferScope } from './offerScope';
import type { SortState } from './types';

export interface SavedView<F> {
  name: string;
  filters: F;
  sort: SortState;
  pageSize: number;
  /** Hidden column keys. */
  hidden: string[];
  /** The widths the user gave columns, in px by key (read back as any column key; the list drops unknown ones). */
  widths?: Record<string, number>;
  /** Offer lists: the prescriber choice (backoffice) and the choice of the family's scope, when the list has them. */
  userFilter?: 'all' | number;
  tool?: string;
  /** Offer lists: `Grouper par` and the folded groups; read back as backoffice may, the screen re-checks it. */
  grouping?: GroupingState;
}

export const MAX_VIEW_NAME = 80;

export function savedViewsKey(list: string, userId: number): string {
  return `terreal-widgets:vues:${list}:${userId}`;
}

/** The name as kept: trimmed, inner runs of spaces made one, at most MAX_VIEW_NAME characters. */
export function cleanViewName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_VIEW_NAME).trim();
}

function readView<F>(raw: unknown, readFilters: (raw: unknown) => F, scope: OfferScope | null | undefined): SavedView<F> | null {
  const v = (raw ?? {}) as Record<string, unknown>;
  const name = typeof v.name === 'string' ? cleanViewName(v.name) : '';
  const sort = readSort(v.sort);
  if (!name || !sort || !isPageSize(v.pageSize)) return null;
  const view: SavedView<F> = {
    name,
    filters: readFilters(v.filters),
    sort,
    pageSize: v.pageSize,
    hidden: Array.isArray(v.hidden) ? v.hidden.filter((k): k is string => typeof k === 'string') : [],
  };
  if (v.widths && typeof v.widths === 'object' && !Array.isArray(v.widths)) {
    const widths = Object.fromEntries(Object.entries(v.widths as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
    if (Object.keys(widths).length) view.widths = widths;
  }
  if (v.userFilter !== undefined) view.userFilter = parseUserFilter(v.userFilter);
  if (v.tool !== undefined && scope) view.tool = scope.match(v.tool);
  if (v.grouping !== undefined) view.grouping = parseGrouping(v.grouping, true);
  return view;
}

/**
 * The views kept under one key; anything malformed is dropped, a repeated name keeps its first view. A view's
 * `tool` is read by the list's scope (its match rule), and dropped by a list without one.
 */
export function parseSavedViews<F>(json: string | null, readFilters: (raw: unknown) => F, scope?: OfferScope | null): SavedView<F>[] {
  const out: SavedView<F>[] = [];
  try {
    for (const item of JSON.parse(json ?? '[]') as unknown[]) {
      const view = readView(item, readFilters, scope);
      if (view && !out.some((v) => v.name === view.name)) out.push(view);
    }
  } catch {
    // not JSON, or not a list: no views
  }
  return out;
}

/** Adds a view, or replaces the one of the same name where it stands. */
export function putView<F>(views: readonly SavedView<F>[], view: SavedView<F>): SavedView<F>[] {
  const at = views.findIndex((v) => v.name === view.name);
  return at < 0 ? [...views, view] : views.map((v, i) => (i === at ? view : v));
}

export function dropView<F>(views: readonly SavedView<F>[], name: string): SavedView<F>[] {
  return views.filter((v) => v.name !== name);
}

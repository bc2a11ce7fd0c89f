// What a user comes back to in the same tab (offers and contacts alike): the list state
// (filters, quick search, sort, page, page size), what else the list keeps (offers: prescriber and tool)
// and how far the page and the rows were scrolled, kept per list and user. Read back, every value is checked, never
// trusted: anything malformed takes its default, nothing throws.
import { isPageSize, readSort, type ListState } from './listState';

export interface KeptView<F, E> {
  list: ListState<F>;
  /** What else the list keeps, written beside `list` (offers: `userFilter`, `tool`). */
  extras: E;
  /** The page's vertical scroll, in px. */
  scroll: number;
  /** The rows' sideways scroll (a table wider than the element), in px. */
  scrollX: number;
}

/** How a list reads its own values back: its filters, and its extras from the stored object. */
export interface KeptViewReaders<F, E> {
  readFilters(raw: unknown): F;
  readExtras(raw: Record<string, unknown>, defaults: E): E;
}

/** The stored text of a view: `{ list, ...extras, scroll, scrollX }` (views kept by older versions have no scroll). */
export function writeKeptView<F, E extends object>(view: KeptView<F, E>): string {
  return JSON.stringify({ list: view.list, ...view.extras, scroll: view.scroll, scrollX: view.scrollX });
}

/** A kept scroll: a positive finite number of px, whole; anything else 0. */
const readScroll = (value: unknown): number => (Number.isFinite(value) && (value as number) > 0 ? Math.floor(value as number) : 0);

/** Parses a kept view; anything malformed falls back to the defaults given. */
export function readKeptView<F, E>(json: string | null, defaults: KeptView<F, E>, readers: KeptViewReaders<F, E>): KeptView<F, E> {
  if (!json) return defaults;
  try {
    // Fields are read off whatever was kept (a primitive has none): each one is checked.
    const raw = (JSON.parse(json) ?? {}) as Record<string, unknown>;
    const list = (raw.list ?? {}) as Record<string, unknown>;
    return {
      list: {
        filters: readers.readFilters(list.filters),
        sort: readSort(list.sort) ?? defaults.list.sort,
        page: typeof list.page === 'number' && list.page >= 1 ? Math.floor(list.page) : 1,
        pageSize: isPageSize(list.pageSize) ? list.pageSize : defaults.list.pageSize,
      },
      extras: readers.readExtras(raw, defaults.extras),
      scroll: readScroll(raw.scroll),
      scrollX: readScroll(raw.scrollX),
    };
  } catch {
    return defaults;
  }
}

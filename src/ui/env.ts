// What a screen needs from its host, injected so screens render the same in tests and in elements.
// Screens, hooks and core reach the page only through this (a lint rule forbids window.open, storage,
// history, location and indexedDB there); src/elements builds it from the window (src/adapters/browserHost.ts).
import type { Api } from '../core/api';
import type { ListCacheStore } from '../core/listCache';

/** A string store (the page's sessionStorage or localStorage). Never throws: disabled or full storage reads as empty. */
export interface KeyValueStore {
  get(key: string): string | null;
  /** `null` removes the key. */
  set(key: string, value: string | null): void;
}

/** The page's address, read and changed in place (no navigation, no history entry). */
export interface PageAddress {
  /** The query string, e.g. `?o=kess&x=1` ('' when none). */
  search(): string;
  /** Sets (or, with null, removes) one query parameter, other parameters and the hash untouched. */
  replaceSearchParam(name: string, value: string | null): void;
}

export interface WidgetEnv {
  api: Api;
  baseUrl: string;
  /** Navigates through the cancelable `terreal-navigate` event: false when the host cancelled it. */
  navigate(href: string): boolean;
  /**
   * Reloads the host page (HTTP 419 on list load, SPEC.md §8), after dispatching the cancelable
   * `terreal-session-expired` event (`detail: {status}`) on the element: returns false when a host
   * cancelled it (nothing reloaded: the host renews its token itself).
   */
  reloadPage(status: number): boolean | void;
  /** Dispatches a `terreal-<noun>-<verb>` event for the host. */
  emit(name: string, detail: object): void;
  /** Opens `href` in a new tab, without giving it a handle on this page (the offer PDF). */
  openWindow(href: string): void;
  /** Kept for this tab (the list's view state). */
  sessionStore: KeyValueStore;
  /** Kept across visits (hidden columns, saved views). */
  localStore: KeyValueStore;
  /** The page address (the veture tool `?o=`). */
  address: PageAddress;
  /** Where the last list of each user is kept (IndexedDB in the browser). */
  listCache: ListCacheStore;
  /** The fetch that downloads files (the Excel export); default: the page's fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The user's clock (overdue delivery quarters); default: the time of the call. */
  now?(): Date;
}

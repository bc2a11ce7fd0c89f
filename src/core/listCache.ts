// The last list of each user kept in the browser (IndexedDB, see src/adapters/indexedDbListCache.ts), to paint it at once
// when the user comes back to a list and replace it with the server's answer. Never another user's data: the key holds the base URL
// and the signed-in user's id, a widget starting for a user deletes every other user's copies (whatever the
// base URL), a load deletes the others' copies under its base URL, and a 401 / 419 deletes every copy of
// that base URL. A failing or missing IndexedDB (private mode,
// blocked, quota exceeded) is never an error: nothing is kept and the list loads as it always did.

/** What names a kept list. */
export interface ListCacheKey {
  /** The widget's base-url attribute ('' for the page's origin). */
  baseUrl: string;
  /** The signed-in user (the element's userid attribute). */
  userId: number;
  /** Which list, e.g. 'offres/{family}' or 'contacts'. */
  list: string;
  /** The request that loads it (e.g. the POST body): another body is another list. */
  request: unknown;
}

/** A kept list: the rows as the widget uses them and the server's ETag for them. */
export interface KeptList<Row> {
  rows: Row[];
  etag: string | null;
  /** Date.now() when kept. */
  savedAt: number;
}

export interface ListCacheStore {
  /** The kept copy's ETag alone (quick: the request waits for it), null when none. */
  getEtag(key: ListCacheKey): Promise<string | null>;
  get<Row>(key: ListCacheKey): Promise<KeptList<Row> | null>;
  put<Row>(key: ListCacheKey, list: KeptList<Row>): Promise<void>;
  /** Deletes the lists of every user but `userId` under `baseUrl` (the user changed). */
  forgetOtherUsers(baseUrl: string, userId: number): Promise<void>;
  /** Deletes every list under `baseUrl` (401 / 419: the session is over). */
  forgetBase(baseUrl: string): Promise<void>;
  /**
   * Deletes the lists of every user but `keepUser` under every base URL; null: every list, so
   * nothing is left behind on a shared computer (a widget starting for a user,
   * TerrealWidgets.clearStoredData()). The page's store implements it.
   */
  forgetUsers?(keepUser: number | null): Promise<void>;
}

/** '' and '/' are the page's origin; trailing slashes do not name another server. */
export const normalizeBaseUrl = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '');

/** JSON with object keys sorted, so {a, b} and {b, a} name the same request. */
export function canonicalJson(value: unknown): string {
  const sorted = (_key: string, v: unknown) =>
    (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);
  return JSON.stringify(value, sorted) ?? 'null';
}

/** The stored record's id: base URL, user, list and request, in that order. */
export const listCacheId = (key: ListCacheKey): string =>
  canonicalJson([normalizeBaseUrl(key.baseUrl), key.userId, key.list, key.request]);

const noop = async (): Promise<void> => undefined;

/** The store that keeps nothing (no IndexedDB, or it failed). */
export const NO_LIST_CACHE: ListCacheStore = {
  getEtag: async () => null, get: async () => null, put: noop, forgetOtherUsers: noop, forgetBase: noop, forgetUsers: noop,
};

/** Records of `base` to delete: all of them, or those of other users than `keepUser`. */
export const shouldForget = (record: { base: string; user: number }, base: string, keepUser?: number): boolean =>
  record.base === normalizeBaseUrl(base) && (keepUser === undefined || record.user !== keepUser);

/**
 * A kept copy read back through `parse`, the parser of the server's answer: null (dropped) when it fails,
 * or when it drops a row (a kept row is one the parser once accepted: one it now refuses was altered).
 */
export function parseKeptRows<Row>(copy: KeptList<unknown> | null, parse: (json: unknown) => Row[]): KeptList<Row> | null {
  if (!copy) return null;
  try {
    const rows = parse(copy.rows);
    return Array.isArray(copy.rows) && rows.length === copy.rows.length ? { ...copy, rows } : null;
  } catch {
    return null;
  }
}

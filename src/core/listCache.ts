// The last list of each user kept in the browser (IndexedDB), to paint it at once when the user comes back
// to a list and replace it with the server's answer. Never another user's data: the key holds the base URL
// and the signed-in user's id, a load by another user under the same base URL deletes the others' copies,
// and a 401 / 419 deletes every copy of that base URL. A failing or missing IndexedDB (private mode,
// blocked, quota exceeded) is never an error: nothing is kept and the list loads as it always did.

/** What names a kept list. */
export interface ListCacheKey {
  /** The widget's base-url attribute ('' for the page's origin). */
  baseUrl: string;
  /** The signed-in user (the element's userid attribute). */
  userId: number;
  /** Which list, e.g. 'offres/bardages' or 'contacts'. */
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
  get<Row>(key: ListCacheKey): Promise<KeptList<Row> | null>;
  put<Row>(key: ListCacheKey, list: KeptList<Row>): Promise<void>;
  /** Deletes the lists of every user but `userId` under `baseUrl` (the user changed). */
  forgetOtherUsers(baseUrl: string, userId: number): Promise<void>;
  /** Deletes every list under `baseUrl` (401 / 419: the session is over). */
  forgetBase(baseUrl: string): Promise<void>;
}

/** '' and '/' are the page's origin; trailing slashes do not name another server. */
export const normalizeBaseUrl = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '');

/** JSON with object keys sorted, so {a, b} and {b, a} name the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The stored record's id: base URL, user, list and request, in that order. */
export const listCacheId = (key: ListCacheKey): string =>
  canonicalJson([normalizeBaseUrl(key.baseUrl), key.userId, key.list, key.request]);

/** The record as stored; `base` and `user` let a cursor find what to delete. */
interface Stored { id: string; base: string; user: number; list: unknown; etag: string | null; savedAt: number; rows: unknown[] }

/** Records of `base` to delete: all of them, or those of other users than `keepUser`. */
export const shouldForget = (record: { base: string; user: number }, base: string, keepUser?: number): boolean =>
  record.base === normalizeBaseUrl(base) && (keepUser === undefined || record.user !== keepUser);

const DB_NAME = 'terreal-widgets';
const STORE = 'lists-v1'; // a new row shape gets a new store name
const noop = async (): Promise<void> => undefined;

/** The store that keeps nothing (no IndexedDB, or it failed). */
export const NO_LIST_CACHE: ListCacheStore = { get: async () => null, put: noop, forgetOtherUsers: noop, forgetBase: noop };

const done = <T>(req: IDBRequest<T>): Promise<T> => new Promise((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});
const committed = (tx: IDBTransaction): Promise<void> => new Promise((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = () => reject(tx.error);
  tx.onabort = () => reject(tx.error);
});

/** The page's indexedDB; reading it throws in some sandboxed frames and privacy modes. */
function pageIndexedDb(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null;
  }
}

/**
 * A store over `idb` (the browser's indexedDB by default). Every method resolves, never rejects: failures
 * read as "nothing kept". The database is opened on first use.
 */
export function indexedDbListCache(idb: IDBFactory | null | undefined = pageIndexedDb()): ListCacheStore {
  if (!idb) return NO_LIST_CACHE;
  let opened: Promise<IDBDatabase | null> | null = null;
  const open = (): Promise<IDBDatabase | null> => (opened ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const req = idb.open(DB_NAME, 1);
      req.onupgradeneeded = () => { req.result.createObjectStore(STORE, { keyPath: 'id' }); };
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => { db.close(); opened = null; };
        resolve(db);
      };
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  }));
  const safely = async <T>(fallback: T, run: (db: IDBDatabase) => Promise<T>): Promise<T> => {
    try {
      const db = await open();
      return db ? await run(db) : fallback;
    } catch {
      return fallback;
    }
  };
  const forget = (base: string, keepUser?: number) => safely(undefined, async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const req = tx.objectStore(STORE).openCursor();
    req.onsuccess = () => {
      const cursor = req.result;
      if (!cursor) return;
      if (shouldForget(cursor.value as Stored, base, keepUser)) cursor.delete();
      cursor.continue();
    };
    await committed(tx);
  });

  return {
    get: <Row>(key: ListCacheKey) => safely<KeptList<Row> | null>(null, async (db) => {
      const record = (await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(listCacheId(key)))) as Stored | undefined;
      if (!record || !Array.isArray(record.rows) || record.user !== key.userId) return null;
      return { rows: record.rows as Row[], etag: typeof record.etag === 'string' ? record.etag : null, savedAt: record.savedAt };
    }),
    put: <Row>(key: ListCacheKey, list: KeptList<Row>) => safely(undefined, async (db) => {
      const record: Stored = {
        id: listCacheId(key), base: normalizeBaseUrl(key.baseUrl), user: key.userId, list: key.list,
        etag: list.etag, savedAt: list.savedAt, rows: list.rows,
      };
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(record);
      await committed(tx);
    }),
    forgetOtherUsers: (baseUrl, userId) => forget(baseUrl, userId),
    forgetBase: (baseUrl) => forget(baseUrl),
  };
}

let shared: ListCacheStore | null = null;
/** The page's store, shared by every widget of the page. */
export const browserListCache = (): ListCacheStore => (shared ??= indexedDbListCache());

// The list cache (listCache.ts) over the browser's IndexedDB. Two stores: `lists-v1` holds what names a
// list and its ETag (read first and quickly: the request waits for the tag), `rows-v1` its rows as one JSON
// text (IndexedDB copies a string at once, where 10,000 row objects cost it more than JSON.parse does).
// Every method resolves, never rejects: a missing, blocked or full IndexedDB reads as "nothing kept".
import {
  listCacheId, normalizeBaseUrl, NO_LIST_CACHE, shouldForget, type KeptList, type ListCacheKey, type ListCacheStore,
} from '../core/listCache';

const DB_NAME = 'terreal-widgets';
const LISTS = 'lists-v1'; // a new row shape gets new store names
const ROWS = 'rows-v1';

/** A copy lost in a power cut is no loss: no flush to disk before the write completes. */
const RELAXED: IDBTransactionOptions = { durability: 'relaxed' };

interface ListRecord { id: string; base: string; user: number; list: unknown; etag: string | null; savedAt: number }
interface RowsRecord { id: string; json: string }

const done = <T>(req: IDBRequest<T>): Promise<T> => new Promise((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});
const committed = (tx: IDBTransaction): Promise<void> => new Promise((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = tx.onabort = () => reject(tx.error);
});

/** A store over `idb` (the page's indexedDB, given by src/adapters/browserHost.ts), opened on first use. */
export function indexedDbListCache(idb: IDBFactory | null | undefined): ListCacheStore {
  if (!idb) return NO_LIST_CACHE;
  let opened: Promise<IDBDatabase | null> | null = null;
  // A failed or blocked open is "nothing kept" (null); one that throws (SecurityError) rejects, read by `safely` alike.
  const open = (): Promise<IDBDatabase | null> => (opened ??= new Promise<IDBDatabase | null>((resolve) => {
    const req = idb.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(LISTS, { keyPath: 'id' });
      req.result.createObjectStore(ROWS, { keyPath: 'id' });
    };
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => { db.close(); opened = null; };
      resolve(db);
    };
    req.onerror = req.onblocked = () => resolve(null);
  }));
  const safely = async <T>(fallback: T, run: (db: IDBDatabase) => Promise<T>): Promise<T> => {
    try {
      const db = await open();
      return db ? await run(db) : fallback;
    } catch {
      return fallback;
    }
  };
  const listOf = async (db: IDBDatabase, key: ListCacheKey): Promise<ListRecord | null> => {
    const record = (await done(db.transaction(LISTS).objectStore(LISTS).get(listCacheId(key)))) as ListRecord | undefined;
    return record && record.user === key.userId ? record : null;
  };
  const forget = (doomed: (record: ListRecord) => boolean) => safely(undefined, async (db) => {
    const tx = db.transaction([LISTS, ROWS], 'readwrite', RELAXED);
    const rows = tx.objectStore(ROWS);
    const req = tx.objectStore(LISTS).openCursor();
    req.onsuccess = () => {
      const cursor = req.result;
      if (!cursor) return;
      const record = cursor.value as ListRecord;
      if (doomed(record)) {
        cursor.delete();
        rows.delete(record.id);
      }
      cursor.continue();
    };
    await committed(tx);
  });

  return {
    getEtag: (key) => safely(null, async (db) => {
      const etag = (await listOf(db, key))?.etag;
      return typeof etag === 'string' ? etag : null;
    }),
    get: <Row>(key: ListCacheKey) => safely<KeptList<Row> | null>(null, async (db) => {
      const tx = db.transaction([LISTS, ROWS]);
      const [list, rows] = await Promise.all([
        done(tx.objectStore(LISTS).get(listCacheId(key))) as Promise<ListRecord | undefined>,
        done(tx.objectStore(ROWS).get(listCacheId(key))) as Promise<RowsRecord | undefined>,
      ]);
      // Rows that are not JSON throw (nothing kept); rows that are not a list are dropped by the reader (core/listCache parseKeptRows).
      if (!list || list.user !== key.userId) return null;
      return { rows: JSON.parse(rows!.json) as Row[], etag: typeof list.etag === 'string' ? list.etag : null, savedAt: list.savedAt };
    }),
    put: <Row>(key: ListCacheKey, kept: KeptList<Row>) => safely(undefined, async (db) => {
      const id = listCacheId(key);
      const json = JSON.stringify(kept.rows);
      const tx = db.transaction([LISTS, ROWS], 'readwrite', RELAXED);
      try {
        tx.objectStore(ROWS).put({ id, json } satisfies RowsRecord);
        tx.objectStore(LISTS).put({ id, base: normalizeBaseUrl(key.baseUrl), user: key.userId, list: key.list, etag: kept.etag, savedAt: kept.savedAt } satisfies ListRecord);
      } catch (e) {
        tx.abort(); // both or neither: a tag without its rows would get a 304 for nothing
        throw e;
      }
      await committed(tx);
    }),
    forgetOtherUsers: (baseUrl, userId) => forget((r) => shouldForget(r, baseUrl, userId)),
    forgetBase: (baseUrl) => forget((r) => shouldForget(r, baseUrl)),
    forgetUsers: (keepUser) => forget((r) => keepUser === null || r.user !== keepUser),
  };
}

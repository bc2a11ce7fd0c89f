// Loads a list from the server: one request at a time, a superseded or unmounted request is aborted and
// its answer ignored, and local changes (a deleted row, a clone) are applied with setRows.
// With a cache (options.cache), the last list kept in the browser is painted at once, marked `stale`, the
// request carries its ETag (If-None-Match), and the server's answer replaces it (a 304 keeps its rows, now
// confirmed); a 401 / 419 deletes every kept list of the base URL. Kept rows go through the same parser as a
// server answer: a copy that fails it is dropped. A load with no answer after 30 s is abandoned by the API
// client (core/api REQUEST_TIMEOUT_MS) and shown as a load error (with `Réessayer`).
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type Conditional } from '../core/api';
import { isSessionEnd } from '../core/errorMessages';
import { listCacheId, parseKeptRows, type KeptList, type ListCacheKey, type ListCacheStore } from '../core/listCache';
import { whenIdle } from './whenIdle';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteList<Row> {
  status: LoadStatus;
  rows: Row[];
  error: unknown;
  /**
   * True while `rows` are the copy kept in the browser and the server has not answered yet (status is then
   * 'ready'): show them as being refreshed and allow no action on a row.
   */
  stale?: boolean;
  setRows(update: (rows: Row[]) => Row[]): void;
  /**
   * Loads again. `keepRows`: the rows stay shown (no loading state, no kept copy painted) until the answer
   * replaces them, and a failure other than 401 / 419 leaves them as they are (after a write whose answer
   * was lost: the server's truth when it can be had, the list still usable when it cannot). Resolves with
   * the rows the load gave, null when it failed.
   */
  reload(options?: { keepRows?: boolean }): Promise<Row[] | null>;
}

export interface RemoteListCache<Row> {
  /** Names the kept copy: base URL, signed-in user, list, request. */
  key: ListCacheKey;
  /** Loads the list, sending `etag` (the kept copy's, null when none) as If-None-Match. */
  loadConditional(signal: AbortSignal, etag: string | null): Promise<Conditional<Row[]>>;
  /** Where copies are kept (WidgetEnv.listCache: the page's IndexedDB in the browser). */
  store: ListCacheStore;
  /** The parser of the server's answer: kept rows are read back through it, never trusted. */
  parse(json: unknown): Row[];
}

export interface RemoteListOptions<Row> {
  /** Keep the last list in the browser and paint it at once next time; null or absent: no copy kept. */
  cache?: RemoteListCache<Row> | null;
}

/** How long the request waits for the kept copy's ETag before going without it. */
const KEPT_WAIT_MS = 250;
/** How long a 401 / 419 waits for the kept copies to be deleted, and a 304 for the kept rows to be read. */
const FORGET_WAIT_MS = 1000;

/** `promise`'s value, or `fallback` after `ms`. */
const within = <T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => { setTimeout(() => resolve(fallback), ms); })]);

type State<Row> = { status: LoadStatus; rows: Row[]; error: unknown; stale: boolean };

/**
 * The load with a kept copy: its ETag is read first (one small record) and the request sent with it; the
 * rows are read and painted while the request is in flight; the answer replaces or confirms them.
 */
async function loadWithCache<Row>(
  cache: RemoteListCache<Row>, signal: AbortSignal, isCurrent: () => boolean, set: (s: State<Row>) => void, keepRows = false,
): Promise<void> {
  const { store } = cache;
  const { key } = cache;
  let answered = false;
  // A host's own store may reject: that is "nothing kept", never a failed list.
  const etag = await within(KEPT_WAIT_MS, store.getEtag(key).catch(() => null), null);
  const request = cache.loadConditional(signal, etag);
  // A copy altered in place (same ETag) or written by an older bundle: dropped, as if nothing were kept.
  const kept = store.get<unknown>(key).then((copy) => parseKeptRows(copy, cache.parse), () => null);
  void kept.then((copy) => {
    if (copy && isCurrent() && !answered) set({ status: 'ready', rows: copy.rows, error: null, stale: true });
  });
  try {
    let answer = await request;
    // From now on the kept copy is not painted as a stale list: the answer is here (a 304 paints the copy
    // once, confirmed, rather than twice, stale then confirmed: 10,000 rows built again for nothing).
    answered = true;
    let copy: KeptList<Row> | null = null;
    // Revalidating the rows shown (keepRows): a 304 says they are the server's, nothing to change.
    if (answer.status === 'not-modified' && keepRows) return;
    if (answer.status === 'not-modified') {
      copy = await within(FORGET_WAIT_MS, kept, null);
      // A 304 for a tag whose rows are gone (deleted meanwhile) or cannot be read: ask again for the rows.
      if (!copy || copy.etag !== etag) answer = await cache.loadConditional(signal, null);
    }
    // Other users' copies are deleted now, not before the reads above: a write first would make them wait.
    store.forgetOtherUsers(key.baseUrl, key.userId).catch(() => undefined);
    if (!isCurrent()) return;
    if (answer.status === 'fresh') {
      const fresh = answer;
      set({ status: 'ready', rows: fresh.data, error: null, stale: false });
      whenIdle(() => { store.put(key, { rows: fresh.data, etag: fresh.etag, savedAt: Date.now() }).catch(() => undefined); });
    } else if (copy) {
      set({ status: 'ready', rows: copy.rows, error: null, stale: false });
    }
  } catch (error) {
    answered = true;
    // Deleted before the error is shown: a 401 sends the page to /login, which would cut the deletion short.
    if (isSessionEnd(error)) await within(FORGET_WAIT_MS, store.forgetBase(key.baseUrl).catch(() => undefined), undefined);
    throw error;
  }
}

/** `load` is null while the list cannot be loaded (e.g. no valid user): nothing is requested. */
export function useRemoteList<Row>(
  load: ((signal: AbortSignal) => Promise<Row[]>) | null,
  deps: readonly unknown[],
  options: RemoteListOptions<Row> = {},
): RemoteList<Row> {
  const [state, setState] = useState<State<Row>>({
    status: load ? 'loading' : 'idle',
    rows: [],
    error: null,
    stale: false,
  });
  const [generation, setGeneration] = useState(0);
  const keepRowsRef = useRef(false);
  /** Who waits for the next load to settle (reload's promises). */
  const waiters = useRef<((rows: Row[] | null) => void)[]>([]);
  const settle = (rows: Row[] | null) => waiters.current.splice(0).forEach((w) => w(rows));
  const rowsRef = useRef(state.rows);
  rowsRef.current = state.rows;
  const loadRef = useRef(load);
  loadRef.current = load;
  const cacheRef = useRef(options.cache);
  cacheRef.current = options.cache;
  const cacheId = options.cache ? listCacheId(options.cache.key) : null;

  useEffect(() => {
    const run = loadRef.current;
    if (!run) {
      setState({ status: 'idle', rows: [], error: null, stale: false });
      return undefined;
    }
    const controller = new AbortController();
    let current = true;
    const isCurrent = () => current;
    const keepRows = keepRowsRef.current;
    keepRowsRef.current = false;
    const fail = (error: unknown) => {
      if (!current || isAbortError(error)) return;
      settle(null);
      if (keepRows && !isSessionEnd(error)) return;
      setState({ status: 'error', rows: [], error, stale: false });
    };
    if (!keepRows) setState({ status: 'loading', rows: [], error: null, stale: false });
    const cache = cacheRef.current;
    if (cache) {
      // Keeping the rows shown: the kept copy (older than them) is not painted.
      const set = (next: State<Row>) => {
        if (!next.stale) settle(next.rows);
        if (!keepRows || !next.stale) setState(next);
      };
      loadWithCache(cache, controller.signal, isCurrent, set, keepRows).then(() => { if (current) settle(rowsRef.current); }, fail);
    } else {
      run(controller.signal).then(
        (rows) => {
          if (!current) return;
          settle(rows);
          setState({ status: 'ready', rows, error: null, stale: false });
        },
        fail,
      );
    }
    return () => {
      current = false;
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load again; load and cache are read from refs
  }, [...deps, generation, load === null, cacheId]);

  const setRows = useCallback((update: (rows: Row[]) => Row[]) => {
    setState((s) => ({ ...s, rows: update(s.rows) }));
  }, []);
  const reload = useCallback((options?: { keepRows?: boolean }) => {
    keepRowsRef.current = options?.keepRows === true;
    setGeneration((g) => g + 1);
    return new Promise<Row[] | null>((resolve) => { waiters.current.push(resolve); });
  }, []);

  return { ...state, setRows, reload };
}

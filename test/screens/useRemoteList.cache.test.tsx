// useRemoteList with a kept copy: painted at once and marked stale, replaced by the server's answer (a 304
// keeps it), ETag sent from the copy, copies of other users forgotten, every copy of the base URL dropped
// on 401 / 419, and a failing store never failing the list.
import { act, renderHook, waitFor } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError, type Conditional } from '../../src/core/api';
import { indexedDbListCache } from '../../src/adapters/indexedDbListCache';
import { listCacheId, type KeptList, type ListCacheKey, type ListCacheStore } from '../../src/core/listCache';
import { useRemoteList, type RemoteListCache } from '../../src/ui/useRemoteList';
import { deferred, type Deferred } from '../support/fakeServer';

type Row = { id: number; name: string };

// happy-dom's Jest environment has no structuredClone, which fake-indexeddb stores values with.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

/** An in-memory store that records what it was asked. */
function memoryStore(initial: [ListCacheKey, KeptList<unknown>][] = []) {
  const lists = new Map<string, { key: ListCacheKey; list: KeptList<unknown> }>();
  for (const [k, l] of initial) lists.set(listCacheId(k), { key: k, list: l });
  const log: string[] = [];
  const store: ListCacheStore = {
    getEtag: async (k) => lists.get(listCacheId(k))?.list.etag ?? null,
    get: async <R,>(k: ListCacheKey) => (lists.get(listCacheId(k))?.list as KeptList<R> | undefined) ?? null,
    put: async (k, list) => { log.push(`put ${k.userId}`); lists.set(listCacheId(k), { key: k, list }); },
    forgetOtherUsers: async (base, user) => {
      log.push(`forgetOtherUsers ${user}`);
      for (const [id, e] of lists) if (e.key.baseUrl === base && e.key.userId !== user) lists.delete(id);
    },
    forgetBase: async (base) => {
      log.push('forgetBase');
      for (const [id, e] of lists) if (e.key.baseUrl === base) lists.delete(id);
    },
  };
  return { store, lists, log };
}

/** The rows' parser, as a list's server answer would have it: an array of {id, name} with a numeric id. */
function parseRows(json: unknown): Row[] {
  if (!Array.isArray(json)) throw new Error('un tableau était attendu');
  return json.flatMap((r: unknown) => {
    const o = r as Partial<Row> | null;
    return o && typeof o.id === 'number' ? [{ id: o.id, name: String(o.name ?? '') }] : [];
  });
}

const KEY: ListCacheKey = { baseUrl: '', userId: 2, list: 'offres/bardages', request: { userid: 2 } };
const KEPT: KeptList<Row> = { rows: [{ id: 1, name: 'ancien' }, { id: 2, name: 'supprimé depuis' }], etag: '"v1"', savedAt: 1 };

/** A conditional load answered by the test: each call waits in `calls` with the ETag it sent. */
function heldServer() {
  const calls: { etag: string | null; answer: Deferred<Conditional<Row[]>> }[] = [];
  const loadConditional = jest.fn((_signal: AbortSignal, etag: string | null) => {
    const answer = deferred<Conditional<Row[]>>();
    calls.push({ etag, answer });
    return answer.promise;
  });
  return { calls, loadConditional };
}

function renderList(cache: RemoteListCache<Row> | null, load: ((s: AbortSignal) => Promise<Row[]>) | null = async () => []) {
  return renderHook(({ c }) => useRemoteList<Row>(load, [load], { cache: c }), { initialProps: { c: cache } });
}

describe('useRemoteList with a kept copy', () => {
  it('paints the kept rows at once, marked stale, sends their ETag, then shows the server’s rows', async () => {
    const { store, lists } = memoryStore([[KEY, KEPT]]);
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current.status).toBe('ready');
    expect(result.current.rows).toEqual(KEPT.rows);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].etag).toBe('"v1"');

    const fresh = [{ id: 1, name: 'modifié par un collègue' }, { id: 3, name: 'nouvelle' }];
    await act(async () => server.calls[0].answer.resolve({ status: 'fresh', data: fresh, etag: '"v2"' }));
    expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: fresh });
    await waitFor(() => expect(lists.get(listCacheId(KEY))?.list).toMatchObject({ rows: fresh, etag: '"v2"' }));
  });

  it('a 304 keeps the kept rows, now confirmed (not stale)', async () => {
    const { store } = memoryStore([[KEY, KEPT]]);
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => server.calls[0].answer.resolve({ status: 'not-modified', etag: '"v1"' }));
    // The answer goes through a few awaits (the kept copy, the deletions) before the state is set.
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: KEPT.rows }));
    expect(server.calls).toHaveLength(1);
  });

  it('without a kept copy: loading, no ETag sent, then the rows, which are kept', async () => {
    const { store, lists } = memoryStore();
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    expect(result.current).toMatchObject({ status: 'loading', stale: false, rows: [] });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].etag).toBeNull();
    expect(result.current.status).toBe('loading');
    await act(async () => server.calls[0].answer.resolve({ status: 'fresh', data: [{ id: 9, name: 'x' }], etag: '"a"' }));
    expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: [{ id: 9, name: 'x' }] });
    await waitFor(() => expect(lists.size).toBe(1));
  });

  it('another user never sees the first user’s rows, and their answer forgets the first user’s copies', async () => {
    const { store, lists, log } = memoryStore([[KEY, KEPT]]);
    const server = heldServer();
    const other = { ...KEY, userId: 3, request: { userid: 3 } };
    const { result } = renderList({ key: other, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].etag).toBeNull();
    expect(result.current.rows).toEqual([]);
    expect(result.current.stale).toBe(false);
    await act(async () => server.calls[0].answer.resolve({ status: 'fresh', data: [{ id: 30, name: 'de 3' }], etag: '"u3"' }));
    expect(result.current.rows).toEqual([{ id: 30, name: 'de 3' }]);
    await waitFor(() => expect(log).toContain('forgetOtherUsers 3'));
    expect(lists.has(listCacheId(KEY))).toBe(false);
  });

  it.each([
    ['401', new ApiError('unauthorized', '401', 401)],
    ['419', new ApiError('session-expired', '419', 419)],
  ])('%s drops every kept list of the base URL and leaves no stale row on screen', async (_name, error) => {
    const { store, lists, log } = memoryStore([[KEY, KEPT], [{ ...KEY, list: 'contacts' }, KEPT]]);
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(result.current.stale).toBe(true));
    await act(async () => server.calls[0].answer.reject(error));
    // The answer goes through a few awaits (the kept copy, the deletions) before the state is set.
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', stale: false, rows: [], error }));
    expect(log).toContain('forgetBase');
    expect(lists.size).toBe(0);
  });

  // Issue 22: a kept copy altered in place (same ETag) used to throw "Cannot read properties of null
  // (reading 'id')" and leave the table busy. Read back through the answer's parser, it is dropped.
  it.each<[string, unknown[]]>([
    ['a null row', [{ id: 1, name: 'ancien' }, null]],
    ['a row without id', [{ id: 1, name: 'ancien' }, { name: 'sans id' }]],
    ['not rows at all', 'empoisonné' as unknown as unknown[]],
  ])('a poisoned kept copy (%s, same ETag) is never painted: the 304 is followed by a full load', async (_n, rows) => {
    const { store, lists } = memoryStore([[KEY, { rows, etag: '"v1"', savedAt: 1 }]]);
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].etag).toBe('"v1"'); // the tag alone was read: the server confirms it…
    await act(async () => server.calls[0].answer.resolve({ status: 'not-modified', etag: '"v1"' }));
    await waitFor(() => expect(server.calls).toHaveLength(2)); // …but the copy fails the parser: ask for the rows
    expect(server.calls[1].etag).toBeNull();
    expect(result.current.stale).not.toBe(true);
    expect(result.current.rows).toEqual([]);
    const fresh = [{ id: 1, name: 'du serveur' }];
    await act(async () => server.calls[1].answer.resolve({ status: 'fresh', data: fresh, etag: '"v1"' }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: fresh }));
    await waitFor(() => expect(lists.get(listCacheId(KEY))?.list.rows).toEqual(fresh)); // the poisoned copy is replaced
  });

  it('another failure keeps the copies but shows the error, not the stale rows', async () => {
    const { store, lists } = memoryStore([[KEY, KEPT]]);
    const server = heldServer();
    const { result } = renderList({ key: KEY, store, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(result.current.stale).toBe(true));
    const error = new ApiError('http', '500', 500);
    await act(async () => server.calls[0].answer.reject(error));
    // The answer goes through a few awaits (the kept copy, the deletions) before the state is set.
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', stale: false, rows: [] }));
    expect(lists.size).toBe(1);
  });

  it('a store that rejects everything is just no copy', async () => {
    const broken: ListCacheStore = {
      getEtag: () => Promise.reject(new Error('InvalidStateError')),
      get: () => Promise.reject(new Error('QuotaExceededError')),
      put: () => Promise.reject(new Error('QuotaExceededError')),
      forgetOtherUsers: () => Promise.reject(new Error('x')),
      forgetBase: () => Promise.reject(new Error('x')),
    };
    const server = heldServer();
    const { result } = renderList({ key: KEY, store: broken, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].etag).toBeNull();
    await act(async () => server.calls[0].answer.resolve({ status: 'fresh', data: [{ id: 1, name: 'a' }], etag: '"a"' }));
    expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: [{ id: 1, name: 'a' }] });
  });

  it('a store that never answers delays the request by a bounded wait only', async () => {
    const hanging: ListCacheStore = {
      getEtag: () => new Promise(() => undefined),
      get: () => new Promise(() => undefined),
      put: async () => undefined,
      forgetOtherUsers: async () => undefined,
      forgetBase: async () => undefined,
    };
    const server = heldServer();
    renderList({ key: KEY, store: hanging, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 2000 });
    expect(server.calls[0].etag).toBeNull();
  });

  it('an answer arriving before the kept copy is read is never overwritten by the copy', async () => {
    const slowGet = deferred<KeptList<Row> | null>();
    const { store } = memoryStore();
    const slow: ListCacheStore = { ...store, get: <R,>() => slowGet.promise as Promise<KeptList<R> | null> };
    const server = heldServer();
    const { result } = renderList({ key: KEY, store: slow, loadConditional: server.loadConditional, parse: parseRows });
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 2000 });
    await act(async () => server.calls[0].answer.resolve({ status: 'fresh', data: [{ id: 5, name: 'frais' }], etag: '"f"' }));
    await act(async () => slowGet.resolve(KEPT));
    expect(result.current).toMatchObject({ stale: false, rows: [{ id: 5, name: 'frais' }] });
  });

  it('a 304 arriving before the kept copy is read paints the copy once, confirmed, never stale first', async () => {
    const slowGet = deferred<KeptList<Row> | null>();
    const { store } = memoryStore([[KEY, KEPT]]);
    const slow: ListCacheStore = { ...store, get: <R,>() => slowGet.promise as Promise<KeptList<R> | null> };
    const server = heldServer();
    const seen: { status: string; stale?: boolean; rows: number }[] = [];
    const { result } = renderHook(() => {
      const list = useRemoteList<Row>(async () => [], [], { cache: { key: KEY, store: slow, loadConditional: server.loadConditional, parse: parseRows } });
      seen.push({ status: list.status, stale: list.stale, rows: list.rows.length });
      return list;
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => server.calls[0].answer.resolve({ status: 'not-modified', etag: '"v1"' }));
    await act(async () => slowGet.resolve(KEPT));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', stale: false, rows: KEPT.rows }));
    expect(seen.filter((s) => s.rows > 0)).not.toContainEqual(expect.objectContaining({ stale: true }));
  });

  it('works over IndexedDB (fake-indexeddb): the second visit paints the first visit’s rows', async () => {
    const store = indexedDbListCache(new IDBFactory());
    const first = heldServer();
    const visit1 = renderList({ key: KEY, store, loadConditional: first.loadConditional, parse: parseRows });
    await waitFor(() => expect(first.calls).toHaveLength(1));
    await act(async () => first.calls[0].answer.resolve({ status: 'fresh', data: KEPT.rows, etag: '"v1"' }));
    await waitFor(async () => expect(await store.get(KEY)).not.toBeNull(), { timeout: 3000 });
    visit1.unmount();

    const second = heldServer();
    const visit2 = renderList({ key: KEY, store, loadConditional: second.loadConditional, parse: parseRows });
    await waitFor(() => expect(visit2.result.current.stale).toBe(true));
    expect(visit2.result.current.rows).toEqual(KEPT.rows);
    await waitFor(() => expect(second.calls).toHaveLength(1));
    expect(second.calls[0].etag).toBe('"v1"');
  });

  it('IndexedDB forgetUsers (issue 22): every other user\'s lists under every base URL; null: every list', async () => {
    const store = indexedDbListCache(new IDBFactory());
    const keys = [KEY, { ...KEY, userId: 5 }, { ...KEY, userId: 6 }, { ...KEY, baseUrl: 'https://autre.example', userId: 5 }, { ...KEY, baseUrl: '/portail', userId: 6 }];
    for (const k of keys) await store.put(k, KEPT);
    await store.forgetUsers!(6);
    const left = await Promise.all(keys.map(async (k) => (await store.get(k)) !== null));
    expect(left).toEqual([false, false, true, false, true]);
    await store.forgetUsers!(null);
    expect(await Promise.all(keys.map((k) => store.get(k)))).toEqual([null, null, null, null, null]);
  });

  it('without the cache option it behaves as before (no stale state, load called with the signal)', async () => {
    const load = jest.fn(async () => [{ id: 1, name: 'a' }]);
    const { result } = renderList(null, load);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ stale: false, rows: [{ id: 1, name: 'a' }] });
    expect(load).toHaveBeenCalledWith(expect.any(AbortSignal));
  });
});

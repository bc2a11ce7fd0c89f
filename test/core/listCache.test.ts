import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { indexedDbListCache } from '../../src/adapters/indexedDbListCache';
import {
  NO_LIST_CACHE, canonicalJson, listCacheId, normalizeBaseUrl, shouldForget, type ListCacheKey,
} from '../../src/core/listCache';

const key = (over: Partial<ListCacheKey> = {}): ListCacheKey => ({
  baseUrl: '', userId: 2, list: 'offres/bardages', request: { userid: 2 }, ...over,
});

describe('canonicalJson', () => {
  it.each<[unknown, string]>([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: [1, { f: 1, e: 2 }], c: null } }, '{"a":{"c":null,"d":[1,{"e":2,"f":1}]}}'],
    [{ a: undefined, b: 1 }, '{"b":1}'],
    [[undefined, 'x'], '[null,"x"]'],
    ['all', '"all"'],
    [7, '7'],
    [null, 'null'],
    [undefined, 'null'],
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });
});

describe('normalizeBaseUrl', () => {
  it.each([['', ''], ['/', ''], ['https://x/app/', 'https://x/app'], [' /portail// ', '/portail'], ['/portail', '/portail']])('%j → %j', (base, out) => {
    expect(normalizeBaseUrl(base)).toBe(out);
  });
});

describe('listCacheId: one id per base URL, user, list and request', () => {
  it.each<[string, Partial<ListCacheKey>, Partial<ListCacheKey>, boolean]>([
    ['same key', {}, {}, true],
    ['request keys in another order', { request: { userid: 2, leopard_data: { a: 1, b: 2 } } }, { request: { leopard_data: { b: 2, a: 1 }, userid: 2 } }, true],
    ['trailing slash of the base URL', { baseUrl: '/portail/' }, { baseUrl: '/portail' }, true],
    ['another user', { userId: 2 }, { userId: 3 }, false],
    ['another base URL', { baseUrl: '' }, { baseUrl: '/portail' }, false],
    ['another list', { list: 'offres/bardages' }, { list: 'offres/veture' }, false],
    ['another request', { request: { userid: 'all' } }, { request: { userid: 3 } }, false],
    ['a user filter of the same id, as text', { request: { userid: 2 } }, { request: { userid: '2' } }, false],
  ])('%s → same: %s', (_name, a, b, same) => {
    expect(listCacheId(key(a)) === listCacheId(key(b))).toBe(same);
  });
});

describe('shouldForget', () => {
  it.each<[{ base: string; user: number }, string, number | undefined, boolean]>([
    [{ base: '', user: 2 }, '', undefined, true],
    [{ base: '', user: 2 }, '/', undefined, true],
    [{ base: '/portail', user: 2 }, '', undefined, false],
    [{ base: '', user: 2 }, '', 2, false],
    [{ base: '', user: 3 }, '', 2, true],
    [{ base: 'https://x', user: 3 }, '', 2, false],
  ])('%j, base %j, keeping user %s → %s', (record, base, keepUser, forget) => {
    expect(shouldForget(record, base, keepUser)).toBe(forget);
  });
});

describe('indexedDbListCache (fake-indexeddb)', () => {
  const rows = [{ id: 1, offre_ref: 'OFF-1' }, { id: 2, offre_ref: 'OFF-2' }];

  it('keeps and gives back rows and ETag per key; another key reads nothing', async () => {
    const store = indexedDbListCache(new IDBFactory());
    await expect(store.get(key())).resolves.toBeNull();
    await expect(store.getEtag(key())).resolves.toBeNull();
    await store.put(key(), { rows, etag: '"v1"', savedAt: 5 });
    await expect(store.get(key())).resolves.toEqual({ rows, etag: '"v1"', savedAt: 5 });
    await expect(store.getEtag(key())).resolves.toBe('"v1"');
    await expect(store.getEtag(key({ userId: 3 }))).resolves.toBeNull();
    await expect(store.get(key({ userId: 3 }))).resolves.toBeNull();
    await expect(store.get(key({ baseUrl: '/portail' }))).resolves.toBeNull();
    await expect(store.get(key({ request: { userid: 'all' } }))).resolves.toBeNull();
    await store.put(key(), { rows: [rows[0]], etag: null, savedAt: 6 });
    await expect(store.get(key())).resolves.toEqual({ rows: [rows[0]], etag: null, savedAt: 6 });
  });

  it('forgetOtherUsers deletes the other users of that base URL only; forgetBase deletes the whole base URL', async () => {
    const idb = new IDBFactory();
    const store = indexedDbListCache(idb);
    const keys = [key(), key({ list: 'contacts' }), key({ userId: 3 }), key({ userId: 3, baseUrl: '/portail' }), key({ baseUrl: '/portail' })];
    for (const k of keys) await store.put(k, { rows, etag: null, savedAt: 1 });
    await store.forgetOtherUsers('', 2);
    const kept = async (s = store) => Promise.all(keys.map(async (k) => (await s.get(k)) !== null));
    expect(await kept()).toEqual([true, true, false, true, true]);
    await store.forgetBase('/portail/');
    expect(await kept()).toEqual([true, true, false, false, false]);
    // Another store over the same database (another widget, or the next page) sees the same.
    expect(await kept(indexedDbListCache(idb))).toEqual([true, true, false, false, false]);
  });

  it('without IndexedDB nothing is kept and nothing fails', async () => {
    expect(indexedDbListCache(null)).toBe(NO_LIST_CACHE);
    await NO_LIST_CACHE.put(key(), { rows, etag: '"x"', savedAt: 1 });
    await expect(NO_LIST_CACHE.get(key())).resolves.toBeNull();
    await expect(NO_LIST_CACHE.getEtag(key())).resolves.toBeNull();
  });

  /** A factory whose open() request only ever fires `event` (error, blocked). */
  const openFiring = (event: 'onerror' | 'onblocked') => () => ({
    open: () => {
      const req = {} as Record<string, (() => void) | undefined>;
      setTimeout(() => req[event]?.(), 0);
      return req;
    },
  }) as unknown as IDBFactory;
  const failing: [string, () => IDBFactory][] = [
    ['open throws (SecurityError)', () => ({ open: () => { throw new DOMException('denied', 'SecurityError'); } }) as unknown as IDBFactory],
    ['open fails', openFiring('onerror')],
    ['open is blocked', openFiring('onblocked')],
  ];
  it.each(failing)('%s: get answers null, put and forget resolve', async (_name, factory) => {
    const store = indexedDbListCache(factory());
    await expect(store.get(key())).resolves.toBeNull();
    await expect(store.getEtag(key())).resolves.toBeNull();
    await expect(store.put(key(), { rows, etag: null, savedAt: 1 })).resolves.toBeUndefined();
    await expect(store.forgetOtherUsers('', 2)).resolves.toBeUndefined();
    await expect(store.forgetBase('')).resolves.toBeUndefined();
  });

  it('rows that cannot be stored (a write refused, e.g. quota) are simply not kept, nor their tag', async () => {
    const idb = new IDBFactory();
    const store = indexedDbListCache(idb);
    await store.get(key()); // opens the database
    const realPut = IDBObjectStore.prototype.put;
    const refusing = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown) {
      if (this.name === 'rows-v1') throw new DOMException('quota', 'QuotaExceededError');
      return realPut.call(this, value);
    });
    try {
      await expect(store.put(key(), { rows, etag: '"v1"', savedAt: 1 })).resolves.toBeUndefined();
    } finally {
      refusing.mockRestore();
    }
    await expect(store.get(key())).resolves.toBeNull();
    await expect(store.getEtag(key())).resolves.toBeNull();
  });

  it('rows JSON cannot hold (a cycle) are simply not kept', async () => {
    const store = indexedDbListCache(new IDBFactory());
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(store.put(key(), { rows: [cyclic], etag: null, savedAt: 1 })).resolves.toBeUndefined();
    await expect(store.get(key())).resolves.toBeNull();
  });
});

// The window side of WidgetEnv (src/adapters/browserHost.ts): the only code that opens tabs, touches the
// page's storage and address, or reaches IndexedDB.
import { browserHost, webStorage } from '../../src/adapters/browserHost';
import { NO_LIST_CACHE } from '../../src/core/listCache';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/offres/veture?projet=P-77&o=gebrik#haut');
});

it('openWindow opens a new tab without a handle on the page', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  try {
    browserHost(window).openWindow('/veture/affiche-pdf-offre?offreid=1');
    expect(open.mock.calls).toEqual([['/veture/affiche-pdf-offre?offreid=1', '_blank', 'noopener']]);
  } finally {
    open.mockRestore();
  }
});

it('sessionStore and localStore are the page storages; null removes', () => {
  const host = browserHost(window);
  host.sessionStore.set('a', '1');
  host.localStore.set('b', '2');
  expect(window.sessionStorage.getItem('a')).toBe('1');
  expect(window.localStorage.getItem('b')).toBe('2');
  expect(host.sessionStore.get('a')).toBe('1');
  host.localStore.set('b', null);
  expect(window.localStorage.getItem('b')).toBeNull();
  expect(host.localStore.get('absent')).toBeNull();
});

it('a storage that throws (private mode, quota, sandboxed frame) reads as empty and drops writes', () => {
  const refusing = {
    getItem: () => { throw new DOMException('denied', 'SecurityError'); },
    setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
    removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
  } as unknown as Storage;
  const stores = [webStorage(() => refusing), webStorage(() => { throw new DOMException('denied', 'SecurityError'); })];
  for (const store of stores) {
    expect(store.get('k')).toBeNull();
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(() => store.set('k', null)).not.toThrow();
    // A refused write says so (a view that cannot be saved is reported to the user).
    expect(store.set('k', 'v')).toBe(false);
  }
  expect(webStorage(() => window.localStorage).set('k', 'v')).toBe(true);
  window.localStorage.removeItem('k');
});

it('address: reads the query, replaces one parameter in place (no history entry), the rest untouched', () => {
  const { address } = browserHost(window);
  expect(address.search()).toBe('?projet=P-77&o=gebrik');
  const length = window.history.length;
  const replace = jest.spyOn(window.history, 'replaceState');
  try {
    address.replaceSearchParam('o', 'gebrik');
    expect(replace).not.toHaveBeenCalled(); // same value: the address is left alone
    address.replaceSearchParam('o', 'kess');
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/offres/veture');
    expect(url.searchParams.get('o')).toBe('kess');
    expect(url.searchParams.get('projet')).toBe('P-77');
    expect(url.hash).toBe('#haut');
    address.replaceSearchParam('o', null);
    expect(window.location.search).toBe('?projet=P-77');
    expect(window.history.length).toBe(length);
  } finally {
    replace.mockRestore();
  }
});

it('listCache is shared by the widgets of a page, and keeps nothing without IndexedDB', () => {
  expect(browserHost(window).listCache).toBe(browserHost(window).listCache);
  // happy-dom has no IndexedDB
  expect(browserHost(window).listCache).toBe(NO_LIST_CACHE);
  const sandboxed = { get indexedDB(): IDBFactory { throw new DOMException('denied', 'SecurityError'); } } as unknown as Window;
  expect(browserHost(sandboxed).listCache).toBe(NO_LIST_CACHE);
});

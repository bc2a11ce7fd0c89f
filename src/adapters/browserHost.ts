// The host page as WidgetEnv sees it (src/ui/env.ts): new tab, sessionStorage / localStorage, the address
// and IndexedDB, read from the window here and nowhere else. Storage that is disabled (privacy mode, a
// sandboxed frame) or full is never an error: reads give null, writes are dropped.
import { indexedDbListCache } from './indexedDbListCache';
import type { ListCacheStore } from '../core/listCache';
import type { KeyValueStore, PageAddress, WidgetEnv } from '../ui/env';

export type BrowserHost = Pick<WidgetEnv, 'openWindow' | 'sessionStore' | 'localStore' | 'address' | 'listCache' | 'reloadPage'>;

/** A store over `storage()`, which may itself throw (reading window.localStorage can). */
export function webStorage(storage: () => Storage): KeyValueStore {
  return {
    get(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        if (value === null) storage().removeItem(key);
        else storage().setItem(key, value);
        return true;
      } catch {
        // full (QuotaExceededError) or disabled: the value holds for this visit only
        return false;
      }
    },
  };
}

export function windowAddress(win: Window): PageAddress {
  return {
    search: () => win.location.search,
    replaceSearchParam(name, value) {
      try {
        const url = new URL(win.location.href);
        if (url.searchParams.get(name) === value) return;
        if (value === null) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
        win.history.replaceState(win.history.state, '', url.toString());
      } catch {
        // about:blank or a sandboxed document: nothing to keep
      }
    },
  };
}

/** The page's indexedDB; reading it throws in some sandboxed frames and privacy modes. */
function pageIndexedDb(win: Window): IDBFactory | null {
  try {
    return win.indexedDB ?? null;
  } catch {
    return null;
  }
}

const listCaches = new WeakMap<Window, ListCacheStore>();
/** The page's list store, shared by every widget of the page. */
export function pageListCache(win: Window): ListCacheStore {
  let store = listCaches.get(win);
  if (!store) listCaches.set(win, (store = indexedDbListCache(pageIndexedDb(win))));
  return store;
}

export function browserHost(win: Window = window): BrowserHost {
  return {
    openWindow: (href) => { win.open(href, '_blank', 'noopener'); },
    sessionStore: webStorage(() => win.sessionStorage),
    localStore: webStorage(() => win.localStorage),
    address: windowAddress(win),
    listCache: pageListCache(win),
    reloadPage: () => win.location.reload(),
  };
}

// Nothing left behind on a shared computer. When a widget starts for a user, the lists kept in
// IndexedDB (every base URL) and the view states kept in sessionStorage (filters, search text) of every
// other user are deleted; `TerrealWidgets.clearStoredData()` deletes them all, for hosts with their own
// sign-out. Saved views (localStorage) go too, as they name a user's filters; column choices stay.
import { useEffect } from 'react';
import { localKeysToForget, sessionKeysToForget } from '../core/storedData';
import { pageListCache } from '../adapters/browserHost';

function forget(keepUser: number | null): Promise<void> {
  try {
    const storage = window.sessionStorage;
    for (const key of sessionKeysToForget(Object.keys(storage), keepUser)) storage.removeItem(key);
  } catch {
    // disabled storage: nothing was kept
  }
  try {
    const storage = window.localStorage;
    for (const key of localKeysToForget(Object.keys(storage), keepUser)) storage.removeItem(key);
  } catch {
    // disabled storage: nothing was kept
  }
  return pageListCache(window).forgetUsers?.(keepUser) ?? Promise.resolve();
}

/** The user whose widgets started last in this page (their others' data is already gone). */
let started: number | null = null;

/**
 * `TerrealWidgets.clearStoredData()`: every list, view state and search text the widgets kept in this
 * browser, whoever's and whatever the base URL. Resolves once IndexedDB has deleted them.
 */
export function clearStoredData(): Promise<void> {
  started = null;
  return forget(null);
}

/** In an element: once it has a valid user, every other user's kept lists and view states go (once per page and user). */
export function useForgetOtherUsers(userId: number | null): void {
  useEffect(() => {
    if (userId === null || started === userId) return;
    started = userId;
    void forget(userId);
  }, [userId]);
}

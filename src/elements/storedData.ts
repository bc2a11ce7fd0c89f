// Nothing left behind on a shared computer (issue 22). When a widget starts for a user, the lists kept in
// IndexedDB (every base URL) and the view states kept in sessionStorage (filters, search text) of every
// other user are deleted; `TerrealWidgets.clearStoredData()` deletes them all, for hosts with their own
// sign-out. Saved views and column choices (localStorage) belong to their user and stay, keyed by user.
import { useEffect } from 'react';
import { sessionKeysToForget } from '../core/storedData';
import { pageListCache } from '../adapters/browserHost';

function forget(win: Window, keepUser: number | null): Promise<void> {
  try {
    const storage = win.sessionStorage;
    for (const key of sessionKeysToForget(Object.keys(storage), keepUser)) storage.removeItem(key);
  } catch {
    // disabled storage: nothing was kept
  }
  return pageListCache(win).forgetUsers?.(keepUser) ?? Promise.resolve();
}

const started = new WeakMap<Window, number>();

/** A widget starts for `userId`: every other user's kept lists and view states go (once per page and user). */
export function forgetOtherUsers(userId: number, win: Window = window): Promise<void> {
  if (started.get(win) === userId) return Promise.resolve();
  started.set(win, userId);
  return forget(win, userId);
}

/**
 * `TerrealWidgets.clearStoredData()`: every list, view state and search text the widgets kept in this
 * browser, whoever's and whatever the base URL. Resolves once IndexedDB has deleted them.
 */
export function clearStoredData(win: Window = window): Promise<void> {
  started.delete(win);
  return forget(win, null);
}

/** In an element: once it has a valid user, every other user's kept data goes. */
export function useForgetOtherUsers(userId: number | null): void {
  useEffect(() => {
    if (userId !== null) void forgetOtherUsers(userId);
  }, [userId]);
}

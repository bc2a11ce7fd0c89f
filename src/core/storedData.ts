// What the widgets keep in the tab's store (sessionStorage) and whose it is (so nothing is left behind on a shared computer).
// Every key starts with 'terreal-widgets:'; those ending in a user id hold that user's view state (filters,
// search text, page, prescriber). The one-reload record of a 419 (sessionReload.ts) belongs to no user.
// Saved views (localStorage, 'terreal-widgets:vues:{list}:{user}') go with the rest; column choices stay.

export const STORED_PREFIX = 'terreal-widgets:';

/** The user a kept key belongs to (its last segment, a whole positive number), null when none. */
export function storedKeyUser(key: string): number | null {
  const m = key.startsWith(STORED_PREFIX) && /:([1-9]\d*)$/.exec(key);
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** The saved views' keys in the page's localStorage (core/savedViews savedViewsKey). */
const VIEWS_PREFIX = `${STORED_PREFIX}vues:`;

/** Of the localStorage keys given, the saved views to delete: every user's but `keepUser`'s (null: every user's). */
export function localKeysToForget(keys: readonly string[], keepUser: number | null): string[] {
  return sessionKeysToForget(keys.filter((key) => key.startsWith(VIEWS_PREFIX)), keepUser);
}

/** Of the tab-store keys given, those to delete: every user's but `keepUser`'s (null: every user's). */
export function sessionKeysToForget(keys: readonly string[], keepUser: number | null): string[] {
  return keys.filter((key) => {
    const user = storedKeyUser(key);
    return user !== null && user !== keepUser;
  });
}

// A 419 on a list load (SPEC.md §8, bounded): the page is reloaded at most once per page
// session, then the `Session expirée` dialog. The reload is remembered in the tab's store (sessionStorage)
// with its time and status; a page whose token stays stale (a cached page, a host that forgot the token)
// therefore reloads once, not without end.

/** The tab-store key of the one reload (session keys of the widgets start with 'terreal-widgets:'). */
export const SESSION_RELOAD_KEY = 'terreal-widgets:rechargement-session';

export interface SessionReload { at: number; status: number }

/** True when this page session has not reloaded for an expired session yet (anything kept under the key counts as a reload). */
export const mayReloadForSession = (kept: string | null): boolean => kept === null;

/** What is kept when the page reloads. */
export const sessionReloadRecord = (at: number, status: number): string => JSON.stringify({ at, status } satisfies SessionReload);

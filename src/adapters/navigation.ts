// The `terreal-navigate` contract (DESIGN.md §2): a cancelable, composed event before every navigation.

export const NAVIGATE_EVENT = 'terreal-navigate';

export interface NavigateDetail { href: string }

/** Dispatches a bubbling, composed, cancelable event; false when a listener cancelled it. */
function dispatchCancelable<T>(target: EventTarget, name: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { bubbles: true, composed: true, cancelable: true, detail }));
}

/** Dispatches `terreal-navigate` on `target`; navigates the window unless a listener cancelled it. */
export function requestNavigation(target: EventTarget, href: string, win: Window = window): boolean {
  const proceed = dispatchCancelable<NavigateDetail>(target, NAVIGATE_EVENT, { href });
  if (proceed) win.location.href = href;
  return proceed;
}

/** Other host events: `terreal-<noun>-<verb>`, bubbling and composed, never cancelable. */
export function emitWidgetEvent<T extends object>(target: EventTarget, name: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(name, { bubbles: true, composed: true, detail }));
}

export const SESSION_EXPIRED_EVENT = 'terreal-session-expired';

export interface SessionExpiredDetail { status: number }

/**
 * Dispatches the cancelable `terreal-session-expired` on `target` before the one reload a 419 may cause;
 * calls `reload` unless a listener cancelled it (a single-page host renewing its token). True when reloaded.
 */
export function requestSessionReload(target: EventTarget, status: number, reload: () => void): boolean {
  const proceed = dispatchCancelable<SessionExpiredDetail>(target, SESSION_EXPIRED_EVENT, { status });
  if (proceed) reload();
  return proceed;
}

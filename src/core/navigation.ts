// The `terreal-navigate` contract (DESIGN.md §2): a cancelable, composed event before every navigation.

export const NAVIGATE_EVENT = 'terreal-navigate';

export interface NavigateDetail { href: string }

/** Dispatches `terreal-navigate` on `target`; navigates the window unless a listener cancelled it. */
export function requestNavigation(target: EventTarget, href: string, win: Window = window): boolean {
  const event = new CustomEvent<NavigateDetail>(NAVIGATE_EVENT, {
    bubbles: true,
    composed: true,
    cancelable: true,
    detail: { href },
  });
  const proceed = target.dispatchEvent(event);
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
  const event = new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, {
    bubbles: true,
    composed: true,
    cancelable: true,
    detail: { status },
  });
  const proceed = target.dispatchEvent(event);
  if (proceed) reload();
  return proceed;
}

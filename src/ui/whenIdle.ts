// Work that can wait for the page to be idle (after the rows are painted): keeping a list in IndexedDB,
// folding the quick search's texts.

/** Runs `fn` when the page is idle, within 500 ms (200 ms where the browser has no requestIdleCallback). */
export function whenIdle(fn: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(fn, { timeout: 500 });
  else setTimeout(fn, 200);
}

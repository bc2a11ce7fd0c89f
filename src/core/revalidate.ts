// Others' changes come in: a page shown again after a while asks the server whether its list changed (with
// the ETag of what it shows; a 304 changes nothing). A short look at another tab does not.

/** How long the page must have been hidden for its return to revalidate the list. */
export const REVALIDATE_AFTER_MS = 60_000;

/** `hiddenAt`: when the page was hidden (null: it was not, or its return was already handled). */
export function shouldRevalidate(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now - hiddenAt >= REVALIDATE_AFTER_MS;
}

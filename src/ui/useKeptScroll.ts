// The page's scroll kept with a list's view (core/listView): followed while the user scrolls, and given back
// once when the user comes back, after the rows are loaded and complete (rows arrive in two stages:
// ui/useStagedRows; until then the page may be too short to scroll that far).
import { useEffect, useRef, type RefObject } from 'react';

/** How many frames to wait at most for the rows to be complete before giving the scroll back. */
const MAX_FRAMES = 60;

/**
 * `kept.scroll` is given back once per kept view, when `ready` (rows loaded, not a kept copy); `onScroll`
 * is told the page's scroll at most once a frame.
 */
export function useKeptScroll(screen: RefObject<HTMLElement | null>, kept: { scroll: number }, ready: boolean, onScroll: (y: number) => void) {
  const report = useRef(onScroll);
  report.current = onScroll;
  const restoredFor = useRef<object | null>(null);

  useEffect(() => {
    let frame = 0;
    const onPageScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        report.current(Math.max(0, Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', onPageScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onPageScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!ready || restoredFor.current === kept) return undefined;
    restoredFor.current = kept;
    if (kept.scroll <= 0) return undefined;
    let frames = 0;
    const tryRestore = () => {
      const root = screen.current;
      // The user scrolled meanwhile: leave the page where they put it.
      if (!root || window.scrollY > 0) return;
      if (root.querySelector('[aria-busy="true"]') && ++frames < MAX_FRAMES) handle = requestAnimationFrame(tryRestore);
      else window.scrollTo(0, kept.scroll);
    };
    let handle = requestAnimationFrame(tryRestore);
    return () => cancelAnimationFrame(handle);
  }, [ready, kept, screen]);
}

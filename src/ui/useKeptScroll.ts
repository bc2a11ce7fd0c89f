// The page's scroll, and the rows' sideways scroll, kept with a list's view (core/listView): followed while the
// user scrolls, and given back once when the user comes back, after the rows are loaded and complete (rows arrive
// in two stages: ui/useStagedRows; until then the page may be too short to scroll that far).
import { useEffect, useRef, type RefObject } from 'react';

/** How many frames to wait at most for the rows to be complete before giving the scroll back. */
const MAX_FRAMES = 60;
/** The rows' box that scrolls sideways (ui/DataTable). */
const ROWS_BOX = '[part="table-wrapper"]';

export interface KeptScroll {
  /** What was kept: given back once per kept view, when `ready` (rows loaded, not a kept copy). */
  kept: { scroll: number; scrollX: number };
  ready: boolean;
  /** Told the page's scroll (`y`) or the rows' (`x`), at most once a frame each. */
  onScroll(at: { y: number } | { x: number }): void;
}

export function useKeptScroll(screen: RefObject<HTMLElement | null>, { kept, ready, onScroll }: KeptScroll) {
  const report = useRef(onScroll);
  useEffect(() => { report.current = onScroll; }, [onScroll]);
  const restoredFor = useRef<object | null>(null);

  useEffect(() => {
    let frame = 0;
    let frameX = 0;
    const onPageScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        report.current({ y: Math.max(0, Math.round(window.scrollY)) });
      });
    };
    // Scroll events do not bubble: the screen hears its rows' box scroll in the capture phase.
    const onRowsScroll = (event: Event) => {
      const box = event.target as HTMLElement;
      if (!box.matches?.(ROWS_BOX)) return;
      frameX ||= requestAnimationFrame(() => {
        frameX = 0;
        report.current({ x: Math.max(0, Math.round(box.scrollLeft)) });
      });
    };
    const root = screen.current;
    window.addEventListener('scroll', onPageScroll, { passive: true });
    root?.addEventListener('scroll', onRowsScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', onPageScroll);
      root?.removeEventListener('scroll', onRowsScroll, { capture: true });
      cancelAnimationFrame(frame);
      cancelAnimationFrame(frameX);
    };
  }, [screen]);

  useEffect(() => {
    if (!ready || restoredFor.current === kept) return undefined;
    restoredFor.current = kept;
    if (kept.scroll <= 0 && kept.scrollX <= 0) return undefined;
    let frames = 0;
    const tryRestore = () => {
      const root = screen.current;
      if (!root) return;
      if (root.querySelector('[aria-busy="true"]') && ++frames < MAX_FRAMES) {
        handle = requestAnimationFrame(tryRestore);
        return;
      }
      const box = root.querySelector<HTMLElement>(ROWS_BOX);
      // The user scrolled meanwhile: leave the rows and the page where they put them.
      if (box && kept.scrollX > 0 && box.scrollLeft === 0) box.scrollLeft = kept.scrollX;
      if (kept.scroll > 0 && window.scrollY === 0) window.scrollTo(0, kept.scroll);
    };
    let handle = requestAnimationFrame(tryRestore);
    return () => cancelAnimationFrame(handle);
  }, [ready, kept, screen]);
}

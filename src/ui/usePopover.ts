// Places a popup (menu, checkbox panel) next to its button in the browser's top layer, so no scrolling
// box clips it: below the button, or above it when there is no room below (the last rows of a table).
// Where the Popover API is missing (older browsers, test DOMs) the popup stays in place, positioned absolutely.
import { useLayoutEffect, type RefObject } from 'react';

type PopoverElement = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

const GAP = 4;

/** Where the popup goes: below the anchor, or above when it fits there and not below; right-aligned. */
export function placePopup(
  anchor: { top: number; bottom: number; left: number; right: number },
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - popup.height;
  const fitsBelow = below + popup.height <= viewport.height;
  const top = fitsBelow || above < 0 ? Math.max(0, Math.min(below, viewport.height - popup.height)) : above;
  const left = Math.max(0, Math.min(anchor.right - popup.width, viewport.width - popup.width));
  return { top, left };
}

export function usePopover(open: boolean, anchor: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = popup.current as PopoverElement | null;
    const button = anchor.current;
    if (!open || !el || !button || typeof el.showPopover !== 'function') return undefined;
    el.setAttribute('popover', 'manual');
    el.classList.add('terreal-popover');
    try {
      el.showPopover();
    } catch {
      return undefined;
    }
    const place = () => {
      const win = el.ownerDocument.defaultView ?? window;
      const { top, left } = placePopup(button.getBoundingClientRect(), el.getBoundingClientRect(), { width: win.innerWidth, height: win.innerHeight });
      el.style.top = `${top}px`;
      el.style.left = `${left}px`;
    };
    place();
    const win = el.ownerDocument.defaultView ?? window;
    win.addEventListener('scroll', place, true);
    win.addEventListener('resize', place);
    return () => {
      win.removeEventListener('scroll', place, true);
      win.removeEventListener('resize', place);
      try { el.hidePopover?.(); } catch { /* already hidden */ }
    };
  }, [open, anchor, popup]);
}

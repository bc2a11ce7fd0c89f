// Places a popup (menu, checkbox panel) next to its button in the browser's top layer (the `popover`
// attribute), so no scrolling box clips it; core/popupPlacement says where: below the button, flipped
// above when there is no room below, shifted to stay whole in the viewport. It is placed again whenever
// the page, a scroll container of the host or of the widget (the table) scrolls, or the window is resized,
// so it never stays beside another row.
// Floating UI (computePosition, flip, shift, autoUpdate) was tried: its smallest useful part is 4.6–6.8 KB
// gzip, more than the bundle budget leaves (issue 20 report).
// Where the Popover API is missing (older browsers, test DOMs) the popup stays in place, positioned absolutely.
import { useLayoutEffect, type RefObject } from 'react';
import { placePopup, popupMaxHeight } from '../core/popupPlacement';

type PopoverElement = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

const PLACED = ['position', 'margin', 'inset', 'top', 'left', 'max-height'];

/** Places `popup` beside `anchor` now and whenever either may have moved; returns the function that stops it. */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, align: 'start' | 'end'): () => void {
  // Inline, so no class of the popup (twind's `absolute` of its fallback placement) can win: an absolute
  // popup in the top layer is placed against the document, and drifted by the page's scroll (issue 20).
  Object.assign(popup.style, { position: 'fixed', margin: '0', inset: 'auto' });
  const win = popup.ownerDocument.defaultView ?? window;
  const place = () => {
    const viewport = { width: popup.ownerDocument.documentElement.clientWidth || win.innerWidth, height: win.innerHeight };
    const box = anchor.getBoundingClientRect();
    popup.style.maxHeight = '';
    const size = popup.getBoundingClientRect();
    const { top, left, side } = placePopup(box, size, viewport, align);
    popup.style.maxHeight = `${Math.min(size.height, popupMaxHeight(box, viewport, side))}px`;
    popup.style.top = `${top}px`;
    popup.style.left = `${left}px`;
  };
  place();
  // Scroll events do not cross a shadow root: listen on the document and on the button's own root.
  const roots = new Set<EventTarget>([win, anchor.getRootNode()]);
  for (const root of roots) root.addEventListener('scroll', place, true);
  win.addEventListener('resize', place);
  return () => {
    for (const root of roots) root.removeEventListener('scroll', place, true);
    win.removeEventListener('resize', place);
    for (const prop of PLACED) popup.style.removeProperty(prop);
  };
}

export function usePopover(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
  align: 'start' | 'end' = 'end',
): void {
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
    const stop = followAnchor(button, el, align);
    return () => {
      stop();
      try { el.hidePopover?.(); } catch { /* already hidden */ }
    };
  }, [open, anchor, popup, align]);
}

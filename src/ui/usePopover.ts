// Places a popup (menu, checkbox panel) next to its button in the browser's top layer, so no scrolling
// box clips it. Floating UI (the customer's choice, DESIGN.md §5) computes the place: below the button
// (its near edge GAP px away), flipped above when there is no room below, shifted to stay whole in the
// viewport; autoUpdate places it again whenever the page, a scroll container or the table scrolls, or
// either element is resized, so it never stays beside another row.
// Where the Popover API is missing (older browsers, test DOMs) the popup stays in place, positioned absolutely.
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useLayoutEffect, type RefObject } from 'react';

type PopoverElement = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

/** The gap between the button and the popup's near edge (DESIGN.md: within 12 px, never covering it). */
export const POPUP_GAP = 4;
/** The margin kept between the popup and the viewport's edges when it is shifted or flipped. */
const VIEWPORT_PADDING = 4;

/** Places `popup` beside `anchor` now and whenever either moves; returns the function that stops it. */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, placement: 'bottom-end' | 'bottom-start'): () => void {
  // Inline, so no class of the popup (twind's `absolute` of its fallback placement) can win: an absolute
  // popup in the top layer is placed against the document, and drifts by the page's scroll.
  Object.assign(popup.style, { position: 'fixed', margin: '0', inset: 'auto', top: '0px', left: '0px' });
  const place = () => {
    void computePosition(anchor, popup, {
      strategy: 'fixed',
      placement,
      middleware: [offset(POPUP_GAP), flip({ padding: VIEWPORT_PADDING }), shift({ padding: VIEWPORT_PADDING })],
    }).then(({ x, y }) => {
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
    });
  };
  return autoUpdate(anchor, popup, place);
}

export function usePopover(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
  placement: 'bottom-end' | 'bottom-start' = 'bottom-end',
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
    const stop = followAnchor(button, el, placement);
    return () => {
      stop();
      try { el.hidePopover?.(); } catch { /* already hidden */ }
      for (const prop of ['position', 'margin', 'inset', 'top', 'left']) el.style.removeProperty(prop);
    };
  }, [open, anchor, popup, placement]);
}

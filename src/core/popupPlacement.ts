// Where a popup (menu, checkbox panel) goes beside its button (DESIGN.md §2 "Popups"): its near edge GAP px
// from the button, below it, or above when it fits there and not below (flipped), never over the button;
// shifted along the button's edge to stay whole in the viewport. Coordinates are the viewport's (the popup
// is `position: fixed` in the top layer).

export interface Rect { top: number; bottom: number; left: number; right: number }
export interface Size { width: number; height: number }

/** The gap between the button and the popup's near edge (DESIGN.md: within 12 px). */
export const POPUP_GAP = 4;
/** The room kept between a shifted popup and the viewport's edges. */
export const VIEWPORT_MARGIN = 4;

/** `align`: which vertical edge of the popup lines up with the button's (end: right edges, start: left edges). */
export function placePopup(anchor: Rect, popup: Size, viewport: Size, align: 'start' | 'end' = 'end'): { top: number; left: number; side: 'below' | 'above' } {
  const roomBelow = viewport.height - VIEWPORT_MARGIN - (anchor.bottom + POPUP_GAP);
  const roomAbove = anchor.top - POPUP_GAP - VIEWPORT_MARGIN;
  // Below when it fits; above when it fits there only; else on the side with more room (it then scrolls inside).
  const side = popup.height <= roomBelow || (popup.height > roomAbove && roomBelow >= roomAbove) ? 'below' : 'above';
  const top = side === 'below' ? anchor.bottom + POPUP_GAP : anchor.top - POPUP_GAP - Math.min(popup.height, Math.max(0, roomAbove));
  const wanted = align === 'end' ? anchor.right - popup.width : anchor.left;
  const maxLeft = viewport.width - VIEWPORT_MARGIN - popup.width;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(wanted, maxLeft));
  return { top, left, side };
}

/** The height the popup may take on its side (it scrolls inside beyond that). */
export function popupMaxHeight(anchor: Rect, viewport: Size, side: 'below' | 'above'): number {
  const room = side === 'below' ? viewport.height - VIEWPORT_MARGIN - (anchor.bottom + POPUP_GAP) : anchor.top - POPUP_GAP - VIEWPORT_MARGIN;
  return Math.max(0, room);
}

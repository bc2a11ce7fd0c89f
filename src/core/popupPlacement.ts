// Where a popup (menu, checkbox panel) goes beside its button (DESIGN.md §2 "Popups"): its near edge GAP px
// from the button, below it, or above when it fits there and not below (flipped), never over the button;
// shifted along the button's edge to stay whole in the viewport. Coordinates are the viewport's (the popup
// is `position: fixed` in the top layer).

export interface Rect { top: number; bottom: number; left: number; right: number }
export interface Size { width: number; height: number }

/** The gap between the button and the popup's near edge (DESIGN.md: within 12 px). */
export const POPUP_GAP = 4;
/** The room kept between a shifted popup and the viewport's edges. */
const MARGIN = 4;

/**
 * `align`: which vertical edge of the popup lines up with the button's (end: right edges, start: left edges).
 * `height`: the height the popup is given on its side (it scrolls inside beyond that).
 */
export function placePopup(anchor: Rect, popup: Size, viewport: Size, align: 'start' | 'end' = 'end') {
  const below = viewport.height - MARGIN - anchor.bottom - POPUP_GAP;
  const above = anchor.top - POPUP_GAP - MARGIN;
  // Below when it fits; above when it fits there only; else on the side with more room (it then scrolls inside).
  const side: 'below' | 'above' = popup.height <= below || (popup.height > above && below >= above) ? 'below' : 'above';
  const height = Math.min(popup.height, Math.max(0, side === 'below' ? below : above));
  return {
    top: side === 'below' ? anchor.bottom + POPUP_GAP : anchor.top - POPUP_GAP - height,
    left: Math.max(MARGIN, Math.min(align === 'end' ? anchor.right - popup.width : anchor.left, viewport.width - MARGIN - popup.width)),
    side,
    height,
  };
}

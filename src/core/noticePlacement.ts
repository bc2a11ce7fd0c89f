// Where the floating notices go so that they never cover the row they are about nor the focused control:
// at the bottom of the view by default; at its top when what must stay visible lies where the stack would
// show at the bottom (and less of it where it would show at the top).

/** The vertical extent of a box, in viewport pixels. */
export interface Span { top: number; bottom: number }

export type NoticeSide = 'top' | 'bottom';

/** The stack's distance from the view's edge (styles/notices.ts). */
export const NOTICE_GAP = 12;

const overlaps = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom;

/**
 * `keep`: the boxes that must stay visible (the rows the notices are about, the focused control); `stack`:
 * the notices' height; `view`: the viewport's height; `top`: where the view's top starts for them, below what
 * the host's bar and the screen's sticky parts cover (the stack shows NOTICE_GAP below it).
 */
export function noticeSide(keep: readonly Span[], stack: number, view: number, top = 0): NoticeSide {
  const bottomZone = { top: view - NOTICE_GAP - stack, bottom: view };
  const topZone = { top, bottom: top + NOTICE_GAP + stack };
  const covered = (zone: Span) => keep.filter((box) => overlaps(box, zone)).length;
  return covered(bottomZone) > covered(topZone) ? 'top' : 'bottom';
}

// Where a modal dialog opened from a row stands, so that it never hides that row (the delivery dialog once
// covered its own row's name):
// centred when that leaves the row clear, else just beside the row on the side with more room, kept in the
// viewport. Pure: the dialog measures the row, itself and the viewport and sets the top this gives.

export interface Span { top: number; bottom: number }

/** The dialog's top edge, in viewport pixels, for a dialog `height` tall and a row at `row`; `gap` clear of it. */
export function dialogTop(row: Span, height: number, viewport: number, gap = 8): number {
  const centred = (viewport - height) / 2;
  const clamp = (top: number) => Math.max(gap, Math.min(top, viewport - gap - height));
  // Centred is fine when the row is wholly above or below the dialog.
  if (row.bottom + gap <= centred || row.top - gap >= centred + height) return Math.max(0, centred);
  const below = viewport - row.bottom >= row.top;
  return clamp(below ? row.bottom + gap : row.top - gap - height);
}

// Rows arrive in two stages when many would be created at once (a list arriving, a bigger page): the first
// rows are built, laid out and painted first, and the rest right after that paint. The user sees the rows
// in view sooner; the rows below them follow in the next task, before any input is handled.

/**
 * How many of `wanted` rows to render now, when `rendered` rows were on screen at the last paint: all of
 * them when at most `firstStage` would be new, else the rows already there and `firstStage` more.
 */
export function stagedRowCount(rendered: number, wanted: number, firstStage: number): number {
  const step = Math.max(1, Math.floor(firstStage));
  return wanted - rendered > step ? rendered + step : wanted;
}

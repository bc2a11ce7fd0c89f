// Layout rules twind does not write: the table's own scroll box with its sticky header and pinned
// columns, the narrow-screen cards, and the unsorted sort mark.
export const LAYOUT_CSS = `
.terreal-table-scroll {
  position: relative; width: 100%; overflow: auto; overscroll-behavior-x: contain;
  max-height: max(320px, calc(100vh - 96px));
  border: 1px solid var(--terreal-border); border-radius: 4px;
}
.terreal-table-scroll:focus { outline: none; }
/* Separate borders: with collapsed ones Chromium paints the borders of sticky cells where they were, and
   rows scrolling under the sticky header show through the gaps. */
.terreal-table-scroll > table { border-collapse: separate; border-spacing: 0; }
.terreal-sticky-head > tr:first-child > th { border-bottom: 2px solid var(--terreal-border); }
.terreal-sticky-head > tr + tr > td { border-bottom: 1px solid var(--terreal-border); }
.terreal-row > td { border-bottom: 1px solid var(--terreal-border); }
tfoot td { border-top: 2px solid var(--terreal-border); }
.terreal-sticky-head { position: sticky; top: 0; z-index: 3; background: var(--terreal-surface); }
.terreal-sticky-head > tr:first-child > th { background: var(--terreal-stripe); }
.terreal-sticky-head > tr > td { background: var(--terreal-surface); }
.terreal-row:nth-child(even) > td { background: var(--terreal-stripe); }
.terreal-row > td { background: var(--terreal-surface); }
.terreal-row-stale > td { color: var(--terreal-muted); }
.terreal-row.terreal-highlight > td, .terreal-card.terreal-highlight { background: var(--terreal-highlight); }
.terreal-pin-start, .terreal-pin-end, .terreal-pin-end2 { position: sticky; z-index: 1; }
.terreal-pin-start { left: 0; min-width: 180px; max-width: 260px; box-shadow: inset -1px 0 0 var(--terreal-border); }
.terreal-pin-end { right: 0; width: 150px; min-width: 150px; box-shadow: inset 1px 0 0 var(--terreal-border); }
.terreal-pin-end2 { right: 150px; width: 128px; min-width: 128px; box-shadow: inset 1px 0 0 var(--terreal-border); }
thead .terreal-pin-start, thead .terreal-pin-end, thead .terreal-pin-end2 { z-index: 4; }
tfoot td { background: var(--terreal-surface); }
tfoot .terreal-pin-start, tfoot .terreal-pin-end, tfoot .terreal-pin-end2 { z-index: 2; }
/* A filter box lays out on its own: typing in it never lays the table out again (size and layout are
   contained, which makes it a relayout boundary; its parent must then be a block, not flex or grid). Its
   height is the one the text size gives it (20px line, 2 × 4px padding, 2 × 1px border). */
.terreal-filter-box { display: block; contain: strict; height: 30px; }
.terreal-filter-stack { display: block; }
.terreal-filter-stack > * + * { margin-top: 4px; }
.terreal-numeric-filter { display: block; position: relative; width: 104px; }
.terreal-numeric-filter > button { position: absolute; right: 0; top: 3px; }
.terreal-sort-none::after { content: "\\2195" / ""; font-size: 11px; color: var(--terreal-muted); }
.terreal-skip:not(:focus) {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.terreal-skip:focus { align-self: flex-start; }
.terreal-popover {
  margin: 0; inset: auto; position: fixed; max-height: 60vh; overflow: auto;
}
.terreal-cards { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.terreal-card {
  border: 1px solid var(--terreal-border); border-radius: 6px; padding: 10px 12px;
  background: var(--terreal-surface); display: flex; flex-direction: column; gap: 6px; min-width: 0;
}
.terreal-card dl { display: grid; grid-template-columns: minmax(84px, max-content) 1fr; gap: 2px 10px; margin: 0; }
.terreal-card dt { color: var(--terreal-muted); }
.terreal-card dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.terreal-card-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
`;

// Layout rules twind does not write: the dense grid (fixed widths, one line per row, sticky header, sideways
// scrolling with pinned columns), the narrow-screen cards, and the sort marks.

/**
 * The delivery quarter's button (a link's look) and the overdue mark, as the delivery column's fit measures them
 * (screens/offers/offerColumns): the button's padding at each side, the warning sign and its gap before the quarter.
 * The first and the last are written in LAYOUT_CSS below as well (the build minifies it as a literal without
 * `${}`): test/screens/columnWidths checks that they agree.
 */
export const DELIVERY_PADDING_PX = 2;
export const OVERDUE_ICON_PX = 14;
export const OVERDUE_GAP_PX = 3;

export const LAYOUT_CSS = `
/* The grid: the header's box sticks to the top of the page (or of the host's scroll container), below what the
   host covers; the body's box scrolls sideways when the columns do not fit, the header's follows it (ui/DataTable),
   and so does the scrollbar that sticks to the bottom of the window. A focused cell or filter box scrolls into
   view clear of the pinned columns (scroll padding: their widths at each side). */
.terreal-table-frame { position: relative; border: 1px solid var(--terreal-border); border-radius: 4px; }
.terreal-table-head { position: sticky; top: var(--terreal-sticky-top); z-index: 3; overflow: hidden; background: var(--terreal-surface); }
.terreal-table-box { position: relative; overflow-x: auto; overflow-y: hidden; overscroll-behavior-x: contain; scrollbar-width: none; }
.terreal-table-box::-webkit-scrollbar { display: none; }
.terreal-table-head, .terreal-table-box { scroll-padding-inline: var(--pin-start-w) var(--pin-end-w); }
.terreal-table-scrollbar { position: sticky; bottom: var(--terreal-sticky-bottom, 0px); z-index: 3; overflow-x: auto; overflow-y: hidden; margin-top: -1px; }
.terreal-table-scrollbar > div { height: 1px; }
.terreal-table-box:focus { outline: none; }
/* Separate borders: with collapsed ones Chromium paints the borders of sticky cells where they were, and
   rows scrolling under the sticky header show through the gaps. */
.terreal-dense { table-layout: fixed; border-collapse: separate; border-spacing: 0; font-variant-numeric: tabular-nums; }
.terreal-dense :is(tbody, tfoot) > tr > :is(td, th) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The first load keeps a screenful's room for the rows: their coming does not add the page's scrollbar, which
   would narrow the element and lay the columns out again (about 20 ms before the first rows show). */
[aria-busy=true] .terreal-empty { height: 100vh; vertical-align: top; }
/* What sticks below the host's bar, besides the grid's header: the cards' quick search. */
.terreal-search-bar { position: sticky; top: var(--terreal-sticky-top); z-index: 3; background: var(--terreal-surface); }
/* A header's text wraps to two lines rather than being cut (core/columnLayout twoLineWidth sizes the column for it). */
.terreal-dense > thead > tr:first-child > * { height: 40px; padding-block: 0; line-height: 16px; overflow: hidden; border-bottom: 2px solid var(--terreal-border); background: var(--terreal-stripe); }
.terreal-sort-text, .terreal-head-text { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; text-align: start; overflow-wrap: anywhere; }
.terreal-filter-row > td { height: 36px; padding: 3px 4px; border-bottom: 1px solid var(--terreal-border); background: var(--terreal-surface); }
.terreal-row > :is(td, th), .terreal-dense tfoot td { height: 32px; padding: 0 8px; line-height: 20px; background: var(--terreal-surface); }
/* The name cell is the row's header (th): it looks like the other cells. */
.terreal-row > :is(td, th) { border-bottom: 1px solid var(--terreal-border); }
.terreal-row > th { text-align: start; font-weight: inherit; }
.terreal-dense tfoot td { border-top: 2px solid var(--terreal-border); }
.terreal-row:nth-child(even) > :is(td, th) { background: var(--terreal-stripe); }
.terreal-row-stale > :is(td, th) { color: var(--terreal-muted); }
.terreal-row.terreal-highlight, .terreal-row.terreal-highlight > :is(td, th), .terreal-card.terreal-highlight { background: var(--terreal-highlight); }
/* Pinned columns: the selection and the name at the start, the status and the row's controls at the end; each
   at its offset (custom properties on the frame, ui/DataTable pinOffsets), opaque over the cells that pass under. */
.terreal-pin { position: sticky; z-index: 1; }
.terreal-pin-s0 { left: var(--pin-s0); } .terreal-pin-s1 { left: var(--pin-s1); } .terreal-pin-s2 { left: var(--pin-s2); }
.terreal-pin-e0 { right: var(--pin-e0); } .terreal-pin-e1 { right: var(--pin-e1); } .terreal-pin-e2 { right: var(--pin-e2); }
thead .terreal-pin { z-index: 4; }
tfoot .terreal-pin { z-index: 2; }
.terreal-filter-row > td.terreal-pin, .terreal-dense tfoot td.terreal-pin { background: var(--terreal-surface); }
/* A cell in parts (ui/DataTable partsCell): the first part takes the ellipsis, the second stays whole (a client's
   postal code and city, a clone's " (2)", an e-mail's domain). In the table only: a card's text wraps. */
.terreal-dense :is(.terreal-parts, .terreal-parts-link, .terreal-noted) { display: flex; min-width: 0; max-width: 100%; }
.terreal-dense .terreal-parts > :first-child, .terreal-noted-text { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.terreal-dense .terreal-parts > :last-child:not(:first-child) { flex: none; white-space: pre; }
/* A row's mark (Enregistrement…, Ne correspond plus aux filtres) takes its own room after the name. */
.terreal-noted { align-items: center; gap: 6px; }
.terreal-dense .terreal-row-note { position: static; flex: none; }
/* Controls in a row fit its one line; their focus ring is drawn inside (the cell clips what overflows). */
.terreal-row :is(select, button, a) { height: 26px; padding-block: 0; vertical-align: middle; }
.terreal-row :is(button, select) { padding-inline: 8px; }
/* The delivery quarter looks like a link: little padding (8 px each side, inside the cell's own 8, took the room an
   overdue quarter's sign needs), its focus ring outside it, in the cell's padding. */
.terreal-row .terreal-delivery { padding-inline: 2px; }
.terreal-row .terreal-delivery:focus-visible { outline-offset: 0; }
.terreal-overdue { gap: 3px; }
.terreal-dense .terreal-lead { padding: 0 6px; text-align: center; }
/* A column's resize handle: the header's right edge, over the border; focusable, its ring drawn inside. */
.terreal-dense > thead > tr:first-child > th:not(.terreal-pin) { position: relative; }
.terreal-resizer { position: absolute; top: 0; right: 0; bottom: 0; width: 8px; cursor: col-resize; touch-action: none; z-index: 1; }
.terreal-resizer::after { content: ""; position: absolute; top: 6px; bottom: 6px; right: 3px; width: 2px; background: var(--terreal-border); }
.terreal-resizer:hover::after, .terreal-resizer:focus-visible::after { background: var(--terreal-accent); right: 2px; width: 4px; }
.terreal-resizer:focus-visible { outline: 2px solid var(--terreal-accent); outline-offset: -2px; }
.terreal-row select { width: 100%; }
.terreal-row :is(button, select, a, input):focus-visible { outline-offset: -2px; }
/* A control focused by Tab or by script, and a cell the arrow keys move to, come into view clear of the sticky
   header (its two rows are 40 and 36 px high, above: 88 px leaves a gap) and of the host's bar above it (or of
   the count over the filters' panel). */
:is(.terreal-row, .terreal-filters-panel) :is(button, select, a, input), :is(.terreal-row, .terreal-group) > :is(td, th) {
  scroll-margin-top: calc(var(--terreal-sticky-top) + 88px); scroll-margin-bottom: 8px;
}
/* Shadows over the edges of the pinned columns where more columns hide (drawn by the frame, over the cells). */
.terreal-table-frame::before, .terreal-table-frame::after {
  content: ""; position: absolute; top: 0; bottom: 0; width: 10px; pointer-events: none; z-index: 5; opacity: 0; transition: opacity .15s;
}
.terreal-table-frame::before { left: var(--pin-start-w); background: linear-gradient(to right, rgba(15, 23, 42, .22), transparent); }
.terreal-table-frame::after { right: var(--pin-end-w); background: linear-gradient(to left, rgba(15, 23, 42, .22), transparent); }
.terreal-table-frame.terreal-more-start::before, .terreal-table-frame.terreal-more-end::after { opacity: 1; }
/* A filter box lays out on its own: typing in it never lays the table out again (size and layout are
   contained, which makes it a relayout boundary; its parent must then be a block, not flex or grid). Its
   height is the one the text size gives it (20px line, 2 × 4px padding, 2 × 1px border). */
.terreal-filter-box { display: block; contain: strict; height: 28px; }
/* Several boxes under one column (client, min/max) share its one line; the focused one takes more room. */
.terreal-filter-stack { display: flex; gap: 3px; }
.terreal-filter-stack > * { flex: 1 1 0; min-width: 0; }
.terreal-filter-stack > :focus-within, .terreal-filter-stack > :focus { flex: 0 0 auto; width: min(120px, 70%); }
/* A min/max box being typed in shows six digits whole in every engine's font (6ch, its padding, × and borders:
   core/columnLayout rangeFilterWidth, which widens the column to match), and so does one holding a value. */
.terreal-filter-stack > .terreal-numeric-filter:is(:focus-within, :has(> input:not(:placeholder-shown))) { flex: 0 0 auto; width: max(min(120px, 70%), calc(6ch + 25px)); max-width: calc(100% - 23px); }
.terreal-numeric-filter { display: block; position: relative; min-width: 0; }
.terreal-numeric-filter > input { width: 100%; padding-right: 18px; }
.terreal-numeric-filter > input:placeholder-shown { padding-right: 4px; }
.terreal-numeric-filter > button { position: absolute; right: 1px; top: 3px; width: 16px !important; }
.terreal-numeric-filter > button:disabled { opacity: 0; }
/* No spin buttons: Firefox draws them in every number box and they took the digits' room (150000 read 0000). */
.terreal-numeric-filter > input { -moz-appearance: textfield; appearance: textfield; }
.terreal-numeric-filter > input::-webkit-inner-spin-button, .terreal-numeric-filter > input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
.terreal-dense th .terreal-sort { max-width: 100%; }
.terreal-sort-text { min-width: 0; }
/* The sort mark, by the header's aria-sort: ↕ unsorted (none), ▲ ascending, ▼ descending (both end in "ending"). */
.terreal-sort::after { content: "\\2195" / ""; font-size: 11px; color: var(--terreal-muted); }
[aria-sort$=ending] > .terreal-sort::after { content: "\\25b2" / ""; font-size: 12px; line-height: 16px; color: inherit; }
[aria-sort=descending] > .terreal-sort::after { content: "\\25bc" / ""; }
.terreal-skip:focus { align-self: flex-start; }
/* The selection bar's one line is there before any row is ticked (a button's height and the bar's padding; cards:
   their 44 px targets): its buttons coming move no row. One line that scrolls rather than wraps. */
.terreal-selection-bar { min-height: 38px; flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; }
.terreal-selection-bar > * { flex: none; }
.terreal-narrow .terreal-selection-bar { min-height: 52px; }
/* In the top layer: ui/usePopover places it inline (position: fixed, margin, inset, top, left), which wins
   over the popup's own classes (twind's "absolute" would move it with a scrolled page). */
.terreal-popover {
  max-height: 60vh; overflow: auto;
}
.terreal-filters { display: contents; }
.terreal-filters-panel { flex-basis: 100%; display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px 16px; }
/* How many records the filters leave stays in view above the filter being typed. */
.terreal-filters-count { flex-basis: 100%; position: sticky; top: var(--terreal-sticky-top); z-index: 1; background: var(--terreal-surface); }
.terreal-filters-group { display: flex; flex-direction: column; gap: 4px; min-width: 160px; flex: 1 1 160px; max-width: 280px; }
.terreal-filters-group .terreal-filter-stack { display: grid; }
.terreal-filters-group .terreal-filter-stack > * { width: 100%; }
.terreal-toolbar.terreal-toolbar { padding: 0 0 4px; row-gap: 6px; }
.terreal-toolbar input[type=search] { flex: 0 1 220px; }
.terreal-chips { overflow-x: auto; scrollbar-width: thin; padding-bottom: 2px; }
.terreal-chip { height: 30px; gap: 3px; white-space: nowrap; }
/* Phones and tablets: touch targets of at least 44 px (the status chips and the menus' items too; a checkbox's
   or a radio's is its label). */
.terreal-narrow :is(button, select, input, a[href], label):not([type=checkbox], [type=radio]) { min-height: 44px; min-width: 44px; }
.terreal-narrow [role=menuitem] { display: flex; align-items: center; min-height: 44px; }
.terreal-narrow a[href] { display: inline-flex; align-items: center; }
/* Cards: the search sticks to the top (rule above) and the pager's buttons to the bottom of the window, each
   on an opaque line of a known height (the search's box and the buttons are 44 px), above the cards. */
.terreal-narrow { --search-h: 52px; --pager-h: 57px; }
/* To stick while all the cards pass, the search's line is a child of the whole screen, not of the toolbar: the
   screen then lays its parts out as lines that wrap, the screen's tools among them (their toolbar lends its
   box), so that the search still shares the tools' last line where there is room (a tablet) and has a line
   of its own on a phone (there it spans the width when it sticks). Every other part takes a whole line. */
.terreal-narrow[part=screen] { flex-direction: row; flex-wrap: wrap; align-items: center; column-gap: 8px; overflow-x: clip; }
.terreal-narrow > *, .terreal-narrow > .terreal-pager > * { flex: 1 1 100%; min-width: 0; }
.terreal-narrow > .terreal-tools, .terreal-pager { display: contents; }
.terreal-narrow > .terreal-toolbar.terreal-search-bar { flex: 1 1 280px; height: var(--search-h); padding: 4px 0; flex-wrap: nowrap; }
/* Stuck (ui/useStuckMark), the search's line is opaque across the screen (clipped to it), not only under the
   box, which shares its line in the flow with the tools on a tablet: the cards pass under the whole line. */
.terreal-search-bar[data-stuck]::before {
  content: ""; position: absolute; top: 0; bottom: 0; right: 100%; width: 100vw; background: var(--terreal-surface);
}
.terreal-pager-bar {
  position: sticky; bottom: var(--terreal-sticky-bottom); z-index: 3; height: var(--pager-h); padding: 6px 0;
  flex-wrap: nowrap; justify-content: center; border-top: 1px solid var(--terreal-border); background: var(--terreal-surface);
}
/* A card's control (or a filter's box) focused by Tab or by script comes into view clear of both, and of the
   count over the filters' panel, which sticks under the search. */
.terreal-narrow :is(.terreal-cards, .terreal-filters-panel) :is(button, select, a, input) {
  scroll-margin-top: calc(var(--terreal-sticky-top) + var(--search-h) + 32px);
  scroll-margin-bottom: calc(var(--terreal-sticky-bottom) + var(--pager-h) + 8px);
}
.terreal-narrow .terreal-cards { scroll-margin-top: calc(var(--terreal-sticky-top) + var(--search-h) + 8px); }
.terreal-narrow .terreal-filters-count { top: calc(var(--terreal-sticky-top) + var(--search-h)); }
/* Cards: the search takes what its line leaves; Filtres and Trier par share the next line, the panel under them. */
.terreal-narrow .terreal-toolbar input[type=search] { flex: 1 1 160px; }
.terreal-narrow .terreal-filters { display: flex; flex-wrap: wrap; gap: 8px; flex-basis: 100%; min-width: 0; }
/* Group heads (Grouper par): one line across the columns, or across the cards. */
.terreal-group > td { height: 32px; padding: 0 8px; background: var(--terreal-stripe); border-bottom: 1px solid var(--terreal-border); }
.terreal-cards > .terreal-group { grid-column: 1 / -1; padding: 4px 2px 0; }
.terreal-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 8px; }
.terreal-card-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 12px; overflow-wrap: anywhere; }
/* Relative: a card's "no longer matches the filters" mark (styles/notices.ts) sits over its corner. */
.terreal-card {
  position: relative; border: 1px solid var(--terreal-border); border-radius: 6px; padding: 10px 12px;
  background: var(--terreal-surface); display: flex; flex-direction: column; gap: 6px; min-width: 0;
}
.terreal-card dl { display: grid; grid-template-columns: minmax(72px, max-content) 1fr; align-items: center; gap: 0 10px; margin: 0; line-height: 20px; }
/* The header/value pairs of a card and of a row's detail. */
dt { color: var(--terreal-muted); }
/* Anywhere (not break-word): a long value's smallest width is a letter's, so its grid column never overflows. */
dd { margin: 0; overflow-wrap: anywhere; }
`;

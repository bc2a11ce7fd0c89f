// Notices that float over the list and never move a row: the layer sticks to the bottom of
// the viewport (or of the host's scroll container) while the list is in view, and takes no height of its
// own. The "no longer matches the filters" mark takes its room after a row's name (styles/layout.ts), over a card's corner.
export const NOTICES_CSS = `
.terreal-notices { position: sticky; bottom: var(--terreal-sticky-bottom); height: 0; z-index: 6; }
/* Cards: above the pager's buttons, which stick to the bottom too (styles/layout.ts). */
.terreal-narrow .terreal-notices { bottom: calc(var(--terreal-sticky-bottom) + var(--pager-h)); }
.terreal-notices-stack {
  position: absolute; bottom: 12px; left: 0; right: 0; display: flex; flex-direction: column;
  align-items: center; gap: 6px; pointer-events: none;
}
/* What the notices are about (the row, the focused control) is where the stack would show: it goes to the top,
   below the host's bar (--terreal-sticky-top) and, on cards, the quick search that sticks under it (--search-h).
   The probe, empty, tells the layer where that is (ui/NoticeLayer). */
.terreal-notices-top .terreal-notices-stack, .terreal-notices-probe { position: fixed; top: calc(var(--terreal-sticky-top) + var(--search-h, 0px) + 12px); }
.terreal-notices-top .terreal-notices-stack { bottom: auto; }
.terreal-notices-stack > * { pointer-events: auto; max-width: min(640px, calc(100% - 16px)); box-shadow: 0 4px 14px rgb(0 0 0 / 18%); }
.terreal-row-note {
  position: absolute; right: 2px; bottom: 1px; font-size: 10px; line-height: 12px; font-style: italic;
  padding: 0 3px; border-radius: 2px; color: var(--terreal-muted); background: var(--terreal-surface);
  white-space: nowrap;
}
`;

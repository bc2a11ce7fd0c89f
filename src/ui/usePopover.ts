// The one popup mechanism of the widgets (menus, checkbox panels). While `open`, `popup` shows beside its
// button in the browser's top layer (the `popover` attribute), so no scrolling box clips it; core/popupPlacement
// says where: below the button, flipped above when there is no room below, shifted to stay whole in the
// viewport. It is placed again whenever the page, a scroll container of the host or of the widget (the
// table) scrolls, or the window is resized, so it never stays beside another row.
// It closes on a press outside the button and the popup, on focus leaving both, and on Escape, which gives
// focus back to the button. The button and the popup share one parent (the box), which the listeners watch.
// The popup is rendered only while open: taken out of the document, it leaves the top layer by itself.
// Floating UI (computePosition, flip, shift, offset, size, autoUpdate, version 1.8) in place of placePopup
// and the listeners below made the classic script 6.1 KB gzip larger (48,341 -> 54,485 B; docs/performance.md,
// "Round 4").
// Where the Popover API is missing (older browsers, test DOMs) the popup stays in place, positioned absolutely.
import { useLayoutEffect, type RefObject } from 'react';
import { placePopup } from '../core/popupPlacement';

export function usePopover(
  open: boolean,
  setOpen: (open: false) => void,
  button: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
  align: 'start' | 'end' = 'end',
): void {
  useLayoutEffect(() => {
    const anchor = button.current!;
    const el = popup.current;
    if (!open || !el) return undefined;
    const box = anchor.parentElement!;
    const stop = new AbortController();
    const on = (target: EventTarget, type: string, listener: (event: never) => void) =>
      target.addEventListener(type, listener as EventListener, { capture: true, signal: stop.signal });
    const close = () => setOpen(false);
    on(document, 'pointerdown', (event: Event) => event.composedPath().includes(box) || close());
    on(box, 'focusout', (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !box.contains(next)) close();
    });
    on(box, 'keydown', (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
      anchor.focus();
    });
    if (el.showPopover) {
      el.popover = 'manual';
      el.classList.add('terreal-popover');
      el.showPopover();
      const place = () => {
        el.style.maxHeight = '';
        const viewport = { width: document.documentElement.clientWidth, height: innerHeight };
        const { top, left, height } = placePopup(anchor.getBoundingClientRect(), el.getBoundingClientRect(), viewport, align);
        // Inline: no class of the popup (twind's `absolute right-0` of its fallback placement) can win; an
        // absolute popup in the top layer is placed against the document, and drifted by the page's scroll.
        el.style.cssText = `position:fixed;margin:0;inset:auto;top:${top}px;left:${left}px;max-height:${height}px`;
      };
      place();
      // Scroll events do not cross a shadow root: listen on the window and on the button's own root.
      for (const target of [window, anchor.getRootNode()]) on(target, 'scroll', place);
      on(window, 'resize', place);
    }
    return () => stop.abort();
  }, [open, setOpen, button, popup, align]);
}

// The width of the widget's own box, and whether it is narrow: a container query on the widget itself, not
// on the viewport (a host may put it in a side panel). Measured before the first paint, then on every resize.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this width (the element's box) lists show cards: phones and a 768 px tablet (DESIGN.md §2). */
export const NARROW_PX = 800;

export interface ElementWidth {
  /** The element's box width in px (0 until measured, and where nothing can be measured). */
  box: number;
  /** Its content width (the box less its padding): the room a table has. */
  content: number;
}

export function useElementWidth(ref: RefObject<HTMLElement | null>): ElementWidth {
  const [width, setWidth] = useState<ElementWidth>({ box: 0, content: 0 });
  useLayoutEffect(() => {
    const el = ref.current!;
    const style = getComputedStyle(el);
    // 0 where nothing is laid out (test DOMs).
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) || 0;
    const measure = (box: number) => {
      const next = { box: Math.floor(box), content: Math.floor(box - padding) };
      if (box > 0) setWidth((w) => (w.box === next.box && w.content === next.content ? w : next));
    };
    measure(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => measure(entries[0].contentRect.width + padding));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

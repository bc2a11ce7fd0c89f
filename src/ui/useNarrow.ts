// True when the element is narrower than NARROW_PX: a container query on the widget itself, not on the
// viewport (a host may put it in a side panel). Measured before the first paint, then on every resize.
import { useLayoutEffect, useState, type RefObject } from 'react';

export const NARROW_PX = 720;

export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = (width: number) => { if (width > 0) setNarrow(width < NARROW_PX); };
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}

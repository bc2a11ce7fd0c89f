// Whether a line that sticks to the top of the view is stuck there (it left its place in the flow): marked
// `data-stuck`, so that its style can then cover the whole width it stands over (styles/layout.ts), which its
// own box may not span (the cards' search shares the tools' line on a tablet).
import { useEffect, type RefObject } from 'react';

export function useStuckMark(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return undefined;
    // Where it sticks (the host's bar, --terreal-sticky-top): once stuck, its top is a pixel above this line
    // less one, and no longer wholly below it.
    const top = parseFloat(getComputedStyle(el).top) || 0;
    const observer = new IntersectionObserver(([entry]) => {
      el.toggleAttribute('data-stuck', entry.intersectionRatio < 1 && entry.boundingClientRect.top <= top + 1);
    }, { rootMargin: `${-(top + 1)}px 0px 0px 0px`, threshold: [1] });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, active]);
}

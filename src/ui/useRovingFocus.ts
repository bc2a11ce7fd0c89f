// A group of controls that is one Tab stop (WAI-ARIA APG toolbar pattern, roving tabindex): the control last
// focused has tabindex 0, the others -1; ←/→, Home and End move between them (core/rovingFocus); their own keys
// (Space, Enter) stay theirs. The controls are read as rendered (`selector` inside the container), after every
// render, so controls may come and go.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { keyName } from '../core/keyName';
import { rovingIndex } from '../core/rovingFocus';

export function useRovingFocus(container: RefObject<HTMLElement | null>, selector = 'button'): void {
  const active = useRef(0);
  const items = () => Array.from(container.current?.querySelectorAll<HTMLElement>(selector) ?? []).filter((el) => !el.matches(':disabled'));
  const mark = (list = items()) => {
    active.current = Math.min(active.current, Math.max(0, list.length - 1));
    list.forEach((el, i) => {
      const value = i === active.current ? '0' : '-1';
      if (el.getAttribute('tabindex') !== value) el.setAttribute('tabindex', value);
    });
  };
  useLayoutEffect(() => mark());
  useEffect(() => {
    const box = container.current;
    if (!box) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const list = items();
      const at = list.findIndex((el) => el.contains(event.target as Node));
      const next = at < 0 ? null : rovingIndex(list.length, at, keyName(event));
      if (next === null) return;
      event.preventDefault();
      active.current = next;
      mark(list);
      list[next].focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const list = items();
      const at = list.findIndex((el) => el.contains(event.target as Node));
      if (at >= 0 && at !== active.current) {
        active.current = at;
        mark(list);
      }
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focusin', onFocusIn);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focusin', onFocusIn);
    };
  });
}

// The layer notices float in, placed after a list: it sticks to the bottom of the viewport (or
// of the host's scroll container) while the list is in view and takes no height, so a notice that comes or
// goes never moves a row; always rendered, even empty, for the same reason. A notice never covers the row it
// is about nor the focused control: the stack goes to the top of the view when those are where it would show
// at the bottom (core/noticePlacement), and looks again when the focus moves or the page scrolls.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NOTICE_GAP, noticeSide, type NoticeSide } from '../core/noticePlacement';
import { tw } from '../styles/twind';
import type { Notice } from './useNotices';

/** A passing state (being prepared, refreshing) or a passing notice. */
export const toast = (text: string, key?: number): ReactNode => (
  <p key={key} role="status" className={tw('rounded border border-border bg-surface px-3 py-1 text-sm text-muted')}>{text}</p>
);

/** The rows the notices are about and the focused control (unless it is in the notices), where they are in the view. */
function spansToKeep(screen: HTMLElement, stack: HTMLElement, rowIds: readonly number[]) {
  const focused = (screen.getRootNode() as Document | ShadowRoot).activeElement;
  const boxes = rowIds.map((id) => screen.querySelector(`[data-row-id="${id}"]`));
  if (focused && screen.contains(focused) && focused !== screen && !stack.contains(focused)) boxes.push(focused);
  return boxes.filter((b): b is Element => b !== null).map((b) => b.getBoundingClientRect());
}

export interface NoticeLayerProps {
  screen: RefObject<HTMLElement | null>;
  notices: readonly Notice[];
  /** Rows other notices (the children) are about. */
  rowIds?: readonly number[];
  /** Notices before the passing ones (alerts, the undo notice), and after them (`after`: states). */
  children?: ReactNode;
  after?: ReactNode;
}

export function NoticeLayer({ screen, notices, rowIds = [], children, after }: NoticeLayerProps) {
  const stack = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<NoticeSide>('bottom');
  const about = [...rowIds, ...notices.flatMap((n) => (n.rowId === undefined ? [] : [n.rowId]))];
  const key = about.join(',');
  useLayoutEffect(() => {
    const root = screen.current;
    // No notice about a row: nothing to keep clear, and nothing measured (no layout forced on a list's arrival).
    if (!root || about.length === 0) {
      setSide('bottom');
      return undefined;
    }
    const place = (event?: Event) => {
      const own = stack.current;
      const layer = own?.parentElement;
      // A press on a notice's button focuses it: the notices must not move away between the press and the
      // release (the click would land elsewhere), so the focus coming into them changes nothing.
      if (!root.isConnected || !own || !layer || (event && own.contains(event.target as Node))) return;
      // The stack stands on the layer, which sticks above what sticks below it (the cards' pager), or ends the list.
      // (No box where nothing is laid out: the view's bottom then.)
      const top = layer.getBoundingClientRect().top;
      const bottom = top > 0 ? Math.min(window.innerHeight, top) : window.innerHeight;
      // Where a stack at the top would start (below the host's bar and the sticky quick search), as the browser places it.
      const topEdge = Math.max(0, (probe.current?.getBoundingClientRect().top ?? NOTICE_GAP) - NOTICE_GAP);
      setSide(noticeSide(spansToKeep(root, own, about), own.offsetHeight || 120, bottom, topEdge));
    };
    place();
    root.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true, capture: true });
    return () => {
      root.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `about` is read through `key`
  }, [screen, key]);
  return (
    <div className={`terreal-notices${side === 'top' ? ' terreal-notices-top' : ''}`} part="notices" data-side={side}>
      <div className="terreal-notices-probe" ref={probe} aria-hidden="true" />
      <div className="terreal-notices-stack" ref={stack}>
        {children}
        {notices.map((n) => toast(n.text, n.id))}
        {after}
      </div>
    </div>
  );
}

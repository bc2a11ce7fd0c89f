// A visible confirmation with a way back (issue 14: `Annuler` after a status change). The text itself is
// announced by the screen's live region; this box only shows it beside the button and the shortcut that
// does the same (issue 20 §3). It goes away after `ms` of neither hover nor focus: its count stops while
// the pointer is over it or the focus inside it, and goes on from where it was when both leave.
import { useEffect, useRef, useState } from 'react';
import { undoAriaShortcut, undoShortcutKeys } from '../core/undoShortcut';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { onApplePlatform } from './useUndoShortcut';

export interface UndoNoticeProps {
  text: string;
  undoLabel: string;
  onUndo(): void;
  /** Called when the count runs out. */
  onExpire?(): void;
  /** How long the notice shows while neither hovered nor focused. */
  ms?: number;
  /** A new value starts the count again (a new change to undo). */
  token?: unknown;
}

export function UndoNotice(props: UndoNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(props.ms ?? 0);
  const expire = useRef(props.onExpire);
  expire.current = props.onExpire;
  const [apple] = useState(onApplePlatform);

  useEffect(() => {
    remaining.current = props.ms ?? 0;
  }, [props.token, props.ms]);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const on = (event: string, f: (event?: Event) => void) => {
      el.addEventListener(event, f);
      return () => el.removeEventListener(event, f);
    };
    const offs = [
      on('mouseenter', () => setHovered(true)),
      on('mouseleave', () => setHovered(false)),
      on('focusin', () => setFocused(true)),
      on('focusout', (event?: Event) => setFocused(el.contains((event as FocusEvent).relatedTarget as Node | null))),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (!props.ms || hovered || focused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => expire.current?.(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [props.ms, props.token, hovered, focused]);

  return (
    <div ref={box} part="undo-notice" className={tw('flex flex-wrap items-center gap-3 rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-stripe)] px-3 py-2 text-sm')}>
      <span>{props.text}</span>
      <button type="button" className={cx.button()} aria-keyshortcuts={undoAriaShortcut(apple)} onClick={props.onUndo}>{props.undoLabel}</button>
      <span className={tw('text-xs text-[color:var(--terreal-muted)]')}>{fr.offers.undoShortcutHint(undoShortcutKeys(apple))}</span>
    </div>
  );
}

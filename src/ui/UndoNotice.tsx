// A visible confirmation with a way back (`Annuler` after a status change). The text itself is
// announced by the screen's live region; this box only shows it beside the button and the shortcut that
// does the same. It goes away after UNDO_MS of neither hover nor focus: its count stops while
// the pointer is over it or the focus inside it, and goes on from where it was when both leave.
import { useEffect, useRef, useState } from 'react';
import { undoAriaShortcut, undoShortcutKeys } from '../core/undoShortcut';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { onApplePlatform } from './useUndoShortcut';

/** How long a saved change can be undone: how long its notice shows while neither hovered nor focused. */
export const UNDO_MS = 10000;

export interface UndoNoticeProps {
  /** The change to undo: a new one starts the count again. */
  undo: { text: string };
  onUndo(): void;
  /** Called when the count runs out. */
  onExpire(): void;
}

export function UndoNotice(props: UndoNoticeProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(UNDO_MS);
  const expire = useRef(props.onExpire);
  expire.current = props.onExpire;
  const apple = onApplePlatform();

  useEffect(() => {
    remaining.current = UNDO_MS;
  }, [props.undo]);

  useEffect(() => {
    if (hovered || focused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => expire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [props.undo, hovered, focused]);

  return (
    <div
      part="undo-notice"
      className={tw('flex flex-wrap items-center gap-3 rounded border border-border bg-stripe px-3 py-2 text-sm')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <span>{props.undo.text}</span>
      <button type="button" className={cx.button()} aria-keyshortcuts={undoAriaShortcut(apple)} onClick={props.onUndo}>{fr.common.cancel}</button>
      <span className={tw('text-xs text-muted')}>{fr.offers.undoShortcutHint(undoShortcutKeys(apple))}</span>
    </div>
  );
}

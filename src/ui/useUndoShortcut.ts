// Ctrl+Z (⌘Z on macOS) in the list undoes the last status change while its notice shows.
// Listened on the screen's root: only keys pressed with the focus inside the widget count; a text box keeps
// its own undo, and so does an open dialog.
import { useEffect, useRef, type RefObject } from 'react';
import { isApplePlatform, isTextBox, isUndoKey } from '../core/undoShortcut';

/** True on macOS, iPadOS and iOS (the shortcut is then ⌘Z). */
export function onApplePlatform(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return isApplePlatform(data?.platform || navigator.platform);
}

/** `onUndo`: what Ctrl+Z does now, or null when there is nothing to undo. */
export function useUndoShortcut(root: RefObject<HTMLElement | null>, onUndo: (() => void) | null): void {
  const latest = useRef(onUndo);
  latest.current = onUndo;
  useEffect(() => {
    const el = root.current!;
    const apple = onApplePlatform();
    const onKey = (event: KeyboardEvent) => {
      const undo = latest.current;
      // Inside a shadow root the event's target is the host: the first element of the path is the real one.
      const target = event.composedPath()[0] as HTMLElement;
      if (!undo || event.defaultPrevented || !isUndoKey(event, apple) || isTextBox(target) || target.closest('dialog')) return;
      event.preventDefault();
      undo();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [root]);
}

// The undo shortcut of a saved status change: Ctrl+Z, or ⌘Z on macOS, when the focus is in
// the list but not in a text box (where the browser's own undo of the typed text comes first).

/** The parts of a keyboard event the shortcut reads. */
export interface KeyPress { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

/** The parts of the focused element it reads. */
export interface FocusTarget { tagName?: string; type?: string; isContentEditable?: boolean }

/** True on Apple platforms (from `navigator.userAgentData.platform` or `navigator.platform`). */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Ctrl+Z (⌘Z on Apple platforms), without Shift (redo) or Alt. */
export function isUndoKey(event: KeyPress, apple: boolean): boolean {
  // `key` is missing on the keydown events of a browser's autofill.
  if (event.key?.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/**
 * True for a text box (text input, text area, editable content): its own undo comes first, and so does its
 * own typing (the quick search's `/`). Inputs of the types below are not text boxes.
 */
export function isTextBox(target: FocusTarget | null | undefined): boolean {
  const tag = target?.tagName;
  return !!target?.isContentEditable || tag === 'TEXTAREA'
    || (tag === 'INPUT' && !/^(checkbox|radio|button|submit|reset|range|color|file|image|hidden)$/.test(target!.type!));
}

/** The keys shown in the notice. */
export function undoShortcutKeys(apple: boolean): string {
  return apple ? '⌘Z' : 'Ctrl+Z';
}

/** The `aria-keyshortcuts` value of the undo button. */
export function undoAriaShortcut(apple: boolean): string {
  return apple ? 'Meta+Z' : 'Control+Z';
}

// The undo shortcut of a saved status change (issue 20 §3): Ctrl+Z, or ⌘Z on macOS, when the focus is in
// the list but not in a text box (where the browser's own undo of the typed text comes first).

/** The parts of a keyboard event the shortcut reads. */
export interface KeyPress { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

/** The parts of the focused element it reads. */
export interface FocusTarget { tagName?: string; type?: string; isContentEditable?: boolean }

/** True on Apple platforms (from `navigator.userAgentData.platform` or `navigator.platform`). */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform ?? '');
}

/** Ctrl+Z (⌘Z on Apple platforms), without Shift (redo) or Alt. */
export function isUndoKey(event: KeyPress, apple: boolean): boolean {
  if ((event.key ?? '').toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** Input types that are not text boxes: Ctrl+Z on them is ours. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden']);

/** True for a text box (text input, text area, editable content): its own undo comes first. */
export function isTextBox(target: FocusTarget | null | undefined): boolean {
  if (!target || typeof target.tagName !== 'string') return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  return tag === 'input' && !NOT_TEXT.has((target.type || 'text').toLowerCase());
}

/** The keys shown in the notice. */
export function undoShortcutKeys(apple: boolean): string {
  return apple ? '⌘Z' : 'Ctrl+Z';
}

/** The `aria-keyshortcuts` value of the undo button. */
export function undoAriaShortcut(apple: boolean): string {
  return apple ? 'Meta+Z' : 'Control+Z';
}

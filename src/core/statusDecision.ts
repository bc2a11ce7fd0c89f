// When a status select's change is the user's decision (issue: one save per decision). A closed native
// <select> changes its value on each arrow key (Chromium, Windows browsers) and fires `change` each time: a
// change that follows such a key only moves through the values, and the decision comes with Enter, Tab or
// leaving the control; Escape puts the saved value back and leaves the control for its cell, after a pointer
// pick as after arrow keys. A change with no key before it (a pointer pick, a host's or a test's
// programmatic selection) is the decision itself.

/** The parts of a key press read here. */
export interface DecisionKey { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }

/**
 * 'browse': the key may change a closed select's value without deciding (arrows, Home/End, Page keys,
 * type-ahead letters); 'decide': Enter or Tab; 'revert': Escape; null: any other key.
 */
export type DecisionIntent = 'browse' | 'decide' | 'revert' | null;

const BROWSE_KEYS = /^(ArrowUp|ArrowDown|ArrowLeft|ArrowRight|Home|End|PageUp|PageDown)$/;

export function decisionIntent(event: DecisionKey): DecisionIntent {
  const { key } = event;
  if (key === 'Enter' || key === 'Tab') return 'decide';
  if (key === 'Escape') return 'revert';
  // Alt+ArrowDown (and F4, Space) open the list: a pick in it is a decision.
  if (event.altKey || event.metaKey || event.ctrlKey) return null;
  if (BROWSE_KEYS.test(key)) return 'browse';
  // Type-ahead: one printable character (not Space, which opens the list).
  return key !== undefined && [...key].length === 1 && key !== ' ' ? 'browse' : null;
}

/**
 * What a key's release on the select means: 'leave' for Escape (the saved value back, the focus to the row's
 * cell), null otherwise. While the select's list is open (pressed with the pointer, a pick made in it),
 * Chromium closes the list with Escape's keydown and the page never sees that keydown, only the keyup; when
 * the keydown does reach the page, the grid has already taken the focus to the cell and the keyup goes there.
 */
export function releaseIntent(event: Pick<DecisionKey, 'key'>): 'leave' | null {
  return event.key === 'Escape' ? 'leave' : null;
}

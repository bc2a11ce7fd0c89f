// A native status <select> that saves once per decision (core/statusDecision): a "moved by the keyboard"
// flag is set by a browsing key's keydown and consumed by the change that follows it (or dropped at its
// keyup, a pointer press). Such a change is a draft the select shows; Enter, Tab or blur saves the draft
// once (nothing when it is the saved value again), Escape drops it and shows the saved value again. An Escape
// the select's open list took (only its keyup reaches the page) does the same and goes back to the row's cell,
// as the grid does with an Escape it sees: never swallowed, so the arrows after it move between cells.
import { useRef, useState, type KeyboardEvent } from 'react';
import { decisionIntent, releaseIntent } from '../core/statusDecision';

export function useStatusDecision(saved: string, save: (value: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  // Refs: a keydown and the blur the grid causes right after it run before any render.
  const draftRef = useRef<string | null>(null);
  const keyed = useRef(false);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const put = (value: string | null) => {
    draftRef.current = value;
    setDraft(value);
  };
  const decide = () => {
    const value = draftRef.current;
    if (value === null) return;
    put(null);
    if (value !== savedRef.current) save(value);
  };
  const forget = () => { keyed.current = false; };
  const revert = (select: HTMLSelectElement) => {
    put(null);
    select.value = savedRef.current;
  };
  return {
    value: draft ?? saved,
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      const intent = decisionIntent(event);
      if (intent === 'browse') keyed.current = true;
      else if (intent === 'decide') {
        // Enter decides: it must not also open the select's list (Chromium opens it on Enter).
        if (event.key === 'Enter') event.preventDefault();
        decide();
      }
      else if (intent === 'revert' && draftRef.current !== null) revert(event.currentTarget);
    },
    onKeyUp(event: KeyboardEvent<HTMLSelectElement>) {
      forget();
      if (releaseIntent(event) !== 'leave') return;
      const select = event.currentTarget;
      revert(select);
      select.closest<HTMLElement>('td')?.focus();
    },
    onPointerDown: forget,
    onChange(event: { currentTarget: HTMLSelectElement }) {
      const { value } = event.currentTarget;
      if (keyed.current) {
        keyed.current = false;
        put(value);
        return;
      }
      put(null);
      if (value !== savedRef.current) save(value);
    },
    onBlur: decide,
  };
}

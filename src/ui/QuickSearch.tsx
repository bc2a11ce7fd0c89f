// The quick search box (issue 14): `Rechercher` above the table; `/` focuses it when the user is not
// typing in a text field (the key then types into the box as usual elsewhere) and selects its text.
import { useEffect, useRef } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

const TYPING_INPUTS = new Set(['text', 'search', 'email', 'number', 'tel', 'url', 'password', 'date', 'datetime-local', 'month', 'time', 'week']);

/** True when a key typed on `el` is text for it (a text box, a text area, a select, editable content). */
export function isTypingTarget(el: EventTarget | null | undefined): boolean {
  if (!el || typeof (el as Element).tagName !== 'string') return false;
  const e = el as HTMLElement;
  const tag = e.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return TYPING_INPUTS.has(((e as HTMLInputElement).type || 'text').toLowerCase());
  return e.isContentEditable === true || e.getAttribute?.('contenteditable') === 'true';
}

export function QuickSearch(props: { value: string; onChange(value: string): void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // Inside a shadow root the event's target is the host: the first element of the path is the real one.
      const target = typeof event.composedPath === 'function' ? event.composedPath()[0] : event.target;
      if (isTypingTarget(target) || !box.current || !box.current.isConnected) return;
      event.preventDefault();
      box.current.focus();
      // The text already there is selected: typing replaces it (issue 20 §5).
      box.current.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <input
      ref={box}
      type="search"
      aria-label={fr.common.search}
      placeholder={fr.common.search}
      aria-keyshortcuts="/"
      value={props.value}
      autoComplete="off"
      spellCheck={false}
      className={`${cx.input()} ${tw('max-w-xs')}`}
      onChange={(e) => props.onChange((e.target as HTMLInputElement).value)}
    />
  );
}

// The quick search box: `Rechercher` above the table; `/` focuses it when the user is not
// typing in a text field or a select (the key then types into it as usual) and selects its text; ↓ in it
// goes to the rows, when the screen says it did.
import { useEffect, useRef, type RefObject } from 'react';
import { isTextBox } from '../core/undoShortcut';
import { fr } from '../i18n/fr';
import { cx } from './classes';

export function QuickSearch(props: { value: string; onChange(value: string): void; boxRef?: RefObject<HTMLInputElement | null>; onArrowDown?(): boolean }) {
  const own = useRef<HTMLInputElement>(null);
  const box = props.boxRef ?? own;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Inside a shadow root the event's target is the host: the first element of the path is the real one.
      const target = event.composedPath()[0] as HTMLElement;
      const input = box.current!;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented
        || isTextBox(target) || target.tagName === 'SELECT') return;
      event.preventDefault();
      input.focus();
      // The text already there is selected: typing replaces it.
      input.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box]);
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
      className={cx.input()}
      onChange={(e) => props.onChange((e.target as HTMLInputElement).value)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && props.onArrowDown?.()) e.preventDefault();
      }}
    />
  );
}

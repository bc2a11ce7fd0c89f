// APG menu button: a button (aria-haspopup, aria-expanded) opening a role="menu" of menuitems.
// Enter, Space and ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move;
// Escape closes and returns focus to the button; Tab or a click elsewhere closes.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { usePopover } from './usePopover';

export interface MenuItem { label: string; onSelect(): void }

/** `text`: the button's visible text (default ⋯, with `label` as its name). */
export function MenuButton(props: { label: string; items: readonly MenuItem[]; disabled?: boolean; text?: string }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const count = props.items.length;
  usePopover(open, buttonRef, menuRef);

  // A layout effect: focus follows the arrow keys at once. A passive effect runs only after the next paint,
  // so a quick ArrowDown + Enter moved focus to the next item after the chosen one had already closed the
  // menu, and the dialog it opened then took that doomed item as the control to give focus back to.
  useLayoutEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
    return undefined;
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(menuRef.current as EventTarget) && !path.includes(buttonRef.current as EventTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + count) % count);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: count - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex((moves[event.key] + count) % count);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <span className={tw('relative inline-block')}>
      <button
        ref={buttonRef}
        type="button"
        className={cx.button()}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? menuId : undefined}
        aria-label={props.label}
        title={props.label}
        disabled={props.disabled}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {props.text ?? '⋯'}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={props.label}
          part="menu"
          className={tw('absolute right-0 z-20 mt-1 min-w-[200px] list-none rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] p-1 shadow-lg')}
          onKeyDown={onMenuKey}
        >
          {props.items.map((item, index) => (
            <li
              key={item.label}
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className={tw('cursor-pointer whitespace-nowrap rounded px-3 py-1 text-left hover:bg-gray-100 focus:bg-gray-100')}
              onClick={() => select(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(item);
                }
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

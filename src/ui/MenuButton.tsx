// APG menu button: a button (aria-haspopup, aria-expanded) opening a role="menu" of menuitems.
// Enter, Space and ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move;
// Escape closes and returns focus to the button; Tab or a click elsewhere closes.
// A closed menu is only its button (one state, one ref): a table shows one per row, and the menu's own
// state, placement and listeners exist only while it is open (MenuPopup).
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { usePopover } from './usePopover';

export interface MenuItem { label: string; onSelect(): void }

/** The items, or a function giving them when the menu opens (rows build theirs only then). */
export type MenuItems = readonly MenuItem[] | (() => readonly MenuItem[]);

/** `text`: the button's visible text (default ⋯, with `label` as its name). */
export function MenuButton(props: { label: string; items: MenuItems; disabled?: boolean; text?: string }) {
  // null: closed; else the item to focus first (-1: the last).
  const [openAt, setOpenAt] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = openAt !== null;
  const close = (focusButton: boolean) => {
    setOpenAt(null);
    if (focusButton) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpenAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(-1);
    }
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
        onClick={() => (open ? close(false) : setOpenAt(0))}
        onKeyDown={onButtonKey}
      >
        {props.text ?? '⋯'}
      </button>
      {open && <MenuPopup id={menuId} label={props.label} items={props.items} start={openAt} button={buttonRef} onClose={close} />}
    </span>
  );
}

function MenuPopup(props: { id: string; label: string; items: MenuItems; start: number; button: RefObject<HTMLButtonElement | null>; onClose(focusButton: boolean): void }) {
  const [items] = useState(() => (typeof props.items === 'function' ? props.items() : props.items));
  const count = items.length;
  const [focusIndex, setFocusIndex] = useState(count === 0 ? 0 : ((props.start % count) + count) % count);
  const menuRef = useRef<HTMLUListElement>(null);
  const { button, onClose } = props;
  usePopover(true, button, menuRef);

  // A layout effect: focus follows the arrow keys at once. A passive effect runs only after the next paint,
  // so a quick ArrowDown + Enter moved focus to the next item after the chosen one had already closed the
  // menu, and the dialog it opened then took that doomed item as the control to give focus back to.
  useLayoutEffect(() => {
    // preventScroll: the menu is placed beside its button; focusing an item never scrolls the page.
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus({ preventScroll: true });
  }, [focusIndex]);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(menuRef.current as EventTarget) && !path.includes(button.current as EventTarget)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [button]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: count - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex((moves[event.key] + count) % count);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };
  const select = (item: MenuItem) => {
    onClose(true);
    item.onSelect();
  };

  return (
    <ul
      ref={menuRef}
      id={props.id}
      role="menu"
      aria-label={props.label}
      part="menu"
      className={tw('absolute right-0 z-20 mt-1 min-w-[200px] list-none rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] p-1 shadow-lg')}
      onKeyDown={onMenuKey}
    >
      {items.map((item, index) => (
        <li
          key={item.label}
          role="menuitem"
          tabIndex={index === focusIndex ? 0 : -1}
          className={tw('cursor-pointer whitespace-nowrap rounded px-3 py-1 text-left hover:bg-[color:var(--terreal-stripe)] focus:bg-[color:var(--terreal-stripe)]')}
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
  );
}

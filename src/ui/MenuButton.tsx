// APG menu button: a button (aria-haspopup, aria-expanded) opening a role="menu" of menuitems.
// Enter, Space and ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move;
// Escape closes and returns focus to the button (ui/usePopover); Tab or a click elsewhere closes.
// A closed menu is only its button (one state, one ref): a table shows one per row, and the menu's own
// state, placement and listeners exist only while it is open (MenuPopup).
import { keyName } from '../core/keyName';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { usePopover } from './usePopover';

export interface MenuItem { label: string; onSelect(): void }

/** `items` gives the menu's items when it opens (rows build theirs only then); `text`: the button's visible
 * text (default ⋯, with `label` as its name). */
export function MenuButton(props: { label: string; items(): readonly MenuItem[]; disabled?: boolean; text?: string }) {
  // false: closed; else the item to focus first (-1: the last).
  const [openAt, setOpenAt] = useState<number | false>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = openAt !== false;
  return (
    <span className={tw('relative inline-block')}>
      <button
        ref={button}
        type="button"
        className={cx.button()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={props.label}
        disabled={props.disabled}
        // Enter and Space click it.
        onClick={() => setOpenAt(open ? false : 0)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpenAt(event.key === 'ArrowUp' ? -1 : 0);
        }}
      >
        {props.text ?? '⋯'}
      </button>
      {open && <MenuPopup id={menuId} {...props} start={openAt} button={button} setOpen={setOpenAt} />}
    </span>
  );
}

function MenuPopup(props: { id: string; label: string; items(): readonly MenuItem[]; start: number; button: RefObject<HTMLButtonElement | null>; setOpen(open: false): void }) {
  const [items] = useState(props.items);
  const count = items.length;
  const [focusIndex, setFocusIndex] = useState((props.start + count) % count);
  const menu = useRef<HTMLDivElement>(null);
  const { button, setOpen } = props;
  // Before the focus below: an item is focusable once its popup shows.
  usePopover(true, setOpen, button, menu);

  // A layout effect: focus follows the arrow keys at once. A passive effect runs only after the next paint,
  // so a quick ArrowDown + Enter moved focus to the next item after the chosen one had already closed the
  // menu, and the dialog it opened then took that doomed item as the control to give focus back to.
  useLayoutEffect(() => {
    // preventScroll: the menu is placed beside its button; focusing an item never scrolls the page.
    (menu.current!.children[focusIndex] as HTMLElement).focus({ preventScroll: true });
  }, [focusIndex]);

  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: count - 1 };
    if (keyName(event) === 'Tab') return setOpen(false);
    if (event.key in moves) setFocusIndex((moves[event.key] + count) % count);
    // The focused item chooses, as a click does.
    else if (event.key === 'Enter' || event.key === ' ') (event.target as HTMLElement).click();
    else return;
    event.preventDefault();
  };

  // Plain boxes: the roles say what they are (no list markers or margins to undo).
  return (
    <div
      ref={menu}
      id={props.id}
      role="menu"
      aria-label={props.label}
      part="menu"
      className={tw('absolute right-0 z-20 mt-1 min-w-[200px] rounded border border-border bg-surface p-1 shadow-lg')}
      onKeyDown={onKey}
    >
      {items.map((item, index) => (
        <div
          key={item.label}
          role="menuitem"
          tabIndex={index === focusIndex ? 0 : -1}
          className={tw('cursor-pointer whitespace-nowrap rounded px-3 py-1 text-left hover:bg-stripe focus:bg-stripe')}
          onClick={() => {
            setOpen(false);
            button.current!.focus();
            item.onSelect();
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  );
}

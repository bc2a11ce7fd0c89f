// A disclosure button opening a panel of controls (checkboxes of the column chooser, of the product
// filter) in the top layer (ui/usePopover): Escape closes it and gives focus back to the button; a click
// elsewhere, or focus leaving both, closes it.
import { useId, useRef, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { usePopover } from './usePopover';

/**
 * `label`: the button's text and name, and the panel's group name; `chosen`: how many are chosen, shown
 * beside the label when some are and said after the name (`2 choisis`: its description, by aria-describedby —
 * aria-description is still a draft that checkers such as IBM Equal Access refuse).
 */
export function PopoverPanel(props: { label: string; chosen?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const chosenId = useId();
  const { label, chosen } = props;
  usePopover(open, setOpen, button, panel, 'start');
  return (
    <span className={tw('relative inline-block')}>
      <button
        ref={button}
        type="button"
        className={cx.button()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={chosen === undefined ? undefined : chosenId}
        onClick={() => setOpen(!open)}
      >
        {label}
        {!!chosen && <span aria-hidden="true" className={tw('rounded-full bg-accent px-2 text-xs text-accent-contrast')}>{chosen}</span>}
      </button>
      {chosen !== undefined && <span id={chosenId} className="sr-only">{fr.common.chosen(chosen)}</span>}
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={label}
          // A press on a line's text (not focusable) would move focus to the nearest focusable ancestor, the
          // screen, outside the box: the popup closed before the click reached the label. Focusable itself,
          // the panel takes that focus and stays open; the label's click then toggles its checkbox.
          tabIndex={-1}
          className={tw('absolute left-0 z-20 mt-1 flex min-w-[220px] flex-col gap-1 rounded border border-border bg-surface p-2 shadow-lg focus:outline-none')}
        >
          {props.children}
        </div>
      )}
    </span>
  );
}

/** A labelled checkbox line of a panel. */
export function CheckLine(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={tw('flex min-h-[24px] cursor-pointer items-center gap-2 whitespace-nowrap rounded px-1 hover:bg-stripe')}>
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)} />
      {props.label}
    </label>
  );
}

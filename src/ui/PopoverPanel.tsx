// A disclosure button opening a panel of controls (checkboxes of the column chooser, of the product
// filter) in the top layer: Escape closes it and gives focus back to the button; a click elsewhere, or
// focus leaving both, closes it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { usePopover } from './usePopover';

export interface PopoverPanelProps {
  /** The button's accessible name. */
  label: string;
  /** The button's visible content (starts with the label). */
  content: ReactNode;
  /** A short state said after the name (e.g. `2 choisis`). */
  description?: string;
  /** The panel's group name. */
  panelLabel: string;
  children: ReactNode;
}

export function PopoverPanel(props: PopoverPanelProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const descriptionId = useId();
  usePopover(open, button, panel, 'start');

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(panel.current as EventTarget) && !path.includes(button.current as EventTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open]);

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && !button.current?.contains(next)) setOpen(false);
  };

  return (
    <span className={tw('relative inline-block')} onKeyDown={onKey} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={cx.button()}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        aria-label={props.label}
        aria-describedby={props.description ? descriptionId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {props.content}
      </button>
      {props.description && <span id={descriptionId} hidden>{props.description}</span>}
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={props.panelLabel}
        hidden={!open}
        className={tw('absolute left-0 z-20 mt-1 flex min-w-[220px] flex-col gap-1 rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] p-2 shadow-lg')}
      >
        {open && props.children}
      </div>
    </span>
  );
}

/** A labelled checkbox line of a panel. */
export function CheckLine(props: { label: string; checked: boolean; disabled?: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={tw('flex min-h-[24px] cursor-pointer items-center gap-2 whitespace-nowrap rounded px-1 hover:bg-[color:var(--terreal-stripe)]')}>
      <input type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)} />
      {props.label}
    </label>
  );
}

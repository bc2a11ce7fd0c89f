// Native modal <dialog> inside the shadow root: keeps our styles, keeps focus inside (Tab cycles), closes on
// Escape, and gives focus back to the control that opened it. The platform does the rest: showModal() makes
// the page behind inert and the dialog modal for assistive technologies; Escape fires `cancel`.
import { keyName } from '../core/keyName';
import { useContext, useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { dialogTop } from '../core/dialogPlacement';
import { tw } from '../styles/twind';
import { FocusAfterDialogContext, rowIdOf } from './focusAfterDialog';

export interface DialogProps {
  title: string;
  onClose(): void;
  children?: ReactNode;
  actions: ReactNode;
  /** The dialog's `submit` button (Enter in its text box presses it too): the form's submit event. */
  onSubmit?(): void;
  /**
   * The id of the element describing the dialog. By default the dialog's text (its children) describes it;
   * a dialog around a field names its notice instead.
   */
  describedBy?: string;
}

const activeIn = (node: Node) => (node.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;

/** A ref that focuses its element once, as it is added (a button that replaces the focused one). */
export const focusOnMount = (el: HTMLElement | null) => el?.focus();

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a native modal
 * dialog lets focus leave to the document (and the browser's own controls) between the two.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const controls = event.currentTarget.querySelectorAll<HTMLElement>(':is(button,input,select):not(:disabled)');
  const last = controls.length - 1;
  if (keyName(event) === 'Tab' && activeIn(event.currentTarget) === controls[event.shiftKey ? 0 : last]) {
    event.preventDefault();
    controls[event.shiftKey ? last : 0].focus();
  }
}

export function Dialog(props: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyId = useId();
  const focusAfter = useContext(FocusAfterDialogContext);

  // A layout effect: the opener is read in the same task as the click or key that opened the dialog,
  // before anything else can move focus.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const root = dialog.getRootNode() as ShadowRoot;
    const opener = activeIn(dialog);
    // The record the opener belongs to: a row element can be handed to another record once its own has
    // left the list (ui/useRowSlots), and focus must not go back to another record's control.
    const openerRow = opener && rowIdOf(opener);
    const openerThere = () => opener?.isConnected && rowIdOf(opener) === openerRow;
    // The screen holding the dialog (tabIndex -1): focus goes back there when the opener is gone (its row
    // was deleted or hidden), rather than being lost to the page.
    const fallback = dialog.parentElement;
    dialog.showModal();
    // Opened from a row (a cell, a row's control): the dialog leaves the row in sight (core/dialogPlacement).
    const row = opener?.closest('[data-row-id]');
    if (row) {
      const { top, bottom } = row.getBoundingClientRect();
      const height = dialog.getBoundingClientRect().height;
      if (height > 0) Object.assign(dialog.style, { marginBlock: '0', top: `${dialogTop({ top, bottom }, height, innerHeight)}px`, bottom: 'auto' });
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // Closed first: the opener is inert while the modal dialog is open.
      dialog.close();
      // The screen itself is focused where it is: scrolling it into view slid the toolbar under the host's bar.
      if (openerThere()) opener!.focus();
      else fallback?.focus({ preventScroll: true });
      // The same render may remove the opener just after (its row deleted or hidden). Once it is done: if
      // focus was lost (to the page, or to the screen itself), it goes where the screen said (the row, or
      // its neighbour), else to the screen. A dialog that follows (a result message) keeps that place for
      // when it closes; a dialog whose opener is still there has no use for it.
      setTimeout(() => {
        const active = root.activeElement;
        if (active?.closest('dialog[open]')) return;
        const lost = !active || (active === opener && !openerThere()) || active === fallback || active === dialog.ownerDocument.body;
        const target = focusAfter.current;
        focusAfter.current = null;
        const element = target?.element();
        if (lost || target?.always) {
          if (element) element.focus();
          else if (lost) fallback?.focus({ preventScroll: true });
        }
      }, 0);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once on mount, closes on unmount; focusAfter is the screen's ref, read when closing
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={props.title}
      aria-describedby={props.describedBy ?? bodyId}
      part="dialog"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      className={tw('w-[min(520px,calc(100vw-32px))] rounded-lg bg-surface p-0 text-sm shadow-xl')}
    >
      <form
        className={tw('flex flex-col gap-3 p-5')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          props.onSubmit?.();
        }}
      >
        <h2 className={tw('text-base font-semibold')}>{props.title}</h2>
        <div id={bodyId} className={tw('flex flex-col gap-3')}>{props.children}</div>
        <div className={tw('flex flex-wrap justify-end gap-2 pt-2')}>{props.actions}</div>
      </form>
    </dialog>
  );
}

// Native modal <dialog> inside the shadow root: keeps our styles, keeps focus inside (Tab cycles), closes on
// Escape, and gives focus back to the control that opened it.
import { useContext, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tw } from '../styles/twind';
import { FocusAfterDialogContext, rowIdOf } from './focusAfterDialog';

export interface DialogProps {
  title: string;
  onClose(): void;
  children?: ReactNode;
  actions: ReactNode;
  /**
   * The id of the element describing the dialog. By default the dialog's text (its children) describes it;
   * a dialog around a field names its notice instead.
   */
  describedBy?: string;
}

function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a native modal
 * dialog lets focus leave to the document (and the browser's own controls) between the two.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = activeElementOf(event.currentTarget);
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog(props: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const focusAfter = useContext(FocusAfterDialogContext);

  // A layout effect: the opener is read in the same task as the click or key that opened the dialog,
  // before anything else can move focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = activeElementOf(dialog);
    // The record the opener belongs to: a row element can be handed to another record once its own has
    // left the list (ui/useRowSlots), and focus must not go back to another record's control.
    const openerRow = opener ? rowIdOf(opener) : null;
    const openerThere = () => opener !== null && opener.isConnected && rowIdOf(opener) === openerRow;
    // The screen holding the dialog (tabIndex -1): focus goes back there when the opener is gone (its row
    // was deleted or hidden), rather than being lost to the page.
    const fallback = dialog.parentElement;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    const first = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    first?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (openerThere()) opener!.focus();
      else fallback?.focus();
      // The same render may remove the opener just after (its row deleted or hidden). Once it is done: if
      // focus was lost (to the page, or to the screen itself), it goes where the screen said (the row, or
      // its neighbour), else to the screen. A dialog that follows (a result message) keeps that place for
      // when it closes; a dialog whose opener is still there has no use for it.
      setTimeout(() => {
        const active = root.activeElement;
        const inAnotherDialog = active instanceof Element && active.closest('dialog[open]') !== null;
        if (inAnotherDialog) return;
        const moved = active !== null && active === opener && !openerThere();
        const lost = !active || moved || active === fallback || active === dialog.ownerDocument.body;
        const target = focusAfter.current;
        focusAfter.current = null;
        if (!lost && !target?.always) return;
        (target?.element() ?? (lost ? fallback : null))?.focus();
      }, 0);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once on mount, closes on unmount; focusAfter is the screen's ref, read when closing
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy ?? bodyId}
      aria-modal="true"
      part="dialog"
      onKeyDown={keepFocusInside}
      className={tw('w-[min(520px,calc(100vw-32px))] rounded-lg bg-[color:var(--terreal-surface)] p-0 text-sm shadow-xl')}
    >
      <div className={tw('flex flex-col gap-3 p-5')}>
        <h2 id={titleId} className={tw('text-base font-semibold')}>{props.title}</h2>
        <div id={bodyId} className={tw('flex flex-col gap-3')}>{props.children}</div>
        <div className={tw('flex flex-wrap justify-end gap-2 pt-2')}>{props.actions}</div>
      </div>
    </dialog>
  );
}

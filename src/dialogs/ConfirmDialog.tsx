// A question with a confirm button named after its action and `Annuler` (the text-field dialogs are built on
// it too). The confirm button sends one request however often it is pressed, and both buttons stay disabled
// while it runs: a request in flight keeps the dialog open, Escape and `Annuler` wait for its answer (issue 20 §5).
import { useRef, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The element describing the dialog, when not its whole text (ui/Dialog). */
  describedBy?: string;
  onConfirm(): unknown;
  onClose(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  // The ref answers a second press at once, before the render that disables the button.
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const close = () => { if (!pending) props.onClose(); };
  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await props.onConfirm();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return (
    <Dialog
      {...props}
      onClose={close}
      onSubmit={confirm}
      actions={
        <>
          <button type="button" className={cx.button()} onClick={close} disabled={pending} data-autofocus="">{fr.common.cancel}</button>
          <button type="submit" className={props.danger ? cx.danger() : cx.primary()} disabled={pending} aria-busy={pending}>
            {props.confirmLabel}
          </button>
        </>
      }
    />
  );
}

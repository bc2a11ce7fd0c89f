// A question with a confirm button named after its action and `Annuler` (the text-field dialogs are built on
// it too). The confirm button sends one request however often it is pressed, and both buttons stay disabled
// while it runs: a request in flight keeps the dialog open, Escape and `Annuler` wait for its answer.
import type { ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';
import { usePending } from '../ui/usePending';

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
  // A second press is answered at once, before the render that disables the button (ui/usePending).
  const [pending, run] = usePending();
  const close = () => { if (!pending) props.onClose(); };
  const confirm = () => run(props.onConfirm);
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

// A question with a confirm button named after its action and `Annuler`. The confirm button sends one
// request however often it is pressed, and stays disabled while it runs.
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
  onConfirm(): Promise<void> | void;
  onClose(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [pending, run] = usePending();
  return (
    <Dialog
      title={props.title}
      // A request in flight keeps the dialog open: Escape waits for its answer (issue 20 §5).
      onClose={() => { if (!pending) props.onClose(); }}
      actions={
        <>
          <button type="button" className={cx.button()} onClick={props.onClose} data-autofocus="">{fr.common.cancel}</button>
          <button
            type="button"
            className={props.danger ? cx.danger() : cx.primary()}
            disabled={pending}
            aria-busy={pending ? 'true' : undefined}
            onClick={() => run(props.onConfirm)}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}

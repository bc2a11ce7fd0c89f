// A message with one button: errors of SPEC.md §8 and the server's title/msg after an action.
import { fr } from '../i18n/fr';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';

export interface MessageDialogProps {
  title: string;
  text: string;
  onClose(): void;
}

export function MessageDialog(props: MessageDialogProps) {
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      actions={<button type="button" className={cx.primary()} onClick={props.onClose} data-autofocus="">{fr.common.ok}</button>}
    >
      <p>{props.text}</p>
    </Dialog>
  );
}

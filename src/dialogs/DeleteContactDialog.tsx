// SPEC.md §2: deleting a contact asks for confirmation with the spec's sentence.
import type { Contact } from '../core/types';
import { fr } from '../i18n/fr';
import { ConfirmDialog } from './ConfirmDialog';

export function DeleteContactDialog(props: { contact: Contact; onConfirm(): Promise<void>; onClose(): void }) {
  return (
    <ConfirmDialog title={fr.contacts.deleteTitle} confirmLabel={fr.common.delete} danger onConfirm={props.onConfirm} onClose={props.onClose}>
      <p>{fr.contacts.deleteText}</p>
    </ConfirmDialog>
  );
}

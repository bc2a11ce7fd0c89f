// SPEC.md §2: deleting a contact asks for confirmation with the spec's sentence, under the contact's name.
import type { Contact } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { ConfirmDialog } from './ConfirmDialog';

export function DeleteContactDialog(props: { contact: Contact; onConfirm(): Promise<void>; onClose(): void }) {
  return (
    <ConfirmDialog title={fr.contacts.deleteTitle} confirmLabel={fr.common.delete} danger onConfirm={props.onConfirm} onClose={props.onClose}>
      <p className={tw('font-semibold')}>{fr.contacts.deleteWho(props.contact.societe, props.contact.nom)}</p>
      <p>{fr.contacts.deleteText}</p>
    </ConfirmDialog>
  );
}

// `Supprimer…` on the selected contacts: the confirmation says how many will be deleted and names them
// (core/namesList: five names, then how many more), then the
// delete calls (SPEC.md §7) go one at a time with a progress count; failures are listed (the contact's name
// and the server's message) and the others go on.
import { useState } from 'react';
import { contactName } from '../core/contacts';
import { namesList } from '../core/namesList';
import type { ActionAnswer, Contact } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { BulkCallDialog } from './BulkDialog';

export interface BulkDeleteContactsDialogProps {
  /** The selected contacts, as the list has them when the dialog opens. */
  contacts: readonly Contact[];
  /** One delete call (core/bulk deleteContactCall). */
  remove(contact: Contact): Promise<ActionAnswer>;
  /** Each contact the server deleted, as it is deleted (the screen drops its row). */
  onDeleted(contact: Contact): void;
  /** Contacts whose answer was lost: the screen loads its list again (ui/BulkDialog). */
  resolveUnknown?(contacts: Contact[]): Promise<string[]>;
  onClose(): void;
}

export function BulkDeleteContactsDialog(props: BulkDeleteContactsDialogProps) {
  // The contacts as the dialog opened: rows deleted meanwhile leave the list, not the dialog's account.
  const [contacts] = useState(props.contacts);
  const t = fr.contacts.bulk;
  return (
    <BulkCallDialog
      title={t.deleteTitle}
      rows={contacts}
      call={props.remove}
      onDone={props.onDeleted}
      resolveUnknown={props.resolveUnknown}
      name={contactName}
      texts={t}
      failed={t.failures}
      label={fr.common.delete}
      danger
      done={t.deleted}
      onClose={props.onClose}
    >
      <p>{t.deleteCount(contacts.length)}</p>
      <p className={tw('font-semibold')}>{namesList(contacts.map(contactName))}</p>
    </BulkCallDialog>
  );
}

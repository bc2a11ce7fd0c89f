// `Supprimer…` on the selected contacts (issue 25): the confirmation says how many will be deleted, then the
// delete calls (SPEC.md §7) go one at a time with a progress count; failures are listed (the contact's name
// and the server's message) and the others go on.
import { useState } from 'react';
import { runSequence, type BulkRun } from '../core/bulk';
import { contactName } from '../core/contacts';
import type { ActionAnswer, Contact } from '../core/types';
import { fr } from '../i18n/fr';
import { cx } from '../ui/classes';
import { BulkDialog, useBulkRun } from './BulkDialog';

export interface BulkDeleteContactsDialogProps {
  /** The selected contacts, as the list has them when the dialog opens. */
  contacts: readonly Contact[];
  /** One delete call (core/bulk deleteContactCall). */
  remove(contact: Contact): Promise<ActionAnswer>;
  /** Each contact the server deleted, as it is deleted (the screen drops its row). */
  onDeleted(contact: Contact): void;
  onClose(): void;
}

export function BulkDeleteContactsDialog(props: BulkDeleteContactsDialogProps) {
  // The contacts as the dialog opened: rows deleted meanwhile leave the list, not the dialog's account.
  const [contacts] = useState(props.contacts);
  const bulk = useBulkRun<Contact, BulkRun<Contact, Contact>>(props.onDeleted);
  const deleted = bulk.result?.done.length;
  const t = fr.contacts.bulk;
  return (
    <BulkDialog
      title={t.deleteTitle}
      bulk={bulk}
      name={contactName}
      texts={t}
      failed={t.failures}
      start={(
        <button type="button" className={cx.danger()} onClick={() => void bulk.run((o) => runSequence(contacts, (c) => c, props.remove, o))}>
          {fr.common.delete}
        </button>
      )}
      report={!!deleted && <p>{t.deleted(deleted)}</p>}
      onClose={props.onClose}
    >
      <p>{t.deleteCount(contacts.length)}</p>
    </BulkDialog>
  );
}

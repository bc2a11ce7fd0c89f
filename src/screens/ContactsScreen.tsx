// Contacts table (SPEC.md §2, §3, §4, §6, §7, §8): its columns (core/contactColumns) and its delete action on
// the shared list hook (ui/useListScreen: loading, filters, sort, page, saved views, state kept for the tab),
// with the selection, `Supprimer…` on the selected contacts and the keyboard grid.
import { useRef, useState } from 'react';
import { CONTACT_COLUMNS, emailParts, type ContactColumnDef } from '../core/contactColumns';
import { deleteContactCall } from '../core/bulk';
import { CONTACT_LIST, CONTACTS_DEFAULT_SORT, contactName, EMPTY_CONTACT_FILTERS, readContactFilters, type ContactFilters } from '../core/contacts';
import { textOf } from '../core/listFilters';
import type { Contact } from '../core/types';
import { fr } from '../i18n/fr';
import { cx } from '../ui/classes';
import type { Column } from '../ui/DataTable';
import type { WidgetEnv } from '../ui/env';
import { ListScreenLayout } from './ListScreenLayout';
import { runServerAction } from './serverAction';
import { TextFilter } from '../ui/TextFilter';
import { useListPage, useListScreen, type ListExtras } from '../ui/useListScreen';
import { NoticeLayer } from '../ui/NoticeLayer';
import { useNotices } from '../ui/useNotices';
import { SelectionBar } from '../ui/SelectionBar';
import { useListSelection } from '../ui/useListSelection';
import { useContactCells } from './contacts/contactCells';
import { contactsViewKey, useContacts } from './contacts/useContacts';
import { BulkDeleteContactsDialog, DeleteContactDialog, MessageDialog } from './contacts/parts';
import { useRowFocus } from './offers/useRowFocus';

export interface ContactsScreenProps {
  env: WidgetEnv;
  /** null when the host gave no valid user: nothing is loaded. */
  userId: number | null;
  isBackoffice: boolean;
  /** Shown instead of the list when userId is null (missing or invalid attribute). */
  noUserText?: string;
}

type DialogState = { kind: 'delete'; contact: Contact } | { kind: 'bulk' } | { kind: 'message'; title: string; text: string } | null;

const byCompany = (c: Contact) => c.societe;
const NO_EXTRAS: ListExtras<object, ContactFilters> = { initial: {}, read: () => ({}) };
const selectLabel = (c: Contact) => fr.contacts.bulk.selectRow(contactName(c));

export function ContactsScreen(props: ContactsScreenProps) {
  const { env, userId } = props;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [announce, setAnnounce] = useState('');
  const screenRef = useRef<HTMLElement>(null);
  const focus = useRowFocus(screenRef);
  const notices = useNotices();
  const listScreen = useListScreen({
    env, definition: CONTACT_LIST, columns: CONTACT_COLUMNS, defaultFilters: EMPTY_CONTACT_FILTERS, readFilters: readContactFilters,
    defaultSort: CONTACTS_DEFAULT_SORT, fallbackSort: byCompany,
    keys: userId === null ? null : { view: contactsViewKey(userId), columns: 'contacts', savedViews: 'contacts', userId },
    extras: NO_EXTRAS, useRows: () => useContacts(env, userId), announce: setAnnounce, screen: screenRef,
    sessionDialog: (d) => setDialog({ kind: 'message', ...d }),
  });
  const { list } = listScreen;
  const { state } = listScreen.view;
  const { page } = useListPage(listScreen);
  const selection = useListSelection({
    scope: String(userId), rows: list.rows, known: list.status === 'ready', page: page.rows, filtered: listScreen.stages.matching,
    rowLabel: selectLabel, texts: fr.contacts.bulk,
  });
  /** A contact the server deleted: its row leaves the list (and the selection), the host hears of it. */
  const removed = (contact: Contact) => {
    list.setRows((rows) => rows.filter((r) => r.id !== contact.id));
    env.emit('terreal-contact-delete', { id: contact.id });
  };

  const askDelete = (contact: Contact) => {
    focus.afterDialogOn(contact.id, page.rows.map((r) => r.id));
    setDialog({ kind: 'delete', contact });
  };
  const remove = deleteContactCall(env.api);
  const confirmDelete = (contact: Contact) => runServerAction(list, {
    call: remove(contact),
    ok: (answer) => {
      removed(contact);
      setDialog(null);
      const text = answer.msg || fr.contacts.deleted(contactName(contact));
      setAnnounce(text);
      notices.show(text);
    },
    refused: (answer) => setDialog({ kind: 'message', title: fr.contacts.deleteErrorTitle, text: answer.msg }),
    failed: (m) => setDialog({ kind: 'message', ...m }),
  });

  const cells = useContactCells(env, askDelete);
  const toColumn = (def: ContactColumnDef): Column<Contact> => ({
    ...def, text: def.cell.kind === 'email' ? (c) => c.email : undefined,
    // An e-mail keeps its domain: the address before it takes the ellipsis.
    ...(def.cell.kind === 'email' ? { parts: (c: Contact) => emailParts(c.email), sampleParts: emailParts(def.sample ?? '') } : {}),
    // Each field's one text box has the column's key as its id (core/contactColumns).
    filter: def.filter && (
      <TextFilter label={fr.contacts.filters[def.key as keyof typeof fr.contacts.filters]} value={textOf(state.filters, def.key)} onChange={(value) => listScreen.view.setFilters({ [def.key]: value })} />
    ),
    cell: cells(def.cell),
  });

  return (
    <ListScreenLayout
      screen={screenRef} listScreen={listScreen} page={page} label={fr.contacts.tableLabel} columns={listScreen.columns.shown.map(toColumn)} hideable={CONTACT_COLUMNS}
      noUserText={props.noUserText} emptyTexts={[fr.contacts.empty, fr.contacts.emptyFiltered]} count={fr.contacts.count} announce={announce}
      focusAfter={focus.focusAfter}
      lead={userId === null ? undefined : selection.lead}
      bar={userId !== null && (
        <SelectionBar {...selection.bar}>
          {/* No bulk action on rows the server has not confirmed (a kept copy being refreshed). */}
          <button type="button" className={cx.button()} disabled={list.stale === true} onClick={() => setDialog({ kind: 'bulk' })}>{fr.contacts.bulk.delete}</button>
        </SelectionBar>
      )}
      // The keyboard grid: Enter on a cell enters its control (`Modifier`…), Space selects the row.
      grid={{ onToggleRow: selection.toggle }}
    >
      {dialog?.kind === 'delete' && (
        <DeleteContactDialog contact={dialog.contact} onConfirm={() => confirmDelete(dialog.contact)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'bulk' && (
        <BulkDeleteContactsDialog
          contacts={selection.selected}
          remove={remove}
          onDeleted={removed}
          resolveUnknown={(contacts) => list.reload({ keepRows: true }).then(() => contacts.map((c) => fr.edits.unknownOther(contactName(c))))}
          onClose={() => setDialog(null)}
        />
      )}
      <NoticeLayer screen={screenRef} notices={notices.notices} />
      {dialog?.kind === 'message' && <MessageDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </ListScreenLayout>
  );
}

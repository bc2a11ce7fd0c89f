// Contacts table (SPEC.md §2, §3, §4, §6, §7, §8): its columns (core/contactColumns) and its delete action on
// the shared list hook (ui/useListScreen: loading, filters, sort, page, saved views, state kept for the tab).
import { useRef, useState, type ReactNode } from 'react';
import { CONTACT_COLUMNS, type ContactCell, type ContactColumnDef } from '../core/contactColumns';
import { CONTACT_LIST, CONTACTS_DEFAULT_SORT, EMPTY_CONTACT_FILTERS, readContactFilters, type ContactFilters } from '../core/contacts';
import { textOf } from '../core/listFilters';
import { contactEditHref } from '../core/links';
import { parseActionAnswer } from '../core/normalize';
import type { Contact } from '../core/types';
import { DeleteContactDialog } from '../dialogs/DeleteContactDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import type { Column } from '../ui/DataTable';
import type { WidgetEnv } from '../ui/env';
import { ListScreenLayout } from './ListScreenLayout';
import { runServerAction } from './serverAction';
import { TextFilter } from '../ui/TextFilter';
import { useListPage, useListScreen, type ListExtras } from '../ui/useListScreen';
import { contactsViewKey, useContacts } from './contacts/useContacts';
import { useRowFocus } from './offers/useRowFocus';

export interface ContactsScreenProps {
  env: WidgetEnv;
  /** null when the host gave no valid user: nothing is loaded. */
  userId: number | null;
  isBackoffice: boolean;
  /** Shown instead of the list when userId is null (missing or invalid attribute). */
  noUserText?: string;
}

type DialogState = { kind: 'delete'; contact: Contact } | { kind: 'message'; title: string; text: string } | null;

const byCompany = (c: Contact) => c.societe;
const NO_EXTRAS: ListExtras<object, ContactFilters> = { initial: {}, read: () => ({}) };

export function ContactsScreen(props: ContactsScreenProps) {
  const { env, userId } = props;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [announce, setAnnounce] = useState('');
  const screenRef = useRef<HTMLElement>(null);
  const focus = useRowFocus(screenRef);
  const view = useListScreen({
    env, definition: CONTACT_LIST, columns: CONTACT_COLUMNS, defaultFilters: EMPTY_CONTACT_FILTERS, readFilters: readContactFilters,
    defaultSort: CONTACTS_DEFAULT_SORT, fallbackSort: byCompany,
    keys: userId === null ? null : { view: contactsViewKey(userId), columns: 'contacts', savedViews: 'contacts', userId },
    extras: NO_EXTRAS, useRows: () => useContacts(env, userId), announce: setAnnounce, screen: screenRef,
    sessionDialog: (d) => setDialog({ kind: 'message', ...d }),
  });
  const { list, state } = view;
  const { page } = useListPage(view);

  const askDelete = (contact: Contact) => {
    focus.afterDialogOn(contact.id, page.rows.map((r) => r.id));
    setDialog({ kind: 'delete', contact });
  };
  const confirmDelete = (contact: Contact) => runServerAction(env, list, {
    path: '/ajax/contacts/delete',
    body: { id: contact.id, societe: contact.societe, nom: contact.nom },
    parse: parseActionAnswer,
    ok: (answer) => {
      list.setRows((rows) => rows.filter((r) => r.id !== contact.id));
      setDialog(null);
      setAnnounce(answer.msg || fr.contacts.deleted(contact.nom || contact.societe));
      env.emit('terreal-contact-delete', { id: contact.id });
    },
    refused: (answer) => setDialog({ kind: 'message', title: fr.contacts.deleteErrorTitle, text: answer.msg }),
    failed: (m) => setDialog({ kind: 'message', ...m }),
  });

  const renderCell = (cell: ContactCell): ((c: Contact) => ReactNode) => {
    if (cell.kind === 'text') return (c) => c[cell.field];
    if (cell.kind === 'email') return (c) => (c.email ? <a className={cx.link()} href={`mailto:${encodeURIComponent(c.email).replace(/%40/g, "@")}`}>{c.email}</a> : null);
    return (c) => {
      const who = c.nom || c.societe;
      return (
        <span className={tw('flex gap-1 whitespace-nowrap')}>
          <button type="button" className={cx.button()} aria-label={fr.contacts.editLabel(who)} title={fr.contacts.editLabel(who)} onClick={() => env.navigate(contactEditHref(env.baseUrl, c.id))}>
            {fr.common.edit}
          </button>
          <button type="button" className={cx.button()} aria-label={fr.contacts.deleteLabel(who)} title={fr.contacts.deleteLabel(who)} onClick={() => askDelete(c)}>
            {fr.common.delete}
          </button>
        </span>
      );
    };
  };
  const toColumn = (def: ContactColumnDef): Column<Contact> => ({
    ...def, text: def.cell.kind === 'email' ? (c) => c.email : undefined,
    filter: def.filter?.kind === 'text' && def.filter.boxes.map(({ id }) => (
      <TextFilter key={id} label={fr.contacts.filters[id as keyof typeof fr.contacts.filters]} value={textOf(state.filters, id)} onChange={(value) => view.setFilters({ [id]: value })} />
    ))[0],
    cell: renderCell(def.cell),
  });

  return (
    <ListScreenLayout
      screen={screenRef} view={view} page={page} label={fr.contacts.tableLabel} columns={view.shownColumns.map(toColumn)} hideable={CONTACT_COLUMNS}
      noUserText={props.noUserText} emptyTexts={[fr.contacts.empty, fr.contacts.emptyFiltered]} count={fr.contacts.count} announce={announce}
      detailLabel={(c) => fr.contacts.detailsLabel(c.nom || c.societe)} focusAfter={focus.focusAfter}
    >
      {dialog?.kind === 'delete' && (
        <DeleteContactDialog contact={dialog.contact} onConfirm={() => confirmDelete(dialog.contact)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'message' && <MessageDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </ListScreenLayout>
  );
}

// Contacts table (SPEC.md §2, §3, §4, §6, §7, §8): loads the user's contacts, filters, sorts and pages
// them, edits through navigation and deletes after confirmation.
import { useMemo, useState } from 'react';
import { describeActionError } from '../core/errorMessages';
import {
  CONTACT_FIELDS, CONTACTS_DEFAULT_SORT, EMPTY_CONTACT_FILTERS, filterContacts, isContactFilterActive,
  type ContactField, type ContactFilters,
} from '../core/contacts';
import { contactEditHref } from '../core/links';
import { parseActionAnswer, parseContactList } from '../core/normalize';
import { sortRows } from '../core/rowModel';
import type { Contact } from '../core/types';
import { DeleteContactDialog } from '../dialogs/DeleteContactDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { DataTable, type Column } from '../ui/DataTable';
import type { WidgetEnv } from '../ui/env';
import { Loading } from '../ui/Loading';
import { AlertMessage, LiveAnnouncer } from '../ui/Notices';
import { Pagination } from '../ui/Pagination';
import { TextFilter } from '../ui/TextFilter';
import { useListState, usePage } from '../ui/useListState';
import { useLoadErrorEffect } from '../ui/useLoadErrorEffect';
import { useRemoteList } from '../ui/useRemoteList';

export interface ContactsScreenProps {
  env: WidgetEnv;
  /** null when the host gave no valid user: nothing is loaded. */
  userId: number | null;
  isBackoffice: boolean;
  /** Shown instead of the list when userId is null (missing or invalid attribute). */
  noUserText?: string;
}

type DialogState =
  | { kind: 'delete'; contact: Contact }
  | { kind: 'message'; title: string; text: string }
  | null;

const COLUMN_WIDTHS: Partial<Record<ContactField, number>> = { code_postal: 80 };

export function ContactsScreen(props: ContactsScreenProps) {
  const { env, userId } = props;
  const { api } = env;
  const load = useMemo(
    () => (userId === null ? null : (signal: AbortSignal) => api.get(`/contacts/list/${userId}`, parseContactList, { signal })),
    [api, userId],
  );
  const list = useRemoteList<Contact>(load, [load]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [announce, setAnnounce] = useState('');

  const { state, dispatch } = useListState<ContactFilters>(EMPTY_CONTACT_FILTERS, CONTACTS_DEFAULT_SORT);
  // Sort once per sort order; each keystroke only filters (filtering keeps the order).
  const sortedAll = useMemo(() => {
    const key = state.sort.key as ContactField;
    return sortRows(list.rows, (c) => c[key], state.sort.dir);
  }, [list.rows, state.sort]);
  const sorted = useMemo(() => filterContacts(sortedAll, state.filters), [sortedAll, state.filters]);
  const page = usePage(sorted, state, dispatch, list.status !== 'loading');

  const loadProblem = useLoadErrorEffect(list.status === 'error' ? list.error : null, env);

  const confirmDelete = async (contact: Contact) => {
    try {
      const answer = await api.post('/ajax/contacts/delete', { id: contact.id, societe: contact.societe, nom: contact.nom }, parseActionAnswer);
      if (answer.statut === 'ok') {
        list.setRows((rows) => rows.filter((r) => r.id !== contact.id));
        setDialog(null);
        setAnnounce(answer.msg || fr.contacts.deleted(contact.nom || contact.societe));
        env.emit('terreal-contact-delete', { id: contact.id });
      } else {
        setDialog({ kind: 'message', title: fr.contacts.deleteErrorTitle, text: answer.msg });
      }
    } catch (error) {
      setDialog({ kind: 'message', ...describeActionError(error) });
    }
  };

  const columns: Column<Contact>[] = [
    ...CONTACT_FIELDS.map((field): Column<Contact> => ({
      key: field,
      header: fr.contacts.columns[field],
      sortable: true,
      width: COLUMN_WIDTHS[field],
      filter: (
        <TextFilter
          label={fr.contacts.filters[field]}
          value={state.filters[field]}
          onChange={(value) => dispatch({ type: 'filter', patch: { [field]: value } as Partial<ContactFilters> })}
        />
      ),
      cell: (c) => c[field],
    })),
    {
      key: 'actions',
      header: fr.common.actions,
      cell: (c) => {
        const who = c.nom || c.societe;
        return (
          <span className={tw('flex flex-nowrap gap-1 whitespace-nowrap')}>
            <button type="button" className={cx.button()} title={fr.contacts.editLabel(who)} onClick={() => env.navigate(contactEditHref(env.baseUrl, c.id))}>
              {fr.common.edit}
            </button>
            <button type="button" className={cx.button()} title={fr.contacts.deleteLabel(who)} onClick={() => setDialog({ kind: 'delete', contact: c })}>
              {fr.common.delete}
            </button>
          </span>
        );
      },
    },
  ];

  const filterActive = isContactFilterActive(state.filters);
  const loading = list.status === 'loading';
  // After a failed load the alert says what happened: no 'no contacts yet' beside it.
  const emptyText = list.status === 'error' ? '' : list.rows.length === 0 ? fr.contacts.empty : fr.contacts.emptyFiltered;

  return (
    <section className={tw('flex flex-col gap-1 p-2 focus:outline-none')} part="screen" tabIndex={-1}>
      <div className={cx.toolbar()}>
        {filterActive && (
          <button type="button" className={cx.button()} onClick={() => dispatch({ type: 'clearFilters' })}>
            {fr.common.clearFilters}
          </button>
        )}
      </div>
      {userId === null && <AlertMessage text={props.noUserText ?? fr.errors.missingUser} />}
      {loadProblem && (
        <AlertMessage text={loadProblem}>
          <button type="button" className={cx.button()} onClick={list.reload}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {loading && <Loading />}
      <DataTable
        label={fr.contacts.tableLabel}
        columns={columns}
        rows={page.rows}
        rowKey={(c) => c.id}
        sort={state.sort}
        onSort={(key) => dispatch({ type: 'sort', key })}
        emptyText={emptyText}
        busy={loading}
      />
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={fr.contacts.count(sorted.length, list.rows.length)}
        onPage={(p) => dispatch({ type: 'page', page: p })}
        onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      />
      <LiveAnnouncer text={announce} />
      {dialog?.kind === 'delete' && (
        <DeleteContactDialog contact={dialog.contact} onConfirm={() => confirmDelete(dialog.contact)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'message' && <MessageDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </section>
  );
}

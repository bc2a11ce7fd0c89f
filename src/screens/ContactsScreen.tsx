// Contacts table (SPEC.md §2, §3, §4, §6, §7, §8): loads the user's contacts, filters, sorts and pages
// them, edits through navigation and deletes after confirmation. Columns come from core/contactColumns;
// narrow containers show cards.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { hideableColumns, parseHiddenColumns, sortValueOf, visibleColumns } from '../core/columns';
import { CONTACT_COLUMNS, type ContactCell, type ContactColumnDef } from '../core/contactColumns';
import { CONTACTS_DEFAULT_SORT, EMPTY_CONTACT_FILTERS, countActiveContactFilters, filterContacts, readContactFilters, type ContactFilters } from '../core/contacts';
import { describeActionError, isOutcomeUnknown } from '../core/errorMessages';
import { contactEditHref } from '../core/links';
import { parseActionAnswer, parseContactList } from '../core/normalize';
import { sortRows } from '../core/rowModel';
import { savedViewsKey, type SavedView } from '../core/savedViews';
import type { Contact } from '../core/types';
import { DeleteContactDialog } from '../dialogs/DeleteContactDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { CardList } from '../ui/CardList';
import { cx } from '../ui/classes';
import { ColumnChooser } from '../ui/ColumnChooser';
import { DataTable, type Column } from '../ui/DataTable';
import type { WidgetEnv } from '../ui/env';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { FocusAfterDialogContext, rowControl, type FocusAfterDialog } from '../ui/focusAfterDialog';
import { Loading } from '../ui/Loading';
import { AlertMessage, LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SavedViewsMenu } from '../ui/SavedViewsMenu';
import { useSavedViews } from '../ui/useSavedViews';
import { SortSelect } from '../ui/SortSelect';
import { TextFilter } from '../ui/TextFilter';
import { columnPrefsKey, useColumnPrefs } from '../ui/useColumnPrefs';
import { useListState, usePage } from '../ui/useListState';
import { useLoadErrorEffect } from '../ui/useLoadErrorEffect';
import { useColumnLayout } from '../ui/useColumnLayout';
import { NARROW_PX, useElementWidth } from '../ui/useNarrow';
import { useRemoteList } from '../ui/useRemoteList';
import { useSortAnnouncement } from '../ui/useSortAnnouncement';

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

const byCompany = (c: Contact) => c.societe;

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
  const sortedAll = useMemo(
    () => sortRows(list.rows, sortValueOf(CONTACT_COLUMNS, state.sort.key, byCompany), state.sort.dir),
    [list.rows, state.sort],
  );
  const sorted = useMemo(() => filterContacts(sortedAll, state.filters), [sortedAll, state.filters]);
  const loading = list.status === 'loading';
  const page = usePage(sorted, state, dispatch, !loading);
  const prefs = useColumnPrefs(env.localStore, userId === null ? null : columnPrefsKey('contacts', userId), CONTACT_COLUMNS);
  const savedViews = useSavedViews(env.localStore, userId === null ? null : savedViewsKey('contacts', userId), readContactFilters);
  const saveView = (name: string) => {
    savedViews.save({ name, filters: state.filters, sort: state.sort, pageSize: state.pageSize, hidden: [...prefs.hidden] });
    setAnnounce(fr.common.viewSaved(name));
  };
  const applyView = (v: SavedView<ContactFilters>) => {
    dispatch({ type: 'restore', state: { filters: v.filters, sort: v.sort, page: 1, pageSize: v.pageSize } });
    prefs.set(parseHiddenColumns(JSON.stringify(v.hidden), CONTACT_COLUMNS));
    setAnnounce(fr.common.viewApplied(v.name));
  };
  const removeView = (name: string) => {
    savedViews.remove(name);
    setAnnounce(fr.common.viewRemoved(name));
  };
  const sortHeader = useCallback((key: string) => CONTACT_COLUMNS.find((c) => c.key === key)?.header, []);
  const sortAnnounce = useSortAnnouncement(state.sort, sortHeader);

  const loadProblem = useLoadErrorEffect(list.status === 'error' ? list.error : null, env, (d) => setDialog({ kind: 'message', ...d }));
  const screenRef = useRef<HTMLElement>(null);
  const pagerRef = useRef<HTMLElement>(null);
  const width = useElementWidth(screenRef);
  const narrow = width.box > 0 && width.box < NARROW_PX;
  const focusAfter = useRef<FocusAfterDialog['current']>(null);

  const askDelete = (contact: Contact) => {
    const ids = page.rows.map((r) => r.id);
    const at = ids.indexOf(contact.id);
    const order = [contact.id, ...ids.slice(at + 1), ...ids.slice(0, Math.max(0, at)).reverse()];
    focusAfter.current = { element: () => rowControl(screenRef.current, order) };
    setDialog({ kind: 'delete', contact });
  };

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
      if (isOutcomeUnknown(error)) list.reload({ keepRows: true }); // the answer was lost: show the server's truth
    }
  };

  const renderCell = (cell: ContactCell): ((c: Contact) => ReactNode) => {
    if (cell.kind === 'text') return (c) => c[cell.field];
    if (cell.kind === 'email') return (c) => (c.email ? <a className={cx.link()} href={`mailto:${encodeURIComponent(c.email).replace(/%40/g, "@")}`}>{c.email}</a> : null);
    return (c) => {
      const who = c.nom || c.societe;
      return (
        <span className={tw('flex flex-nowrap gap-1 whitespace-nowrap')}>
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
    key: def.key,
    header: def.header,
    sortable: def.sortable,
    width: def.width,
    grow: def.grow,
    priority: def.priority,
    fit: def.fit,
    nowrap: def.nowrap,
    pin: def.pin,
    card: def.card,
    filter: def.filter && (
      <TextFilter
        label={fr.contacts.filters[def.filter.field]}
        value={state.filters[def.filter.field]}
        onChange={(value) => dispatch({ type: 'filter', patch: { [def.filter!.field]: value } as Partial<ContactFilters> })}
      />
    ),
    cell: renderCell(def.cell),
    text: def.cell.kind === 'email' ? (c) => c.email : undefined,
  });
  const columns = visibleColumns(CONTACT_COLUMNS, prefs.hidden).map(toColumn);
  const layout = useColumnLayout(screenRef, width.content, columns, page.rows, !prefs.sideBySide);

  const activeCount = countActiveContactFilters(state.filters);
  const filterActive = activeCount > 0;
  // After a failed load the alert says what happened: no 'no contacts yet' beside it.
  const emptyText = list.status === 'error' ? '' : list.rows.length === 0 ? fr.contacts.empty : fr.contacts.emptyFiltered;
  const clearButton = useRef<HTMLButtonElement>(null);
  const chooserHolder = useRef<HTMLSpanElement>(null);

  return (
    <FocusAfterDialogContext.Provider value={focusAfter}>
    <section ref={screenRef} className={`${tw('flex flex-col gap-1 p-2 focus:outline-none')} ${narrow ? 'terreal-narrow' : ''}`} part="screen" tabIndex={-1}>
      <div className={cx.toolbar()}>
        <QuickSearch value={state.filters.q} onChange={(q) => dispatch({ type: 'filter', patch: { q } })} />
        <SavedViewsMenu views={savedViews.views} onSave={saveView} onApply={applyView} onRemove={removeView} />
        {filterActive && (
          <button
            ref={clearButton}
            type="button"
            className={cx.button()}
            onClick={() => {
              dispatch({ type: 'clearFilters' });
              // The button goes away once used: focus goes on to the column chooser beside it.
              chooserHolder.current?.querySelector('button')?.focus();
            }}
          >
            {fr.common.clearFilters}
          </button>
        )}
        <span ref={chooserHolder}>
          <ColumnChooser columns={hideableColumns(CONTACT_COLUMNS)} hidden={prefs.hidden} onToggle={prefs.toggle} onReset={prefs.reset} sideBySide={prefs.sideBySide} onSideBySide={prefs.setSideBySide} />
        </span>
        {(narrow || layout.folded.length > 0) && (
          <FilterDisclosure activeCount={activeCount} filters={narrow ? columns : layout.folded} resultText={loading ? undefined : fr.contacts.count(sorted.length, list.rows.length)} />
        )}
        {narrow && <SortSelect columns={CONTACT_COLUMNS} sort={state.sort} onSort={(sort) => dispatch({ type: 'setSort', sort })} />}
      </div>
      {userId === null && <AlertMessage text={props.noUserText ?? fr.errors.missingUser} />}
      {loadProblem && (
        <AlertMessage text={loadProblem}>
          <button type="button" className={cx.button()} onClick={() => list.reload()}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {loading && <Loading />}
      {page.rows.length > 10 && <SkipToPagination target={pagerRef} />}
      {narrow ? (
        <CardList label={fr.contacts.tableLabel} columns={columns} rows={page.rows} rowKey={(c) => c.id} emptyText={emptyText} busy={loading} />
      ) : (
        <DataTable
          label={fr.contacts.tableLabel}
          columns={layout.shown}
          widths={layout.widths}
          folded={layout.folded}
          detailLabel={(c) => fr.contacts.detailsLabel(c.nom || c.societe)}
          scrollX={prefs.sideBySide}
          rows={page.rows}
          rowKey={(c) => c.id}
          sort={state.sort}
          onSort={(key) => dispatch({ type: 'sort', key })}
          emptyText={emptyText}
          busy={loading}
        />
      )}
      <Pagination
        ref={pagerRef}
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={loading ? fr.common.loading : fr.contacts.count(sorted.length, list.rows.length)}
        onPage={(p) => dispatch({ type: 'page', page: p })}
        onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      />
      <LiveAnnouncer text={announce} />
      <LiveAnnouncer text={sortAnnounce} />
      {dialog?.kind === 'delete' && (
        <DeleteContactDialog contact={dialog.contact} onConfirm={() => confirmDelete(dialog.contact)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'message' && <MessageDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </section>
    </FocusAfterDialogContext.Provider>
  );
}

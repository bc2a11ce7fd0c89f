// One offers screen for the three families (SPEC.md §2, §4–§8), configured by a family description. It
// wires the hooks of src/screens/offers (view state, list, actions, saved views, rows, cells) to the
// toolbar, the notices, the table or cards, the pager and the dialogs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hideCall, statusCall } from '../core/bulk';
import { hideableColumns } from '../core/columns';
import { excelReportParams } from '../core/excelQuery';
import { backHref, excelHref, newOfferHref, offerEditHref } from '../core/links';
import { OFFER_ID_SORT, offerColumnsOf, withPrescriberColumn } from '../core/offerColumns';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../core/offerFilters';
import { initialUserFilter, needsCloneWarning, offerTotals } from '../core/offerRules';
import { scopeRows } from '../core/offerScope';
import { canSelectAllFiltered, offersScope, pageCheckState, selectedRows } from '../core/selection';
import { statusShares } from '../core/statusSummary';
import type { LeopardData, Offer, Prescriber } from '../core/types';
import type { FamilyConfig } from '../families';
import { BulkHideDialog } from '../dialogs/BulkHideDialog';
import { BulkStatusDialog } from '../dialogs/BulkStatusDialog';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { ColumnChooser } from '../ui/ColumnChooser';
import type { WidgetEnv } from '../ui/env';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { FocusAfterDialogContext } from '../ui/focusAfterDialog';
import { LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SavedViewsMenu } from './SavedViewsMenu';
import { SelectionBar } from '../ui/SelectionBar';
import { OfferCheckbox, PageCheckbox } from '../ui/SelectionCheckbox';
import type { LeadColumn } from '../ui/DataTable';
import { SortSelect } from '../ui/SortSelect';
import { useListPage, useListScreen, type ListExtras } from '../ui/useListScreen';
import { useColumnLayout } from '../ui/useColumnLayout';
import { useFileExport } from '../ui/useFileExport';
import { useGridKeyboard } from '../ui/useGridKeyboard';
import { NARROW_PX, useElementWidth } from '../ui/useNarrow';
import { lastOpenedKey, useReturnFocus } from '../ui/useReturnFocus';
import { useSelection } from '../ui/useSelection';
import { useUndoShortcut } from '../ui/useUndoShortcut';
import { offerTableColumns } from './offers/offerColumns';
import { offerRowMenu, type RowDialogKind } from './offers/offerRowMenu';
import { OffersDialogs } from './offers/OffersDialogs';
import { OffersList } from './offers/OffersList';
import { OffersFloatingNotices, OffersNotices } from './offers/OffersNotices';
import { OffersToolbar } from './offers/OffersToolbar';
import { StatusSummary } from './offers/StatusSummary';
import { useOfferActions } from './offers/useOfferActions';
import { useOfferCells } from './offers/useOfferCells';
import { useOffersList } from './offers/useOffersList';
import { useRowFocus } from './offers/useRowFocus';
import { OFFERS_DEFAULT_SORT, readOfferFilters, readOffersExtras, storageKey, type OffersExtras } from './offers/viewState';

export interface OffersScreenProps {
  env: WidgetEnv;
  config: FamilyConfig;
  userId: number | null;
  isBackoffice: boolean;
  prescribers: readonly Prescriber[];
  leopard: LeopardData | null;
  terca: boolean;
  appVersion: number;
  /** Shown instead of the list when userId is null (missing or invalid attribute). */
  noUserText?: string;
}

export function OffersScreen(props: OffersScreenProps) {
  const { env, config, userId, leopard } = props;
  const { family, scope } = config;
  const { isBackoffice } = props;
  const screenRef = useRef<HTMLElement>(null);
  const announce = useRef<(text: string) => void>(() => undefined);
  const sessionDialog = useRef<(d: { title: string; text: string }) => void>(() => undefined);
  // Backoffice: who owns each offer, a column shown with `Tous` (issue 20 §5).
  const allColumns = useMemo(
    () => withPrescriberColumn(offerColumnsOf(config.columns), isBackoffice ? props.prescribers : null),
    [config.columns, isBackoffice, props.prescribers],
  );
  const extras: ListExtras<OffersExtras, OfferFilters> = {
    // The scope's choice is read when the view is restored (restore, below): its default when nothing says one.
    initial: { userFilter: userId === null ? 'all' : initialUserFilter(userId, isBackoffice), tool: '' },
    read: readOffersExtras,
    // Only backoffice users choose whose offers they see (a user who loses the right must not keep the
    // list of every user's offers); the scope's choice in the page address wins, read by the scope.
    restore: (kept, initial) => ({
      userFilter: isBackoffice ? kept.userFilter : initial.userFilter,
      tool: scope ? scope.match(new URLSearchParams(env.address.search()).get(scope.param) ?? kept.tool) : '',
    }),
    scope,
    toSavedView: (e) => ({ ...(isBackoffice ? { userFilter: e.userFilter } : {}), ...(scope ? { tool: e.tool } : {}) }),
    fromSavedView: (v, e) => ({
      userFilter: isBackoffice && v.userFilter !== undefined ? v.userFilter : e.userFilter,
      tool: v.tool ?? e.tool, // read by the scope, absent without one (core/savedViews)
    }),
  };
  const view = useListScreen({
    env, definition: OFFER_LIST, columns: allColumns, defaultFilters: DEFAULT_OFFER_FILTERS, readFilters: readOfferFilters,
    defaultSort: OFFERS_DEFAULT_SORT, fallbackSort: OFFER_ID_SORT, fallbackSortLabel: fr.common.sortNewest,
    keys: userId === null ? null : { view: storageKey(family, userId), columns: family, savedViews: `offres:${family}`, userId },
    extras, restoreDeps: [env.address, isBackoffice],
    useRows: (e) => useOffersList(env, family, userId, e.userFilter, leopard),
    scope: (e) => scopeRows(scope, e.tool),
    announce: (text) => announce.current(text),
    screen: screenRef,
    sessionDialog: (d) => sessionDialog.current(d),
  });
  const { list, state, dispatch, stages, setFilters, prefs } = view;
  const { userFilter, tool } = view.extras;
  const setExtra = (patch: Partial<OffersExtras>) => view.setExtras((e) => ({ ...e, ...patch }));
  useEffect(() => {
    // The scope's choice stays in the address (no reload, other parameters untouched).
    if (scope) env.address.replaceSearchParam(scope.param, tool);
  }, [env.address, scope, tool]);
  /** Rows painted from the kept copy: no action on a row until the server's answer confirms it. */
  const stale = list.stale === true;
  const focus = useRowFocus(screenRef);
  const holdRef = useRef<() => void>(() => undefined);
  const actions = useOfferActions(env, family, list, { onEdit: () => holdRef.current(), onCloned: focus.afterClone });
  announce.current = actions.setAnnounce;
  sessionDialog.current = (d) => actions.setDialog({ kind: 'message', ...d });
  const loadProblem = view.loadProblem;
  const [download, setDownload] = useState<{ href: string; n: number } | null>(null);

  const { scoped, allButSummary, matching: filtered } = stages;
  const { page, stale: staleRows, hold } = useListPage(view, actions.pinned);
  holdRef.current = hold;
  const loading = view.loading;
  /** Figures only once the list is loaded: nothing says `0 offre` or `0 €` while it loads or after a failed load. */
  const known = list.status === 'ready';
  const totals = useMemo(() => (known ? offerTotals(filtered) : null), [known, filtered]);
  const shares = useMemo(() => statusShares(allButSummary, config.statusOptions), [allButSummary, config.statusOptions]);
  const sortAnnounce = view.sortAnnounce;
  const pagerRef = useRef<HTMLElement>(null);
  const width = useElementWidth(screenRef);
  const narrow = width.box > 0 && width.box < NARROW_PX;
  useUndoShortcut(screenRef, actions.undo ? () => void actions.undoStatus() : null);
  const excel = useFileExport(screenRef, env.fetch);
  const shownIds = useMemo(() => (known ? page.rows.map((r) => r.id) : null), [known, page.rows]);
  const rememberOpened = useReturnFocus(screenRef, env.sessionStore, userId === null ? null : lastOpenedKey(family, userId), shownIds);

  const openOffer = (offer: Offer) => {
    rememberOpened(offer.id);
    env.navigate(offerEditHref(env.baseUrl, config.links, offer.id, offer.outil));
  };
  const startDownload = (href: string) => setDownload((d) => ({ href, n: (d?.n ?? 0) + 1 }));
  const ask = (kind: RowDialogKind, offer: Offer) => {
    focus.afterDialogOn(offer.id, page.rows.map((r) => r.id));
    actions.setDialog({ kind, offer });
  };
  const cells = useOfferCells(config, allColumns, { locked: stale, pendingStatus: actions.pendingStatus }, {
    onStatus: actions.changeStatus,
    onOpen: (offer) => openOffer(offer),
    onDelivery: (offer) => ask('delivery', offer),
    rowMenu: (offer) => offerRowMenu(offer, { baseUrl: env.baseUrl, path: config.links.path, download: startDownload, openWindow: env.openWindow, ask }),
  });
  const shownColumns = useMemo(
    () => (userFilter === 'all' ? view.shownColumns : view.shownColumns.filter((c) => c.key !== 'prescripteur')),
    [userFilter, view.shownColumns],
  );
  const columns = offerTableColumns({ config, columns: shownColumns, cells, filters: state.filters, setFilters, totals });
  // Dense table (issue 20): the columns that do not fit fold into each row's detail and their filters into `Filtres`.
  const layout = useColumnLayout(screenRef, width.content, columns, page.rows, !prefs.sideBySide, userId === null || narrow ? 0 : SELECT_COLUMN_PX);
  const highlighted = new Set(actions.highlighted);

  // Bulk actions (issue 25): the selection survives paging, sorting and filtering; another prescriber or tool clears it.
  const [selection, select] = useSelection(offersScope(userFilter, tool));
  const [bulk, setBulk] = useState<'status' | 'hide' | null>(null);
  useEffect(() => {
    if (known) select({ type: 'retain', ids: list.rows.map((r) => r.id) });
  }, [known, list.rows, select]);
  const chosen = useMemo(() => new Set(selection.ids), [selection.ids]);
  const pageIds = page.rows.map((r) => r.id);
  const selectCell = useCallback((o: Offer, on: boolean) => (
    <OfferCheckbox offreRef={o.offre_ref} checked={on} onToggle={() => select({ type: 'toggle', id: o.id })} />
  ), [select]);
  const lead: LeadColumn<Offer> | undefined = userId === null ? undefined : {
    width: SELECT_COLUMN_PX,
    header: <PageCheckbox state={pageCheckState(selection, pageIds)} disabled={pageIds.length === 0} onToggle={() => select({ type: 'togglePage', ids: pageIds })} />,
    on: (o) => chosen.has(o.id),
    cell: selectCell,
  };
  const selected = selectedRows(selection, list.rows);
  // The keyboard grid (issue 25): one Tab stop, arrow keys between cells, Space selects, Enter on the name opens.
  const tableRef = useRef<HTMLTableElement>(null);
  const rowOf = (row: HTMLTableRowElement) => list.rows.find((r) => String(r.id) === row.dataset.rowId);
  useGridKeyboard(tableRef, {
    onEnter: ({ row, colIndex }) => {
      const offer = rowOf(row);
      if (!offer || layout.shown[colIndex - (lead ? 1 : 0)]?.key !== 'offre_nom') return false;
      openOffer(offer);
      return true;
    },
    onToggleRow: ({ row }) => {
      const offer = rowOf(row);
      if (offer && lead) select({ type: 'toggle', id: offer.id });
    },
  });
  const leopardQuery = leopard?.querystring ?? '';

  return (
    <FocusAfterDialogContext.Provider value={focus.focusAfter}>
    <section ref={screenRef} className={`${tw('flex flex-col gap-1 p-2 focus:outline-none')} ${narrow ? 'terreal-narrow' : ''}`} part="screen" tabIndex={-1}>
      <OffersToolbar
        config={config}
        newOfferLinks={config.newOfferLinks({ terca: props.terca, tool }).map((l) => ({
          label: l.label,
          href: newOfferHref(env.baseUrl, config.links, l.variant, leopardQuery),
        }))}
        backHref={backHref(env.baseUrl, leopard)}
        navigate={env.navigate}
        tool={tool}
        onTool={(t) => setExtra({ tool: t })}
        isBackoffice={props.isBackoffice}
        userId={userId}
        prescribers={props.prescribers}
        userFilter={userFilter}
        onUserFilter={(u) => setExtra({ userFilter: u })}
        filters={state.filters}
        setFilters={setFilters}
        filterActive={view.activeFilters > 0}
        onClearFilters={() => dispatch({ type: 'clearFilters' })}
        onExport={() => void excel.start(excelHref(env.baseUrl, config.links.path, excelReportParams(userFilter, state.filters, scope, tool)), `offres-${family}.xlsx`)}
        extra={
          <>
            <QuickSearch value={state.filters.q} onChange={(q) => setFilters({ q })} />
            <SavedViewsMenu views={view.views.views} onSave={view.views.save} onApply={view.views.apply} onRemove={view.views.remove} />
            <ColumnChooser columns={hideableColumns(allColumns)} hidden={prefs.hidden} onToggle={prefs.toggle} onReset={prefs.reset} sideBySide={prefs.sideBySide} onSideBySide={prefs.setSideBySide} />
            {(narrow || layout.folded.length > 0) && (
              <FilterDisclosure activeCount={view.activeFilters} filters={narrow ? columns : layout.folded} resultText={loading ? undefined : fr.offers.count(filtered.length, scoped.length)} />
            )}
            {narrow && (
              <SortSelect columns={allColumns} sort={state.sort} extra={{ sort: OFFERS_DEFAULT_SORT, label: fr.common.sortNewest }} onSort={(sort) => dispatch({ type: 'setSort', sort })} />
            )}
          </>
        }
      />
      <StatusSummary shares={shares} known={known} statut={state.filters.statut} onStatus={(statut) => setFilters({ statut })} />
      <OffersNotices
        noUser={userId === null ? props.noUserText ?? fr.errors.missingUser : null}
        loadProblem={loadProblem}
        onRetry={() => list.reload()}
        loading={loading}
      />
      {userId !== null && (
        <SelectionBar
          count={selected.length}
          filteredCount={filtered.length}
          canSelectAll={canSelectAllFiltered(selection, filtered.map((r) => r.id))}
          onSelectAll={() => select({ type: 'selectAll', ids: filtered.map((r) => r.id) })}
          onChangeStatus={() => setBulk('status')}
          onHide={() => setBulk('hide')}
          onClear={() => select({ type: 'clear' })}
        />
      )}
      {page.rows.length > 10 && <SkipToPagination target={pagerRef} />}
      <OffersList
        narrow={narrow}
        label={fr.offers.tableLabel(family)}
        columns={narrow ? columns : layout.shown}
        widths={layout.widths}
        folded={layout.folded}
        scrollX={prefs.sideBySide}
        rows={page.rows}
        sort={state.sort}
        onSort={(key) => dispatch({ type: 'sort', key })}
        emptyText={list.status === 'error' ? '' : scoped.length === 0 ? fr.offers.empty : fr.offers.emptyFiltered}
        busy={loading || stale}
        rowClassName={(o) => (highlighted.has(o.id) ? 'terreal-highlight' : undefined)}
        rowNote={(o) => (staleRows.has(o.id) ? fr.offers.noLongerMatching : undefined)}
        totals={totals}
        lead={narrow ? undefined : lead}
        tableRef={tableRef}
        grid
      />
      <Pagination
        ref={pagerRef}
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={known ? fr.offers.count(filtered.length, scoped.length) : loading ? fr.common.loading : ''}
        onPage={(p) => dispatch({ type: 'page', page: p })}
        onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      />
      <OffersFloatingNotices
        alert={actions.alert}
        onCloseAlert={() => { actions.setAlert(''); screenRef.current?.focus(); }}
        undo={actions.undo}
        onUndo={() => {
          const id = actions.undo!.offer.id;
          void actions.undoStatus();
          // The button goes away once used: focus goes to the row's first control.
          focus.focusRow(id);
        }}
        onUndoExpired={actions.dismissUndo}
        refreshing={stale}
        exportState={excel.state}
        onCloseExport={excel.dismiss}
      />
      <LiveAnnouncer text={actions.announce} />
      <LiveAnnouncer text={sortAnnounce} />
      {download && <iframe key={download.n} hidden title={fr.offers.downloadFrame} src={download.href} />}
      {bulk === 'status' && (
        <BulkStatusDialog
          offers={selected}
          statusOptions={config.statusOptions}
          post={statusCall(env.api, family)}
          onSaved={(offer, statut) => {
            // The rows stay where they are while the changes go in (the view's next change releases them).
            hold();
            list.setRows((rows) => rows.map((r) => (r.id === offer.id ? { ...r, offre_statut: statut } : r)));
            env.emit('terreal-offre-status-change', { family, id: offer.id, statut });
          }}
          onClose={() => setBulk(null)}
        />
      )}
      {bulk === 'hide' && (
        <BulkHideDialog
          offers={selected}
          hide={hideCall(env.api, family)}
          onHidden={(offer) => {
            list.setRows((rows) => rows.filter((r) => r.id !== offer.id));
            env.emit('terreal-offre-hide', { family, id: offer.id });
          }}
          onClose={() => setBulk(null)}
        />
      )}
      <OffersDialogs
        dialog={actions.dialog}
        actions={actions}
        existingNames={() => list.rows.map((o) => o.offre_nom)}
        cloneWarning={(offer) => needsCloneWarning(offer, props.appVersion, scope)}
      />
    </section>
    </FocusAfterDialogContext.Provider>
  );
}

/** The selection column's width, in px (a checkbox and its padding). */
const SELECT_COLUMN_PX = 28;

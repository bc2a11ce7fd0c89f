// One offers screen for the three families (SPEC.md §2, §4–§8), configured by a family description. It
// wires the hooks of src/screens/offers (view state, list, actions, saved views, rows, cells) to the
// toolbar, the notices, the table or cards, the pager and the dialogs.
import { useCallback, useMemo, useRef, useState } from 'react';
import { hideableColumns, sortValueOf, visibleColumns } from '../core/columns';
import { excelReportParams } from '../core/excelQuery';
import { backHref, excelHref, newOfferHref, offerEditHref } from '../core/links';
import { OFFER_ID_SORT, offerColumnsOf, withPrescriberColumn } from '../core/offerColumns';
import { countActiveOfferFilters, isOfferFilterActive, type OfferFilters } from '../core/offerFilters';
import { needsCloneWarning, offerTool, offerTotals } from '../core/offerRules';
import { statusShares } from '../core/statusSummary';
import type { LeopardData, Offer, Prescriber } from '../core/types';
import type { FamilyConfig } from '../families';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { ColumnChooser } from '../ui/ColumnChooser';
import type { WidgetEnv } from '../ui/env';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { FocusAfterDialogContext } from '../ui/focusAfterDialog';
import { LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SavedViewsMenu } from '../ui/SavedViewsMenu';
import { SortSelect } from '../ui/SortSelect';
import { usePage } from '../ui/useListState';
import { useFileExport } from '../ui/useFileExport';
import { useLoadErrorEffect } from '../ui/useLoadErrorEffect';
import { useColumnLayout } from '../ui/useColumnLayout';
import { NARROW_PX, useElementWidth } from '../ui/useNarrow';
import { useSortAnnouncement } from '../ui/useSortAnnouncement';
import { lastOpenedKey, useReturnFocus } from '../ui/useReturnFocus';
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
import { useOfferRows } from './offers/useOfferRows';
import { useOfferSavedViews } from './offers/useOfferSavedViews';
import { useOffersList } from './offers/useOffersList';
import { useOffersView } from './offers/useOffersView';
import { useRowFocus } from './offers/useRowFocus';
import { OFFERS_DEFAULT_SORT } from './offers/viewState';

export interface OffresScreenProps {
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

export function OffresScreen(props: OffresScreenProps) {
  const { env, config, userId, leopard } = props;
  const { family } = config;
  const view = useOffersView(env, family, userId, props.isBackoffice, config.tools);
  const { state, dispatch, userFilter, tool } = view;
  const list = useOffersList(env, family, userId, userFilter, leopard);
  /** Rows painted from the kept copy: no action on a row until the server's answer confirms it. */
  const stale = list.stale === true;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new identity whenever the view changes is the point
  const viewKey = useMemo(() => ({}), [state, tool, userFilter, list.status]);
  const screenRef = useRef<HTMLElement>(null);
  const focus = useRowFocus(screenRef);
  const holdRef = useRef<() => void>(() => undefined);
  const actions = useOfferActions(env, family, list, { onEdit: () => holdRef.current(), onCloned: focus.afterClone });
  const loadProblem = useLoadErrorEffect(list.status === 'error' ? list.error : null, env, (d) => actions.setDialog({ kind: 'message', ...d }));
  const [download, setDownload] = useState<{ href: string; n: number } | null>(null);

  const setFilters = (patch: Partial<OfferFilters>) => dispatch({ type: 'filter', patch });
  // Backoffice with `Tous`: who owns each offer (issue 20 §5).
  const ownerColumn = props.isBackoffice && userFilter === 'all' ? props.prescribers : null;
  const allColumns = useMemo(() => withPrescriberColumn(offerColumnsOf(config.columns), ownerColumn), [config.columns, ownerColumn]);
  const saved = useOfferSavedViews({ env, config, allColumns, userId, isBackoffice: props.isBackoffice, view, announce: actions.setAnnounce });
  const { prefs } = saved;
  const shownColumns = useMemo(() => visibleColumns(allColumns, prefs.hidden), [allColumns, prefs.hidden]);
  const sortValue = useCallback((key: string) => sortValueOf(allColumns, key, OFFER_ID_SORT), [allColumns]);
  const { forTool, allButStatus, matching: filtered, shown, stale: staleRows, hold } = useOfferRows({
    rows: list.rows,
    tool: config.tools ? tool : null,
    sort: state.sort,
    sortValue,
    filters: state.filters,
    pinned: actions.pinned,
    viewKey,
  });
  holdRef.current = hold;
  const loading = list.status === 'loading';
  const page = usePage(shown, state, dispatch, !loading);
  /** Figures only once the list is loaded: nothing says `0 offre` or `0 €` while it loads or after a failed load. */
  const known = list.status === 'ready';
  const totals = useMemo(() => (known ? offerTotals(filtered) : null), [known, filtered]);
  const shares = useMemo(() => statusShares(allButStatus, config.statusOptions), [allButStatus, config.statusOptions]);
  const sortHeader = useCallback((key: string) => allColumns.find((c) => c.key === key)?.header ?? (key === 'id' ? fr.common.sortNewest : undefined), [allColumns]);
  const sortAnnounce = useSortAnnouncement(state.sort, sortHeader);
  const pagerRef = useRef<HTMLElement>(null);
  const width = useElementWidth(screenRef);
  const narrow = width.box > 0 && width.box < NARROW_PX;
  useUndoShortcut(screenRef, actions.undo ? () => void actions.undoStatus() : null);
  const excel = useFileExport(screenRef, env.fetch);
  const shownIds = useMemo(() => (known ? page.rows.map((r) => r.id) : null), [known, page.rows]);
  const rememberOpened = useReturnFocus(screenRef, env.sessionStore, userId === null ? null : lastOpenedKey(family, userId), shownIds);

  const startDownload = (href: string) => setDownload((d) => ({ href, n: (d?.n ?? 0) + 1 }));
  const ask = (kind: RowDialogKind, offer: Offer) => {
    focus.afterDialogOn(offer.id, page.rows.map((r) => r.id));
    actions.setDialog({ kind, offer });
  };
  const cells = useOfferCells(config, allColumns, { locked: stale, pendingStatus: actions.pendingStatus }, {
    onStatus: actions.changeStatus,
    onOpen: (offer) => {
      rememberOpened(offer.id);
      env.navigate(offerEditHref(env.baseUrl, config.links, offer.id, offerTool(offer)));
    },
    onDelivery: (offer) => ask('delivery', offer),
    rowMenu: (offer) => offerRowMenu(offer, { baseUrl: env.baseUrl, path: config.links.path, download: startDownload, openWindow: env.openWindow, ask }),
  });
  const columns = offerTableColumns({ config, columns: shownColumns, cells, filters: state.filters, setFilters, totals });
  // Dense table (issue 20): the columns that do not fit fold into each row's detail and their filters into `Filtres`.
  const layout = useColumnLayout(screenRef, width.content, columns, page.rows, !prefs.sideBySide);
  const highlighted = new Set(actions.highlighted);
  const leopardQuery = leopard?.querystring ?? '';

  return (
    <FocusAfterDialogContext.Provider value={focus.focusAfter}>
    <section ref={screenRef} className={`${tw('flex flex-col gap-1 p-2 focus:outline-none')} ${narrow ? 'terreal-narrow' : ''}`} part="screen" tabIndex={-1}>
      <OffersToolbar
        config={config}
        newOfferLinks={config.newOfferLinks({ terca: props.terca, tool }).map((l) => ({
          label: fr.offers[l.label],
          href: newOfferHref(env.baseUrl, config.links, l.variant, leopardQuery),
        }))}
        backHref={backHref(env.baseUrl, leopard)}
        navigate={env.navigate}
        tool={tool}
        onTool={view.setTool}
        isBackoffice={props.isBackoffice}
        userId={userId}
        prescribers={props.prescribers}
        userFilter={userFilter}
        onUserFilter={view.setUserFilter}
        filters={state.filters}
        setFilters={setFilters}
        filterActive={isOfferFilterActive(state.filters)}
        onClearFilters={() => dispatch({ type: 'clearFilters' })}
        onExport={() => void excel.start(excelHref(env.baseUrl, config.links.path, excelReportParams(userFilter, state.filters, config.tools ? tool : undefined)), `offres-${family}.xlsx`)}
        extra={
          <>
            <QuickSearch value={state.filters.q} onChange={(q) => setFilters({ q })} />
            <SavedViewsMenu views={saved.views} onSave={saved.save} onApply={saved.apply} onRemove={saved.remove} />
            <ColumnChooser columns={hideableColumns(allColumns)} hidden={prefs.hidden} onToggle={prefs.toggle} onReset={prefs.reset} sideBySide={prefs.sideBySide} onSideBySide={prefs.setSideBySide} />
            {(narrow || layout.folded.length > 0) && (
              <FilterDisclosure activeCount={countActiveOfferFilters(state.filters)} filters={narrow ? columns : layout.folded} resultText={loading ? undefined : fr.offers.count(filtered.length, forTool.length)} />
            )}
            {narrow && (
              <SortSelect columns={allColumns} sort={state.sort} extra={{ sort: OFFERS_DEFAULT_SORT, label: fr.common.sortNewest }} onSort={(sort) => dispatch({ type: 'setSort', sort })} />
            )}
          </>
        }
      />
      <StatusSummary shares={shares} known={known} statut={state.filters.statut} onStatut={(statut) => setFilters({ statut })} />
      <OffersNotices
        noUser={userId === null ? props.noUserText ?? fr.errors.missingUser : null}
        loadProblem={loadProblem}
        onRetry={list.reload}
        loading={loading}
      />
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
        emptyText={list.status === 'error' ? '' : forTool.length === 0 ? fr.offers.empty : fr.offers.emptyFiltered}
        busy={loading || stale}
        rowClassName={(o) => (highlighted.has(o.id) ? `terreal-highlight ${tw('!bg-[color:var(--terreal-highlight)]')}` : undefined)}
        rowNote={(o) => (staleRows.has(o.id) ? fr.offers.noLongerMatching : undefined)}
        totals={totals}
      />
      <Pagination
        ref={pagerRef}
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={known ? fr.offers.count(filtered.length, forTool.length) : loading ? fr.common.loading : ''}
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
      <OffersDialogs
        dialog={actions.dialog}
        actions={actions}
        existingNames={() => list.rows.map((o) => o.offre_nom)}
        cloneWarning={(offer) => config.tools && needsCloneWarning(offer, props.appVersion)}
      />
    </section>
    </FocusAfterDialogContext.Provider>
  );
}

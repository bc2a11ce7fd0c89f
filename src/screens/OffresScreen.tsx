// One offers screen for the three families (SPEC.md §2, §4–§8), configured by a family description.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { hideableColumns, parseHiddenColumns, sortValueOf, visibleColumns } from '../core/columns';
import { postConditional } from '../core/api';
import { excelReportParams } from '../core/excelQuery';
import { excelHref, backHref, newOfferHref, offerEditHref, pdfHref } from '../core/links';
import { parseOfferList } from '../core/normalize';
import { OFFER_ID_SORT, offerColumnsOf, type OfferColumnKey } from '../core/offerColumns';
import { countActiveOfferFilters, isOfferFilterActive, type OfferFilters } from '../core/offerFilters';
import { isEditable, needsCloneWarning, offerTool, offerTotals } from '../core/offerRules';
import { savedViewsKey, type SavedView } from '../core/savedViews';
import { statusSummary } from '../core/statusSummary';
import type { LeopardData, Offer, Prescriber } from '../core/types';
import { CloneOfferDialog } from '../dialogs/CloneOfferDialog';
import { DeleteOfferDialog } from '../dialogs/DeleteOfferDialog';
import { DeliveryDialog } from '../dialogs/DeliveryDialog';
import { HideOfferDialog } from '../dialogs/HideOfferDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { SiteNameDialog } from '../dialogs/SiteNameDialog';
import type { FamilyConfig } from '../families';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { CardList } from '../ui/CardList';
import { ColumnChooser } from '../ui/ColumnChooser';
import { DataTable, pinClass } from '../ui/DataTable';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { FocusAfterDialogContext, rowControl, type FocusAfterDialog } from '../ui/focusAfterDialog';
import { SortSelect } from '../ui/SortSelect';
import { columnPrefsKey, useColumnPrefs } from '../ui/useColumnPrefs';
import { useSortAnnouncement } from '../ui/useSortAnnouncement';
import { useNarrow } from '../ui/useNarrow';
import type { WidgetEnv } from '../ui/env';
import { Loading } from '../ui/Loading';
import type { MenuItem } from '../ui/MenuButton';
import { AlertMessage, LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SavedViewsMenu } from '../ui/SavedViewsMenu';
import { useSavedViews } from '../ui/useSavedViews';
import { UndoNotice } from '../ui/UndoNotice';
import { usePage } from '../ui/useListState';
import { useLoadErrorEffect } from '../ui/useLoadErrorEffect';
import { useRemoteList } from '../ui/useRemoteList';
import { offerCellRenderer, offerTableColumns } from './offers/offerColumns';
import { OffersToolbar } from './offers/OffersToolbar';
import { StatusSummary } from './offers/StatusSummary';
import { useOfferActions } from './offers/useOfferActions';
import { useOfferRows } from './offers/useOfferRows';
import { useOffersView } from './offers/useOffersView';
import { OFFERS_DEFAULT_SORT, readOfferFilters } from './offers/viewState';

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

  const leopardData = leopard ? JSON.stringify(leopard.leopard_data) : '';
  const { load, cache } = useMemo(() => {
    if (userId === null) return { load: null, cache: null };
    const body: Record<string, unknown> = { userid: userFilter };
    if (leopardData) body.leopard_data = JSON.parse(leopardData);
    const path = `/ajax/${family}/liste-offres`;
    return {
      load: (signal: AbortSignal) => env.api.post(path, body, parseOfferList, { signal }),
      // The last list is kept in the browser and painted at once next time, marked as being refreshed.
      cache: {
        key: { baseUrl: env.baseUrl, userId, list: `offres/${family}`, request: body },
        store: env.listCache,
        loadConditional: (signal: AbortSignal, etag: string | null) =>
          postConditional(env.api, path, body, parseOfferList, { signal, ifNoneMatch: etag }),
      },
    };
  }, [env.api, env.baseUrl, env.listCache, family, userId, userFilter, leopardData]);
  const list = useRemoteList<Offer>(load, [load], { cache });
  /** Rows painted from the kept copy: no action on a row until the server's answer confirms it. */
  const stale = list.stale === true;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new identity whenever the view changes is the point
  const viewKey = useMemo(() => ({}), [state, tool, userFilter, list.status]);
  const holdRef = useRef<() => void>(() => undefined);
  const focusAfter = useRef<FocusAfterDialog['current']>(null);
  const screenRef = useRef<HTMLElement>(null);
  const actions = useOfferActions(env, family, list, {
    onEdit: () => holdRef.current(),
    onCloned: (id) => { focusAfter.current = { element: () => rowControl(screenRef.current, [id]), always: true }; },
  });
  const loadProblem = useLoadErrorEffect(list.status === 'error' ? list.error : null, env);
  const [download, setDownload] = useState<{ href: string; n: number } | null>(null);

  const setFilters = (patch: Partial<OfferFilters>) => dispatch({ type: 'filter', patch });
  const allColumns = useMemo(() => offerColumnsOf(config.columns), [config.columns]);
  const prefs = useColumnPrefs(env.localStore, userId === null ? null : columnPrefsKey(family, userId), allColumns);
  const savedViews = useSavedViews(env.localStore, userId === null ? null : savedViewsKey(`offres:${family}`, userId), readOfferFilters);
  const saveView = (name: string) => {
    savedViews.save({
      name, filters: state.filters, sort: state.sort, pageSize: state.pageSize, hidden: [...prefs.hidden],
      ...(props.isBackoffice ? { userFilter } : {}), ...(config.tools ? { tool } : {}),
    });
    actions.setAnnounce(fr.common.viewSaved(name));
  };
  const applyView = (v: SavedView<OfferFilters>) => {
    dispatch({ type: 'restore', state: { filters: v.filters, sort: v.sort, page: 1, pageSize: v.pageSize } });
    prefs.set(parseHiddenColumns(JSON.stringify(v.hidden), allColumns));
    if (props.isBackoffice && v.userFilter !== undefined) view.setUserFilter(v.userFilter);
    if (config.tools && v.tool) view.setTool(v.tool);
    actions.setAnnounce(fr.common.viewApplied(v.name));
  };
  const removeView = (name: string) => {
    savedViews.remove(name);
    actions.setAnnounce(fr.common.viewRemoved(name));
  };
  const shownColumns = useMemo(() => visibleColumns(allColumns, prefs.hidden), [allColumns, prefs.hidden]);
  const sortValue = useCallback((key: string) => sortValueOf(allColumns, key, OFFER_ID_SORT), [allColumns]);
  const { forTool, matching: filtered, shown, stale: staleRows, hold } = useOfferRows({
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
  const totals = useMemo(() => offerTotals(filtered), [filtered]);
  const shares = useMemo(() => statusSummary(forTool, state.filters, config.statusOptions), [forTool, state.filters, config.statusOptions]);
  const sortHeader = useCallback((key: string) => allColumns.find((c) => c.key === key)?.header ?? (key === 'id' ? fr.common.sortNewest : undefined), [allColumns]);
  const sortAnnounce = useSortAnnouncement(state.sort, sortHeader);

  const pagerRef = useRef<HTMLElement>(null);
  const narrow = useNarrow(screenRef);
  /** After a dialog: focus on row `id`, else on the row after it, else the one before it. */
  const focusRowAfterDialog = (id: number) => {
    const ids = page.rows.map((r) => r.id);
    const at = ids.indexOf(id);
    const order = at < 0 ? [id] : [id, ...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
    focusAfter.current = { element: () => rowControl(screenRef.current, order) };
  };

  const open = (offer: Offer) => env.navigate(offerEditHref(env.baseUrl, config.links, offer.id, offerTool(offer)));
  const startDownload = (href: string) => setDownload((d) => ({ href, n: (d?.n ?? 0) + 1 }));
  const ask = (kind: 'clone' | 'delivery' | 'siteName' | 'delete' | 'hide', offer: Offer) => {
    focusRowAfterDialog(offer.id);
    actions.setDialog({ kind, offer });
  };
  const rowMenu = (offer: Offer): MenuItem[] => {
    const clone = { label: fr.offers.clone, onSelect: () => ask('clone', offer) };
    if (isEditable(offer)) return [clone, { label: fr.offers.delete, onSelect: () => ask('delete', offer) }];
    return [
      { label: fr.offers.downloadPdf, onSelect: () => startDownload(pdfHref(env.baseUrl, family, offer.id, true)) },
      { label: fr.offers.showPdf, onSelect: () => env.openWindow(pdfHref(env.baseUrl, family, offer.id, false)) },
      clone,
      { label: fr.offers.editSiteName, onSelect: () => ask('siteName', offer) },
      { label: fr.offers.editDelivery, onSelect: () => ask('delivery', offer) },
      { label: fr.offers.hide, onSelect: () => ask('hide', offer) },
    ];
  };

  // The cells call the latest handlers through a ref, so they stay the same from one keystroke to the next
  // and the table skips the rows that did not change (they depend only on what is listed below).
  const handlers = { onStatus: actions.changeStatus, onOpen: open, onDelivery: (offer: Offer) => ask('delivery', offer), rowMenu };
  const latest = useRef(handlers);
  latest.current = handlers;
  const cells = useMemo(() => {
    const render = offerCellRenderer({
      config,
      locked: stale,
      pendingStatus: actions.pendingStatus,
      onStatus: (offer, statut) => latest.current.onStatus(offer, statut),
      onOpen: (offer) => latest.current.onOpen(offer),
      onDelivery: (offer) => latest.current.onDelivery(offer),
      rowMenu: (offer) => latest.current.rowMenu(offer),
    });
    return Object.fromEntries(allColumns.map((c) => [c.key, render(c.cell)])) as Record<OfferColumnKey, (o: Offer) => ReactNode>;
  }, [config, allColumns, actions.pendingStatus, stale]);
  const columns = offerTableColumns({ config, columns: shownColumns, cells, filters: state.filters, setFilters, totals });
  const highlighted = new Set(actions.highlighted);
  const leopardQuery = leopard?.querystring ?? '';
  const closeDialog = () => actions.setDialog(null);
  const dialog = actions.dialog;
  const emptyText = list.status === 'error' ? '' : forTool.length === 0 ? fr.offers.empty : fr.offers.emptyFiltered;
  const rowClassName = (o: Offer) => (highlighted.has(o.id) ? `terreal-highlight ${tw('!bg-[color:var(--terreal-highlight)]')}` : undefined);
  const rowNote = (o: Offer) => (staleRows.has(o.id) ? fr.offers.noLongerMatching : undefined);
  const filterActive = isOfferFilterActive(state.filters);

  return (
    <FocusAfterDialogContext.Provider value={focusAfter}>
    <section ref={screenRef} className={tw('flex flex-col gap-1 p-2 focus:outline-none')} part="screen" tabIndex={-1}>
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
        filterActive={filterActive}
        onClearFilters={() => dispatch({ type: 'clearFilters' })}
        onExport={() => startDownload(excelHref(env.baseUrl, family, excelReportParams(userFilter, state.filters, config.tools ? tool : undefined)))}
        extra={
          <>
            <QuickSearch value={state.filters.q} onChange={(q) => setFilters({ q })} />
            <SavedViewsMenu views={savedViews.views} onSave={saveView} onApply={applyView} onRemove={removeView} />
            <ColumnChooser columns={hideableColumns(allColumns)} hidden={prefs.hidden} onToggle={prefs.toggle} onReset={prefs.reset} />
            {narrow && (
              <SortSelect columns={allColumns} sort={state.sort} extra={{ sort: OFFERS_DEFAULT_SORT, label: fr.common.sortNewest }} onSort={(sort) => dispatch({ type: 'setSort', sort })} />
            )}
          </>
        }
      />
      <StatusSummary shares={shares} statut={state.filters.statut} onStatut={(statut) => setFilters({ statut })} />
      {narrow && <FilterDisclosure activeCount={countActiveOfferFilters(state.filters)} filters={columns} />}
      {userId === null && <AlertMessage text={props.noUserText ?? fr.errors.missingUser} />}
      {loadProblem && (
        <AlertMessage text={loadProblem}>
          <button type="button" className={cx.button()} onClick={list.reload}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {actions.alert && (
        <AlertMessage text={actions.alert}>
          <button type="button" className={cx.button()} onClick={() => { actions.setAlert(''); screenRef.current?.focus(); }}>{fr.common.close}</button>
        </AlertMessage>
      )}
      {actions.undo && (
        <UndoNotice
          text={actions.undo.text}
          undoLabel={fr.offers.undoStatus}
          onUndo={() => {
            const id = actions.undo!.offer.id;
            void actions.undoStatus();
            // The button goes away once used: focus goes to the row's first control.
            rowControl(screenRef.current, [id])?.focus();
          }}
        />
      )}
      {loading && <Loading />}
      {stale && <p role="status" className={cx.muted()}>{fr.common.refreshing}</p>}
      {page.rows.length > 10 && <SkipToPagination target={pagerRef} />}
      {narrow ? (
        <CardList
          label={fr.offers.tableLabel(family)}
          columns={columns}
          rows={page.rows}
          rowKey={(o) => o.id}
          emptyText={emptyText}
          busy={loading || stale}
          rowClassName={rowClassName}
          rowNote={rowNote}
        />
      ) : (
        <DataTable
          label={fr.offers.tableLabel(family)}
          columns={columns}
          rows={page.rows}
          rowKey={(o) => o.id}
          sort={state.sort}
          onSort={(key) => dispatch({ type: 'sort', key })}
          emptyText={emptyText}
          busy={loading || stale}
          rowClassName={rowClassName}
          rowNote={rowNote}
          footer={
            <tfoot>
              <tr className={tw('border-t-2 border-[color:var(--terreal-border)] font-semibold')}>
                {columns.map((c, i) => (
                  <td key={c.key} className={`${tw(c.align === 'right' ? 'px-2 py-2 text-right whitespace-nowrap' : 'px-2 py-2')} ${pinClass(c, i, columns)}`}>
                    {i === 0 ? fr.offers.totalsLabel(fr.offers.count(totals.count, totals.count)) : c.total ?? null}
                  </td>
                ))}
              </tr>
            </tfoot>
          }
        />
      )}
      <Pagination
        ref={pagerRef}
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={loading ? fr.common.loading : fr.offers.count(filtered.length, forTool.length)}
        onPage={(p) => dispatch({ type: 'page', page: p })}
        onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      />
      <LiveAnnouncer text={actions.announce} />
      <LiveAnnouncer text={sortAnnounce} />
      {download && <iframe key={download.n} hidden title={fr.offers.downloadFrame} src={download.href} />}
      {dialog?.kind === 'clone' && (
        <CloneOfferDialog
          offer={dialog.offer}
          existingNames={list.rows.map((o) => o.offre_nom)}
          warning={config.tools && needsCloneWarning(dialog.offer, props.appVersion)}
          onClone={(name) => actions.clone(dialog.offer, name)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'delivery' && (
        <DeliveryDialog offer={dialog.offer} now={new Date()} onSave={(d) => actions.saveDelivery(dialog.offer, d)} onClose={closeDialog} />
      )}
      {dialog?.kind === 'siteName' && (
        <SiteNameDialog offer={dialog.offer} onSave={(n) => actions.saveSiteName(dialog.offer, n)} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && <DeleteOfferDialog offer={dialog.offer} onConfirm={() => actions.remove(dialog.offer)} onClose={closeDialog} />}
      {dialog?.kind === 'hide' && <HideOfferDialog offer={dialog.offer} onConfirm={() => actions.hide(dialog.offer)} onClose={closeDialog} />}
      {dialog?.kind === 'message' && <MessageDialog title={dialog.title} text={dialog.text} onClose={closeDialog} />}
    </section>
    </FocusAfterDialogContext.Provider>
  );
}

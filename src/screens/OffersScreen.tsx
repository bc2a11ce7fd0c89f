// One offers screen for the three families (SPEC.md §2, §4–§8), configured by a family description. It
// wires the hooks of src/screens/offers (view state, list, actions, rows, cells) and the selection to the
// list screens' frame (ListScreenLayout: toolbar, alerts, table or cards, pager), with the offers' own tools,
// status summary, selection bar, totals line, floating notices and dialogs.
import { useEffect, useMemo, useRef, useState } from 'react';
import { hideCall, statusCall } from '../core/bulk';
import { excelReportParams } from '../core/excelQuery';
import { groupedPage, NO_GROUPING, setGroupKey, toggleFolded } from '../core/grouping';
import { backHref, excelHref, newOfferHref, offerEditHref } from '../core/links';
import { OFFER_ID_SORT, offerColumnsOf, offerTotals, withPrescriberColumn } from '../core/offerColumns';
import { countOverdue, DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../core/offerFilters';
import { FLAG_ON } from '../core/listFilters';
import { initialUserFilter, isDraft, PRODUCTS } from '../core/offerRules';
import { scopeRows } from '../core/offerScope';
import { parisQuarter } from '../core/quarter';
import { offersScope } from '../core/selection';
import { statusShares } from '../core/statusSummary';
import type { LeopardData, Offer, Prescriber } from '../core/types';
import type { FamilyConfig } from '../families';
import { AlertMessage } from '../ui/Notices';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import type { WidgetEnv } from '../ui/env';
import { GroupBySelect } from '../ui/GroupBySelect';
import { GroupHeadView } from '../ui/GroupHead';
import { NavLink } from '../ui/NavLink';
import { CheckLine, PopoverPanel } from '../ui/PopoverPanel';
import { useFileExport } from '../ui/useFileExport';
import { useListPage, useListScreen, type ListExtras } from '../ui/useListScreen';
import { lastOpenedKey, useReturnFocus } from '../ui/useReturnFocus';
import { SelectionBar } from '../ui/SelectionBar';
import { useListSelection } from '../ui/useListSelection';
import { useNotices } from '../ui/useNotices';
import { useRevalidateOnReturn } from '../ui/useRevalidateOnReturn';
import { useUndoShortcut } from '../ui/useUndoShortcut';
import { ListScreenLayout } from './ListScreenLayout';
import { offerTableColumns, offerTotalsFooter, offerTotalsTexts, useOfferCells } from './offers/offerColumns';
import { offerRowMenu, type RowDialogKind } from './offers/offerRowMenu';
import { BulkHideDialog, BulkStatusDialog, OffersDialogs } from './offers/parts';
import { OffersFloatingNotices } from './offers/OffersNotices';
import { PrescriberSelect } from './offers/PrescriberSelect';
import { StatusSummary } from './offers/StatusSummary';
import { useOfferActions, type OfferDialog } from './offers/useOfferActions';
import { reportUnknown, useOfferEdits } from './offers/useOfferEdits';
import { useOffersList } from './offers/useOffersList';
import { useRowFocus } from './offers/useRowFocus';
import { OFFERS_DEFAULT_SORT, readOfferFilters, readGrouping, readOffersExtras, storageKey, type OffersExtras } from './offers/viewState';

export interface OffersScreenProps {
  env: WidgetEnv;
  config: FamilyConfig;
  userId: number | null;
  isBackoffice: boolean;
  prescribers: readonly Prescriber[];
  leopard: LeopardData | null;
  /** The page gave a `leopard` the element could not read: said above the list, which loads without it. */
  leopardRefused?: boolean;
  terca: boolean;
  appVersion: number;
  /** Shown instead of the list when userId is null (missing or invalid attribute). */
  noUserText?: string;
}

export function OffersScreen(props: OffersScreenProps) {
  const { env, config, userId, leopard, isBackoffice } = props;
  const { family, scope } = config;
  const screenRef = useRef<HTMLElement>(null);
  const [announce, setAnnounce] = useState('');
  const [dialog, setDialog] = useState<OfferDialog>(null);
  // Backoffice: who owns each offer, a column shown with `Tous`.
  const allColumns = useMemo(
    () => withPrescriberColumn(offerColumnsOf(config.columns), isBackoffice ? props.prescribers : null),
    [config.columns, isBackoffice, props.prescribers],
  );
  const extras: ListExtras<OffersExtras, OfferFilters> = {
    // The scope's choice is read when the view is restored (restore, below): its default when nothing says one.
    initial: { userFilter: userId === null ? 'all' : initialUserFilter(userId, isBackoffice), tool: '' },
    read: readOffersExtras,
    // Only backoffice users choose whose offers they see (a user who loses the right must not keep the
    // list of every user's offers, nor group by prescriber); the scope's choice in the page address wins, read by the scope.
    restore: (kept, initial) => ({
      userFilter: isBackoffice ? kept.userFilter : initial.userFilter,
      tool: scope ? scope.match(new URLSearchParams(env.address.search()).get(scope.param) ?? kept.tool) : '',
      grouping: readGrouping(kept.grouping, isBackoffice),
    }),
    scope,
    toSavedView: (e) => ({ ...(isBackoffice ? { userFilter: e.userFilter } : {}), ...(scope ? { tool: e.tool } : {}), grouping: e.grouping }),
    fromSavedView: (v, e) => ({
      userFilter: isBackoffice && v.userFilter !== undefined ? v.userFilter : e.userFilter,
      tool: v.tool ?? e.tool, // read by the scope, absent without one (core/savedViews)
      grouping: readGrouping(v.grouping, isBackoffice), // a view saved not grouped (or before grouping existed): not grouped
    }),
  };
  const listScreen = useListScreen({
    env, definition: OFFER_LIST, columns: allColumns, defaultFilters: DEFAULT_OFFER_FILTERS, readFilters: readOfferFilters,
    defaultSort: OFFERS_DEFAULT_SORT, fallbackSort: OFFER_ID_SORT, fallbackSortLabel: fr.common.sortNewest,
    keys: userId === null ? null : { view: storageKey(family, userId), columns: family, savedViews: `offres:${family}`, userId },
    extras, restoreDeps: [env.address, isBackoffice],
    useRows: (e) => useOffersList(env, family, userId, e.userFilter, leopard),
    scope: (e) => scopeRows(scope, e.tool),
    announce: setAnnounce,
    screen: screenRef,
    sessionDialog: (d) => setDialog({ kind: 'message', ...d }),
  });
  const { list, stages } = listScreen;
  const { state, setFilters } = listScreen.view;
  const { userFilter, tool, grouping = NO_GROUPING } = listScreen.view.extras;
  const setExtra = (patch: Partial<OffersExtras>) => listScreen.view.setExtras((e) => ({ ...e, ...patch }));
  useEffect(() => {
    // The scope's choice stays in the address (no reload, other parameters untouched).
    if (scope) env.address.replaceSearchParam(scope.param, tool);
  }, [env.address, scope, tool]);
  /** Rows painted from the kept copy: no action on a row until the server's answer confirms it. */
  const stale = list.stale === true;
  const focus = useRowFocus(screenRef);
  const holdRef = useRef<() => void>(() => undefined);
  const notices = useNotices();
  const rowHooks = { onEdit: () => holdRef.current(), announce: setAnnounce, setDialog, notify: notices.show };
  const actions = useOfferActions(env, family, list, { ...rowHooks, onCloned: focus.afterClone });
  const edits = useOfferEdits(env, family, list, rowHooks);
  /** Takes the last bulk run off the undo stack (the dialog's own `Annuler` undid it). */
  const forgetBulk = useRef<() => void>(() => undefined);
  const [download, setDownload] = useState<{ href: string; n: number } | null>(null);

  const { allButSummary, allButToggle, matching: filtered } = stages;
  // What is overdue is read at the screen's moment (the user's clock, core/quarter): the cells, the toggle and the list agree.
  const current = parisQuarter(listScreen.now);
  const overdueCount = useMemo(() => countOverdue(allButToggle, current), [allButToggle, current]);
  // `Grouper par`: the page of the rows shown (filtered, sorted) with their group heads; paging counts offers.
  const pageOf = useMemo(() => (rows: readonly Offer[], at: number, size: number) => groupedPage(rows, grouping, at, size, props.prescribers),
    [grouping, props.prescribers]);
  const { page, stale: staleRows, hold } = useListPage(listScreen, actions.pinned, pageOf);
  holdRef.current = hold;
  /** Figures only once the list is loaded: nothing says `0 offre` or `0 €` while it loads or after a failed load. */
  const known = list.status === 'ready';
  const totals = useMemo(() => (known ? offerTotals(filtered) : null), [known, filtered]);
  // The columns fit the totals of every offer of the list (the filtered ones' are no larger): typing a filter narrows no column.
  const widestTotals = useMemo(() => (known ? offerTotals(listScreen.stages.scoped) : null), [known, listScreen.stages.scoped]);
  const shares = useMemo(() => statusShares(allButSummary, config.statusOptions), [allButSummary, config.statusOptions]);
  useUndoShortcut(screenRef, edits.undo.available ? () => void edits.undo.run() : null);
  // Others' changes come in: on `Actualiser`, or the page shown again after a while (the rows stay in place).
  const revalidate = () => void list.reload({ keepRows: true });
  useRevalidateOnReturn(revalidate);
  const excel = useFileExport(screenRef, env.fetch);
  const pageIds = useMemo(() => page.rows.map((r) => r.id), [page.rows]);
  const rememberOpened = useReturnFocus(screenRef, env.sessionStore, userId === null ? null : lastOpenedKey(family, userId), known ? pageIds : null);

  const openOffer = (offer: Offer) => {
    // Only an offer really opened is the row to come back to (a host that cancels terreal-navigate stays).
    if (env.navigate(offerEditHref(env.baseUrl, config.links, offer.id, offer.outil))) rememberOpened(offer.id);
  };
  const ask = (kind: RowDialogKind, offer: Offer) => {
    focus.afterDialogOn(offer.id, pageIds);
    setDialog({ kind, offer });
  };
  /** The delivery dialog of a row, as its cell's button opens it: not for rows from the kept copy; a draft's is changed in the offer (a notice says so). */
  const redate = (offer: Offer) => {
    if (stale) return false;
    if (isDraft(offer)) notices.show(fr.offers.draftDelivery, offer.id);
    else ask('delivery', offer);
    return true;
  };
  const cells = useOfferCells(config, stale, edits.saving, {
    status: (offer, statut) => void edits.changeStatus(offer, statut),
    open: openOffer,
    delivery: (offer) => ask('delivery', offer),
    menu: (offer) => offerRowMenu(offer, {
      ...env, path: config.links.path, ask, // the env's base URL and openWindow
      download: (href) => setDownload((d) => ({ href, n: (d?.n ?? 0) + 1 })),
    }),
  }, current);
  const shownColumns = useMemo(
    () => (userFilter === 'all' ? listScreen.columns.shown : listScreen.columns.shown.filter((c) => c.key !== 'prescripteur')),
    [userFilter, listScreen.columns.shown],
  );
  const highlighted = new Set(actions.highlighted);
  // The file is the screen: its filters, its sort and its shown columns in order (folded ones too).
  const exportHref = () => excelHref(env.baseUrl, config.links.path,
    excelReportParams(userFilter, state.filters, scope, tool, { sort: state.sort, columns: shownColumns.map((c) => c.key) }));

  // Bulk actions: the selection survives paging, sorting and filtering; another prescriber or tool clears it.
  const { toggle, selected, lead, bar } = useListSelection({
    scope: offersScope(userFilter, tool), rows: list.rows, known, page: page.rows, filtered, rowLabel: offerLabel, texts: fr.bulk,
  });
  const [bulk, setBulk] = useState<'status' | 'hide' | null>(null);

  const tableColumns = offerTableColumns({ config, columns: shownColumns, cells, filters: state.filters, setFilters, current });
  return (
    <ListScreenLayout
      screen={screenRef}
      listScreen={listScreen}
      page={page}
      label={fr.offers.tableLabel(family)}
      columns={tableColumns}
      hideable={allColumns}
      // The offers' own tools, first: the links (new offer, back), the radio group of the family's scope, the
      // backoffice prescriber filter and `Filtrer par produit` (bardages: a checkbox per product, `PS – Piterak
      // Slim` … `ZX – Zonda XL`, kept in the products' order).
      tools={(
        <>
          {config.newOfferLinks({ terca: props.terca, tool }).map((link) => {
            const href = newOfferHref(env.baseUrl, config.links, link.variant, leopard?.querystring ?? '');
            return <NavLink key={href} href={href} navigate={env.navigate} className={cx.primary()}>{link.label}</NavLink>;
          })}
          <NavLink href={backHref(env.baseUrl, leopard)} navigate={env.navigate} className={cx.button()}>{fr.offers.back}</NavLink>
          {scope && (
            <fieldset className={tw('flex flex-wrap items-center gap-3')}>
              <legend className={tw('float-left mr-2 font-semibold')}>{scope.legend}</legend>
              {Object.entries(scope.options).map(([value, { label }]) => (
                <label key={value} className={tw('flex items-center gap-1')}>
                  <input type="radio" name={`${config.tag}-outil`} value={value} checked={tool === value} onChange={() => setExtra({ tool: value })} />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
          {isBackoffice && (
            <PrescriberSelect {...props} userFilter={userFilter} onUserFilter={(u) => setExtra({ userFilter: u })} />
          )}
          {config.productFilter && (
            <PopoverPanel label={fr.offers.productFilter} chosen={state.filters.produits.length}>
              {PRODUCTS.map(({ code, name }) => (
                <CheckLine
                  key={code}
                  label={fr.offers.productOption(code, name)}
                  checked={state.filters.produits.includes(code)}
                  onChange={(on) => setFilters({ produits: PRODUCTS.map((p) => p.code).filter((c) => (c === code ? on : state.filters.produits.includes(c))) })}
                />
              ))}
            </PopoverPanel>
          )}
        </>
      )}
      // `Grouper par` and the export: in `Filtres`' panel on narrow widths.
      lastTools={(
        <>
          <button type="button" className={cx.button()} disabled={!known} onClick={revalidate}>{fr.edits.refresh}</button>
          <GroupBySelect value={grouping.key} backoffice={isBackoffice} onChange={(key) => setExtra({ grouping: readGrouping(setGroupKey(grouping, key), isBackoffice) })} />
          <button type="button" className={cx.button()} onClick={() => void excel.start(exportHref(), `offres-${family}.xlsx`)}>
            {props.prescribers.length > 0 ? fr.offers.exportWithPrescribers : fr.offers.exportMine}
          </button>
        </>
      )}
      top={(
        <>
        {props.leopardRefused && <AlertMessage text={fr.errors.leopardRefused} />}
        <StatusSummary
          shares={shares} known={known} statut={state.filters.statut} onStatus={(statut) => setFilters({ statut })}
          overdue={{ count: overdueCount, on: state.filters.depassee === FLAG_ON, onToggle: (on) => setFilters({ depassee: on ? FLAG_ON : '' }) }}
        />
        </>
      )}
      bar={userId !== null && (
        <SelectionBar {...bar}>
          {/* No bulk action on rows the server has not confirmed (the kept copy being refreshed). */}
          <button type="button" className={cx.button()} disabled={stale} onClick={() => setBulk('status')}>{fr.bulk.changeStatus}</button>
          <button type="button" className={cx.button()} disabled={stale} onClick={() => setBulk('hide')}>{fr.bulk.hide}</button>
        </SelectionBar>
      )}
      noUserText={props.noUserText}
      count={fr.offers.count}
      announce={announce}
      emptyTexts={[fr.offers.empty, fr.offers.emptyFiltered]}
      rowClassName={(o) => (highlighted.has(o.id) ? 'terreal-highlight' : undefined)}
      rowNote={(o) => (staleRows.has(o.id) ? fr.offers.noLongerMatching : undefined)}
      rowBusy={(o) => edits.saving[o.id] !== undefined}
      footer={offerTotalsFooter(totals)}
      footTexts={offerTotalsTexts(widestTotals, tableColumns)}
      lead={userId === null ? undefined : lead}
      heads={(key) => (page.heads.get(key as number | null) ?? []).map((head) => ({
        id: head.group.id,
        content: <GroupHeadView {...head} onToggle={(id) => setExtra({ grouping: toggleFolded(grouping, id) })} />,
      }))}
      // The keyboard grid: one Tab stop, arrow keys between cells, Space selects, Enter on the name
      // opens; re-dating in one key: F2 on a cell of the row, or Enter on its delivery cell. F2 on the
      // status and actions cells still enters their controls (the grid's F2, kept where a cell has its own).
      grid={{
        onEnter: (offer, key) => {
          if (key === 'projet_livraison') return redate(offer);
          if (key !== 'offre_nom') return false;
          openOffer(offer);
          return true;
        },
        onF2: (offer, key) => key !== 'offre_statut' && key !== 'actions' && redate(offer),
        onToggleRow: toggle,
      }}
      focusAfter={focus.focusAfter}
    >
      <OffersFloatingNotices screen={screenRef} edits={edits} notices={notices} excel={excel} refreshing={stale} />
      {download && <iframe key={download.n} hidden title={fr.offers.downloadFrame} src={download.href} />}
      {bulk === 'status' && (
        <BulkStatusDialog
          offers={selected}
          statusOptions={config.statusOptions}
          post={(offer, statut) => statusCall(env.api, family)(offer, statut).then((answer) => {
            // Changed meanwhile by another user: the row shows what the server holds (the report lists the offer).
            actions.conflictRow(offer, answer);
            return answer;
          })}
          onSaved={(offer, statut) => {
            // The rows stay where they are while the changes go in (the view's next change releases them).
            hold();
            actions.statusSaved(offer, statut);
          }}
          onFinished={(result, text, undone) => {
            if (undone) forgetBulk.current();
            else forgetBulk.current = edits.recordBulk(result.done, text);
          }}
          resolveUnknown={(offers) => reportUnknown(list, offers.map((o) => ({ id: o.id, ref: o.offre_ref, field: 'status' })))}
          onClose={() => setBulk(null)}
        />
      )}
      {bulk === 'hide' && (
        <BulkHideDialog
          offers={selected}
          hide={(offer) => hideCall(env.api, family)(offer).then((answer) => {
            // As the bulk status change: the row shows what the server holds, the report lists the offer.
            actions.conflictRow(offer, answer, true);
            return answer;
          })}
          onHidden={actions.hidden}
          resolveUnknown={(offers) => list.reload({ keepRows: true }).then(() => offers.map((o) => fr.edits.unknownOther(o.offre_ref)))}
          onClose={() => setBulk(null)}
        />
      )}
      <OffersDialogs
        {...props} // its appVersion
        dialog={dialog}
        setDialog={setDialog}
        actions={{
          ...actions,
          saveDelivery: (offer, value) => edits.saveField('delivery', offer, value),
          saveSiteName: (offer, value) => edits.saveField('siteName', offer, value),
        }}
        rows={list.rows}
        scope={scope}
        now={listScreen.now}
      />
    </ListScreenLayout>
  );
}

const offerLabel = (o: Offer) => fr.bulk.selectOffer(o.offre_ref);

// The frame of every list screen (contacts, the offer lists) on the list hook (ui/useListScreen): the toolbar
// (the screen's own tools, quick search, saved views, `Colonnes`, the screen's last
// tools, then `Effacer tous les filtres`; narrow: the tools, quick search, `Filtres` and `Trier par`, the saved
// views, `Effacer tous les filtres` and the last tools in `Filtres`' panel), what the screen
// shows above the list, the alerts (no user, failed load with `Réessayer`), the skip link,
// the dense grid (every shown column in the row, scrolling sideways where they do not fit; its filters in its
// filter row) or the cards (the first loading's status in their place), the pager, the screen's floating notices and dialogs, and the live regions.
import { useRef, type ReactNode, type RefObject } from 'react';
import { hideableColumns } from '../core/columns';
import type { FilterValues } from '../core/listFilters';
import type { Page } from '../core/rowModel';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { CardList } from '../ui/CardList';
import { cx } from '../ui/classes';
import { ColumnChooser } from '../ui/ColumnChooser';
import { DataTable, type Column, type DataTableProps } from '../ui/DataTable';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { FocusAfterDialogContext, type FocusAfterDialog } from '../ui/focusAfterDialog';
import { AlertMessage, LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SortSelect } from '../ui/SortSelect';
import { useColumnLayout } from '../ui/useColumnLayout';
import { useGridKeyboard } from '../ui/useGridKeyboard';
import { usePreloadParts } from '../ui/lazyPart';
import type { ListColumn, ListScreen } from '../ui/useListScreen';
import { NARROW_PX, useElementWidth } from '../ui/useNarrow';
import { useStuckMark } from '../ui/useStuckMark';
import { SavedViewsMenu } from './SavedViewsMenu';

/** The filters of a list with a quick search (`q`). */
type SearchableFilters = FilterValues & { readonly q: string };

export interface ListScreenLayoutProps<Row extends { id: number }, F extends SearchableFilters, E extends object, C extends ListColumn<Row>>
  extends Pick<DataTableProps<Row>, 'label' | 'rowClassName' | 'rowNote' | 'rowBusy' | 'lead' | 'heads'> {
  /** The screen's section: its width decides the layout, its page's scroll is kept. */
  screen: RefObject<HTMLElement | null>;
  listScreen: ListScreen<Row, F, E, C>;
  page: Page<Row>;
  /** The columns shown, rendered. */
  columns: Column<Row>[];
  /** Every column of the list (the column chooser and `Trier par`). */
  hideable: readonly C[];
  /** The toolbar's first tools, and its last ones (before `Effacer tous les filtres`). */
  tools?: ReactNode;
  lastTools?: ReactNode;
  /** Between the toolbar and the alerts (offers: the status summary), and between the alerts and the list (the selection bar). */
  top?: ReactNode;
  bar?: ReactNode;
  /** Shown when the list cannot load, there being no valid user (default: fr.errors.missingUser). */
  noUserText?: string;
  /** The empty list's text, and the text when the filters leave nothing (none after a failed load). */
  emptyTexts: readonly [string, string];
  /** How many rows the filters leave, of how many (`Filtres`' panel and the pager, once the list is loaded). */
  count(shown: number, total: number): string;
  announce: string;
  /** The table's last part (offers: the totals line), under the columns shown. */
  footer?(shown: readonly Column<Row>[]): ReactNode;
  /** The footer's texts by column key (the totals' figures, of every record of the list): their columns fit them whole. */
  footTexts?: Readonly<Record<string, string>>;
  /**
   * The table is a keyboard grid (ui/useGridKeyboard): Enter on a cell of column `key` (true: done; without
   * it, or false, Enter enters the cell's control), F2 on a row's cell (the same), Space on a row. ↓ in
   * `Rechercher` goes to the first row's first cell; Ctrl+F (⌘F) or `/` in the rows comes back to `Rechercher`.
   */
  grid: { onEnter?(row: Row, key: string | undefined): boolean; onF2?(row: Row, key: string | undefined): boolean; onToggleRow(row: Row): void };
  /** Where focus goes when a row dialog closes (screens/offers/useRowFocus). */
  focusAfter: FocusAfterDialog;
  /** After the pager: floating notices, the dialogs. */
  children?: ReactNode;
}

export function ListScreenLayout<Row extends { id: number }, F extends SearchableFilters, E extends object, C extends ListColumn<Row>>(
  props: ListScreenLayoutProps<Row, F, E, C>,
) {
  const { listScreen, page, columns, lead, grid } = props;
  const { list: { status }, stages } = listScreen;
  const { state, dispatch } = listScreen.view;
  const loading = status === 'loading';
  // No figure while the list loads or after a failed load (no `0 offre`).
  const countText = status === 'ready' ? props.count(stages.matching.length, stages.scoped.length) : '';
  usePreloadParts(status === 'ready'); // the dialogs and other parts loaded on demand, once the rows are shown
  const width = useElementWidth(props.screen);
  const narrow = width.box > 0 && width.box < NARROW_PX;
  // Room for the lead column (the selection) is kept out of the columns' widths.
  const { prefs } = listScreen.columns;
  const layout = useColumnLayout(props.screen, columns, {
    width: width.content - (narrow ? 0 : lead?.width ?? 0), rows: stages.scoped, user: prefs.widths, extra: props.footTexts,
  });
  const pagerRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchBarRef = useRef<HTMLDivElement>(null);
  useStuckMark(searchBarRef, narrow);
  // The record of a body row (none for a row's detail).
  const rowOf = (tr: HTMLTableRowElement) => page.rows.find((r) => String(r.id) === tr.dataset.rowId);
  const keys = useGridKeyboard(gridRef, {
    onEnter: ({ row, colIndex }) => {
      const record = rowOf(row);
      return !!record && !!grid.onEnter?.(record, columns[colIndex - (lead ? 1 : 0)]?.key);
    },
    onF2: ({ row, colIndex }) => {
      const record = rowOf(row);
      return !!record && !!grid.onF2?.(record, columns[colIndex - (lead ? 1 : 0)]?.key);
    },
    onSearch: () => {
      const box = searchRef.current;
      box?.focus();
      box?.select();
      return !!box;
    },
    onToggleRow: ({ row }) => {
      const record = rowOf(row);
      if (record) grid.onToggleRow(record);
    },
  });
  const list = {
    ...props,
    rows: page.rows,
    rowKey: (row: Row) => row.id,
    emptyText: status === 'error' ? '' : props.emptyTexts[stages.scoped.length ? 1 : 0],
    // Loading, or rows painted from the kept copy while the server's answer comes.
    busy: loading || listScreen.list.stale,
  };
  const views = <SavedViewsMenu views={listScreen.views} />;
  const clear = listScreen.view.activeFilters > 0 && (
    <button
      type="button"
      className={cx.button()}
      onClick={(event) => {
        // The button goes away once used: focus goes to the tool before it (`Vues`, the export, `Filtres`, `Colonnes`).
        const before = event.currentTarget.previousElementSibling as HTMLElement;
        dispatch({ type: 'clearFilters' });
        (before.querySelector<HTMLElement>('button, select') ?? before).focus();
      }}
    >
      {fr.common.clearFilters}
    </button>
  );
  const last = <>{props.lastTools}{clear}</>;
  const toolbar = `${cx.toolbar()} terreal-toolbar`;
  const search = (
    <QuickSearch
      value={state.filters.q}
      onChange={(q) => listScreen.view.setFilters({ q })}
      boxRef={searchRef}
      // Cards have no grid: ↓ stays the box's own there.
      onArrowDown={() => !narrow && page.rows.length > 0 && keys.focusFirst()}
    />
  );
  // Cards: the filters in `Filtres`' panel; the table has its filter row.
  const filters = narrow ? (
    <FilterDisclosure activeCount={listScreen.view.activeFilters} filters={columns} countText={countText} tools={<>{views}{clear}{props.lastTools}</>}>
      <SortSelect columns={props.hideable} sort={state.sort} extra={listScreen.sort.extra} dispatch={dispatch} />
    </FilterDisclosure>
  ) : last;
  return (
    <FocusAfterDialogContext.Provider value={props.focusAfter}>
    <section ref={props.screen} className={`${tw('flex flex-col gap-1 p-2 focus:outline-none')} ${narrow ? 'terreal-narrow' : ''}`} part="screen" tabIndex={-1}>
      {/* One wrapping line: the screen's tools, then the list's, on as few lines as the width allows.
          Cards: no `Colonnes`; `Trier par` beside `Filtres`; `Vues`, `Effacer tous les filtres` and the
          last tools in its panel, where the clear button's coming moves nothing (it shares the line of `Vues`).
          Cards also keep the search in a part of its own that sticks to the top while the cards scroll (laid out
          in lines with the tools by styles/layout.ts): the screen's tools before it and `Filtres` after it (its
          panel can be taller than the window) scroll away. */}
      {narrow ? (
        <>
          {props.tools && <div className={`${toolbar} terreal-tools`}>{props.tools}</div>}
          <div ref={searchBarRef} className={`${toolbar} terreal-search-bar`}>{search}</div>
          <div className={toolbar}>{filters}</div>
        </>
      ) : (
        <div className={toolbar}>
          {props.tools}
          {search}
          {views}
          <ColumnChooser columns={hideableColumns(props.hideable)} prefs={prefs} />
          {filters}
        </div>
      )}
      {props.top}
      {status === 'idle' && <AlertMessage text={props.noUserText ?? fr.errors.missingUser} />}
      {listScreen.loadProblem && (
        <AlertMessage text={listScreen.loadProblem}>
          <button type="button" className={cx.button()} onClick={() => listScreen.list.reload()}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {props.bar}
      {page.rows.length > 10 && <SkipToPagination target={pagerRef} />}
      {narrow ? (
        <CardList {...list} />
      ) : (
        <DataTable
          {...list}
          columns={columns}
          widths={layout.widths}
          total={layout.total + (lead?.width ?? 0)}
          sort={state.sort}
          onSort={(key) => dispatch({ type: 'sort', key })}
          footer={props.footer?.(columns)}
          gridRef={gridRef}
          resize={{ onResize: prefs.resize, fitOf: layout.fitOf }}
        />
      )}
      <Pagination
        ref={pagerRef}
        narrow={narrow}
        onTurned={narrow ? () => showFirstCard(props.screen.current) : undefined}
        page={page}
        pageSize={state.pageSize}
        countText={loading ? fr.common.loading : countText}
        dispatch={dispatch}
      />
      {props.children}
      <LiveAnnouncer text={props.announce} />
      <LiveAnnouncer text={listScreen.sort.announce} />
    </section>
    </FocusAfterDialogContext.Provider>
  );
}

/**
 * After a page turned from the pager that sticks under the cards: the new page from its first card, when
 * the cards' top has scrolled past the search that sticks above them (their scroll margin keeps them clear of it).
 */
function showFirstCard(screen: HTMLElement | null): void {
  const cards = screen?.querySelector('[part="cards"]');
  const bar = screen?.querySelector('.terreal-search-bar');
  if (cards && bar && cards.getBoundingClientRect().top < bar.getBoundingClientRect().bottom) cards.scrollIntoView?.({ block: 'start' });
}

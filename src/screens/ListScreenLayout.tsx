// The frame of a list screen on the list hook (ui/useListScreen): a toolbar (quick search, saved views,
// `Effacer tous les filtres`, `Colonnes`, and `Trier par` when narrow), the filter panel when narrow, the
// alerts (no user, failed load with `Réessayer`), the table or the cards, the pager and the live regions.
import { useRef, type ReactNode, type RefObject } from 'react';
import type { Page } from '../core/rowModel';
import { hideableColumns } from '../core/columns';
import type { FilterValues } from '../core/listFilters';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { CardList } from '../ui/CardList';
import { cx } from '../ui/classes';
import { ColumnChooser } from '../ui/ColumnChooser';
import { DataTable, type Column } from '../ui/DataTable';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { Loading } from '../ui/Loading';
import { AlertMessage, LiveAnnouncer } from '../ui/Notices';
import { Pagination, SkipToPagination } from '../ui/Pagination';
import { QuickSearch } from '../ui/QuickSearch';
import { SavedViewsMenu } from './SavedViewsMenu';
import { SortSelect } from '../ui/SortSelect';
import type { ListColumn, ListScreen } from '../ui/useListScreen';
import { useColumnLayout } from '../ui/useColumnLayout';
import { NARROW_PX, useElementWidth } from '../ui/useNarrow';

export interface ListScreenLayoutProps<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>> {
  screenRef: RefObject<HTMLElement | null>;
  view: ListScreen<Row, F, E, C>;
  page: Page<Row>;
  label: string;
  /** The columns shown, rendered. */
  columns: Column<Row>[];
  /** Every column of the list (the column chooser and `Trier par`). */
  hideable: readonly C[];
  noUser: string | null;
  emptyText: string;
  /** The pager's count once loaded. */
  countText: string;
  announce: string;
  /** The name of a row's disclosure of its folded columns (`Détails de …`). */
  detailLabel(row: Row): string;
  /** Dialogs. */
  children?: ReactNode;
}

export function ListScreenLayout<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>>(
  props: ListScreenLayoutProps<Row, F, E, C>,
) {
  const { view, page, columns } = props;
  const { state, dispatch, loading } = view;
  const width = useElementWidth(props.screenRef);
  const narrow = width.box > 0 && width.box < NARROW_PX;
  const layout = useColumnLayout(props.screenRef, width.content, columns, page.rows, !view.prefs.sideBySide);
  const pagerRef = useRef<HTMLElement>(null);
  const chooserHolder = useRef<HTMLSpanElement>(null);
  const rowKey = (row: Row) => row.id;
  return (
    <section ref={props.screenRef} className={`${tw('flex flex-col gap-1 p-2 focus:outline-none')} ${narrow ? 'terreal-narrow' : ''}`} part="screen" tabIndex={-1}>
      <div className={cx.toolbar()}>
        <QuickSearch value={String(state.filters.q ?? '')} onChange={(q) => view.setFilters({ q })} />
        <SavedViewsMenu views={view.views.views} onSave={view.views.save} onApply={view.views.apply} onRemove={view.views.remove} />
        {view.activeFilters > 0 && (
          <button
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
          <ColumnChooser columns={hideableColumns(props.hideable)} hidden={view.prefs.hidden} onToggle={view.prefs.toggle} onReset={view.prefs.reset} sideBySide={view.prefs.sideBySide} onSideBySide={view.prefs.setSideBySide} />
        </span>
        {(narrow || layout.folded.length > 0) && (
          <FilterDisclosure activeCount={view.activeFilters} filters={narrow ? columns : layout.folded} resultText={loading ? undefined : props.countText} />
        )}
        {narrow && <SortSelect columns={props.hideable} sort={state.sort} onSort={(sort) => dispatch({ type: 'setSort', sort })} />}
      </div>
      {props.noUser !== null && <AlertMessage text={props.noUser} />}
      {view.loadProblem && (
        <AlertMessage text={view.loadProblem}>
          <button type="button" className={cx.button()} onClick={() => view.list.reload()}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {loading && <Loading />}
      {page.rows.length > 10 && <SkipToPagination target={pagerRef} />}
      {narrow ? (
        <CardList label={props.label} columns={columns} rows={page.rows} rowKey={rowKey} emptyText={props.emptyText} busy={loading} />
      ) : (
        <DataTable
          label={props.label}
          columns={layout.shown}
          widths={layout.widths}
          folded={layout.folded}
          detailLabel={props.detailLabel}
          scrollX={view.prefs.sideBySide}
          rows={page.rows}
          rowKey={rowKey}
          sort={state.sort}
          onSort={(key) => dispatch({ type: 'sort', key })}
          emptyText={props.emptyText}
          busy={loading}
        />
      )}
      <Pagination
        ref={pagerRef}
        page={page.page}
        pageCount={page.pageCount}
        pageSize={state.pageSize}
        countText={loading ? fr.common.loading : props.countText}
        onPage={(p) => dispatch({ type: 'page', page: p })}
        onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      />
      <LiveAnnouncer text={props.announce} />
      <LiveAnnouncer text={view.sortAnnounce} />
      {props.children}
    </section>
  );
}

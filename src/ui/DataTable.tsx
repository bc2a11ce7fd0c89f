// A real <table>: one header row of columnheaders (sortable ones hold a button and carry aria-sort),
// an optional filter row, one <tr> per row, and the empty text when there is nothing to show.
// The table scrolls inside its own box: the header rows stay in view while scrolling down, the sideways
// scrollbar is at the bottom of the box (in view), and pinned columns (the record's name at the start,
// its status and actions at the end) stay in view while the middle columns scroll sideways.
import { memo, useRef, type ReactNode } from 'react';
import type { CardRole } from '../core/columns';
import type { RecordId } from '../core/rowSlots';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { useRowSlots } from './useRowSlots';
import { TABLE_FIRST_STAGE, useStagedRows } from './useStagedRows';

export interface Column<Row> {
  key: string;
  header: string;
  sortable?: boolean;
  /** Fixed width in px. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (references, dates, quarters). */
  nowrap?: boolean;
  /** Stays in view while the table scrolls sideways. */
  pin?: 'start' | 'end';
  /** Where the cell goes on a narrow-screen card (absent: not on cards). */
  card?: CardRole;
  /** Control shown in the filter row under this column. */
  filter?: ReactNode;
  cell(row: Row): ReactNode;
}

/** What a list of records shows, as a table (DataTable) or as cards (CardList). */
export interface RecordListProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): RecordId;
  emptyText: string;
  busy?: boolean;
  rowClassName?(row: Row): string | undefined;
  /** A short text shown with a record (e.g. a row that no longer matches the filters). */
  rowNote?(row: Row): string | undefined;
}

export interface DataTableProps<Row> extends RecordListProps<Row> {
  sort: SortState;
  onSort(key: string): void;
  footer?: ReactNode;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

function ariaSort(column: { key: string; sortable?: boolean }, sort: SortState) {
  if (!column.sortable) return undefined;
  if (sort.key !== column.key) return 'none' as const;
  return sort.dir === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/** Class of a pinned cell (plain CSS in styles/layout.ts: sticky position and an opaque background). */
export function pinClass(column: { pin?: 'start' | 'end' }, index: number, columns: readonly { pin?: 'start' | 'end' }[]): string {
  if (column.pin === 'start') return 'terreal-pin-start';
  if (column.pin !== 'end') return '';
  // The last pinned column sits at the edge; the one before it just left of it.
  const after = columns.slice(index + 1).filter((c) => c.pin === 'end').length;
  return after === 0 ? 'terreal-pin-end' : 'terreal-pin-end2';
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, sort } = props;
  const hasFilters = columns.some((c) => c.filter !== undefined);
  const body = useRef<HTMLTableSectionElement>(null);
  // A list arriving builds the rows in view first; the rest follow right after that paint.
  const { shown: rows, complete } = useStagedRows(props.rows, TABLE_FIRST_STAGE);
  const slots = useRowSlots(rows, props.rowKey, body);
  return (
    <div className="terreal-table-scroll" part="table-wrapper" tabIndex={-1}>
      <table aria-label={props.label} aria-busy={props.busy || !complete ? 'true' : undefined} className={tw('w-full text-sm')} part="table">
        <thead className="terreal-sticky-head">
          <tr className={tw('border-b-2 border-[color:var(--terreal-border)] bg-[color:var(--terreal-stripe)]')}>
            {columns.map((column, i) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, sort)}
                // The header's name stays the header; its sort button's name carries the state.
                aria-label={column.sortable ? column.header : undefined}
                style={column.width ? { width: `${column.width}px`, minWidth: `${column.width}px` } : undefined}
                className={`${tw(`px-2 py-2 font-semibold whitespace-nowrap ${alignClass[column.align ?? 'left']}`)} ${pinClass(column, i, columns)}`}
              >
                {column.sortable ? (
                  <SortButton header={column.header} dir={sort.key === column.key ? sort.dir : null} onSort={() => props.onSort(column.key)} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
          {hasFilters && (
            <tr className={tw('border-b border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)]')}>
              {columns.map((column, i) => (
                <td key={column.key} className={`${tw('px-1 py-1 align-top')} ${pinClass(column, i, columns)}`}>{column.filter ?? null}</td>
              ))}
            </tr>
          )}
        </thead>
        <tbody ref={body}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={tw('px-2 py-6 text-center text-[color:var(--terreal-muted)]')}>
                {props.busy ? fr.common.loading : props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = props.rowKey(row);
              // A record keeps its row element (a control in a row always belongs to that row's record); the
              // elements of records that left are reused by newcomers, so a filter change patches rows.
              return <DataRow key={slots.get(key)} rowId={key} row={row} columns={columns} extraClass={props.rowClassName?.(row) ?? ''} note={props.rowNote?.(row)} />;
            })
          )}
        </tbody>
        {props.footer}
      </table>
    </div>
  );
}

interface DataRowProps<Row> { row: Row; rowId: string | number; columns: readonly Column<Row>[]; extraClass: string; note?: string }

function DataRowView<Row>({ row, rowId, columns, extraClass, note }: DataRowProps<Row>) {
  return (
    <tr data-row-id={rowId} className={`terreal-row ${tw('border-b border-[color:var(--terreal-border)]')} ${note ? 'terreal-row-stale' : ''} ${extraClass}`}>
      {columns.map((column, i) => (
        <td key={column.key} className={`${tw(`px-2 py-1 ${alignClass[column.align ?? 'left']} ${column.nowrap ? 'whitespace-nowrap' : ''}`)} ${pinClass(column, i, columns)}${i === 0 && note ? ' terreal-note-cell' : ''}`}>
          {column.cell(row)}
          {/* Over the cell, out of the flow: marking a row never changes its height (issue 20 §3). */}
          {i === 0 && note && <span className="terreal-row-note">{note}</span>}
        </td>
      ))}
    </tr>
  );
}

/** Same row, same cells: nothing to render. Columns are compared by what a row uses (filters and headers are not). */
function sameRow<Row>(a: DataRowProps<Row>, b: DataRowProps<Row>): boolean {
  if (a.row !== b.row || a.extraClass !== b.extraClass || a.note !== b.note || a.columns.length !== b.columns.length) return false;
  return a.columns.every((c, i) => {
    const d = b.columns[i];
    return c.key === d.key && c.cell === d.cell && c.align === d.align && c.nowrap === d.nowrap && c.pin === d.pin;
  });
}

/** A body row, re-rendered only when its row or its cells change (typing in a filter leaves most rows as they are). */
const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;

/**
 * A header's sort button: its name carries the sort state (`Offre, tri croissant`); the mark differs by
 * shape: ▲ ascending, ▼ descending, ↕ unsorted (drawn by CSS, so the header's text stays the header).
 */
export function SortButton(props: { header: string; dir: 'asc' | 'desc' | null; onSort(): void }) {
  const { dir } = props;
  return (
    <button type="button" aria-label={fr.common.sortButton(props.header, dir)} className={tw('inline-flex items-center gap-1 font-semibold hover:underline')} onClick={props.onSort}>
      {props.header}
      {dir ? <span aria-hidden="true" className={tw('text-xs')}>{dir === 'desc' ? '▼' : '▲'}</span> : <span aria-hidden="true" className="terreal-sort-none" />}
    </button>
  );
}

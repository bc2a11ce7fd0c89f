// A real <table>: one header row of columnheaders (sortable ones hold a button and carry aria-sort),
// an optional filter row, one <tr> per row, and the empty text when there is nothing to show.
import { memo, type ReactNode } from 'react';
import type { SortState } from '../core/types';
import { tw } from '../styles/twind';
import { fr } from '../i18n/fr';

export interface Column<Row> {
  key: string;
  header: string;
  sortable?: boolean;
  /** Fixed width in px. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (references, dates, quarters). */
  nowrap?: boolean;
  /** Control shown in the filter row under this column. */
  filter?: ReactNode;
  cell(row: Row): ReactNode;
}

export interface DataTableProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  sort: SortState;
  onSort(key: string): void;
  emptyText: string;
  busy?: boolean;
  rowClassName?(row: Row): string | undefined;
  /** A short text shown under the first cell of a row (e.g. a row that no longer matches the filters). */
  rowNote?(row: Row): string | undefined;
  footer?: ReactNode;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

function ariaSort(column: { key: string; sortable?: boolean }, sort: SortState) {
  if (!column.sortable) return undefined;
  if (sort.key !== column.key) return 'none' as const;
  return sort.dir === 'asc' ? ('ascending' as const) : ('descending' as const);
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, sort } = props;
  const hasFilters = columns.some((c) => c.filter !== undefined);
  return (
    <div className={tw('w-full overflow-x-auto')} part="table-wrapper">
      <table aria-label={props.label} aria-busy={props.busy ? 'true' : undefined} className={tw('w-full text-sm')} part="table">
        <thead>
          <tr className={tw('border-b-2 border-[color:var(--terreal-border)] bg-[color:var(--terreal-stripe)]')}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, sort)}
                style={column.width ? { width: `${column.width}px`, minWidth: `${column.width}px` } : undefined}
                className={tw(`px-2 py-2 font-semibold whitespace-nowrap ${alignClass[column.align ?? 'left']}`)}
              >
                {column.sortable ? (
                  <button type="button" className={tw('inline-flex items-center gap-1 font-semibold hover:underline')} onClick={() => props.onSort(column.key)}>
                    {column.header}
                    <SortMark dir={sort.key === column.key ? sort.dir : null} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
          {hasFilters && (
            <tr className={tw('border-b border-[color:var(--terreal-border)]')}>
              {columns.map((column) => (
                <td key={column.key} className={tw('px-1 py-1 align-top')}>{column.filter ?? null}</td>
              ))}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={tw('px-2 py-6 text-center text-[color:var(--terreal-muted)]')}>
                {props.busy ? fr.common.loading : props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              // Rows keep their identity by key: a control in a row always belongs to that row's record.
              <DataRow key={props.rowKey(row)} row={row} columns={columns} extraClass={props.rowClassName?.(row) ?? ''} note={props.rowNote?.(row)} />
            ))
          )}
        </tbody>
        {props.footer}
      </table>
    </div>
  );
}

interface DataRowProps<Row> { row: Row; columns: readonly Column<Row>[]; extraClass: string; note?: string }

function DataRowView<Row>({ row, columns, extraClass, note }: DataRowProps<Row>) {
  return (
    <tr className={`${tw('border-b border-[color:var(--terreal-border)] even:bg-[color:var(--terreal-stripe)]')} ${note ? tw('opacity-70') : ''} ${extraClass}`}>
      {columns.map((column, i) => (
        <td key={column.key} className={tw(`px-2 py-1 ${alignClass[column.align ?? 'left']} ${column.nowrap ? 'whitespace-nowrap' : ''}`)}>
          {column.cell(row)}
          {i === 0 && note && <span className={tw('mt-1 block text-xs italic text-[color:var(--terreal-muted)]')}>{note}</span>}
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
    return c.key === d.key && c.cell === d.cell && c.align === d.align && c.nowrap === d.nowrap;
  });
}

/** A body row, re-rendered only when its row or its cells change (typing in a filter leaves most rows as they are). */
const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;

function SortMark({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <span aria-hidden="true" className={tw(dir ? 'text-xs' : 'text-xs opacity-30')}>
      {dir === 'desc' ? '▼' : '▲'}
    </span>
  );
}

// A real <table>: one header row of columnheaders (sortable ones hold a button and carry aria-sort; the selection's
// is `Sélection`), an optional filter row, one <tr> per row whose name cell is its rowheader, and the empty text
// when there is nothing to show (while loading: the loading status, in the rows' kept room).
// Dense: fixed column widths (`table-layout: fixed`, from core/columnLayout), one line per row
// (a text that does not fit ends in an ellipsis, its full value in `title`), and the page's own vertical
// scroll: the header rows stick to the top of the page (or the host's scroll container). The columns
// that do not fit are folded into a per-row detail opened by a disclosure button in the first cell. When
// the user asks for every column side by side, the table scrolls sideways inside its box, the name at the
// start stays in view, and shadows show there is more to either side. The status and actions are not pinned
// at the end: a column sliding under them would be cut mid-value (`3 45` for `3 453,1 m²`).
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { CellFit } from '../core/columnLayout';
import type { ColumnBase } from '../core/columns';
import type { RecordId } from '../core/rowSlots';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { columnResizer, type ColumnResize } from './ColumnResizer';
import { Loading } from './Loading';
import { PageCheckbox, rowCheckbox, type LeadColumn } from './SelectionCheckbox';
import { useRowSlots } from './useRowSlots';
import { TABLE_FIRST_STAGE, useStagedRows } from './useStagedRows';

/** A column as the table draws it: its declaration's key, header and place (core/columns ColumnBase), its controls rendered. */
export interface Column<Row> extends ColumnBase {
  sortable?: boolean;
  /** The part of the cell never cut (the client's postal code and city): the column is at least that wide. */
  keep?(row: Row): string;
  /** The cell's full text (its `title`, and what `fit` measures); plain-text cells need not give it. */
  text?(row: Row): string;
  /**
   * What a `fit` column measures of a cell that shows more than its text (a control's padding, an icon, a bold
   * weight); absent: its text.
   */
  fitContent?(row: Row): CellFit;
  /** The cell is a control whose name carries the full value: no `title` on the cell (it would say it again). */
  named?: boolean;
  /** Control shown in the filter row under this column. */
  filter?: ReactNode;
  /** The filter is a min/max pair of number boxes: the column is wide enough for one to show its digits whole. */
  rangeFilter?: boolean;
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
  /** A change of the record is being saved: its row is busy and says so (`Enregistrement…`). */
  rowBusy?(row: Row): boolean;
  /**
   * Group heads (`Grouper par`) shown before the record of a key, or after the last record
   * (`null`): each one row across the columns (a table) or one item (cards).
   */
  heads?(key: RecordId | null): readonly GroupHead[];
}

/** A group's head in a list: its id (the key of its row) and what it shows. */
export interface GroupHead { id: string; content: ReactNode }

export interface DataTableProps<Row> extends RecordListProps<Row> {
  sort: SortState;
  onSort(key: string): void;
  footer?: ReactNode;
  /** Each column's width in px (core/columnLayout); without it, widths come from the columns. */
  widths?: Readonly<Record<string, number>>;
  /** The columns folded into the per-row detail. */
  folded?: readonly Column<Row>[];
  /** The name of a row's detail button (`Détails de l'offre {ref}`). */
  detailLabel?(row: Row): string;
  /** Every column side by side: the table scrolls sideways in its box. */
  scrollX?: boolean;
  /** A cell before the columns (the selection checkbox): never folds, never pinned. */
  lead?: LeadColumn<Row>;
  /** Columns can be resized (ui/ColumnResizer: a separator at each header's right edge). */
  resize?: ColumnResize;
  /** The <table> element, read by the keyboard grid (ui/useGridKeyboard): with it the table is a grid (WAI-ARIA grid pattern). */
  tableRef?: RefObject<HTMLTableElement | null>;
}

/** Class of a pinned cell (plain CSS in styles/layout.ts: sticky position and an opaque background). */
export const pinClass = (column: { pin?: 'start' }): string => (column.pin ? 'terreal-pin-start' : '');

/**
 * A cell's full text (its `title`, and what a `fit` column measures): what the column says, or the cell itself
 * (`content`, built when not given) when it is plain text. A column with a text never builds its cell here.
 */
export function cellText<Row>(column: Column<Row>, row: Row, content?: ReactNode): string {
  const text = column.text ? column.text(row) : content === undefined ? column.cell(row) : content;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, sort } = props;
  const folded = props.folded ?? NONE;
  const hasFilters = columns.some((c) => c.filter !== undefined);
  const body = useRef<HTMLTableSectionElement>(null);
  // A list arriving builds the rows in view first; the rest follow right after that paint.
  const { shown: rows, complete } = useStagedRows(props.rows, TABLE_FIRST_STAGE);
  const slots = useRowSlots(rows, props.rowKey, body);
  const [open, setOpen] = useState<ReadonlySet<RecordId>>(() => new Set());
  const toggle = useCallback((id: RecordId) => setOpen((o) => {
    const next = new Set(o);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const widthOf = (c: Column<Row>) => props.widths?.[c.key] ?? c.width;
  const widthStyle = (w: number | undefined) => (w ? { width: `${w}px` } : undefined);
  const lead = props.lead;
  const span = columns.length + (lead ? 1 : 0);
  const total = columns.reduce((sum, c) => sum + (widthOf(c) ?? 0), lead?.width ?? 0);
  const wrapper = useRef<HTMLDivElement>(null);
  useScrollEdges(wrapper, props.scrollX === true);
  // Sideways: how far the pinned name reaches (a control scrolled into view stops clear of it).
  const pinned = columns[0]?.pin ? widthOf(columns[0]) : 0;
  const headRows = (key: RecordId | null) => (props.heads?.(key) ?? NONE).map((h) => (
    <tr key={`g${h.id}`} className="terreal-group"><td colSpan={span}>{h.content}</td></tr>
  ));
  const tail = complete ? headRows(null) : NONE;
  // A grid's header controls are inside its one Tab stop (ui/useGridKeyboard): reached from their header cell.
  const grid = props.tableRef !== undefined;
  return (
    <div className="terreal-table-frame" style={{ '--pin-w': `${pinned ?? 0}px` } as CSSProperties}>
    <div
      ref={wrapper}
      className={`terreal-table-box ${props.scrollX ? 'terreal-scroll-x' : ''}`}
      part="table-wrapper"
      tabIndex={-1}
      // Until the rows' second stage is built, their room is kept under the first: what follows the table (the
      // totals, the pager) stays where the whole page puts it instead of coming up into view and going again.
      style={complete ? undefined : { paddingBottom: `${(props.rows.length - rows.length) * ROW_PX}px` }}
    >
      <table
        ref={props.tableRef}
        role={props.tableRef && 'grid'}
        aria-label={props.label}
        aria-busy={props.busy || !complete || undefined}
        className={`terreal-dense ${tw('text-sm')}`}
        style={{ width: total > 0 && props.scrollX ? `${total}px` : '100%' }}
        part="table"
      >
        <colgroup>
          {lead && <col style={widthStyle(lead.width)} />}
          {columns.map((c) => <col key={c.key} style={widthStyle(widthOf(c))} />)}
        </colgroup>
        <thead>
          <tr>
            {/* Every column has its header, the selection's too (`Sélection`, its checkbox named for what it does). */}
            {lead && <th scope="col" aria-label={fr.common.selection} className="terreal-lead"><span className="sr-only">{fr.common.selection}</span><PageCheckbox {...lead.page} inGrid={grid} /></th>}
            {columns.map((column) => {
              const dir = sort.key === column.key ? sort.dir : null;
              return (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable ? (dir ? `${dir}ending` : 'none') : undefined} // ascending, descending
                // The header's name stays the header (not its sort button's, which carries the state, nor its resize handle's).
                aria-label={column.header}
                title={column.header}
                style={widthStyle(widthOf(column))}
                className={`${tw(`px-2 font-semibold ${column.align === 'right' ? 'text-right' : 'text-left'}`)} ${pinClass(column)}`}
              >
                {column.sortable ? (
                  // Its name carries the sort state (`Offre, tri croissant`); its mark, drawn by CSS from the
                  // header's aria-sort, differs by shape: ▲ ascending, ▼ descending, ↕ unsorted.
                  <button
                    type="button"
                    tabIndex={grid ? -1 : undefined}
                    aria-label={fr.common.sortButton(column.header, dir)}
                    className={`terreal-sort ${tw('inline-flex items-center gap-1 hover:underline')}`}
                    onClick={() => props.onSort(column.key)}
                  >
                    <span className="terreal-sort-text">{column.header}</span>
                  </button>
                ) : (
                  column.header
                )}
                {props.resize && columnResizer(column.key, column.header, widthOf(column) ?? 0, props.resize, grid)}
              </th>
              );
            })}
          </tr>
          {hasFilters && (
            <tr className="terreal-filter-row">
              {lead && <td />}
              {columns.map((column) => (
                <td key={column.key} className={pinClass(column)}>{column.filter}</td>
              ))}
            </tr>
          )}
        </thead>
        <tbody ref={body}>
          {rows.length === 0 && tail.length === 0 ? (
            <tr>
              {/* While the list loads, the rows' room is kept (styles/layout.ts) and the status said there: nothing
                  above the table comes and goes, so the rows' coming moves nothing. */}
              <td colSpan={span} className={tw('px-2 py-6 text-center text-muted')}>
                {props.busy ? <Loading /> : props.emptyText}
              </td>
            </tr>
          ) : (
            // One flat list of keyed rows (an array per row would pair rows by position, and a row whose slot
            // moved would be created anew).
            rows.flatMap((row) => {
              const key = props.rowKey(row);
              // A record keeps its row element (a control in a row always belongs to that row's record); the
              // elements of records that left are reused by newcomers, so a filter change patches rows.
              return [
                ...headRows(key),
                <DataRow
                  key={slots.get(key)}
                  rowId={key}
                  row={row}
                  columns={columns}
                  extraClass={props.rowClassName?.(row) ?? ''}
                  note={props.rowBusy?.(row) ? fr.edits.saving : props.rowNote?.(row)}
                  busy={props.rowBusy?.(row) ?? false}
                  folded={folded}
                  detailLabel={folded.length > 0 ? props.detailLabel?.(row) : undefined}
                  open={folded.length > 0 && open.has(key)}
                  onToggle={toggle}
                  lead={lead}
                  leadOn={lead ? lead.on(row) : false}
                />,
              ];
            })
          )}
          {tail}
        </tbody>
        {props.footer}
      </table>
    </div>
    </div>
  );
}

const NONE: readonly never[] = [];
/** A body row's height (styles/layout.ts: one line, 32 px). */
const ROW_PX = 32;

/**
 * Sideways scrolling only: the frame around the scroll box shows which edges have more to show
 * (`terreal-more-start`, `terreal-more-end`), for the shadows; set on the element, no render needed.
 */
function useScrollEdges(ref: RefObject<HTMLDivElement | null>, on: boolean): void {
  useEffect(() => {
    const box = ref.current!;
    const update = () => {
      box.parentElement!.classList.toggle('terreal-more-start', on && box.scrollLeft > 1);
      box.parentElement!.classList.toggle('terreal-more-end', on && box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    };
    update();
    if (!on) return undefined;
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, on]);
}

interface DataRowProps<Row> {
  row: Row;
  rowId: string | number;
  columns: readonly Column<Row>[];
  extraClass: string;
  note?: string;
  busy: boolean;
  folded: readonly Column<Row>[];
  detailLabel?: string;
  open: boolean;
  onToggle(id: RecordId): void;
  lead?: LeadColumn<Row>;
  leadOn: boolean;
}

function DataRowView<Row>({ row, rowId, columns, extraClass, note, busy, folded, detailLabel, open, onToggle, lead, leadOn }: DataRowProps<Row>) {
  const detailId = `terreal-detail-${rowId}`;
  return (
    <>
      <tr data-row-id={rowId} aria-selected={lead ? leadOn : undefined} aria-busy={busy || undefined} className={`terreal-row ${note && !busy ? 'terreal-row-stale' : ''} ${extraClass}`}>
        {lead && <td className="terreal-lead">{rowCheckbox(lead, row, leadOn)}</td>}
        {columns.map((column, i) => {
          const content = column.cell(row);
          // A control's name carries its value: a title would say it again.
          const title = (!column.named && cellText(column, row, content)) || undefined;
          // The name at the start is the row's header: moving up and down, a screen reader says which record it is in.
          const Cell = column.pin ? 'th' : 'td';
          return (
            <Cell key={column.key} scope={column.pin ? 'row' : undefined} title={i === 0 && note && title ? `${title} — ${note}` : title} className={`${tw(column.align === 'right' ? 'text-right' : '')} ${pinClass(column)}${i === 0 && note ? ' terreal-note-cell' : ''}`}>
              {/* No empty text as a child ('' && …, an empty cell): preact writes one again at every render of the row. */}
              {i === 0 && detailLabel ? (
                <button
                  type="button"
                  className="terreal-detail-toggle"
                  aria-expanded={open}
                  aria-controls={open ? detailId : undefined}
                  aria-label={detailLabel}
                  onClick={() => onToggle(rowId)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : null}
              {content === '' ? null : content}
              {/* Over the cell, out of the flow: marking a row never changes its height. */}
              {i === 0 && note ? <span className="terreal-row-note">{note}</span> : null}
            </Cell>
          );
        })}
      </tr>
      {open && (
        <tr className="terreal-detail" id={detailId}>
          <td colSpan={columns.length + (lead ? 1 : 0)}>
            <dl>
              {folded.map((c) => (
                <div key={c.key}>
                  <dt>{c.header}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * Same row, same cells: nothing to render. Columns are built anew on each render of the screen: they are
 * compared by what a row uses, their key and cell (a column's text, alignment and pin go with its key);
 * the lead by its cell.
 */
function sameRow<Row>(a: DataRowProps<Row>, b: DataRowProps<Row>): boolean {
  const sameCells = (x: readonly Column<Row>[], y: readonly Column<Row>[]) => x.length === y.length && x.every((c, i) => c.key === y[i].key && c.cell === y[i].cell);
  return (Object.keys(a) as (keyof DataRowProps<Row>)[]).every((k) => (k === 'columns' || k === 'folded'
    ? sameCells(a[k], b[k])
    : k === 'lead' ? a.lead?.label === b.lead?.label && a.lead?.toggle === b.lead?.toggle : a[k] === b[k]));
}

/** A body row, re-rendered only when its row or its cells change (typing in a filter leaves most rows as they are). */
const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;

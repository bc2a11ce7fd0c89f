// A data grid of real <table>s (WAI-ARIA grid roles on them): one header row of columnheaders (sortable ones
// hold a button and carry aria-sort; the selection's is `Sélection`) and an optional filter row, in a box of its
// own that sticks to the top of the page; one <tr> per row whose name cell is its rowheader, in the body's box;
// the empty text when there is nothing to show (while loading: the loading status, in the rows' kept room).
// Dense: fixed column widths (`table-layout: fixed`, from core/columnLayout), one line per row (a text that does
// not fit ends in an ellipsis, its full value in `title`), and the page's own vertical scroll. Every column the
// user shows stays in the row: where they do not fit, the body scrolls sideways inside the element (AG Grid's,
// Excel's frozen panes), the header's box following it, the selection and the name pinned at the start, the
// status and the row's controls at the end, shadows where more columns hide, and a scrollbar that sticks to
// the bottom of the window while the rows pass.
import { memo, useEffect, useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { CellFit, CellParts } from '../core/columnLayout';
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
  /**
   * A cell in two parts: the first takes the ellipsis (down to `cutMin` characters: the column is that wide),
   * the second stays whole (a client's postal code and city, a clone's ` (2)`, an e-mail's domain).
   */
  parts?(row: Row): CellParts;
  /** Characters of the first part always shown (a company: 14). */
  cutMin?: number;
  /** The parts of the column's sample (core/columns `sample`), when it has parts. */
  sampleParts?: CellParts;
  /** The sample as the cell draws it, when more than its text (a control's padding, an icon, a bold weight). */
  sampleFit?: CellFit;
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
  /** The columns' total width (core/columnLayout): more than the element's when the body scrolls sideways. */
  total?: number;
  /** A cell before the columns (the selection checkbox): pinned at the start. */
  lead?: LeadColumn<Row>;
  /** Columns can be resized (ui/ColumnResizer: a separator at each header's right edge). */
  resize?: ColumnResize;
  /**
   * The grid's element (the frame holding the header's table and the rows'), read by the keyboard grid
   * (ui/useGridKeyboard): with it the table is a grid (WAI-ARIA grid pattern).
   */
  gridRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The class of each pinned cell, by column key (`''` for the others; the selection's cell under LEAD_KEY): the
 * start ones `left`, the end ones `right`, each by its own custom property on the frame (--pin-s0, --pin-e0, …,
 * set from the widths, so a resize restyles the pinned cells without rendering the rows again).
 */
export function pinClasses(columns: readonly { key: string; pin?: 'start' | 'end' }[], lead: boolean): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  const start = [...(lead ? [LEAD_KEY] : []), ...columns.filter((c) => c.pin === 'start').map((c) => c.key)];
  const end = columns.filter((c) => c.pin === 'end').map((c) => c.key).reverse();
  start.forEach((key, i) => { out[key] = `terreal-pin terreal-pin-s${i}`; });
  end.forEach((key, i) => { out[key] = `terreal-pin terreal-pin-e${i}`; });
  for (const c of columns) out[c.key] ??= '';
  return out;
}

/** The selection's cell in pinClasses() and in the pinned offsets. */
export const LEAD_KEY = '';

/** The frame's custom properties: each pinned cell's offset, and the pinned widths at each side (scroll padding, shadows). */
function pinOffsets(columns: readonly { key: string; pin?: 'start' | 'end' }[], widthOf: (key: string) => number, lead?: number): CSSProperties {
  const vars: Record<string, string> = {};
  let left = 0;
  const start = [...(lead ? [lead] : []), ...columns.filter((c) => c.pin === 'start').map((c) => widthOf(c.key))];
  start.forEach((w, i) => { vars[`--pin-s${i}`] = `${left}px`; left += w; });
  let right = 0;
  columns.filter((c) => c.pin === 'end').map((c) => widthOf(c.key)).reverse().forEach((w, i) => { vars[`--pin-e${i}`] = `${right}px`; right += w; });
  vars['--pin-start-w'] = `${left}px`;
  vars['--pin-end-w'] = `${right}px`;
  return vars as CSSProperties;
}

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
  const hasFilters = columns.some((c) => c.filter !== undefined);
  const body = useRef<HTMLTableSectionElement>(null);
  // A list arriving builds the rows in view first; the rest follow right after that paint.
  const { shown: rows, complete } = useStagedRows(props.rows, TABLE_FIRST_STAGE);
  const slots = useRowSlots(rows, props.rowKey, body);
  const widthOf = (c: Column<Row>) => props.widths?.[c.key] ?? c.width;
  const widthStyle = (w: number | undefined) => (w ? { width: `${w}px` } : undefined);
  const lead = props.lead;
  const span = columns.length + (lead ? 1 : 0);
  const total = props.total ?? columns.reduce((sum, c) => sum + (widthOf(c) ?? 0), lead?.width ?? 0);
  const grid = !!props.gridRef;
  const pins = useMemo(() => pinClasses(columns, !!lead), [columns.map((c) => `${c.key}:${c.pin ?? ''}`).join(), !!lead]); // eslint-disable-line react-hooks/exhaustive-deps -- the keys and pins stand for the columns
  const ownFrame = useRef<HTMLDivElement>(null);
  const frame = props.gridRef ?? ownFrame;
  const head = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useSideways(frame, [head, box, bar]);
  const headRows = (key: RecordId | null) => (props.heads?.(key) ?? NONE).map((h) => (
    <tr key={`g${h.id}`} role="row" className="terreal-group"><td role={grid ? 'gridcell' : 'cell'} colSpan={span}>{h.content}</td></tr>
  ));
  const tail = complete ? headRows(null) : NONE;
  const tableStyle = { width: total > 0 ? `${total}px` : '100%' };
  const cols = (
    <colgroup>
      {lead && <col style={widthStyle(lead.width)} />}
      {columns.map((c) => <col key={c.key} style={widthStyle(widthOf(c))} />)}
    </colgroup>
  );
  return (
    <div
      ref={frame}
      className="terreal-table-frame"
      role={grid ? 'grid' : 'table'}
      aria-label={props.label}
      aria-busy={props.busy || !complete || undefined}
      style={pinOffsets(columns, (key) => props.widths?.[key] ?? 0, lead?.width)}
    >
      <div ref={head} className="terreal-table-head" part="table-head">
        <table role="presentation" className={`terreal-dense ${tw('text-sm')}`} style={tableStyle}>
          {cols}
          <thead role="rowgroup">
            <tr role="row">
              {/* Every column has its header, the selection's too (`Sélection`, its checkbox named for what it does). */}
              {lead && <th role="columnheader" scope="col" aria-label={fr.common.selection} className={`terreal-lead ${pins[LEAD_KEY]}`}><span className="sr-only">{fr.common.selection}</span><PageCheckbox {...lead.page} inGrid={grid} /></th>}
              {columns.map((column) => {
                const dir = sort.key === column.key ? sort.dir : null;
                return (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortable ? (dir ? `${dir}ending` : 'none') : undefined} // ascending, descending
                  // The header's name stays the header (not its sort button's, which carries the state, nor its resize handle's).
                  aria-label={column.header}
                  style={widthStyle(widthOf(column))}
                  className={`${tw(`px-2 font-semibold ${column.align === 'right' ? 'text-right' : 'text-left'}`)} ${pins[column.key]}`}
                >
                  {column.sortable ? (
                    // Its name carries the sort state (`Offre, tri croissant`); its mark, drawn by CSS from the
                    // header's aria-sort, differs by shape: ▲ ascending, ▼ descending, ↕ unsorted.
                    <button
                      type="button"
                      // A grid's header controls are inside its one Tab stop (ui/useGridKeyboard): reached from their header cell.
                      tabIndex={grid ? -1 : undefined}
                      aria-label={fr.common.sortButton(column.header, dir)}
                      className={`terreal-sort ${tw('inline-flex items-center gap-1 hover:underline')}`}
                      onClick={() => props.onSort(column.key)}
                    >
                      <span className="terreal-sort-text">{column.header}</span>
                    </button>
                  ) : (
                    <span className="terreal-head-text">{column.header}</span>
                  )}
                  {props.resize && columnResizer(column.key, column.header, widthOf(column) ?? 0, props.resize, grid)}
                </th>
                );
              })}
            </tr>
            {hasFilters && (
              <tr role="row" className="terreal-filter-row">
                {lead && <td role={grid ? 'gridcell' : 'cell'} className={pins[LEAD_KEY]} />}
                {columns.map((column) => (
                  <td key={column.key} role={grid ? 'gridcell' : 'cell'} className={pins[column.key]}>{column.filter}</td>
                ))}
              </tr>
            )}
          </thead>
        </table>
      </div>
      <div
        ref={box}
        className="terreal-table-box"
        part="table-wrapper"
        // The rows' group of the grid (its table and tbody are presentational): a box that scrolls is focusable
        // (Firefox), and a focusable box needs a role the grid allows. Not a Tab stop.
        role="rowgroup"
        tabIndex={-1}
        // Until the rows' second stage is built, their room is kept under the first: what follows the table (the
        // totals, the pager) stays where the whole page puts it instead of coming up into view and going again.
        style={complete ? undefined : { paddingBottom: `${(props.rows.length - rows.length) * ROW_PX}px` }}
      >
        <table role="presentation" className={`terreal-dense ${tw('text-sm')}`} style={tableStyle} part="table">
          {cols}
          <tbody ref={body} role="none">
            {rows.length === 0 && tail.length === 0 ? (
              <tr role="row">
                {/* While the list loads, the rows' room is kept (styles/layout.ts) and the status said there: nothing
                    above the table comes and goes, so the rows' coming moves nothing. */}
                <td role={grid ? 'gridcell' : 'cell'} colSpan={span} className={`terreal-empty ${tw('px-2 py-6 text-center text-muted')}`}>
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
                    pins={pins}
                    grid={grid}
                    extraClass={props.rowClassName?.(row) ?? ''}
                    note={props.rowBusy?.(row) ? fr.edits.saving : props.rowNote?.(row)}
                    busy={props.rowBusy?.(row) ?? false}
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
      {/* The sideways scrollbar, in view at the bottom of the window while the rows pass (the body's own is at its end). */}
      <div ref={bar} className="terreal-table-scrollbar" aria-hidden="true" tabIndex={-1}><div style={tableStyle} /></div>
    </div>
  );
}

const NONE: readonly never[] = [];
/** A body row's height (styles/layout.ts: one line, 32 px). */
const ROW_PX = 32;

/**
 * The header's box, the body's and the scrollbar's scroll sideways together (whichever moved: the body by a
 * wheel or a focused cell, the header by a focused filter box, the bar by its thumb); the frame shows which
 * edges have more to show (`terreal-more-start`, `terreal-more-end`), for the shadows; set on the elements, no
 * render needed.
 */
function useSideways(frame: RefObject<HTMLDivElement | null>, boxes: readonly RefObject<HTMLDivElement | null>[]): void {
  useEffect(() => {
    // The elements as mounted: a ref is cleared before this effect's clean-up runs (an observer's last call may come between).
    const el = frame.current!;
    const els = boxes.map((b) => b.current!);
    const [, body] = els;
    const edges = () => {
      el.classList.toggle('terreal-more-start', body.scrollLeft > 1);
      el.classList.toggle('terreal-more-end', body.scrollLeft + body.clientWidth < body.scrollWidth - 1);
    };
    // A box's scroll that only echoes a value set here is not followed: a late echo would put the others back
    // where they were before the latest scroll (a filter box focused just after another one, left under a pinned column).
    const echoes = new Map<HTMLElement, number>();
    const follow = (from: HTMLElement) => () => {
      const echo = echoes.get(from);
      echoes.delete(from);
      if (echo === from.scrollLeft) return;
      for (const box of els) {
        if (box === from || box.scrollLeft === from.scrollLeft) continue;
        echoes.set(box, from.scrollLeft);
        box.scrollLeft = from.scrollLeft;
      }
      edges();
    };
    const listeners = els.map((box) => [box, follow(box)] as const);
    for (const [box, fn] of listeners) box.addEventListener('scroll', fn, { passive: true });
    // A focused cell or filter box comes out from under the pinned columns (the browser scrolls it into the
    // box, not clear of the sticky cells over it).
    const clearOf = (target: Element) => {
      const cell = target.closest?.('td, th');
      const box = els.find((b) => b.contains(cell));
      if (!cell || !box || cell.classList.contains('terreal-pin')) return;
      const style = getComputedStyle(el);
      const start = parseFloat(style.getPropertyValue('--pin-start-w')) || 0;
      const end = parseFloat(style.getPropertyValue('--pin-end-w')) || 0;
      const view = box.getBoundingClientRect();
      // The focused control (a filter box of a cell wider than the room between the pinned columns), or the cell.
      const at = target.getBoundingClientRect();
      const past = at.right - (view.right - end);
      const before = view.left + start - at.left;
      if (before > 0) box.scrollLeft -= before;
      else if (past > 0) box.scrollLeft += Math.min(past, -before);
    };
    // Now, and once more after what else the focus moved this frame (the grid's own scrolling of its active cell).
    let frameId = 0;
    const clear = (event: FocusEvent) => {
      const target = event.target as Element;
      clearOf(target);
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => { if (target.isConnected && target.matches(':focus')) clearOf(target); });
    };
    el.addEventListener('focusin', clear);
    edges();
    const observer = new ResizeObserver(edges);
    observer.observe(body);
    return () => {
      for (const [box, fn] of listeners) box.removeEventListener('scroll', fn);
      el.removeEventListener('focusin', clear);
      cancelAnimationFrame(frameId);
      observer.disconnect();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- refs: read once mounted
}

interface DataRowProps<Row> {
  row: Row;
  rowId: string | number;
  columns: readonly Column<Row>[];
  pins: Readonly<Record<string, string>>;
  grid: boolean;
  extraClass: string;
  note?: string;
  busy: boolean;
  lead?: LeadColumn<Row>;
  leadOn: boolean;
}

function DataRowView<Row>({ row, rowId, columns, pins, grid, extraClass, note, busy, lead, leadOn }: DataRowProps<Row>) {
  return (
    <tr role="row" data-row-id={rowId} aria-selected={lead ? leadOn : undefined} aria-busy={busy || undefined} className={`terreal-row ${note && !busy ? 'terreal-row-stale' : ''} ${extraClass}`}>
      {lead && <td role={grid ? 'gridcell' : 'cell'} className={`terreal-lead ${pins[LEAD_KEY]}`}>{rowCheckbox(lead, row, leadOn)}</td>}
      {columns.map((column, i) => {
        const content = column.cell(row);
        // A control's name carries its value: a title would say it again.
        const title = (!column.named && cellText(column, row, content)) || undefined;
        // The name at the start is the row's header: moving up and down, a screen reader says which record it is in.
        const header = column.pin === 'start';
        const Cell = header ? 'th' : 'td';
        const shown = content === '' ? null : content;
        return (
          <Cell
            key={column.key}
            role={header ? 'rowheader' : grid ? 'gridcell' : 'cell'}
            scope={header ? 'row' : undefined}
            title={i === 0 && note && title ? `${title} — ${note}` : title}
            className={`${tw(column.align === 'right' ? 'text-right' : '')} ${pins[column.key]}`}
          >
            {/* No empty text as a child ('' && …, an empty cell): preact writes one again at every render of the row.
                A row's mark takes its own room after the name (the name gives way), covering none of its text. */}
            {i === 0 && note ? <span className="terreal-noted"><span className="terreal-noted-text">{shown}</span><span className="terreal-row-note">{note}</span></span> : shown}
          </Cell>
        );
      })}
    </tr>
  );
}

/**
 * Same row, same cells: nothing to render. Columns are built anew on each render of the screen: they are
 * compared by what a row uses, their key and cell (a column's text, alignment and pin go with its key);
 * the lead by its cell.
 */
function sameRow<Row>(a: DataRowProps<Row>, b: DataRowProps<Row>): boolean {
  const sameCells = (x: readonly Column<Row>[], y: readonly Column<Row>[]) => x.length === y.length && x.every((c, i) => c.key === y[i].key && c.cell === y[i].cell);
  return (Object.keys(a) as (keyof DataRowProps<Row>)[]).every((k) => (k === 'columns'
    ? sameCells(a[k], b[k])
    : k === 'lead' ? a.lead?.label === b.lead?.label && a.lead?.toggle === b.lead?.toggle : a[k] === b[k]));
}

/** A body row, re-rendered only when its row or its cells change (typing in a filter leaves most rows as they are). */
const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;

/**
 * A cell in two parts (Column `parts`): the first takes the ellipsis, the second never shrinks. An element, not
 * a component (a page's 50 rows).
 */
export const partsCell = (parts: CellParts, keptClass = ''): ReactNode => (
  <span className="terreal-parts"><span>{parts.cut}</span>{parts.kept && <span className={keptClass}>{parts.kept}</span>}</span>
);

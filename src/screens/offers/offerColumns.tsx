// Renders the offer columns declared in core/offerColumns: a renderer per cell kind and per filter kind.
// Nothing here knows a particular column: adding one is a declaration in core/offerColumns.
import { memo, useMemo, useRef, type ReactNode } from 'react';
import { splitKeptEnd, type CellFit, type CellParts } from '../../core/columnLayout';
import { TRAILING_NUMBER } from '../../core/cloneName';
import { textOf } from '../../core/listFilters';
import { columnFilterDefs, type Totals } from '../../core/columns';
import { CLIENT_SAMPLE, type OfferBoundId, type OfferCell, type OfferColumnDef, type OfferFilterDef, type OfferTextField } from '../../core/offerColumns';
import type { OfferFilters } from '../../core/offerFilters';
import { isDraft, isEditable } from '../../core/offerRules';
import { isQuarterBefore } from '../../core/quarter';
import type { Offer } from '../../core/types';
import type { FamilyConfig } from '../../families';
import { fr } from '../../i18n/fr';
import { DELIVERY_PADDING_PX, OVERDUE_GAP_PX, OVERDUE_ICON_PX } from '../../styles/layout';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { LEAD_KEY, partsCell, pinClasses, type Column } from '../../ui/DataTable';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { NumericFilter } from '../../ui/NumericFilter';
import { TextFilter } from '../../ui/TextFilter';
import { useStatusDecision } from '../../ui/useStatusDecision';
import { warningSign } from '../../ui/WarningSign';

/** A column of the offers table: `total` is the sum its totals line shows (core/columns ColumnTotal). */
export type OfferColumn = Column<Offer> & Pick<OfferColumnDef, 'total'>;

/** What a row menu or a cell control does: the screen's handlers. */
export interface OfferCellHandlers {
  status(offer: Offer, statut: string): void;
  open(offer: Offer): void;
  delivery(offer: Offer): void;
  menu(offer: Offer): MenuItem[];
}

/** What the cells depend on. Kept stable between renders: rows whose cells did not change are not re-rendered. */
interface OfferCellContext {
  config: FamilyConfig;
  /** Rows shown from the copy kept in the browser: their controls wait for the server's answer. */
  locked: boolean;
  /** The values being saved, by offer id (useOfferEdits). */
  saving: Record<number, Partial<Offer>>;
  /** The current quarter by the user's clock in Paris (core/quarter parisQuarter): a delivery before it is overdue. */
  current: string;
  /** The screen's latest handlers, read when used (a ref: the cells stay the same when the handlers change). */
  on: { current: OfferCellHandlers };
}

export type OfferCellRenderer = (cell: OfferCell) => (offer: Offer) => ReactNode;

/**
 * The cell renderers, one per cell kind. They call the latest handlers through a ref, so they stay the same
 * from one keystroke to the next and the table skips the rows that did not change (they depend only on the
 * family, the values being saved and whether the rows are a kept copy).
 */
export function useOfferCells(config: FamilyConfig, locked: boolean, saving: Record<number, Partial<Offer>>, handlers: OfferCellHandlers, current: string): OfferCellRenderer {
  const on = useRef(handlers);
  on.current = handlers;
  return useMemo(() => {
    const ctx: OfferCellContext = { config, locked, saving, current, on };
    const kinds = {
      // Few elements per row: each one is created, styled, laid out and painted 50 times a page.
      // One line: the company, then the postal code and city (the cell's title has it all).
      // The company takes the ellipsis (its first 14 characters always shown); the postal code and city stay whole.
      client: (o: Offer) => partsCell(clientParts(o), cx.muted()),
      delivery: (o: Offer) => <DeliveryCell offer={o} ctx={ctx} />,
      status: (o: Offer) => <StatusSelect offer={o} ctx={ctx} />,
      actions: (o: Offer) => <RowActions offer={o} ctx={ctx} />,
    };
    return (cell) => (cell.kind === 'text' ? cell.text : cell.kind === 'name' ? nameCell : kinds[cell.kind]);
  }, [config, locked, saving, current]);
}

/** The full text of the cells that are not plain text (their `title`, and what a `fit` column measures); a plain-text cell is its own. */
const TEXTS: Partial<Record<OfferCell['kind'], (o: Offer) => string>> = {
  client: (o) => [o.client_societe, o.client_cp, o.client_ville].filter(Boolean).join(' '),
  delivery: (o) => o.projet_livraison,
  name: (o) => o.offre_nom,
};

/**
 * The delivery cell as its column fits it (never cut, round 3): the button's padding (not on a draft's plain
 * text), and for an overdue quarter the warning sign, its gap and the bold weight (DeliveryCell).
 */
const deliveryFit = (current: string) => (o: Offer): CellFit => {
  const overdue = isQuarterBefore(o.projet_livraison, current);
  const button = isDraft(o) ? 0 : 2 * DELIVERY_PADDING_PX;
  // An empty quarter's button shows the calendar sign (its width, or the button's least).
  if (o.projet_livraison === '' && button) return { text: '', px: Math.max(CALENDAR_PX + button, DELIVERY_MIN_PX) };
  return { text: o.projet_livraison, bold: overdue, px: button + (overdue ? OVERDUE_ICON_PX + OVERDUE_GAP_PX : 0) };
};

/** The company, then the postal code and city (as the client cell shows them): the place is never cut, the company takes the ellipsis. */
const clientParts = (o: Offer): CellParts => {
  const place = [o.client_cp, o.client_ville].filter(Boolean).join(' ');
  return { cut: o.client_societe, kept: place && ` ${place}` };
};

/** An offer's name: a clone's ` (n)` stays in view when the name is cut (a clone and its original look apart). */
const nameParts = (o: Offer): CellParts => splitKeptEnd(o.offre_nom, TRAILING_NUMBER);
/** A name of its own, or (the row's header is never empty) what a screen reader says of an offer without one. */
const nameCell = (o: Offer) => (o.offre_nom !== '' ? partsCell(nameParts(o)) : <span className="sr-only">{fr.offers.unnamed(o.offre_ref)}</span>);

/** A status select's room beside its label: its padding (8 px each side), its arrow and its borders. */
const SELECT_CHROME_PX = 16 + 20 + 2;

/** What the cells in parts declare: how a row splits, how many characters of the first part stay (a company: 14), the sample's split. */
const PARTS: Partial<Record<OfferCell['kind'], Pick<OfferColumn, 'parts' | 'cutMin' | 'sampleParts'>>> = {
  client: { parts: clientParts, cutMin: 14, sampleParts: { cut: CLIENT_SAMPLE.company, kept: CLIENT_SAMPLE.place } },
  name: { parts: nameParts },
};

export interface OfferColumnContext {
  config: FamilyConfig;
  columns: readonly OfferColumnDef[];
  /** From useOfferCells, memoised by the screen: typing in a filter leaves the cells, and the rows, unchanged. */
  cells: OfferCellRenderer;
  filters: OfferFilters;
  setFilters(patch: Partial<OfferFilters>): void;
  /** The current quarter (as given to useOfferCells): the delivery column fits its overdue quarters' mark. */
  current: string;
}

export function offerTableColumns(ctx: OfferColumnContext): OfferColumn[] {
  return ctx.columns.map((def) => ({
    ...def,
    text: TEXTS[def.cell.kind],
    ...PARTS[def.cell.kind],
    // The delivery button's name says the quarter (drafts' plain quarters are never cut: the column fits them).
    named: def.cell.kind === 'delivery',
    fitContent: def.cell.kind === 'delivery' ? deliveryFit(ctx.current) : undefined,
    // The widths before the rows come (core/columns `sample`): an overdue quarter in bold after its sign; the
    // status select showing its longest label whole.
    sampleFit: def.cell.kind === 'delivery' ? { text: def.sample ?? '', bold: true, px: 2 * DELIVERY_PADDING_PX + OVERDUE_ICON_PX + OVERDUE_GAP_PX }
      : def.cell.kind === 'status' ? { text: longest([fr.offers.statusUnset, ...ctx.config.statusOptions.map((s) => s.label)]), px: SELECT_CHROME_PX }
        : undefined,
    filter: def.filter && <OfferFilter filter={def.filter} ctx={ctx} />,
    rangeFilter: def.filter?.kind === 'range',
    cell: ctx.cells(def.cell),
  }));
}

/** A column's total as the totals line shows it ('' for a column without one). */
const totalText = (c: OfferColumn, totals: Totals): string => (c.total ? c.total.text(totals.sums[c.key] ?? 0) : '');

/** The totals line's texts by column key: their columns are at least that wide (never cut). */
export function offerTotalsTexts(totals: Totals | null, columns: readonly OfferColumn[]): Record<string, string> {
  if (!totals) return {};
  return Object.fromEntries(columns.filter((c) => c.total).map((c) => [c.key, totalText(c, totals)]));
}

/** The totals line under the columns shown, after the selection's cell (null: no figures known, the list loads or failed): the budget in euros, the quantities as decimals. */
export const offerTotalsFooter = (totals: Totals | null) => (columns: readonly OfferColumn[]) => {
  if (!totals) return null;
  const pins = pinClasses(columns, true);
  return (
  <tfoot role="none">
    <tr role="row" className={tw('font-semibold')}>
      <td role="gridcell" className={pins[LEAD_KEY]} />
      {columns.map((c, i) => (
        <td key={c.key} role="gridcell" className={`${tw(c.align === 'right' ? 'text-right' : '')} ${pins[c.key]}`}>
          {i === 0 ? fr.offers.totalsLabel(fr.offers.count(totals.count, totals.count)) : c.total && totalText(c, totals)}
        </td>
      ))}
    </tr>
  </tfoot>
  );
};

/** The longest of some texts (by characters: the labels of one font). */
const longest = (texts: readonly string[]): string => texts.reduce((a, b) => (b.length > a.length ? b : a), '');

type OfferFilterProps = { filter: OfferFilterDef; ctx: Pick<OfferColumnContext, 'config' | 'filters' | 'setFilters'> };

/**
 * A filter is the same while it is the same column's and its own values are (the screen makes every filter's
 * element again at each key typed in any of them). The family's config is the screen's, and setFilters only
 * dispatches to the list's reducer (one dispatch for the screen's life): neither changes for a filter.
 */
const sameFilter = (a: OfferFilterProps, b: OfferFilterProps) => a.filter === b.filter
  && columnFilterDefs(a.filter).every(({ id }) => a.ctx.filters[id] === b.ctx.filters[id]);

/**
 * The filter controls of one column (in the filter row, and in the filter panel of narrow screens and folded
 * columns), re-rendered only when its own values change: a key typed in one box leaves the others as they are.
 */
const OfferFilter = memo(function OfferFilter({ filter: f, ctx }: OfferFilterProps) {
  const { filters, setFilters } = ctx;
  if (f.kind === 'text') {
    const boxes = f.boxes.map(({ id }) => (
      <TextFilter
        label={fr.offers.textFilters[id as OfferTextField]}
        placeholder={f.boxes.length > 1 ? fr.offers.textFilterPlaceholders[id] : undefined}
        value={textOf(filters, id)}
        onChange={(value) => setFilters({ [id]: value })}
      />
    ));
    // Side by side, each box in a span of its own: a box whose parent is flex is no relayout boundary, and each
    // key typed in it would lay the whole page out again (styles/layout.ts).
    return boxes.length === 1 ? boxes[0] : <span className="terreal-filter-stack">{boxes.map((box, i) => <span key={i}>{box}</span>)}</span>;
  }
  if (f.kind === 'range') {
    return (
      <span className="terreal-filter-stack">
        {[f.min.id, f.max.id].map((id) => (
          <NumericFilter key={id} label={fr.offers.numericFilters[id as OfferBoundId]} value={textOf(filters, id)} onChange={(v) => setFilters({ [id]: v })} />
        ))}
      </span>
    );
  }
  const { id } = f.choice;
  return (
    <select autoComplete="off" aria-label={fr.offers.statusFilter} className={cx.select()} value={textOf(filters, id)} onChange={(e) => setFilters({ [id]: (e.target as HTMLSelectElement).value })}>
      <option value="">{fr.common.all}</option>
      {ctx.config.statusOptions.map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
    </select>
  );
}, sameFilter);

function StatusSelect({ offer: o, ctx }: { offer: Offer; ctx: OfferCellContext }) {
  // One save per decision (ui/useStatusDecision): arrow keys on the closed select only move through the values.
  const { value, ...decision } = useStatusDecision(ctx.saving[o.id]?.offre_statut ?? o.offre_statut, (statut) => ctx.on.current.status(o, statut));
  const { statusOptions } = ctx.config;
  return (
    <select autoComplete="off" aria-label={fr.offers.rowStatus(o.offre_ref)} className={cx.select()} value={value} disabled={ctx.locked} {...decision}>
      <option value="">{fr.offers.statusUnset}</option>
      {statusOptions.map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
      {value !== '' && !statusOptions.some((s) => s.code === value) && <option value={value}>{value}</option>}
    </select>
  );
}

function RowActions({ offer: o, ctx }: { offer: Offer; ctx: OfferCellContext }) {
  const editable = isEditable(o);
  const name = editable ? fr.offers.editLabel(o.offre_ref) : fr.offers.viewLabel(o.offre_ref);
  return (
    <>
      <button type="button" className={`${cx.button()} ${tw('mr-1')}`} aria-label={name} disabled={ctx.locked} data-open="" onClick={() => ctx.on.current.open(o)}>
        {editable ? fr.common.edit : fr.offers.view}
      </button>
      <MenuButton label={fr.offers.rowActions(o.offre_ref)} items={() => ctx.on.current.menu(o)} disabled={ctx.locked} />
    </>
  );
}

function DeliveryCell({ offer, ctx }: { offer: Offer; ctx: OfferCellContext }) {
  const quarter = offer.projet_livraison;
  // Overdue: in the danger colour (AA on every row background), after a warning sign, and read
  // `2022-T3, dépassée`; drafts too, whose quarter is plain text.
  const overdue = isQuarterBefore(quarter, ctx.current);
  const shown = overdue ? <>{OVERDUE_ICON}{quarter}<span className="sr-only">{fr.offers.overdueSuffix}</span></> : quarter;
  // A draft's quarter reads as text: no underline, the default cursor, no role (Enter or F2 on it says where it is changed).
  if (isDraft(offer)) return <span className={overdue ? `${OVERDUE} ${DRAFT}` : DRAFT}>{shown}</span>;
  const empty = quarter === '';
  const label = empty ? fr.offers.deliveryEmptyLabel(offer.offre_ref) : fr.offers.deliveryLabel(offer.offre_ref, quarter) + (overdue ? fr.offers.overdueSuffix : '');
  return (
    <button type="button" className={`terreal-delivery ${overdue ? `${OVERDUE} ${OVERDUE_LINK}` : cx.link()} ${tw("inline-flex min-h-[24px] min-w-[24px] items-center")}`} aria-label={label} disabled={ctx.locked} onClick={() => ctx.on.current.delivery(offer)}>
      {empty ? CALENDAR_ICON : shown}
    </button>
  );
}

/** An overdue quarter: the danger colour (at least 4.5:1 on the rows' backgrounds, test/core/overdueContrast), bold; its button underlined as a link. */
const OVERDUE = `terreal-overdue ${tw('inline-flex items-center font-semibold text-danger')}`;
const OVERDUE_LINK = tw('underline hover:no-underline');
/** A draft's quarter: plain text. */
const DRAFT = tw('cursor-default');

/**
 * The warning sign before an overdue quarter (its text says it to screen readers). The signs are elements made
 * once, not components: a page of overdue quarters would render one component more per row at each key.
 */
const OVERDUE_ICON = warningSign(OVERDUE_ICON_PX);

/** The calendar sign of a delivery button without a quarter, and the least width of that button (min-w-[24px]). */
const CALENDAR_PX = 20;
const DELIVERY_MIN_PX = 24;

const CALENDAR_ICON = (
  <svg aria-hidden="true" width={CALENDAR_PX} height={CALENDAR_PX} viewBox="0 0 16 16" fill="none" stroke="currentColor" style={{ strokeWidth: '1.5' }}>
    <rect x="2" y="3" width="12" height="11" rx="1.5" />
    <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
  </svg>
);

// Every column an offers table can show, declared once: header, sort value, cell kind, filter, total,
// card role, and whether the column chooser may hide it. A family lists the keys it shows (src/families).
// Adding a column: one entry here (a new text field: `field`; a new figure: `figureField`), its header and
// filter names in i18n/fr.ts, its key in the families that show it; the totals (core/columns columnTotals),
// the export (core/offerExport: Excel, PDF, offer page) and the servers derive theirs from these entries.
import { fr } from '../i18n/fr';
import { formatDate, formatDecimal, formatMoney } from './format';
import { boundFilter, choiceFilter, textFilter, type TextFilterDef } from './listFilters';
import { columnTotals, type ColumnDef, type ColumnFilter, type Totals } from './columns';
import type { Offer, OfferFields, Prescriber } from './types';
import { toText } from './values';

/** How a cell is rendered: 'text' shows `text(offer)`; the others are controls the screen draws. */
export type OfferCell =
  | { kind: 'text'; text(offer: Offer): string }
  | { kind: 'name' }
  | { kind: 'client' }
  | { kind: 'delivery' }
  | { kind: 'status' }
  | { kind: 'actions' };

/** A field a text filter box can filter: one with a French label (fr.offers.textFilters); its id and Excel query key. */
export type OfferTextField = keyof typeof fr.offers.textFilters;
/** A min/max filter's id, also the key of its French label (fr.offers.numericFilters). */
export type OfferBoundId = keyof typeof fr.offers.numericFilters;
/** How the Excel file shows a column's cells: text, a date (dd/mm/yyyy), an amount in euros, a surface or length. */
export type ExcelFormat = 'text' | 'date' | 'money' | 'decimal';

/**
 * One text filter box: the field it filters (its id, Excel query key and French label), how it reads the
 * row (once per row and list: core/listFilters keeps the lowercased texts) and, when the cell shows the value
 * otherwise (dates), how it is shown: the box then also matches the shown text.
 */
export type TextFilterBox = TextFilterDef<Offer> & { id: OfferTextField };

export type OfferFilterDef = ColumnFilter<Offer>;

/** The keys of `Grouper par`'s options, kept in views and saved views ('none': not grouped); their labels, in order, in fr.grouping.keys. */
export type GroupKey = keyof typeof fr.grouping.keys;

/**
 * `Grouper par` by a column (TanStack Table's getGroupingValue, AG Grid's enableRowGroup): core/grouping
 * offers the columns that declare one, groups by their value and labels the groups.
 */
export interface OfferGroupBy {
  /** The option's key; its label is fr.grouping.keys[key], the label of the offers without a value fr.grouping.missing[key]. */
  key: Exclude<GroupKey, 'none'>;
  /** The value an offer is grouped by ('' for none). */
  value(o: Offer): string;
  /** The group's id in folded lists, when not its value. */
  id?(value: string): string;
  /** The group's label, when not its value (`prescribers`: the `prescripteurs` attribute). */
  label?(value: string, prescribers?: readonly Prescriber[]): string;
  /** Offered to backoffice users only. */
  backoffice?: boolean;
}

export type OfferColumnDef = ColumnDef<Offer, OfferColumnKey, OfferCell> & {
  /** Its `Grouper par` option, if the offers may be grouped by it. */
  groupBy?: OfferGroupBy;
  /** How the Excel file shows its cells (absent: as text); a date or a figure is written as the sort value. */
  excel?: ExcelFormat;
  /** A column reading a field of its own, beyond SPEC.md §3's row (`field`): how rows keep it (core/normalize). */
  type?: 'text' | 'number';
  /**
   * The export (core/offerExport) heads the column with `header` (the PDF too) and derives its Excel width
   * from `width` and `grow`: declare these only where they must differ.
   */
  exportHeader?: string;
  exportWidth?: number;
  pdfLabel?: string;
};

export type OfferColumnKey =
  | 'offre_nom' | 'offre_date' | 'projet_ref' | 'projet_nom' | 'client' | 'transport_dest' | 'qte_m2'
  | 'qte_ml' | 'budget' | 'projet_livraison' | 'offre_statut' | 'offre_ref' | 'actions' | 'prescripteur';

/** The keys with a header of their own in fr.offers.columns (the controls' is fr.common.actions). */
type HeaderKey = Exclude<OfferColumnKey, 'actions'>;
/** Headers (`F`) for exactly the keys `K`: assigning headers with a key missing, or with a key not in `K`, does not compile. */
export type HeadersOf<K extends string, F> = Readonly<Record<K, string> & Record<Exclude<keyof F, K>, never>>;
/** The French headers, checked against the keys: a key without its header, or a header without its key, does not compile. */
const h: HeadersOf<HeaderKey, typeof fr.offers.columns> = fr.offers.columns;
/** An offer's fields by key (an Offer is an OfferFields: no cast), for the fields the columns add. */
const fieldsOf = (o: Offer): OfferFields => o;
const text = (read: (o: Offer) => string): OfferCell => ({ kind: 'text', text: read });
/** A text filter: its boxes, in order. */
const texts = (...boxes: TextFilterBox[]): OfferFilterDef => ({ kind: 'text', boxes });
const box = (id: OfferTextField, read: (o: Offer) => string, shown?: (value: string) => string) => textFilter(id, read, shown) as TextFilterBox;
/** An amount as the table shows it ('3 453,1') and without its group spaces ('3453,1'), as a user may type it. */
const amountTexts = (shown: string): string[] => (shown === '' ? [] : [shown, shown.replace(/[\s\u00a0\u202f]/g, '')]);
/** A column of one text field (its key): shown as it is, sorted by it, filtered by one box under its key, found by the quick search. */
function column(key: HeaderKey & OfferTextField, over?: Partial<OfferColumnDef>): OfferColumnDef {
  const read = (o: Offer) => toText(fieldsOf(o)[key]);
  return { key, header: h[key], sortable: true, sortValue: read, cell: text(read), filter: texts(box(key, read)), search: (o) => [read(o)], ...over } as OfferColumnDef;
}

/**
 * A column of a field the rows carry beyond SPEC.md §3's (say a sales rep), declared by its key: its header
 * (fr.offers.columns) and its filter box's name (fr.offers.textFilters) under that key. Text, sorted by its
 * value, filtered by a text box (the key is also its Excel query parameter), found by the quick search, kept
 * by core/normalize, exported by core/offerExport; `over` declares what differs (width, priority, …).
 */
export function field(key: HeaderKey & OfferTextField, over?: Partial<OfferColumnDef>): OfferColumnDef {
  return column(key, { type: 'text', ...over });
}

/** What a figure column declares beyond its key. */
export interface FigureSpec {
  /** How a row's figure is read, when it is one of SPEC.md §3's fields (a property read: sorts and sums run it on every row). */
  value?(o: Offer): number | null;
  /** Its min/max filter's ids, also the keys of their French labels (fr.offers.numericFilters). */
  bounds: readonly [OfferBoundId, OfferBoundId];
  /** Their Excel query keys (default: the ids). */
  params?: readonly [string, string];
  /** An amount in euros (written as money on screen and in the Excel file); otherwise a decimal quantity. */
  money?: boolean;
  /** What the cell shows, when not the figure as written (the budget: the server's own text first). */
  shown?(o: Offer): string;
  /** Summed on the totals line, the group heads and the Excel file's totals row. */
  total?: boolean;
}

/**
 * A figure: right-aligned, never cut, sorted by its value, filtered by a min/max pair, found by the quick
 * search as shown, and summed when it declares a total.
 */
export function figure(key: HeaderKey, spec: FigureSpec, over?: Partial<OfferColumnDef>): OfferColumnDef {
  const read = spec.value ?? ((o: Offer): number | null => {
    const v = fieldsOf(o)[key];
    return typeof v === 'number' ? v : null;
  });
  const write = spec.money ? formatMoney : formatDecimal;
  const shown = spec.shown ?? ((o: Offer) => write(read(o)));
  const [min, max] = spec.bounds;
  const [minParam, maxParam] = spec.params ?? spec.bounds;
  return {
    key, header: h[key], align: 'right', width: 116, fit: true, sortable: true, sortValue: read, cell: text(shown),
    filter: { kind: 'range', min: boundFilter('min', min, minParam, read), max: boundFilter('max', max, maxParam, read) },
    search: (o) => amountTexts(shown(o)), excel: spec.money ? 'money' : 'decimal',
    total: spec.total ? { value: read, text: (sum: number) => write(sum) } : undefined, ...over,
  } as OfferColumnDef;
}

/**
 * A figure column of a field the rows carry beyond SPEC.md §3's (say a number of pallets), declared by its
 * key: its header (fr.offers.columns) and its min/max filter's names (fr.offers.numericFilters, `spec.bounds`);
 * kept as a number by core/normalize, exported by core/offerExport (Excel: a decimal, its sum on the totals row).
 */
export function figureField(key: HeaderKey, spec: FigureSpec, over?: Partial<OfferColumnDef>): OfferColumnDef {
  return figure(key, spec, { type: 'number', ...over });
}

/** Several spaces as one, none at the ends: a group's value as people read it. */
const collapse = (s: string) => s.trim().replace(/\s+/g, ' ');
const STATUS_LABELS: Readonly<Record<string, string>> = fr.offerStatus;

/** The status: '10' (Devis) at first (SPEC.md §2); '' lists every status. */
export const STATUS_FILTER = choiceFilter<Offer>('statut', 'statut', (o) => o.offre_statut, '10');

/**
 * Values as wide as the widest the columns show in practice (core/columns `sample`): a reference, a quantity or
 * an amount with the totals of a large list, a company of 34 characters with a postal code and a city of 24
 * (as real French ones are: Villeneuve-Saint-Georges).
 */
const REF_SAMPLE = 'BAR-2026-0000';
const QUANTITY_SAMPLE = '9 999 999,99';
const MONEY_SAMPLE = '999 999 999,99 €';
export const CLIENT_SAMPLE = { company: 'Entreprise Générale de Bâtiment SA', place: ' 00000 Villeneuve-Saint-Georges' };

/**
 * Every offer column. The declaration order is the order of the text filters on the Excel query
 * (SPEC.md §7: offre_nom, offre_ref, offre_date, … transport_dest); a family's column order is in src/families.
 */
export const OFFER_COLUMNS: Record<OfferColumnKey, OfferColumnDef> = {
  // The name keeps 260 px however narrow the element (the table scrolls sideways); a clone's ` (n)` stays in view.
  offre_nom: column('offre_nom', { cell: { kind: 'name' }, required: true, width: 140, keeps: 260, grow: 3, shortens: true, pin: 'start', card: 'title' }),
  offre_ref: column('offre_ref', { width: 84, fit: true, sample: REF_SAMPLE, card: 'subtitle' }),
  offre_date: column('offre_date', {
    card: 'field', width: 84, fit: true, sample: '00/00/0000', cell: text((o) => formatDate(o.offre_date)), excel: 'date',
    filter: texts(box('offre_date', (o) => o.offre_date, formatDate)), search: undefined,
  }),
  projet_ref: column('projet_ref', { width: 96, fit: true, sample: 'LEO-00000' }),
  projet_nom: column('projet_nom', { card: 'field', width: 100, grow: 2, shortens: true }),
  projet_livraison: column('projet_livraison', {
    width: 80, fit: true, sample: '2026-T4', card: 'field', cell: { kind: 'delivery' },
    groupBy: { key: 'delivery', value: (o) => collapse(o.projet_livraison ?? '').toUpperCase() },
  }),
  client: {
    key: 'client', header: h.client, width: 160, grow: 3, sample: CLIENT_SAMPLE.company + CLIENT_SAMPLE.place, card: 'field',
    sortable: true, sortValue: (o) => o.client_societe, cell: { kind: 'client' },
    filter: texts(
      box('client_societe', (o) => o.client_societe),
      box('client_cp', (o) => o.client_cp),
      box('client_ville', (o) => o.client_ville),
    ),
    search: (o) => [o.client_societe, o.client_cp, o.client_ville],
    // Companies are one group however their names are capitalised (French has no lower-casing rules of its own).
    groupBy: { key: 'client', value: (o) => collapse(o.client_societe ?? ''), id: (v) => v.toLowerCase() },
  },
  transport_dest: column('transport_dest', { width: 90, grow: 1, sample: 'Enlèvement usine' }),
  qte_m2: figure('qte_m2', { value: (o) => o.qte_m2, bounds: ['surface_min', 'surface_max'], params: ['s_min', 's_max'], total: true }, { sample: QUANTITY_SAMPLE }),
  qte_ml: figure('qte_ml', { value: (o) => o.qte_ml, bounds: ['ml_min', 'ml_max'], total: true }, { sample: QUANTITY_SAMPLE }),
  budget: figure('budget', {
    value: (o) => o.budget, bounds: ['budget_min', 'budget_max'], params: ['ca_min', 'ca_max'], money: true, total: true,
    shown: (o) => o.budget_produits || formatMoney(o.budget),
  }, { sample: MONEY_SAMPLE, card: 'field' }),
  offre_statut: {
    key: 'offre_statut', header: h.offre_statut, required: true, width: 128, fit: true, pin: 'end', card: 'controls',
    sortable: true, sortValue: (o) => (o.offre_statut === '' ? null : Number(o.offre_statut)), cell: { kind: 'status' },
    filter: { kind: 'choice', choice: STATUS_FILTER },
    // A code without a label (not one of SPEC.md's) is shown as it comes.
    groupBy: { key: 'status', value: (o) => (o.offre_statut ?? '').trim(), label: (v) => STATUS_LABELS[v] ?? v },
  },
  actions: { key: 'actions', header: fr.common.actions, required: true, width: 132, pin: 'end', card: 'controls', cell: { kind: 'actions' } },
  prescripteur: prescriberColumn([]),
};

/** Every text filter box of these columns, in their order. */
export const textFiltersOf = (columns: readonly OfferColumnDef[]): TextFilterBox[] =>
  columns.flatMap((c) => (c.filter?.kind === 'text' ? (c.filter.boxes as TextFilterBox[]) : []));

/**
 * Count and sums of the rows (null counts as 0): every column that declares a total, shown or not (the totals
 * line shows the shown ones'; the group heads, the budget and the surface).
 */
export function offerTotals(rows: readonly Offer[]): Totals {
  return columnTotals(Object.values(OFFER_COLUMNS), rows);
}

/** The default sort (SPEC.md §9: offers by id, descending) sorts by a value no column shows. */
export const OFFER_ID_SORT = (o: Offer) => o.id;

/** A family's columns, in its order. */
export function offerColumnsOf(keys: readonly OfferColumnKey[]): OfferColumnDef[] {
  return keys.map((k) => OFFER_COLUMNS[k]);
}

/**
 * Backoffice with `Tous`: who owns each offer, `name, firstname` from the `prescripteurs`
 * attribute matched on the row's user_id ('' when the backend sends no owner or the list lacks it).
 */
export function prescriberColumn(prescribers: readonly Prescriber[]): OfferColumnDef {
  const names = new Map(prescribers.map((p) => [p.id, fr.offers.prescriberName(p.name, p.firstname)]));
  const nameOf = (o: Offer) => names.get(o.user_id as number) ?? ''; // none for a missing owner
  return {
    key: 'prescripteur', header: h.prescripteur, width: 130, grow: 1, sample: 'Dupont-Moreau, Jean-Marc',
    sortable: true, sortValue: nameOf, cell: text(nameOf),
    // The owner's id: the offers without one are one group; an owner the list lacks is named by its number.
    groupBy: {
      key: 'prescriber', backoffice: true, value: (o) => String(o.user_id ?? ''),
      label: (v, list) => {
        const p = list?.find((x) => String(x.id) === v);
        return p ? fr.offers.prescriberName(p.name, p.firstname) : fr.grouping.unknownPrescriber(Number(v));
      },
    },
  };
}

/** The columns of a family, with the prescriber column before the status (every family shows it) when `prescribers` is given. */
export function withPrescriberColumn(columns: readonly OfferColumnDef[], prescribers: readonly Prescriber[] | null): OfferColumnDef[] {
  const column = prescribers && prescriberColumn(prescribers);
  return columns.flatMap((c) => (column && c.key === 'offre_statut' ? [column, c] : [c]));
}

// The offers' exports, one for every host: the columns of the Excel file, the PDF and the offer page, derived
// from the column declarations (core/offerColumns), and the rows an Excel file lists, chosen by the table's
// own list model (core/listModel: scope → filters → quick search → sort), so an export is what the table
// shows. Only the reference server and the Laravel host's report read this module; the widgets never import
// it, so the bundle does not carry it.
import { fr } from '../i18n/fr';
import { frExport } from '../i18n/frExport';
import { sortValueOf } from './columns';
import type { FilterValues } from './listFilters';
import { runList } from './listModel';
import {
  OFFER_COLUMNS, OFFER_ID_SORT, offerColumnsOf, offerTotals, prescriberColumn, type ExcelFormat, type OfferColumnDef, type OfferColumnKey,
} from './offerColumns';
import { OFFER_LIST } from './offerFilters';
import { statusLabel } from './offerRules';
import { scopeOption, scopeRows, type OfferScope } from './offerScope';
import { isOverdueQuarter } from './quarter';
import type { Offer, OfferFields, Prescriber, SortState } from './types';

/** What an export needs of a family (src/families): the columns it shows, in order, and its list scope if any (core/offerScope). */
export interface ExportFamily { columns: readonly OfferColumnKey[]; scope?: OfferScope | null }

/** An Excel cell: text, a number, or empty. */
export type ExportValue = string | number | null;

/** One field of an export: an Excel column, a PDF line, a line of the offer page. */
export interface ExportColumn {
  /** The row's field: the Excel column's key, the offer page's `data-field`. */
  key: string;
  /** The Excel header and the offer page's label: the column's header unless it declares an export header. */
  header: string;
  /** The PDF's label: the header unless the column declares one. */
  pdfLabel: string;
  /** The Excel width, in characters: from the column's width hint unless it declares one. */
  width: number;
  /** The Excel cell: the field as the row has it (numbers stay numbers; a status is its label). */
  value(o: Offer): ExportValue;
  /** The PDF's text: the value as the table shows it ('' when none). */
  text(o: Offer): string;
}

/** An offer is known by its reference: the first column of an export, whatever the table's order. */
const REFERENCE: OfferColumnKey = 'offre_ref';

/** A table column's width hint (px, and its share of the space left) as an Excel width (characters). */
export const excelWidth = (c: Pick<OfferColumnDef, 'width' | 'grow'>): number => Math.round((c.width ?? 100) / 7) + 4 * (c.grow ?? 0);

/** An offer's fields by key (an Offer is an OfferFields: no cast): SPEC.md §3's and those the columns add. */
const fieldsOf = (o: Offer): OfferFields => o;
const fieldOf = (o: Offer, key: string): ExportValue => fieldsOf(o)[key] ?? null;
const asText = (v: ExportValue): string => (v === null ? '' : String(v));

/** A field no table column shows (the document status, the products, the scope's choice). */
const exportOnly = (key: keyof typeof frExport.fields, width: number, text?: (o: Offer) => string): ExportColumn => {
  const header = frExport.fields[key];
  const value = (o: Offer) => fieldOf(o, key);
  return { key, header, pdfLabel: header, width, value, text: text ?? ((o) => asText(value(o))) };
};

/**
 * The export columns of one table column. By its cell: the controls export nothing; a status exports its
 * label; a cell showing several fields, one text box each (the client: company, postal code, city), exports
 * each field, the first under the column's header, the others under their box's name; any other, its own
 * field (the row's value under the column's key; the cell's text when the row has no such field).
 */
export function columnExports(c: OfferColumnDef): ExportColumn[] {
  if (c.cell.kind === 'actions') return [];
  const header = c.exportHeader ?? c.header;
  const pdfLabel = c.pdfLabel ?? header;
  const width = c.exportWidth ?? excelWidth(c);
  const boxes = c.filter?.kind === 'text' ? c.filter.boxes : [];
  if (boxes.length > 1) {
    return boxes.map((box, i) => {
      const named = i === 0 ? null : fr.offers.textFilterPlaceholders[box.id] ?? box.id;
      return {
        key: box.id, header: named ?? header, pdfLabel: named ?? pdfLabel, width: Math.max(8, Math.round(width / boxes.length)),
        value: (o) => box.read(o), text: (o) => box.read(o),
      };
    });
  }
  const cell = c.cell;
  const value = cell.kind === 'status'
    ? (o: Offer) => statusLabel(fieldOf(o, c.key))
    : (o: Offer) => (c.key in o ? fieldOf(o, c.key) : cell.kind === 'text' ? cell.text(o) : null);
  const text = cell.kind === 'text' ? cell.text : (o: Offer) => asText(value(o));
  return [{ key: c.key, header, pdfLabel, width, value, text }];
}

/**
 * Every column of a family's exports: the reference, the family's table columns in its order, then what no
 * column shows (the document status, the products, and the scope's choice — the quoting tool — when the family has a scope).
 */
export function exportColumns(family: ExportFamily): ExportColumn[] {
  const keys = [REFERENCE, ...family.columns.filter((k) => k !== REFERENCE)];
  return [
    ...offerColumnsOf(keys).flatMap(columnExports),
    exportOnly('statut', 12),
    exportOnly('produits', 20),
    ...(family.scope ? [exportOnly('outil', 10, (o) => scopeOption(family.scope!, o.outil).label)] : []),
  ];
}

/** The offer page's fields: the export's, and the price-list version. */
export function offerPageFields(family: ExportFamily): Pick<ExportColumn, 'key' | 'header'>[] {
  return [...exportColumns(family), exportOnly('v_tarif', 10)].map(({ key, header }) => ({ key, header }));
}

/** What an Excel export is asked for (core/excelQuery): the filters and quick search, the scope's choice, a sort. */
export interface ExportQuery {
  filters: FilterValues;
  /** The scope's choice the list shows (a family with a scope, core/offerScope); null: every offer. */
  choice: string | null;
  /** The table's sort; default: newest first (SPEC.md §9). */
  sort?: SortState | null;
  /** `Livraison dépassée` (depassee=1): only the offers whose delivery quarter is overdue (core/quarter). */
  overdue?: boolean;
  /** The time the overdue rule compares with; default: now. */
  now?: Date;
  /** The prescribers' names, for a sort by the prescriber column (backoffice). */
  prescribers?: readonly Prescriber[];
}

export const EXPORT_DEFAULT_SORT: SortState = { key: 'id', dir: 'desc' };

/**
 * The rows of an Excel export: the offers the table shows for this query, by the table's own list model
 * (the scope's choice when the family has a scope, every filter, the quick search, the sort), and each one's cells.
 */
export function exportRows(family: ExportFamily, offers: readonly Offer[], query: ExportQuery): { columns: ExportColumn[]; offers: Offer[]; rows: ExportValue[][] } {
  const sort = query.sort ?? EXPORT_DEFAULT_SORT;
  const { matching } = runList(OFFER_LIST, {
    rows: offers,
    scope: scopeRows(family.scope, query.choice),
    sort,
    sortValue: sortValueOf([...offerColumnsOf(family.columns), prescriberColumn(query.prescribers ?? [])], sort.key, OFFER_ID_SORT),
    filters: query.filters,
  });
  const now = query.now ?? new Date();
  const shown = query.overdue ? matching.filter((o) => isOverdueQuarter(o.projet_livraison, now)) : [...matching];
  const columns = exportColumns(family);
  return { columns, offers: shown, rows: shown.map((o) => columns.map((c) => c.value(o))) };
}

/** How the Excel file shows a column's cells: text, a date (dd/mm/yyyy), an amount in euros, a surface or length. */
export type SheetFormat = ExcelFormat;
/** A cell of the screen's Excel file: text, a number, a date (a day, at midnight UTC), or empty. */
export type SheetValue = string | number | Date | null;

/** One column of the screen's Excel file. */
export interface SheetColumn {
  /** The row's field (the client's three columns: client_societe, client_cp, client_ville), else the column's key. */
  key: string;
  /** The screen's header (the client's second and third columns: `Code postal`, `Ville`). */
  header: string;
  format: SheetFormat;
  /** The totals line shows this column's sum (as on screen: the column declares a total). */
  total?: boolean;
  value(o: Offer): SheetValue;
}

/** The screen's Excel file: its columns, one row per offer shown, in the screen's order, and the totals line. */
export interface OfferSheet {
  columns: SheetColumn[];
  offers: Offer[];
  rows: SheetValue[][];
  /** As on screen: `Total : {n} offres` in the first cell, each column's sum under it, the rest empty. */
  totals: SheetValue[];
}

/** What the screen's file is asked for: the list's query, the shown columns, and what the prescriber column needs. */
export interface SheetQuery extends ExportQuery {
  /** The shown columns' keys in display order (core/excelQuery parseExportView); null: the family's columns. */
  columns: readonly OfferColumnKey[] | null;
  /** The names of the prescriber column (backoffice, `Tous`). */
  prescribers?: readonly Prescriber[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** '2026-03-05' as the day at midnight UTC (what Excel's day number means); text that is no real day stays text. */
export function excelDay(iso: string | null | undefined): Date | string | null {
  const s = String(iso ?? '').trim();
  if (s === '') return null;
  const m = ISO_DAY.exec(s);
  if (!m) return s;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().startsWith(s) ? day : s;
}

const textField = (key: string) => (o: Offer): SheetValue => {
  const v = fieldsOf(o)[key];
  return v === null || v === undefined ? '' : String(v);
};

/**
 * The file's columns of one screen column, by its declaration: the controls make none; a cell of several
 * text boxes (the client), one per box; a status, its label; a delivery quarter, marked when overdue; a date
 * or a figure (its `excel` format), its sort value as a day or a number; any other, the cell's text.
 */
export function sheetColumns(c: OfferColumnDef, now: Date): SheetColumn[] {
  const one = (format: SheetFormat, value: (o: Offer) => SheetValue): SheetColumn[] => [{ key: c.key, header: c.header, format, total: !!c.total, value }];
  const cell = c.cell;
  if (cell.kind === 'actions') return [];
  if (c.filter?.kind === 'text' && c.filter.boxes.length > 1) {
    return columnExports(c).map(({ key, header }) => ({ key, header, format: 'text', total: false, value: textField(key) }));
  }
  if (cell.kind === 'status') return one('text', (o) => statusLabel(fieldOf(o, c.key)));
  if (cell.kind === 'delivery') {
    return one('text', (o) => {
      const q = String(fieldOf(o, c.key) ?? '').trim();
      return isOverdueQuarter(q, now) ? frExport.overdueQuarter(q) : q;
    });
  }
  const format = c.excel ?? 'text';
  if (format !== 'text' && c.sortable) {
    const read = c.sortValue;
    return one(format, format === 'date' ? (o) => excelDay(String(read(o) ?? '')) : (o) => {
      const v = read(o);
      return typeof v === 'number' ? v : null;
    });
  }
  return one('text', cell.kind === 'text' ? cell.text : textField(c.key));
}

/**
 * The screen's Excel file: the offers the table shows (exportRows: scope's choice, filters, quick search,
 * overdue toggle, the screen's sort), the shown columns in the screen's order under its headers, and the
 * totals line the screen shows (offerTotals of those rows). Columns the family does not show are dropped
 * (the prescriber column is every family's, backoffice); none left: the family's columns.
 */
export function offerSheet(family: ExportFamily, offers: readonly Offer[], query: SheetQuery): OfferSheet {
  const now = query.now ?? new Date();
  const allowed = new Set<string>([...family.columns, 'prescripteur']);
  const asked = (query.columns ?? []).filter((k) => allowed.has(k) && k !== 'actions');
  const defs = (asked.length ? asked : family.columns).map((k) => (k === 'prescripteur' ? prescriberColumn(query.prescribers ?? []) : OFFER_COLUMNS[k]));
  const columns = defs.flatMap((c) => sheetColumns(c, now));
  const { offers: shown } = exportRows(family, offers, query);
  const totals = offerTotals(shown);
  return {
    columns,
    offers: shown,
    rows: shown.map((o) => columns.map((c) => c.value(o))),
    totals: columns.map((c, i) => (i === 0 ? fr.offers.totalsLabel(fr.offers.count(totals.count, totals.count)) : c.total ? totals.sums[c.key] ?? 0 : null)),
  };
}

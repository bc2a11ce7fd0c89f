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
import { OFFER_ID_SORT, offerColumnsOf, type OfferColumnDef, type OfferColumnKey } from './offerColumns';
import { OFFER_LIST } from './offerFilters';
import { statusLabel } from './offerRules';
import { scopeOption, scopeRows, type OfferScope } from './offerScope';
import type { Offer, SortState } from './types';

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

const fieldOf = (o: Offer, key: string): ExportValue => {
  const v = (o as unknown as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? v : null;
};
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
  sort?: SortState;
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
    sortValue: sortValueOf(offerColumnsOf(family.columns), sort.key, OFFER_ID_SORT),
    filters: query.filters,
    page: 1,
    pageSize: Math.max(1, offers.length),
  });
  const columns = exportColumns(family);
  return { columns, offers: [...matching], rows: matching.map((o) => columns.map((c) => c.value(o))) };
}

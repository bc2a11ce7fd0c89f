// The offers as a table, or as cards on a narrow screen; the table closes with the totals line.
import type { RefObject } from 'react';
import type { OfferTotals } from '../../core/offerRules';
import type { Offer, SortState } from '../../core/types';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { CardList } from '../../ui/CardList';
import { DataTable, pinClass, type LeadColumn } from '../../ui/DataTable';
import type { OfferColumn } from './offerColumns';

export interface OffersListProps {
  narrow: boolean;
  label: string;
  columns: readonly OfferColumn[];
  rows: readonly Offer[];
  sort: SortState;
  onSort(key: string): void;
  emptyText: string;
  busy: boolean;
  rowClassName(o: Offer): string | undefined;
  rowNote(o: Offer): string | undefined;
  /** null while the list loads or after a failed load: no totals line then (no false figures). */
  totals: OfferTotals | null;
  /** The dense table's layout (ui/useColumnLayout): widths, folded columns, sideways scrolling. */
  widths?: Readonly<Record<string, number>>;
  folded?: readonly OfferColumn[];
  scrollX?: boolean;
  /** The selection checkbox before the columns (issue 25). */
  lead?: LeadColumn<Offer>;
  tableRef?: RefObject<HTMLTableElement | null>;
  grid?: boolean;
}

const rowKey = (o: Offer) => o.id;
const detailLabel = (o: Offer) => fr.offers.detailsLabel(o.offre_ref);

export function OffersList(props: OffersListProps) {
  const { columns, totals } = props;
  const common = {
    label: props.label, columns, rows: props.rows, rowKey, emptyText: props.emptyText, busy: props.busy,
    rowClassName: props.rowClassName, rowNote: props.rowNote,
  };
  if (props.narrow) return <CardList {...common} />;
  return (
    <DataTable
      {...common}
      sort={props.sort}
      onSort={props.onSort}
      widths={props.widths}
      folded={props.folded}
      detailLabel={detailLabel}
      scrollX={props.scrollX}
      lead={props.lead}
      tableRef={props.tableRef}
      grid={props.grid}
      footer={totals && (
        <tfoot>
          <tr className={tw('font-semibold')}>
            {props.lead && <td />}
            {columns.map((c, i) => (
              <td key={c.key} className={`${tw(c.align === 'right' ? 'text-right' : '')} ${pinClass(c)}`}>
                {i === 0 ? fr.offers.totalsLabel(fr.offers.count(totals.count, totals.count)) : c.total ?? null}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    />
  );
}

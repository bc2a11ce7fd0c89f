// The offers as a table, or as cards on a narrow screen; the table closes with the totals line.
import type { OfferTotals } from '../../core/offerRules';
import type { Offer } from '../../core/types';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { CardList } from '../../ui/CardList';
import { DataTable, pinClass, type DataTableProps } from '../../ui/DataTable';
import type { OfferColumn } from './offerColumns';

/** The table's props (the dense layout from ui/useColumnLayout: widths, folded columns, sideways scrolling). */
export interface OffersListProps extends Omit<DataTableProps<Offer>, 'columns' | 'folded' | 'rowKey' | 'detailLabel' | 'footer'> {
  narrow: boolean;
  columns: readonly OfferColumn[];
  folded?: readonly OfferColumn[];
  /** null while the list loads or after a failed load: no totals line then (no false figures). */
  totals: OfferTotals | null;
}

const rowKey = (o: Offer) => o.id;
const detailLabel = (o: Offer) => fr.offers.detailsLabel(o.offre_ref);

export function OffersList({ narrow, totals, ...props }: OffersListProps) {
  if (narrow) return <CardList {...props} rowKey={rowKey} />;
  return (
    <DataTable
      {...props}
      rowKey={rowKey}
      detailLabel={detailLabel}
      footer={totals && (
        <tfoot>
          <tr className={tw('font-semibold')}>
            {props.lead && <td />}
            {props.columns.map((c, i) => (
              <td key={c.key} className={`${tw(c.align === 'right' ? 'text-right' : '')} ${pinClass(c)}`}>
                {i === 0 ? fr.offers.totalsLabel(fr.offers.count(totals.count, totals.count)) : c.total}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    />
  );
}

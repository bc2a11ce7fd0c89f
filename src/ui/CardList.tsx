// Narrow layouts: each record becomes a card built from the same columns as the table: the title and
// subtitle columns on top, the controls under them, then the field columns as a list of header/value pairs.
import { memo, useRef } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import type { Column, RecordListProps } from './DataTable';
import { useRowSlots } from './useRowSlots';
import { CARD_FIRST_STAGE, useStagedRows } from './useStagedRows';

export function CardList<Row>(props: RecordListProps<Row>) {
  const list = useRef<HTMLUListElement>(null);
  // As in DataTable: the cards in view first, the rest right after that paint.
  const { shown: rows, complete } = useStagedRows(props.rows, CARD_FIRST_STAGE);
  const slots = useRowSlots(rows, props.rowKey, list);
  if (rows.length === 0) {
    return <p className={tw('px-2 py-6 text-center text-[color:var(--terreal-muted)]')}>{props.busy ? fr.common.loading : props.emptyText}</p>;
  }
  return (
    <ul ref={list} className="terreal-cards" aria-label={props.label} aria-busy={props.busy || !complete ? 'true' : undefined} part="cards">
      {rows.map((row) => {
        const key = props.rowKey(row);
        // As in DataTable: a record keeps its card; newcomers reuse the cards of records that left.
        return <Card key={slots.get(key)} rowId={key} row={row} columns={props.columns} extraClass={props.rowClassName?.(row) ?? ''} note={props.rowNote?.(row)} />;
      })}
    </ul>
  );
}

interface CardProps<Row> { row: Row; rowId: string | number; columns: readonly Column<Row>[]; extraClass: string; note?: string }

function CardView<Row>({ row, rowId, columns, extraClass, note }: CardProps<Row>) {
  const title = columns.find((c) => c.card === 'title');
  const subtitle = columns.find((c) => c.card === 'subtitle');
  const fields = columns.filter((c) => c.card === 'field');
  const controls = columns.filter((c) => c.card === 'controls');
  return (
    <li data-row-id={rowId} className={`terreal-card ${note ? 'terreal-row-stale' : ''} ${extraClass}`}>
      {/* Not a heading: the widget cannot know the host page's heading levels (axe heading-order), and a
          record without a name would make an empty heading. */}
      <p className="terreal-card-head">
        {title && <span className={tw('text-base font-semibold')}>{title.cell(row)}</span>}
        {subtitle && <span className={tw('text-[color:var(--terreal-muted)]')}>{subtitle.cell(row)}</span>}
      </p>
      {note && <p className="terreal-row-note">{note}</p>}
      {/* The controls under the name: on a phone the first record's status and open button are in view on arrival. */}
      {controls.length > 0 && <div className="terreal-card-controls">{controls.map((c) => <span key={c.key}>{c.cell(row)}</span>)}</div>}
      {fields.length > 0 && (
        <dl>
          {fields.map((c) => (
            <div key={c.key} className={tw('contents')}>
              <dt>{c.header}</dt>
              <dd>{c.cell(row)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

const Card = memo(CardView, (a, b) => a.row === b.row && a.columns === b.columns && a.note === b.note && a.extraClass === b.extraClass) as typeof CardView;

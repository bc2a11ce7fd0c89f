// Narrow layouts: each record becomes a card built from the same columns as the table: the title and
// subtitle columns on top, the controls under them, then the field columns as a list of header/value pairs.
import { Fragment, useRef } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import type { RecordId } from '../core/rowSlots';
import type { RecordListProps } from './DataTable';
import { Loading } from './Loading';
import { useRowSlots } from './useRowSlots';
import { CARD_FIRST_STAGE, useStagedRows } from './useStagedRows';

export function CardList<Row>(props: RecordListProps<Row>) {
  const list = useRef<HTMLUListElement>(null);
  // As in DataTable: the cards in view first, the rest right after that paint.
  const { shown: rows, complete } = useStagedRows(props.rows, CARD_FIRST_STAGE);
  const slots = useRowSlots(rows, props.rowKey, list);
  const heads = (key: RecordId | null) => (props.heads?.(key) ?? []).map((h) => <li key={`g${h.id}`} className="terreal-group">{h.content}</li>);
  const tail = complete ? heads(null) : [];
  if (rows.length === 0 && tail.length === 0) {
    // Loading: the status where the cards will be (nothing above them comes and goes).
    return props.busy ? <Loading /> : <p className={tw('px-2 py-6 text-center text-muted')}>{props.emptyText}</p>;
  }
  const { columns } = props;
  const title = columns.find((c) => c.card === 'title');
  const subtitle = columns.find((c) => c.card === 'subtitle');
  const fields = columns.filter((c) => c.card === 'field');
  const controls = columns.filter((c) => c.card === 'controls');
  return (
    <ul ref={list} className="terreal-cards" aria-label={props.label} aria-busy={props.busy || !complete || undefined} part="cards">
      {rows.flatMap((row) => {
        const key = props.rowKey(row);
        const busy = props.rowBusy?.(row) ?? false;
        const note = busy ? fr.edits.saving : props.rowNote?.(row);
        // As in DataTable: a record keeps its card (one flat list of keyed cards); newcomers reuse the cards of records that left.
        return [
          ...heads(key),
          <li key={slots.get(key)} data-row-id={key} aria-busy={busy || undefined} className={`terreal-card ${note && !busy ? 'terreal-row-stale' : ''} ${props.rowClassName?.(row) ?? ''}`}>
            {/* Not a heading: the widget cannot know the host page's heading levels (axe heading-order), and a
                record without a name would make an empty heading. */}
            <p className="terreal-card-head">
              {title && <span className={tw('text-base font-semibold')}>{title.cell(row)}</span>}
              {subtitle && <span className={tw('text-muted')}>{subtitle.cell(row)}</span>}
            </p>
            {note && <p className="terreal-row-note">{note}</p>}
            {/* The controls under the name: on a phone the first record's status and open button are in view on arrival. */}
            {controls.length > 0 && <div className={tw('flex flex-wrap items-center gap-2')}>{controls.map((c) => <span key={c.key}>{c.cell(row)}</span>)}</div>}
            {fields.length > 0 && <dl>{fields.map((c) => <Fragment key={c.key}><dt>{c.header}</dt><dd>{c.cell(row)}</dd></Fragment>)}</dl>}
          </li>,
        ];
      })}
      {tail}
    </ul>
  );
}

// `Filtres`: a disclosure opening the filters of a narrow screen (cards), which has no filter row: every
// column's filter. Its name is what it shows:
// `Filtres`, then `(n)` when n filters are active (DESIGN.md §2); above the filters, how many records they
// leave, kept in view while one is typed. The tools that follow it on its line come between the button and
// the panel, which opens on the line below: the order read and tabbed through is the order seen.
import { useId, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface FilterDisclosureProps {
  activeCount: number;
  filters: readonly { key: string; header: string; filter?: ReactNode }[];
  /** How many records the filters leave (`12 offres sur 120`), shown in the panel ('' while not known), as the pager does. */
  countText: string;
  /** The tools after `Filtres` on its line (narrow: `Trier par`), and the tools at the top of its panel (narrow: `Vues`, the export). */
  children?: ReactNode;
  tools?: ReactNode;
}

export function FilterDisclosure(props: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const countId = useId();
  return (
    <div className="terreal-filters">
      <button
        type="button"
        className={cx.button()}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={countId}
        onClick={() => setOpen(!open)}
      >
        {fr.common.filters}
        {props.activeCount > 0 && ` (${props.activeCount})`}
      </button>
      {props.children}
      <div id={panelId} hidden={!open} className={`terreal-filters-panel ${tw('rounded border border-border p-2')}`}>
        {props.countText && (
          <p role="status" className={`terreal-filters-count ${tw('font-semibold')}`}>{props.countText}</p>
        )}
        {props.tools && <div className={tw('flex w-full flex-wrap gap-2')}>{props.tools}</div>}
        {props.filters.filter((c) => c.filter).map((c) => (
          <div key={c.key} role="group" aria-label={c.header} className="terreal-filters-group">
            <span aria-hidden="true" className={tw('font-semibold')}>{c.header}</span>
            {c.filter}
          </div>
        ))}
      </div>
      <span id={countId} hidden>{fr.common.filtersActive(props.activeCount)}</span>
    </div>
  );
}

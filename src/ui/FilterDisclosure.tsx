// `Filtres` (narrow layouts): a disclosure showing how many filters are active, opening each column's
// filter under its header.
import { useId, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface FilterDisclosureProps {
  activeCount: number;
  filters: readonly { key: string; header: string; filter?: ReactNode }[];
  children?: ReactNode;
}

export function FilterDisclosure(props: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const countId = useId();
  return (
    <div className={tw('flex flex-col gap-2')}>
      <button
        type="button"
        className={`${cx.button()} ${tw('self-start')}`}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        aria-label={fr.common.filters}
        aria-describedby={countId}
        onClick={() => setOpen((o) => !o)}
      >
        {fr.common.filters}
        {props.activeCount > 0 && <span aria-hidden="true" className={tw('rounded-full bg-[color:var(--terreal-accent)] px-2 text-xs text-[color:var(--terreal-accent-contrast)]')}>{props.activeCount}</span>}
      </button>
      <span id={countId} hidden>{fr.common.filtersActive(props.activeCount)}</span>
      <div id={panelId} hidden={!open} className={tw('flex flex-col gap-3 rounded border border-[color:var(--terreal-border)] p-2')}>
        {props.children}
        {props.filters.filter((c) => c.filter).map((c) => (
          <div key={c.key} role="group" aria-label={c.header} className={tw('flex flex-col gap-1')}>
            <span aria-hidden="true" className={tw('font-semibold')}>{c.header}</span>
            {c.filter}
          </div>
        ))}
      </div>
    </div>
  );
}

// Backoffice `Filtrer par prescripteur` (SPEC.md §2): changing it reloads the list. A closed select in
// Chromium changes its value and fires `change` at each arrow key (DESIGN.md §4): a choice made with the
// arrow keys is committed once it settles (SETTLE_MS without another key), on Enter, or when the focus
// leaves the select — not one reload per step. A choice made with the pointer is committed at once.
import { useEffect, useRef, useState } from 'react';
import type { Prescriber } from '../../core/types';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';

export const PRESCRIBER_SETTLE_MS = 600;

const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

export interface PrescriberSelectProps {
  userId: number | null;
  prescribers: readonly Prescriber[];
  userFilter: 'all' | number;
  onUserFilter(value: 'all' | number): void;
}

const parse = (v: string): 'all' | number => (v === 'all' ? 'all' : Number(v));

export function PrescriberSelect(props: PrescriberSelectProps) {
  const committed = String(props.userFilter);
  /** The value chosen with the arrow keys and not yet committed (null: none). */
  const [draft, setDraft] = useState<string | null>(null);
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, committed, onUserFilter: props.onUserFilter });
  latest.current = { draft, committed, onUserFilter: props.onUserFilter };

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const commit = () => {
    stop();
    const { draft: d, committed: c, onUserFilter } = latest.current;
    setDraft(null);
    if (d !== null && d !== c) onUserFilter(parse(d));
  };
  useEffect(() => stop, []);

  const shown = draft ?? committed;
  return (
    <label className={tw('flex items-center gap-2')}>
      {fr.offers.prescriberFilter}
      <select
        className={cx.select()}
        value={shown}
        onKeyDown={(e) => {
          if (STEP_KEYS.has(e.key)) stepping.current = true;
          else if (e.key === 'Enter') commit();
        }}
        onKeyUp={() => { stepping.current = false; }}
        onBlur={commit}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value;
          if (stepping.current) {
            latest.current.draft = v;
            setDraft(v);
            stop();
            timer.current = setTimeout(commit, PRESCRIBER_SETTLE_MS);
          } else {
            latest.current.draft = v;
            commit();
          }
        }}
      >
        <option value="all">{fr.common.all}</option>
        {props.prescribers.map((p) => (
          <option key={p.id} value={String(p.id)}>{fr.offers.prescriberName(p.name, p.firstname)}</option>
        ))}
        {props.userFilter !== 'all' && !props.prescribers.some((p) => p.id === props.userFilter) && (
          <option value={committed}>{props.userFilter === props.userId ? fr.offers.ownOffers : committed}</option>
        )}
      </select>
    </label>
  );
}

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

/** The keys that step through a closed select's options: the arrows, Home, End, PageUp and PageDown. */
const STEP_KEYS = /^(Arrow|Home$|End$|Page)/;

export interface PrescriberSelectProps {
  userId: number | null;
  prescribers: readonly Prescriber[];
  userFilter: 'all' | number;
  onUserFilter(value: 'all' | number): void;
}

export function PrescriberSelect(props: PrescriberSelectProps) {
  const committed = String(props.userFilter);
  /** The value chosen with the arrow keys and not yet committed (null: none). */
  const [draft, setDraft] = useState<string | null>(null);
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(props);
  latest.current = props;

  /** Commits what the select shows (the draft, if any). */
  const commit = (select: HTMLSelectElement) => {
    clearTimeout(timer.current);
    setDraft(null);
    const { value } = select;
    if (value !== String(latest.current.userFilter)) latest.current.onUserFilter(value === 'all' ? 'all' : Number(value));
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <label className={tw('flex items-center gap-2')}>
      {fr.offers.prescriberFilter}
      <select autoComplete="off"
        className={cx.select()}
        value={draft ?? committed}
        onKeyDown={(e) => {
          if (STEP_KEYS.test(e.key)) stepping.current = true;
          else if (e.key === 'Enter') commit(e.currentTarget);
        }}
        onKeyUp={() => { stepping.current = false; }}
        onBlur={(e) => commit(e.currentTarget)}
        onChange={(e) => {
          const select = e.currentTarget;
          if (!stepping.current) return commit(select);
          setDraft(select.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(commit, PRESCRIBER_SETTLE_MS, select);
        }}
      >
        <option value="all">{fr.common.all}</option>
        {props.prescribers.map((p) => (
          // Text, as the DOM holds it: a number differs from the option's value and preact writes it again at each render.
          <option key={p.id} value={String(p.id)}>{fr.offers.prescriberName(p.name, p.firstname)}</option>
        ))}
        {props.userFilter !== 'all' && !props.prescribers.some((p) => p.id === props.userFilter) && (
          <option value={committed}>{props.userFilter === props.userId ? fr.offers.ownOffers : committed}</option>
        )}
      </select>
    </label>
  );
}

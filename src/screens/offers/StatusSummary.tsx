// The pipeline at a glance: one toggle per commercial status with its count, amount and a bar
// proportional to the amount; pressing one sets the status filter to it, pressing it again sets Tous. Beside
// it, `Livraison dépassée ({n})` lists only the offers whose delivery quarter is past. The toggles are one Tab
// stop, ←/→, Home and End moving between them (ui/useRovingFocus: APG toolbar); Space and Enter press them.
import { useRef } from 'react';
import { formatMoney } from '../../core/format';
import type { StatusShare } from '../../core/statusSummary';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { warningSign } from '../../ui/WarningSign';

/** The overdue toggle: how many offers it would list (every filter but itself), and whether it is on. */
export interface OverdueToggleProps { count: number; on: boolean; onToggle(on: boolean): void }

/** `known`: false while the list loads or after a failed load: no count or amount is shown then (no false figures). */
export function StatusSummary(props: { shares: readonly StatusShare[]; statut: string; onStatus(statut: string): void; known: boolean; overdue: OverdueToggleProps }) {
  const { known, overdue } = props;
  const toggles = useRef<HTMLDivElement>(null);
  useRovingFocus(toggles);
  return (
    <div ref={toggles} className={tw('flex min-w-0 items-center gap-2')}>
    <div role="group" aria-label={fr.offers.statusSummary} className={`terreal-chips ${tw('flex min-w-0 gap-1')}`}>
      {props.shares.map((s) => {
        const pressed = props.statut === s.code;
        const name = known ? fr.offers.statusShare(s.label, s.count, formatMoney(s.amount)) : s.label;
        // The name is the visible text itself (no aria-label), so what is read is what is seen.
        return (
          <button
            key={s.code}
            type="button"
            aria-pressed={pressed}
            onClick={() => props.onStatus(pressed ? '' : s.code)}
            // A chip per status, the strip on one line: it scrolls sideways when the chips do not fit.
            className={`terreal-chip ${tw('flex flex-none flex-col justify-center rounded border px-2 text-left text-xs')} ${pressed
              ? tw('border-accent bg-stripe font-semibold')
              : tw('border-control-border bg-surface hover:bg-stripe')}`}
          >
            {name}
            <span aria-hidden="true" className={tw('flex h-[3px] rounded bg-border')}>
              <span className={tw('rounded bg-accent')} style={{ width: known ? `${Math.round(s.share * 1000) / 10}%` : '0%' }} />
            </span>
          </button>
        );
      })}
    </div>
    {/* Its name is its visible text; aria-pressed says whether the list shows only the overdue offers. */}
    <button
      type="button"
      aria-pressed={overdue.on}
      onClick={() => overdue.onToggle(!overdue.on)}
      className={`terreal-chip ${tw('flex flex-none items-center gap-1 rounded border px-2 text-xs text-danger')} ${overdue.on
        ? tw('border-danger bg-stripe font-semibold')
        : tw('border-control-border bg-surface hover:bg-stripe')}`}
    >
      {TOGGLE_SIGN}
      {fr.offers.overdueToggle(known ? overdue.count : null)}
    </button>
    </div>
  );
}

const TOGGLE_SIGN = warningSign(12);

// The pipeline at a glance (issue 14): one toggle per commercial status with its count, amount and a bar
// proportional to the amount; pressing one sets the status filter to it, pressing it again sets Tous.
import { formatMoney } from '../../core/format';
import type { StatusShare } from '../../core/statusSummary';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';

/** `known`: false while the list loads or after a failed load: no count or amount is shown then (no false figures). */
export function StatusSummary(props: { shares: readonly StatusShare[]; statut: string; onStatus(statut: string): void; known: boolean }) {
  const { known } = props;
  return (
    <div role="group" aria-label={fr.offers.statusSummary} className={`terreal-chips ${tw('flex gap-1')}`}>
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
            // A chip per status, the strip on one line (issue 20 §1): it scrolls sideways when the chips do not fit.
            className={`terreal-chip ${tw('flex flex-none flex-col justify-center rounded border px-2 text-left text-xs')} ${pressed
              ? tw('border-[color:var(--terreal-accent)] bg-[color:var(--terreal-stripe)] font-semibold')
              : tw('border-[color:var(--terreal-control-border)] bg-[color:var(--terreal-surface)] hover:bg-[color:var(--terreal-stripe)]')}`}
          >
            {name}
            <span aria-hidden="true" className={tw('flex h-[3px] rounded bg-[color:var(--terreal-border)]')}>
              <span className={tw('rounded bg-[color:var(--terreal-accent)]')} style={{ width: known ? `${Math.round(s.share * 1000) / 10}%` : '0%' }} />
            </span>
          </button>
        );
      })}
    </div>
  );
}

// What the bulk dialogs show while and after their calls run (issue 25): the progress count (announced),
// then the failures as text — each offer's reference and the server's message — and what was not sent.
import type { BulkFailure, BulkProgress } from '../core/bulk';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export function BulkProgressLine(props: { progress: BulkProgress | null }) {
  const p = props.progress;
  return (
    <div role="status" className={tw('flex items-center gap-2')}>
      {p && (
        <>
          <progress max={Math.max(1, p.total)} value={p.done} aria-label={fr.bulk.progressLabel} />
          <span className={tw('tabular-nums')}>{fr.bulk.progress(p.done, p.total)}</span>
        </>
      )}
    </div>
  );
}

export function BulkFailures(props: { heading: (n: number) => string; failures: readonly BulkFailure[]; notSent?: readonly Offer[] }) {
  const { failures, notSent = [] } = props;
  return (
    <>
      {failures.length > 0 && (
        <div>
          <p className={tw('font-semibold text-[color:var(--terreal-danger)]')}>{props.heading(failures.length)}</p>
          <ul className={tw('list-disc pl-5')}>
            {failures.map((f) => <li key={f.offer.id}>{fr.bulk.failure(f.ref, f.message)}</li>)}
          </ul>
        </div>
      )}
      {notSent.length > 0 && <p>{fr.bulk.notSent(notSent.length)}</p>}
    </>
  );
}

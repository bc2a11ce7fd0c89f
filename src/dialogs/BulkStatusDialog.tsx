// `Changer le statut…` on the selected offers: the select `Nouveau statut` with the family's
// statuses, `Appliquer`, then the calls one at a time with a progress count; failures are listed (reference
// and server message) and the others go on. Once done, one `Annuler` puts every changed offer back.
// `Arrêter`, or closing, while the calls run stops them after the call in flight (whose answer `onSaved` reports).
import { useId, useState } from 'react';
import { runBulkStatus, undoBulkStatus, type BulkStatusResult, type PostStatus, type StatusChange } from '../core/bulk';
import { statusLabel, type StatusOption } from '../core/offerRules';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { BulkDialog, useBulkRun } from './BulkDialog';

export interface BulkStatusDialogProps {
  /** The selected offers, as the list has them when the dialog opens. */
  offers: readonly Offer[];
  /** The family's statuses (FamilyConfig.statusOptions). */
  statusOptions: readonly StatusOption[];
  /** One statut-offre call (core/bulk statusCall). */
  post: PostStatus;
  /** Each status the server accepted, as it is accepted (the screen patches that row). */
  onSaved(offer: Offer, statut: string): void;
  /** A sequence ended: the changes made (and what the report says of them), or those undone (`undone`). */
  onFinished?(result: BulkStatusResult, text: string, undone: boolean): void;
  /** Offers whose answer was lost: the screen loads its list again and says what status each now has. */
  resolveUnknown?(offers: Offer[]): Promise<string[]>;
  onClose(): void;
}

export function BulkStatusDialog(props: BulkStatusDialogProps) {
  // The offers as the dialog opened: rows changing meanwhile do not change what it works on.
  const [offers] = useState(props.offers);
  const [statut, setStatut] = useState('');
  const [error, setError] = useState('');
  const [undone, setUndone] = useState(false);
  const bulk = useBulkRun<StatusChange, BulkStatusResult>((c) => props.onSaved({ ...c.offer, offre_statut: c.statut }, c.statut));
  const id = useId();
  const { result } = bulk;
  const run = async (sequence: Parameters<typeof bulk.run>[0], undoing = false) => {
    const r = await bulk.run(sequence, (offers) => props.resolveUnknown?.(offers) ?? Promise.resolve([]));
    if (r) props.onFinished?.(r, fr.bulk.statusDone(r.done.length, statusLabel(statut)), undoing);
  };

  return (
    <BulkDialog
      title={fr.bulk.changeStatusTitle}
      bulk={bulk}
      name={(o) => o.offre_ref}
      failed={fr.bulk.failures}
      start={
        <button type="button" className={cx.primary()} onClick={() => (statut ? run((o) => runBulkStatus(offers, statut, props.post, o)) : setError(fr.bulk.statusNeeded))}>
          {fr.bulk.apply}
        </button>
      }
      report={result && (undone ? count(result.done.length, fr.bulk.statusRestored) : (
        <>
          {count(result.done.length, (n) => fr.bulk.statusDone(n, statusLabel(statut)))}
          {count(result.unchanged.length, fr.bulk.unchanged)}
        </>
      ))}
      after={!undone && !!result?.done.length && (
        <button type="button" className={cx.button()} onClick={() => { setUndone(true); void run((o) => undoBulkStatus(result.done, props.post, o), true); }}>
          {fr.common.cancel}
        </button>
      )}
      onClose={props.onClose}
    >
      <p>{fr.bulk.selected(offers.length)}</p>
      {!result && (
        <div className={tw('flex flex-col gap-1')}>
          <label htmlFor={id} className={tw('font-semibold')}>{fr.bulk.newStatus}</label>
          <select autoComplete="off"
            id={id}
            className={cx.select()}
            value={statut}
            disabled={!!bulk.progress}
            data-autofocus=""
            aria-invalid={!!error}
            aria-describedby={`${id}e`}
            onChange={(e) => { setStatut((e.target as HTMLSelectElement).value); setError(''); }}
          >
            <option value="">{fr.bulk.chooseStatus}</option>
            {props.statusOptions.map((o) => <option key={o.code} value={o.code}>{o.label}</option>)}
          </select>
          <p id={`${id}e`} role="alert" className={tw('min-h-[1.25rem] text-danger')}>{error}</p>
        </div>
      )}
    </BulkDialog>
  );
}

/** A line of the report saying how many offers `text` counts, when there are any. */
const count = (n: number, text: (n: number) => string) => n > 0 && <p>{text(n)}</p>;

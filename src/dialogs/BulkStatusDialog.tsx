// `Changer le statut…` on the selected offers (issue 25): the select `Nouveau statut` with the family's
// statuses, `Appliquer`, then the calls one at a time with a progress count; failures are listed (reference
// and server message) and the others go on. Once done, one `Annuler` puts every changed offer back.
// `Arrêter`, or closing, while the calls run stops them after the call in flight (whose answer `onSaved` reports).
import { useEffect, useId, useRef, useState } from 'react';
import {
  runBulkStatus, undoBulkStatus, type BulkProgress, type BulkStatusResult, type PostStatus, type StatusChange,
} from '../core/bulk';
import { statusLabel, type StatusOption } from '../core/offerRules';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';
import { BulkFailures, BulkProgressLine } from './BulkReport';

export interface BulkStatusDialogProps {
  /** The selected offers, as the list has them when the dialog opens. */
  offers: readonly Offer[];
  /** The family's statuses (FamilyConfig.statusOptions). */
  statusOptions: readonly StatusOption[];
  /** One statut-offre call (core/bulk statusCall). */
  post: PostStatus;
  /** Each status the server accepted, as it is accepted (the screen patches that row). */
  onSaved(offer: Offer, statut: string): void;
  /** A sequence ended: the changes made, or those undone. */
  onFinished?(result: BulkStatusResult, direction: 'apply' | 'undo'): void;
  onClose(): void;
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'running'; direction: 'apply' | 'undo' }
  | { kind: 'applied'; statut: string; result: BulkStatusResult }
  | { kind: 'undone'; result: BulkStatusResult };

export function BulkStatusDialog(props: BulkStatusDialogProps) {
  // The offers as the dialog opened: rows changing meanwhile do not change what it works on.
  const [offers] = useState(() => props.offers);
  const [statut, setStatus] = useState('');
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const selectId = useId();
  const errorId = useId();
  const stopRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cb = useRef(props);
  cb.current = props;

  useEffect(() => () => {
    mounted.current = false;
    controller.current?.abort();
  }, []);
  // Focus follows the buttons that replace each other.
  useEffect(() => {
    if (phase.kind === 'running') stopRef.current?.focus();
    else if (phase.kind !== 'choose') closeRef.current?.focus();
  }, [phase.kind]);

  const opts = () => {
    controller.current = new AbortController();
    return { signal: controller.current.signal, onProgress: (p: BulkProgress) => mounted.current && setProgress(p) };
  };
  /** The call, reporting each accepted status to the screen as it comes. */
  const post: PostStatus = async (offer, s) => {
    const answer = await cb.current.post(offer, s);
    if (answer.statut === 'ok') cb.current.onSaved({ ...offer, offre_statut: s }, s);
    return answer;
  };

  async function apply() {
    if (!statut) {
      setError(fr.bulk.statusNeeded);
      return;
    }
    setPhase({ kind: 'running', direction: 'apply' });
    const result = await runBulkStatus(offers, statut, post, opts());
    cb.current.onFinished?.(result, 'apply');
    if (mounted.current) setPhase({ kind: 'applied', statut, result });
  }

  async function undo(changes: readonly StatusChange[]) {
    setPhase({ kind: 'running', direction: 'undo' });
    const result = await undoBulkStatus(changes, post, opts());
    cb.current.onFinished?.(result, 'undo');
    if (mounted.current) setPhase({ kind: 'undone', result });
  }

  const close = () => {
    controller.current?.abort();
    props.onClose();
  };
  const running = phase.kind === 'running';
  const label = (code: string) => statusLabel(code) || fr.offers.statusUnset;

  let actions;
  if (phase.kind === 'choose') {
    actions = (
      <>
        <button type="button" className={cx.button()} onClick={close}>{fr.common.cancel}</button>
        <button type="button" className={cx.primary()} onClick={() => void apply()}>{fr.bulk.apply}</button>
      </>
    );
  } else if (running) {
    actions = <button ref={stopRef} type="button" className={cx.button()} onClick={() => controller.current?.abort()}>{fr.bulk.stop}</button>;
  } else {
    const changes = phase.kind === 'applied' ? phase.result.done : [];
    actions = (
      <>
        {changes.length > 0 && <button type="button" className={cx.button()} onClick={() => void undo(changes)}>{fr.offers.undoStatus}</button>}
        <button ref={closeRef} type="button" className={cx.primary()} onClick={close}>{fr.common.close}</button>
      </>
    );
  }

  return (
    <Dialog title={fr.bulk.changeStatusTitle} onClose={close} actions={actions}>
      <p>{fr.bulk.selected(offers.length)}</p>
      {(phase.kind === 'choose' || running) && (
        <div className={tw('flex flex-col gap-1')}>
          <label htmlFor={selectId} className={tw('font-semibold')}>{fr.bulk.newStatus}</label>
          <select
            id={selectId}
            className={cx.select()}
            value={statut}
            disabled={running}
            data-autofocus=""
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => { setStatus((e.target as HTMLSelectElement).value); setError(''); }}
          >
            <option value="">{fr.bulk.chooseStatus}</option>
            {props.statusOptions.map((o) => <option key={o.code} value={o.code}>{o.label}</option>)}
          </select>
          <p id={errorId} role="alert" className={tw('min-h-[1.25rem] text-[color:var(--terreal-danger)]')}>{error}</p>
        </div>
      )}
      <BulkProgressLine progress={phase.kind === 'choose' ? null : progress} />
      {phase.kind === 'applied' && (
        <>
          {phase.result.done.length > 0 && <p>{fr.bulk.statusDone(phase.result.done.length, label(phase.statut))}</p>}
          {phase.result.unchanged.length > 0 && <p>{fr.bulk.unchanged(phase.result.unchanged.length)}</p>}
          <BulkFailures heading={fr.bulk.failures} failures={phase.result.failures} notSent={phase.result.notSent} />
        </>
      )}
      {phase.kind === 'undone' && (
        <>
          {phase.result.done.length > 0 && <p>{fr.bulk.statusRestored(phase.result.done.length)}</p>}
          <BulkFailures heading={fr.bulk.failures} failures={phase.result.failures} notSent={phase.result.notSent} />
        </>
      )}
    </Dialog>
  );
}

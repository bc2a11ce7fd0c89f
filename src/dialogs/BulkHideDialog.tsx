// `Masquer…` on the selected offers (issue 25): only offers whose row menu offers Masquer (not editable) can
// be hidden; the confirmation says how many will be and names those skipped. Then the calls go one at a
// time with a progress count; failures are listed (reference and server message) and the others go on.
import { useEffect, useRef, useState } from 'react';
import { hideCandidates, runBulkHide, type BulkCall, type BulkProgress, type BulkRun } from '../core/bulk';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';
import { BulkFailures, BulkProgressLine } from './BulkReport';

export interface BulkHideDialogProps {
  /** The selected offers, as the list has them when the dialog opens. */
  offers: readonly Offer[];
  /** One visibilite-offre call (core/bulk hideCall). */
  hide: BulkCall;
  /** Each offer the server hid, as it is hidden (the screen drops that row). */
  onHidden(offer: Offer): void;
  onFinished?(run: BulkRun<Offer>): void;
  onClose(): void;
}

type Phase = { kind: 'confirm' } | { kind: 'running' } | { kind: 'done'; run: BulkRun<Offer> };

export function BulkHideDialog(props: BulkHideDialogProps) {
  // The offers as the dialog opened: rows hidden meanwhile leave the list, not the dialog's account.
  const [{ hideable, skipped }] = useState(() => hideCandidates(props.offers));
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const stopRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cb = useRef(props);
  cb.current = props;

  useEffect(() => () => {
    mounted.current = false;
    controller.current?.abort();
  }, []);
  useEffect(() => {
    if (phase.kind === 'running') stopRef.current?.focus();
    else if (phase.kind === 'done') closeRef.current?.focus();
  }, [phase.kind]);

  async function confirm() {
    setPhase({ kind: 'running' });
    controller.current = new AbortController();
    const hide: BulkCall = async (offer) => {
      const answer = await cb.current.hide(offer);
      if (answer.statut === 'ok') cb.current.onHidden(offer);
      return answer;
    };
    const run = await runBulkHide(hideable, hide, {
      signal: controller.current.signal,
      onProgress: (p) => mounted.current && setProgress(p),
    });
    cb.current.onFinished?.(run);
    if (mounted.current) setPhase({ kind: 'done', run });
  }

  const close = () => {
    controller.current?.abort();
    props.onClose();
  };

  let actions;
  if (phase.kind === 'confirm') {
    actions = (
      <>
        <button type="button" className={cx.button()} onClick={close} data-autofocus="">{fr.common.cancel}</button>
        {hideable.length > 0 && <button type="button" className={cx.primary()} onClick={() => void confirm()}>{fr.bulk.hideConfirm}</button>}
      </>
    );
  } else if (phase.kind === 'running') {
    actions = <button ref={stopRef} type="button" className={cx.button()} onClick={() => controller.current?.abort()}>{fr.bulk.stop}</button>;
  } else {
    actions = <button ref={closeRef} type="button" className={cx.primary()} onClick={close}>{fr.common.close}</button>;
  }

  return (
    <Dialog title={fr.bulk.hideTitle} onClose={close} actions={actions}>
      <p>{fr.bulk.hideCount(hideable.length)}</p>
      {skipped.length > 0 && (
        <div>
          <p>{fr.bulk.hideSkipped(skipped.length)}</p>
          <ul className={tw('list-disc pl-5')}>
            {skipped.map((o) => <li key={o.id}>{fr.bulk.offerName(o.offre_ref, o.offre_nom)}</li>)}
          </ul>
        </div>
      )}
      <BulkProgressLine progress={phase.kind === 'confirm' ? null : progress} />
      {phase.kind === 'done' && (
        <>
          {phase.run.done.length > 0 && <p>{fr.bulk.hidden(phase.run.done.length)}</p>}
          <BulkFailures heading={fr.bulk.hideFailures} failures={phase.run.failures} notSent={phase.run.notSent} />
        </>
      )}
    </Dialog>
  );
}

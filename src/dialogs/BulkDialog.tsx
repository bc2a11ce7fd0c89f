// The shape the bulk dialogs share. Before the calls: the dialog's own text and controls, `Annuler`
// and the button that starts them. While they run: a progress count (announced) and `Arrêter`, which stops them
// after the call in flight, as closing does (Escape included). Then a report — what was done, the failures as
// text (each row's name — an offer's reference by default — and the server's message), what was not sent — and
// `Fermer`. Its texts are the offers' (fr.bulk) unless the list gives its own (contacts: fr.contacts.bulk).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { runEach, type BulkOptions, type BulkProgress, type BulkRun } from '../core/bulk';
import type { ActionAnswer, Offer } from '../core/types';
import { fr, type Fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { Dialog, focusOnMount } from '../ui/Dialog';
import { freshPress } from '../ui/freshPress';

/**
 * One sequence of calls at a time: `progress` is null before the first, `result` null while one runs.
 * `onDone` hears of each call the server accepted, also once the dialog is closed (the call in flight).
 */
export function useBulkRun<T, R extends BulkRun<T, unknown>>(onDone: (item: T) => void) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<R | null>(null);
  /** What the server now holds for the rows whose answer was lost (after the list was loaded again). */
  const [unknownLines, setUnknownLines] = useState<string[]>([]);
  const controller = useRef<AbortController | null>(null);
  // A second press (double click, Enter held down) before the render that hides the button starts nothing.
  const running = useRef(false);
  useEffect(() => () => controller.current?.abort(), []);
  return {
    progress,
    result,
    unknownLines,
    stop: () => controller.current?.abort(),
    /**
     * Runs `sequence` with the options that report progress, hear each success and stop it; gives its result
     * (null when a run is already under way). `resolveUnknown`: the lines that say what became of the rows
     * whose answer was lost (the screen loads its list again).
     */
    async run(sequence: (opts: BulkOptions<T>) => Promise<R>, resolveUnknown?: (rows: R['unknown']) => Promise<string[]>): Promise<R | null> {
      if (running.current) return null;
      running.current = true;
      try {
        setResult(null);
        setUnknownLines([]);
        controller.current = new AbortController();
        const r = await sequence({ signal: controller.current.signal, onProgress: setProgress, onDone });
        if (r.unknown.length && resolveUnknown) setUnknownLines(await resolveUnknown(r.unknown));
        setResult(r);
        return r;
      } finally {
        running.current = false;
      }
    },
  };
}

export interface BulkDialogProps<O = Offer> {
  title: string;
  /** useBulkRun's state. */
  bulk: { progress: BulkProgress | null; result: BulkRun<unknown, O> | null; unknownLines: string[]; stop(): void };
  /** A failed row's name (an offer's reference), and the progress and not-sent texts (default: fr.bulk's). */
  name(row: O): string;
  texts?: Pick<Fr['bulk'], 'progress' | 'notSent'>;
  /** The failures' heading, by their number. */
  failed(n: number): string;
  /** Before the calls: the button that starts them, if there is anything to do. */
  start: ReactNode;
  /** After a sequence: what it did, and a button before `Fermer`. */
  report: ReactNode;
  after?: ReactNode;
  /** What the dialog says throughout. */
  children: ReactNode;
  onClose(): void;
}

export function BulkDialog<O extends { id: number } = Offer>({ bulk, texts = fr.bulk, ...props }: BulkDialogProps<O>) {
  const { progress, result } = bulk;
  const close = () => {
    bulk.stop();
    props.onClose();
  };
  // Each phase's buttons replace the last: the new one takes the focus, and not the rest of the press that
  // made it appear (a triple click on `Appliquer` neither stops the run nor closes its report).
  let actions;
  if (!progress) {
    actions = <><button type="button" className={cx.button()} onClick={close} data-autofocus="">{fr.common.cancel}</button>{props.start}</>;
  } else if (!result) {
    actions = <button type="button" className={cx.button()} {...freshPress(bulk.stop)} ref={focusOnMount}>{fr.bulk.stop}</button>;
  } else {
    actions = <>{props.after}<button type="button" className={cx.primary()} {...freshPress(close)} ref={focusOnMount}>{fr.common.close}</button></>;
  }
  return (
    <Dialog title={props.title} onClose={close} actions={actions}>
      {props.children}
      <div role="status" className={tw('flex items-center gap-2')}>
        {progress && (
          <>
            <progress max={progress.total} value={progress.done} aria-label={fr.bulk.progressLabel} />
            <span className={tw('tabular-nums')}>{texts.progress(progress.done, progress.total)}</span>
          </>
        )}
      </div>
      {result && (
        <>
          {props.report}
          {result.failures.length > 0 && (
            <div>
              <p className={tw('font-semibold text-danger')}>{props.failed(result.failures.length)}</p>
              <ul className={tw('list-disc pl-5')}>
                {result.failures.map((f) => <li key={f.offer.id}>{fr.bulk.failure(props.name(f.offer), f.message)}</li>)}
              </ul>
            </div>
          )}
          {result.unknown.length > 0 && (
            // Never among the failures ("not changed"): the server may have applied them.
            <ul className={tw('list-disc pl-5')}>
              {(bulk.unknownLines.length ? bulk.unknownLines : result.unknown.map((o) => fr.edits.unknownOther(props.name(o))))
                .map((line) => <li key={line}>{line}</li>)}
            </ul>
          )}
          {result.notSent.length > 0 && <p>{texts.notSent(result.notSent.length)}</p>}
        </>
      )}
    </Dialog>
  );
}

export interface BulkCallDialogProps<O> extends Pick<BulkDialogProps<O>, 'title' | 'name' | 'texts' | 'failed' | 'children' | 'onClose'> {
  /** The rows to send, as they were when the dialog opened. */
  rows: readonly O[];
  /** One call (core/bulk hideCall, deleteContactCall). */
  call(row: O): Promise<ActionAnswer>;
  /** Each row the server accepted, as it is accepted (the screen drops that row). */
  onDone(row: O): void;
  /** Rows whose answer was lost: the screen loads its list again and says what became of each. */
  resolveUnknown?(rows: O[]): Promise<string[]>;
  /** The button that starts the calls (none without rows), and the report's count of the rows done. */
  label: string;
  danger?: boolean;
  done(n: number): string;
}

/** `Masquer…`, `Supprimer…`: one button sends the call for each row, one at a time; the report says how many were done. */
export function BulkCallDialog<O extends { id: number }>({ rows, call, resolveUnknown, ...props }: BulkCallDialogProps<O>) {
  const bulk = useBulkRun<O, BulkRun<O, O>>(props.onDone);
  const n = bulk.result?.done.length;
  return (
    <BulkDialog
      {...props}
      bulk={bulk}
      start={rows.length > 0 && (
        <button type="button" className={props.danger ? cx.danger() : cx.primary()} onClick={() => void bulk.run((o) => runEach(rows, call, o), resolveUnknown)}>
          {props.label}
        </button>
      )}
      report={!!n && <p>{props.done(n)}</p>}
    />
  );
}

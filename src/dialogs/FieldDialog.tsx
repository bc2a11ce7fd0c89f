// A dialog around one labelled text box: a notice, the field, its error (announced) and the two
// buttons. Submitting runs once however often the button is pressed; Enter submits.
import { useId, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { Dialog } from '../ui/Dialog';
import { usePending } from '../ui/usePending';

export interface FieldDialogProps {
  title: string;
  label: string;
  initialValue: string;
  notice?: string;
  hint?: string;
  children?: ReactNode;
  submitLabel: string;
  /** Returns an error message to show (the dialog stays open), or null when done. */
  onSubmit(value: string): Promise<string | null> | string | null;
  onClose(): void;
}

export function FieldDialog(props: FieldDialogProps) {
  const [value, setValue] = useState(props.initialValue);
  const [error, setError] = useState('');
  const [pending, run] = usePending();
  const fieldId = useId();
  const errorId = useId();
  const noticeId = useId();
  const hintId = useId();
  const describedBy = [props.notice ? noticeId : '', props.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const submit = () =>
    run(async () => {
      const message = await props.onSubmit(value);
      if (message) setError(message);
    });
  return (
    <Dialog
      title={props.title}
      describedBy={props.notice ? noticeId : undefined}
      // A save in flight keeps the dialog open (Escape and Annuler wait for its answer): closing it would
      // hide the outcome and the typed value (issue 20 §5).
      onClose={() => { if (!pending) props.onClose(); }}
      actions={
        <>
          <button type="button" className={cx.button()} disabled={pending} onClick={props.onClose}>{fr.common.cancel}</button>
          <button type="button" className={cx.primary()} disabled={pending} aria-busy={pending ? 'true' : undefined} onClick={submit}>
            {props.submitLabel}
          </button>
        </>
      }
    >
      {props.children}
      {props.notice && <p id={noticeId} className={tw('text-[color:var(--terreal-muted)]')}>{props.notice}</p>}
      <label htmlFor={fieldId} className={tw('font-semibold')}>{props.label}</label>
      <input
        id={fieldId}
        type="text"
        className={cx.input()}
        value={value}
        data-autofocus=""
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(e) => { setValue((e.target as HTMLInputElement).value); setError(''); }}
        onFocus={(e) => (e.target as HTMLInputElement).select()}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void submit(); } }}
      />
      {props.hint && <p id={hintId} className={cx.muted()}>{props.hint}</p>}
      <p id={errorId} role="alert" className={tw('min-h-[1.25rem] text-[color:var(--terreal-danger)]')}>{error}</p>
    </Dialog>
  );
}

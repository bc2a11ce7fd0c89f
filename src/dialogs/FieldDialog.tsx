// A dialog around one labelled text box: a notice, the field, its error (announced) and the two buttons
// of a confirmation (ConfirmDialog: submitting runs once however often it is pressed; Enter submits).
import { useId, useRef, useState, type ReactNode } from 'react';
import { tw } from '../styles/twind';
import { cx } from '../ui/classes';
import { ConfirmDialog } from './ConfirmDialog';

export interface FieldDialogProps {
  title: string;
  label: string;
  initialValue: string;
  notice?: string;
  hint?: string;
  /** A button after the box that puts a value in it (the delivery dialog's `Trimestre suivant`); the focus goes back to the box. */
  fill?: { label: string; value: string };
  children?: ReactNode;
  submitLabel: string;
  /** Returns an error message to show (the dialog stays open), or nothing when done. */
  onSubmit(value: string): Promise<string | void> | string | void;
  onClose(): void;
}

export function FieldDialog(props: FieldDialogProps) {
  const [value, setValue] = useState(props.initialValue);
  const [error, setError] = useState('');
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const put = (next: string) => { setValue(next); setError(''); };
  return (
    <ConfirmDialog
      title={props.title}
      confirmLabel={props.submitLabel}
      describedBy={props.notice ? `${id}n` : undefined}
      onConfirm={async () => setError((await props.onSubmit(value)) || '')}
      onClose={props.onClose}
    >
      {props.children}
      {props.notice && <p id={`${id}n`} className={cx.muted()}>{props.notice}</p>}
      <label htmlFor={id} className={tw('font-semibold')}>{props.label}</label>
      {/* The box and the button that fills it share a line: the dialog stays short enough to leave its row in sight. */}
      <div className={tw('flex items-center gap-2')}>
      <input
        id={id}
        ref={box}
        type="text"
        className={`${cx.input()} ${tw('min-w-0 flex-1')}`}
        value={value}
        data-autofocus=""
        aria-invalid={!!error}
        // Ids of what is absent are skipped; the error's paragraph is always there (empty without one).
        aria-describedby={`${id}n ${id}h ${id}e`}
        onChange={(e) => put((e.target as HTMLInputElement).value)}
        onFocus={(e) => (e.target as HTMLInputElement).select()}
      />
      {props.fill && (
        <button type="button" className={`${cx.button()} ${tw('flex-none')}`} onClick={() => { put(props.fill!.value); box.current?.focus(); }}>
          {props.fill.label}
        </button>
      )}
      </div>
      {props.hint && <p id={`${id}h`} className={cx.muted()}>{props.hint}</p>}
      <p id={`${id}e`} role="alert" className={tw('min-h-[1.25rem] text-danger')}>{error}</p>
    </ConfirmDialog>
  );
}

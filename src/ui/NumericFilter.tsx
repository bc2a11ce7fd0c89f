// A numeric min/max input with its clear button (`Effacer le filtre Surface min`). Clearing gives focus
// back to the input: the button it was on is then disabled.
import { useRef } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export function NumericFilter(props: { label: string; value: string; onChange(value: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const clear = fr.common.clearFilter(props.label);
  return (
    // A block with the × beside the box (styles/layout.ts): the box stays a relayout boundary, as text boxes.
    <span className="terreal-numeric-filter">
      <input
        ref={input}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={props.label}
        placeholder={props.label.split(' ').pop()}
        value={props.value}
        className={`${tw('w-full rounded border border-control-border bg-surface px-1 py-1 text-sm')} terreal-filter-box`}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).value)}
      />
      <button
        type="button"
        aria-label={clear}
        disabled={props.value === ''}
        // 16 px wide, beside the box's end (styles/layout.ts).
        className={tw('inline-flex h-[24px] items-center justify-center rounded text-muted hover:bg-stripe')}
        onClick={() => {
          props.onChange('');
          input.current!.focus();
        }}
      >
        ×
      </button>
    </span>
  );
}

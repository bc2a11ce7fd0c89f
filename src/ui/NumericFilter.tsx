// A numeric min/max input with its clear button (`Effacer le filtre Surface min`).
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export function NumericFilter(props: { label: string; value: string; onChange(value: string): void }) {
  return (
    <span className={tw('flex items-center gap-1')}>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={props.label}
        placeholder={props.label.split(' ').pop()}
        title={props.label}
        value={props.value}
        className={tw('w-[76px] rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] px-1 py-1 text-sm')}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).value)}
      />
      <button
        type="button"
        aria-label={fr.common.clearFilter(props.label)}
        title={fr.common.clearFilter(props.label)}
        disabled={props.value === ''}
        className={tw('rounded px-1 text-[color:var(--terreal-muted)] hover:bg-gray-100')}
        onClick={() => props.onChange('')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

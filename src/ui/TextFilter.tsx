// A per-column text filter: a labelled text box (SPEC.md §5: trimmed, case-insensitive substring).
import { cx } from './classes';

export function TextFilter(props: { label: string; value: string; placeholder?: string; onChange(value: string): void }) {
  return (
    <input
      type="text"
      aria-label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      // Small intrinsic width: the column's content, not the text box, decides how wide a column is.
      size={6}
      autoComplete="off"
      spellCheck={false}
      // terreal-filter-box (styles/layout.ts): typing lays out this box only, not the table around it.
      className={`${cx.input()} terreal-filter-box`}
      onChange={(e) => props.onChange((e.target as HTMLInputElement).value)}
    />
  );
}

// The header's selection checkbox (`Sélectionner les offres de la page`, `… contacts de la page`), checked when
// every row of the page is selected and mixed when some are. The rows' own checkboxes are useListSelection's cells.

export function PageCheckbox(props: { state: 'all' | 'some' | 'none'; label: string; disabled?: boolean; onToggle(): void }) {
  const some = props.state === 'some';
  return (
    <input
      type="checkbox"
      aria-label={props.label}
      checked={props.state === 'all'}
      onChange={props.onToggle}
      aria-checked={some ? 'mixed' : undefined}
      disabled={props.disabled}
      // `indeterminate` is a property only (no attribute): set at each render.
      ref={(el) => { if (el) el.indeterminate = some; }}
    />
  );
}

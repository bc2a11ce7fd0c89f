// The selection checkboxes of a list: one per row (`Sélectionner l'offre {ref}`, `Sélectionner le
// contact {nom}`), and the header's (`Sélectionner les offres de la page`, `… contacts de la page`), checked when every row
// of the page is selected and mixed when some are.
import { fr } from '../i18n/fr';

export function RowCheckbox(props: { label: string; checked: boolean; onToggle(): void }) {
  return <input type="checkbox" aria-label={props.label} checked={props.checked} onChange={props.onToggle} />;
}

export function OfferCheckbox(props: { offreRef: string; checked: boolean; onToggle(): void }) {
  return <RowCheckbox label={fr.bulk.selectOffer(props.offreRef)} {...props} />;
}

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

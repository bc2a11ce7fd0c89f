// The selection checkboxes of a list (issue 25): one per row, `Sélectionner l'offre {ref}`, and the header's
// `Sélectionner les offres de la page`, checked when every row of the page is selected and mixed when some are.
import { useLayoutEffect, useRef } from 'react';
import { fr } from '../i18n/fr';

export function RowCheckbox(props: { label: string; checked: boolean; onToggle(): void }) {
  return <input type="checkbox" aria-label={props.label} checked={props.checked} onChange={props.onToggle} />;
}

/** `Sélectionner l'offre {ref}`. */
export function OfferCheckbox(props: { offreRef: string; checked: boolean; onToggle(): void }) {
  return <RowCheckbox label={fr.bulk.selectOffer(props.offreRef)} checked={props.checked} onToggle={props.onToggle} />;
}

export function PageCheckbox(props: { state: 'all' | 'some' | 'none'; disabled?: boolean; onToggle(): void; label?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only (no attribute): set after each render.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === 'some';
  });
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={props.label ?? fr.bulk.selectPage}
      checked={props.state === 'all'}
      aria-checked={props.state === 'some' ? 'mixed' : undefined}
      disabled={props.disabled}
      onChange={props.onToggle}
    />
  );
}

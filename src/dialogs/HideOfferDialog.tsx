// Hide (archive) an offer: 'Voulez-vous masquer l'offre {ref} ?' with Oui / Annuler.
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { ConfirmDialog } from './ConfirmDialog';
import { OfferIdentity } from './OfferIdentity';

export function HideOfferDialog(props: { offer: Offer; onConfirm(): Promise<void>; onClose(): void }) {
  return (
    <ConfirmDialog title={fr.offers.hideTitle} confirmLabel={fr.common.yes} onConfirm={props.onConfirm} onClose={props.onClose}>
      <p>{fr.offers.hideText(props.offer.offre_ref)}</p>
      <OfferIdentity offer={props.offer} />
    </ConfirmDialog>
  );
}

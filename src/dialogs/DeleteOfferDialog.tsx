// Delete an offer, after confirmation; the server's title and msg are shown afterwards.
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { ConfirmDialog } from './ConfirmDialog';
import { OfferIdentity } from './OfferIdentity';

export function DeleteOfferDialog(props: { offer: Offer; onConfirm(): Promise<void>; onClose(): void }) {
  return (
    <ConfirmDialog title={fr.offers.deleteTitle} confirmLabel={fr.offers.delete} danger onConfirm={props.onConfirm} onClose={props.onClose}>
      <p>{fr.offers.deleteText(props.offer.offre_ref)}</p>
      <OfferIdentity offer={props.offer} />
    </ConfirmDialog>
  );
}

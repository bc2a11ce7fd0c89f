// Which offer a confirmation is about, beside its reference: its name and its client (issue 20 §5), so a
// user never hides or deletes the wrong one of two offers with close references.
import { offerClientText } from '../core/offerRules';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export function OfferIdentity(props: { offer: Offer }) {
  const name = props.offer.offre_nom ?? '';
  const client = offerClientText(props.offer);
  if (!name.trim() && !client) return null;
  return <p className={tw('font-semibold')}>{fr.offers.offerIdentity(name, client)}</p>;
}

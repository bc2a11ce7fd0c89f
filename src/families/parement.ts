// Facing bricks: the 45 NR VDS status, and the Terca new-offer link when the terca flag is on.
import { statusOptions } from '../core/offerRules';
import { fr } from '../i18n/fr';
import { COMMON_STATUSES, familyBase, type FamilyConfig } from './family';

const base = familyBase('parement');

export const parement: FamilyConfig = {
  ...base,
  statusOptions: statusOptions([...COMMON_STATUSES, '45']),
  links: { ...base.links, newOfferVariants: ['terreal', 'terca'] },
  newOfferLinks: ({ terca }) => [
    { label: fr.offers.newOffer, variant: 'terreal' },
    ...(terca ? [{ label: fr.offers.newOfferTerca, variant: 'terca' }] : []),
  ],
};

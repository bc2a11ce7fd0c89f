// Facing bricks: the 45 NR VDS status, and the Terca new-offer link when the terca flag is on.
import { familyBase, type FamilyConfig } from './family';

export const parement: FamilyConfig = {
  ...familyBase('parement'),
  newOfferLinks: ({ terca }) => [
    { label: 'newOffer', variant: 'terreal' },
    ...(terca ? [{ label: 'newOfferTerca' as const, variant: 'terca' }] : []),
  ],
};

// Facade cladding: destination and linear metres, product filter.
import { fr } from '../i18n/fr';
import { familyBase, type FamilyConfig } from './family';

const base = familyBase('bardages');

export const bardages: FamilyConfig = {
  ...base,
  columns: [
    'offre_nom', 'offre_date', 'projet_ref', 'projet_nom', 'client', 'transport_dest', 'qte_m2', 'qte_ml',
    'budget', 'projet_livraison', 'offre_statut', 'offre_ref', 'actions',
  ],
  productFilter: true,
  newOfferLinks: () => [{ label: fr.offers.newOffer, variant: 'terreal' }],
};

import type { Offer } from '../../src/core/types';

/** A complete offer row; override only what a test is about. */
export function makeOffer(over: Partial<Offer> = {}): Offer {
  return {
    id: 1, offre_nom: 'Offre', offre_date: '2026-03-05', offre_ref: 'OFF-1', offre_statut: '10', statut: 'validée',
    projet_ref: 'LEO-1', projet_nom: 'Chantier', projet_livraison: '2026-T2', client_societe: 'Société',
    client_cp: '75001', client_ville: 'Paris', transport_dest: 'Lyon', qte_m2: 100, qte_ml: 10,
    budget_produits: '1000', budget: 1000, produits: 'PS,AX', outil: '', v_tarif: '20250401',
    ...over,
  };
}

/** fr-FR Intl output uses U+202F / U+00A0: compare with plain spaces. */
export const plainSpaces = (s: string): string => s.replace(/[\u202f\u00a0]/g, ' ');

// Offer rows as the server sends them (SPEC.md §3), for the offers screen and element tests.
import type { Offer, Prescriber } from '../../src/core/types';
import type { Family } from '../../src/families';

export const FAMILY_LIST: Family[] = ['bardages', 'parement', 'veture'];

/** A complete non-editable offer row ('validée'); override only what a test is about. */
export function offer(id: number, over: Partial<Offer> = {}): Offer {
  const n = String(id).padStart(3, '0');
  return {
    id,
    offre_nom: `Offre ${n}`,
    offre_date: '2026-03-05',
    offre_ref: `OFF-${id}`,
    offre_statut: '10',
    statut: 'validée',
    projet_ref: `LEO-${n}`,
    projet_nom: `Chantier ${n}`,
    projet_livraison: '2030-T2',
    client_societe: `Client ${n}`,
    client_cp: '31000',
    client_ville: 'Toulouse',
    transport_dest: 'Lyon',
    qte_m2: 100,
    qte_ml: 10,
    budget_produits: '',
    budget: 1000,
    produits: 'PS',
    outil: 'gebrik',
    v_tarif: '20250601',
    ...over,
  };
}

/** `count` offers with ids 1..count, all 'En cours' (so the default status filter keeps them). */
export function manyOffers(count: number, over: (id: number) => Partial<Offer> = () => ({})): Offer[] {
  return Array.from({ length: count }, (_, i) => offer(i + 1, over(i + 1)));
}

export const PRESCRIBERS: Prescriber[] = [
  { id: 21, name: 'Durand', firstname: 'Alice' },
  { id: 22, name: 'Martin', firstname: 'Bruno' },
];

export const LEOPARD = {
  querystring: 'projet=P-77&etape=2',
  leopard_data: { origine: 'projets', projet: 'P-77' },
};

/** fr-FR Intl output uses U+202F / U+00A0: compare with plain spaces. */
export const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

// Seeded, realistic bardages offers for the benchmarks, in the wire format of a PHP/MySQL backend (decimal
// strings, nulls), so the widget pays for normalisation as it does in production. Word lists and PRNG are
// the demo seed's (read only): the same French companies, cities and sites, at any scale.
import { createRng } from '../demo/server/prng';
import {
  BARDAGE_CODES, CITIES, DOC_STATUSES, ENTREPRISES, NAME_PREFIXES, NEGOCES, SITES, TRANSPORT_DESTS,
} from '../demo/server/seedData';

export interface WireOffer {
  id: number;
  user_id: number;
  offre_nom: string | null;
  offre_date: string;
  offre_ref: string;
  offre_statut: string;
  statut: string;
  projet_ref: string | null;
  projet_nom: string;
  projet_livraison: string | null;
  client_societe: string;
  client_cp: string;
  client_ville: string;
  transport_dest: string;
  qte_m2: string | null;
  qte_ml: string | null;
  budget_produits: string;
  budget: string | null;
  produits: string;
  outil: null;
  v_tarif: string;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const decimal = (n: number | null): string | null => (n === null ? null : n.toFixed(2));
const budgetText = (n: number | null): string =>
  n === null ? '' : `${Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

/** `count` offers, newest (highest id) first as the server sends them; the same seed gives the same rows. */
export function generateOffers(count: number, seed = 20251122): WireOffer[] {
  const rng = createRng(seed);
  const statuses = [['', 1], ['10', 6], ['20', 2], ['30', 1.5], ['40', 1]] as const;
  const docStatuses = DOC_STATUSES.map((s, k) => [s, k < 2 ? 3 : 1] as const);
  const dates = Array.from({ length: count }, () => `${rng.int(2019, 2025)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`).sort();
  const seqByYear = new Map<string, number>();
  const rows = dates.map((date, i): WireOffer => {
    const year = date.slice(0, 4);
    const seq = (seqByYear.get(year) ?? 0) + 1;
    seqByYear.set(year, seq);
    const [cp, ville] = rng.pick(CITIES);
    const site = rng.chance(0.93) ? rng.pick(SITES) : '';
    const m2 = rng.chance(0.95) ? rng.int(2000, 400000) / 100 : null;
    const budget = m2 !== null && rng.chance(0.94) ? Math.round(m2 * rng.int(3500, 18000)) / 100 : null;
    const r = rng.next();
    const codes = BARDAGE_CODES.filter(() => rng.chance(0.25));
    return {
      id: i + 1,
      user_id: 2 + rng.int(0, 9),
      offre_nom: rng.chance(0.03) ? null : `${rng.pick(NAME_PREFIXES)} ${site || 'sans chantier'}${rng.chance(0.12) ? ` (${rng.int(1, 3)})` : ''}`,
      offre_date: date,
      offre_ref: `BAR-${year}-${pad(seq, 5)}`,
      offre_statut: rng.weighted(statuses),
      statut: rng.weighted(docStatuses),
      projet_ref: rng.chance(0.35) ? `LEO-${rng.int(10000, 99999)}` : null,
      projet_nom: site,
      projet_livraison: r < 0.08 ? null : r < 0.15 ? '' : `${rng.int(2022, 2028)}-T${rng.int(1, 4)}`,
      client_societe: rng.pick(rng.chance(0.5) ? NEGOCES : ENTREPRISES),
      client_cp: cp,
      client_ville: ville,
      transport_dest: rng.chance(0.9) ? rng.pick(TRANSPORT_DESTS) : '',
      qte_m2: decimal(m2),
      qte_ml: rng.chance(0.8) ? decimal(rng.int(0, 80000) / 100) : null,
      budget_produits: budgetText(budget),
      budget: decimal(budget),
      produits: rng.chance(0.08) ? '' : (codes.length ? codes : [rng.pick(BARDAGE_CODES)]).join(','),
      outil: null,
      v_tarif: rng.chance(0.5) ? '20250401' : '20240115',
    };
  });
  return rows.reverse();
}

// Who owns each offer, for `Grouper par` Prescripteur (issue 25). The offer rows of SPEC.md §3 carry no
// owner: with one prescriber chosen every offer is theirs; with 'all' (backoffice) the owners come from each
// prescriber's own list — liste-offres with userid set to that prescriber, a call of SPEC.md §7 — loaded only
// when that grouping is chosen. An offer no list claims stays without owner (its own group).
import { isAbortError, type Api } from './api';
import { parseOfferList } from './normalize';
import type { Offer, Prescriber } from './types';

/** `ownerOf` for core/grouping: the chosen prescriber, else the owners loaded, else null. */
export function ownerOfOffer(userFilter: 'all' | number, owners: ReadonlyMap<number, number> | null): (offer: Offer) => number | null {
  if (userFilter !== 'all') return () => userFilter;
  return (offer) => owners?.get(offer.id) ?? null;
}

export interface OffersOwners {
  /** Offer id → prescriber id. */
  owners: Map<number, number>;
  /** Prescribers whose list could not be loaded (their offers stay without owner). */
  failed: number[];
}

export const OWNER_LOADS_AT_ONCE = 3;

/** Loads each prescriber's list (at most OWNER_LOADS_AT_ONCE at a time); an abort rejects, other failures are reported. */
export async function loadOfferOwners(api: Api, family: string, prescribers: readonly Prescriber[],
  leopardData: Record<string, unknown> | null, opts: { signal?: AbortSignal } = {}): Promise<OffersOwners> {
  const result: OffersOwners = { owners: new Map(), failed: [] };
  const path = `/ajax/${family}/liste-offres`;
  const queue = [...new Set(prescribers.map((p) => p.id))];
  const lists = new Map<number, Offer[]>();
  async function worker(): Promise<void> {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const body: Record<string, unknown> = { userid: id };
      if (leopardData) body.leopard_data = leopardData;
      try {
        lists.set(id, await api.post(path, body, parseOfferList, { signal: opts.signal }));
      } catch (e) {
        if (opts.signal?.aborted || isAbortError(e)) throw e;
        result.failed.push(id);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(OWNER_LOADS_AT_ONCE, queue.length) }, worker));
  // In the prescribers' order, so the result does not depend on which answer came first.
  for (const p of prescribers) for (const offer of lists.get(p.id) ?? []) if (!result.owners.has(offer.id)) result.owners.set(offer.id, p.id);
  result.failed.sort((a, b) => prescribers.findIndex((p) => p.id === a) - prescribers.findIndex((p) => p.id === b));
  return result;
}

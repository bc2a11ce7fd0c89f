import { ApiError, type Api } from '../../src/core/api';
import { groupOffers } from '../../src/core/grouping';
import { loadOfferOwners, ownerOfOffer, OWNER_LOADS_AT_ONCE } from '../../src/core/offerOwners';
import type { Prescriber } from '../../src/core/types';
import { makeOffer } from './offerFixture';

const PRESCRIBERS: Prescriber[] = [
  { id: 21, name: 'Durand', firstname: 'Alice' }, { id: 22, name: 'Martin', firstname: 'Bruno' },
  { id: 23, name: 'Petit', firstname: 'Chloé' }, { id: 24, name: 'Roux', firstname: 'David' },
];
const wire = (ids: number[]) => ids.map((id) => ({ id, offre_ref: `OFF-${id}` }));

/** A fake liste-offres: per userid, rows or an error; records the bodies and how many calls overlap. */
function fakeApi(lists: Record<number, number[] | Error>) {
  const bodies: Record<string, unknown>[] = [];
  let inFlight = 0;
  let most = 0;
  const api: Api = {
    get: () => Promise.reject(new Error('no get')),
    post: async <T>(path: string, body: Record<string, unknown>, parse: (json: unknown) => T) => {
      expect(path).toBe('/ajax/bardages/liste-offres');
      bodies.push(body);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      const answer = lists[body.userid as number] ?? [];
      if (answer instanceof Error) throw answer;
      return parse(wire(answer));
    },
  };
  return { api, bodies, most: () => most };
}

describe('ownerOfOffer', () => {
  it.each<['all' | number, Map<number, number> | null, number, number | null]>([
    [21, null, 5, 21], ['all', new Map([[5, 22]]), 5, 22], ['all', new Map([[5, 22]]), 6, null], ['all', null, 5, null],
  ])('prescriber %p, owners %p: offer %d → %p', (filter, owners, id, expected) => {
    expect(ownerOfOffer(filter, owners)(makeOffer({ id }))).toBe(expected);
  });
});

describe('loadOfferOwners: each prescriber\'s own list (liste-offres, SPEC.md §7)', () => {
  it('maps every offer to its prescriber; a list that fails is reported, its offers stay without owner', async () => {
    const { api, bodies, most } = fakeApi({ 21: [1, 2], 22: [3], 23: new ApiError('http', 'x', 500), 24: [4, 5] });
    const result = await loadOfferOwners(api, 'bardages', PRESCRIBERS, { origine: 'leo' });
    expect([...result.owners]).toEqual([[1, 21], [2, 21], [3, 22], [4, 24], [5, 24]]);
    expect(result.failed).toEqual([23]);
    expect(bodies).toEqual(PRESCRIBERS.map((p) => ({ userid: p.id, leopard_data: { origine: 'leo' } })));
    expect(most()).toBeLessThanOrEqual(OWNER_LOADS_AT_ONCE);
    expect(most()).toBeGreaterThan(1);

    const offers = [1, 2, 3, 4, 5, 6].map((id) => makeOffer({ id }));
    const groups = groupOffers(offers, 'prescriber', [], { prescribers: PRESCRIBERS, ownerOf: ownerOfOffer('all', result.owners) });
    expect(groups.map((g) => [g.group.label, g.offers.map((o) => o.id)])).toEqual([
      ['Durand, Alice', [1, 2]], ['Martin, Bruno', [3]], ['Roux, David', [4, 5]], ['Prescripteur non renseigné', [6]],
    ]);
  });

  it('without Leopard data the body is just userid; a repeated prescriber is asked once', async () => {
    const { api, bodies } = fakeApi({ 21: [1] });
    await loadOfferOwners(api, 'bardages', [PRESCRIBERS[0], PRESCRIBERS[0]], null);
    expect(bodies).toEqual([{ userid: 21 }]);
  });

  it('an abort rejects', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api } = fakeApi({ 21: new ApiError('aborted', 'x') });
    await expect(loadOfferOwners(api, 'bardages', PRESCRIBERS, null, { signal: controller.signal })).rejects.toThrow(ApiError);
  });
});

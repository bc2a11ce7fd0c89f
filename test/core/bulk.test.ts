import { ApiError } from '../../src/core/api';
import {
  hideCall, hideCandidates, runEach, runBulkStatus, statusCall, undoBulkStatus, type BulkProgress, type PostStatus,
} from '../../src/core/bulk';
import type { ActionAnswer, Offer } from '../../src/core/types';
import { makeOffer } from './offerFixture';

const ok: ActionAnswer = { statut: 'ok', msg: '', title: '' };
const offer = (id: number, over: Partial<Offer> = {}) => makeOffer({ id, offre_ref: `OFF-${id}`, offre_statut: '10', ...over });

type Outcome = 'ok' | { ko: string } | Error;
/** A fake statut-offre: answers per offer id, records every call in order. */
function fakePost(outcomes: Record<number, Outcome> = {}) {
  const calls: [number, string][] = [];
  const post: PostStatus = async (o, statut) => {
    calls.push([o.id, statut]);
    const out = outcomes[o.id] ?? 'ok';
    if (out instanceof Error) throw out;
    return out === 'ok' ? ok : { statut: 'ko', msg: out.ko, title: '' };
  };
  return { post, calls };
}

describe('runBulkStatus: one call at a time, failures listed, the others go on', () => {
  it.each<[string, Record<number, Outcome>, number[], [string, string][]]>([
    ['every call accepted', {}, [1, 2, 3, 4], []],
    ['a refusal (statut ko) is listed with the server message', { 2: { ko: 'Offre verrouillée' } }, [1, 3, 4], [['OFF-2', 'Offre verrouillée']]],
    ['a refusal without a message', { 2: { ko: '' } }, [1, 3, 4], [['OFF-2', 'erreur inconnue']]],
    ['an HTTP error with a server message', { 3: new ApiError('http', 'x', 500, 'Base indisponible') }, [1, 2, 4], [['OFF-3', 'Base indisponible']]],
    ['an HTTP error without one', { 3: new ApiError('http', 'x', 503) }, [1, 2, 4], [['OFF-3', 'le serveur a répondu avec le code 503']]],
    ['two failures', { 1: { ko: 'a' }, 4: { ko: 'b' } }, [2, 3], [['OFF-1', 'a'], ['OFF-4', 'b']]],
  ])('%s', async (_, outcomes, doneIds, failures) => {
    const { post, calls } = fakePost(outcomes);
    const progress: BulkProgress[] = [];
    const result = await runBulkStatus([1, 2, 3, 4].map((id) => offer(id)), '30', post, { onProgress: (p) => progress.push(p) });
    expect(calls).toEqual([[1, '30'], [2, '30'], [3, '30'], [4, '30']]);
    expect(result.done.map((c) => [c.offer.id, c.previous, c.statut])).toEqual(doneIds.map((id) => [id, '10', '30']));
    expect(result.failures.map((f) => [f.offer.offre_ref, f.message])).toEqual(failures);
    expect(progress).toEqual([0, 1, 2, 3, 4].map((done) => ({ done, total: 4 })));
    expect(result.stopped).toBeNull();
    expect(result.notSent).toEqual([]);
  });

  it.each([
    ['a network failure', new ApiError('network', 'x')],
    ['a time-out', new ApiError('timeout', 'x')],
  ])('%s: the outcome is unknown, never a failure ("not changed"), and the others go on', async (_n, error) => {
    const { post, calls } = fakePost({ 2: error });
    const result = await runBulkStatus([1, 2, 3].map((id) => offer(id)), '30', post);
    expect(calls).toHaveLength(3);
    expect(result.unknown.map((o) => o.id)).toEqual([2]);
    expect(result.failures).toEqual([]);
    expect(result.done.map((c) => c.offer.id)).toEqual([1, 3]);
  });

  it('every offer is posted, even one the list shows at that status: the server\'s answer decides', async () => {
    const { post, calls } = fakePost();
    const result = await runBulkStatus([offer(1, { offre_statut: '30' }), offer(2), offer(3, { offre_statut: '' })], '30', post);
    expect(calls).toEqual([[1, '30'], [2, '30'], [3, '30']]);
    expect(result.unchanged.map((o) => o.id)).toEqual([1]);
    expect(result.done.map((c) => [c.offer.id, c.previous])).toEqual([[2, '10'], [3, '']]);
  });

  it('calls are sequential: the next starts only when the previous answered', async () => {
    let inFlight = 0;
    let most = 0;
    const post: PostStatus = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return ok;
    };
    await runBulkStatus([1, 2, 3].map((id) => offer(id)), '20', post);
    expect(most).toBe(1);
  });

  it('an expired session stops the sequence: the rest is not sent', async () => {
    const { post, calls } = fakePost({ 2: new ApiError('session-expired', 'x', 419) });
    const result = await runBulkStatus([1, 2, 3, 4].map((id) => offer(id)), '30', post);
    expect(calls.map(([id]) => id)).toEqual([1, 2]);
    expect(result.stopped).toBe('session');
    expect(result.failures.map((f) => [f.offer.offre_ref, f.message])).toEqual([['OFF-2', 'La session a expiré. Veuillez recharger cette page.']]);
    expect(result.notSent.map((o) => o.id)).toEqual([3, 4]);
  });

  it('abort: the call in flight finishes (its answer kept), the rest is not sent', async () => {
    const controller = new AbortController();
    const calls: number[] = [];
    const post: PostStatus = async (o) => {
      calls.push(o.id);
      if (o.id === 2) controller.abort();
      return ok;
    };
    const result = await runBulkStatus([1, 2, 3, 4].map((id) => offer(id)), '30', post, { signal: controller.signal });
    expect(calls).toEqual([1, 2]);
    expect(result.stopped).toBe('aborted');
    expect(result.done.map((c) => c.offer.id)).toEqual([1, 2]);
    expect(result.notSent.map((o) => o.id)).toEqual([3, 4]);
    expect(result.failures).toEqual([]);
  });

  it('aborted before it starts: nothing is sent', async () => {
    const controller = new AbortController();
    controller.abort();
    const { post, calls } = fakePost();
    const result = await runBulkStatus([offer(1)], '30', post, { signal: controller.signal });
    expect(calls).toEqual([]);
    expect(result.notSent.map((o) => o.id)).toEqual([1]);
  });
});

describe('undoBulkStatus: one Annuler puts every changed offer back', () => {
  it('posts each previous status, in order; a failure is listed and the others go on', async () => {
    const first = fakePost({ 3: { ko: 'refusé' } });
    const offers = [offer(1), offer(2, { offre_statut: '20' }), offer(3), offer(4, { offre_statut: '' })];
    const changed = await runBulkStatus(offers, '30', first.post);
    expect(changed.done.map((c) => c.offer.id)).toEqual([1, 2, 4]);

    const second = fakePost({ 2: new ApiError('http', 'x', 500, 'Erreur base') });
    const undone = await undoBulkStatus(changed.done, second.post);
    expect(second.calls).toEqual([[1, '10'], [2, '20'], [4, '']]);
    expect(undone.done.map((c) => [c.offer.id, c.previous, c.statut])).toEqual([[1, '30', '10'], [4, '30', '']]);
    expect(undone.failures.map((f) => [f.offer.offre_ref, f.message])).toEqual([['OFF-2', 'Erreur base']]);
  });
});

describe('Masquer…: which selected offers can be hidden', () => {
  it.each<[string[], number[], number[]]>([
    [['validée', 'brouillon', 'Soumise', 'refusée'], [1, 4], [2, 3]],
    [['brouillon'], [], [1]],
    [['validée', ''], [1, 2], []],
  ])('document statuses %j → hideable %j, skipped %j', (statuses, hideable, skipped) => {
    const offers = statuses.map((statut, i) => offer(i + 1, { statut }));
    const split = hideCandidates(offers);
    expect(split.hideable.map((o) => o.id)).toEqual(hideable);
    expect(split.skipped.map((o) => o.id)).toEqual(skipped);
  });

  it('runEach hides one at a time and lists a refusal', async () => {
    const calls: number[] = [];
    const result = await runEach([offer(1), offer(2)], async (o) => {
      calls.push(o.id);
      return o.id === 2 ? { statut: 'ko', msg: 'Non', title: '' } : ok;
    });
    expect(calls).toEqual([1, 2]);
    expect(result.done.map((o) => o.id)).toEqual([1]);
    expect(result.failures.map((f) => [f.offer.offre_ref, f.message])).toEqual([['OFF-2', 'Non']]);
  });
});

describe('statusCall / hideCall: the calls of SPEC.md §7', () => {
  it('post the exact fields, one call per offer', async () => {
    const posts: [string, Record<string, unknown>][] = [];
    const api = {
      get: jest.fn(),
      post: async <T>(path: string, body: Record<string, unknown>, parse: (json: unknown) => T) => {
        posts.push([path, body]);
        return parse({ statut: 'ok', msg: '' });
      },
    };
    await runBulkStatus([offer(7)], '30', statusCall(api, 'parement'));
    await runEach([offer(8)], hideCall(api, 'veture'));
    expect(posts).toEqual([
      ['/ajax/parement/statut-offre', { offreid: 7, offreref: 'OFF-7', statut: '30', statut_precedent: '10' }],
      ['/ajax/veture/visibilite-offre', { action: 'masquer', offreid: 8, offreref: 'OFF-8', statut_precedent: '10' }],
    ]);
  });
});

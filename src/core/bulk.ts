// Bulk actions on the selected offers (issue 25). Calls go one at a time, in list order, through an injected
// call (the real one is POST /ajax/{family}/statut-offre or visibilite-offre, SPEC.md §7): progress is
// reported after each, a refusal or a failed call is listed (reference and server message) and the others
// go on. A session that expired (401/419) or an abort stops the sequence: what was not sent is reported. An
// abort lets the call in flight finish (its answer is kept), so what the server did is always known.
import { fr } from '../i18n/fr';
import { ApiError, type Api } from './api';
import { describeFailure } from './errorMessages';
import { parseActionAnswer } from './normalize';
import { isEditable } from './offerRules';
import type { ActionAnswer, Offer } from './types';

export interface BulkProgress { done: number; total: number }

export interface BulkFailure { offer: Offer; ref: string; message: string }

export interface BulkOptions {
  onProgress?(progress: BulkProgress): void;
  signal?: AbortSignal;
}

export interface BulkRun<T> {
  /** The calls the server accepted, in order. */
  done: T[];
  failures: BulkFailure[];
  /** Offers not sent because the sequence stopped (abort, expired session). */
  notSent: Offer[];
  /** Why the sequence stopped early: null when every call was made. */
  stopped: null | 'aborted' | 'session';
}

/** One call of a sequence: the server's answer (`statut` 'ok' or not); throws when the call fails. */
export type BulkCall = (offer: Offer) => Promise<ActionAnswer>;

const stopsSequence = (e: unknown) => e instanceof ApiError && (e.kind === 'unauthorized' || e.kind === 'session-expired');

/** Runs `call` for each offer, one after the other; `onOk(offer)` gives what is kept of each success. */
export async function runSequence<T>(offers: readonly Offer[], call: BulkCall, onOk: (offer: Offer) => T,
  opts: BulkOptions = {}): Promise<BulkRun<T>> {
  const run: BulkRun<T> = { done: [], failures: [], notSent: [], stopped: null };
  const total = offers.length;
  opts.onProgress?.({ done: 0, total });
  for (let i = 0; i < offers.length; i++) {
    const offer = offers[i];
    if (opts.signal?.aborted) {
      run.stopped = 'aborted';
      run.notSent = offers.slice(i);
      break;
    }
    try {
      const answer = await call(offer);
      if (answer.statut === 'ok') run.done.push(onOk(offer));
      else run.failures.push({ offer, ref: offer.offre_ref, message: answer.msg || fr.errors.unknown });
    } catch (e) {
      if (stopsSequence(e)) {
        run.failures.push({ offer, ref: offer.offre_ref, message: fr.errors.sessionExpiredText });
        run.stopped = 'session';
        run.notSent = offers.slice(i + 1);
        break;
      }
      run.failures.push({ offer, ref: offer.offre_ref, message: describeFailure(e) });
    }
    opts.onProgress?.({ done: i + 1, total });
  }
  return run;
}

/** A status the server accepted: the offer as it was before, and the status it had and now has. */
export interface StatusChange { offer: Offer; previous: string; statut: string }

export interface BulkStatusResult extends BulkRun<StatusChange> {
  /** Offers already at the status asked: no call made. */
  unchanged: Offer[];
}

/** Posts one status (statut-offre: offreid, offreref, statut). */
export type PostStatus = (offer: Offer, statut: string) => Promise<ActionAnswer>;

/** Sets `statut` on each offer that does not have it yet, one call at a time. */
export async function runBulkStatus(offers: readonly Offer[], statut: string, post: PostStatus,
  opts: BulkOptions = {}): Promise<BulkStatusResult> {
  const unchanged = offers.filter((o) => (o.offre_statut ?? '') === statut);
  const toPost = offers.filter((o) => (o.offre_statut ?? '') !== statut);
  const run = await runSequence(toPost, (offer) => post(offer, statut),
    (offer) => ({ offer, previous: offer.offre_statut ?? '', statut }), opts);
  return { ...run, unchanged };
}

/**
 * `Annuler` after a bulk change: puts each changed offer back to the status it had, one call at a time
 * (the offers given as the server last accepted them). The result's changes go the other way.
 */
export async function undoBulkStatus(changes: readonly StatusChange[], post: PostStatus, opts: BulkOptions = {}): Promise<BulkStatusResult> {
  const previousOf = new Map(changes.map((c) => [c.offer.id, c.previous]));
  const offers = changes.map((c) => ({ ...c.offer, offre_statut: c.statut }));
  const run = await runSequence(offers, (offer) => post(offer, previousOf.get(offer.id) ?? ''),
    (offer) => ({ offer, previous: offer.offre_statut, statut: previousOf.get(offer.id) ?? '' }), opts);
  return { ...run, unchanged: [] };
}

/** `Masquer…`: only the offers whose row menu offers Masquer (not editable, core/offerRules) can be hidden. */
export function hideCandidates(offers: readonly Offer[]): { hideable: Offer[]; skipped: Offer[] } {
  const hideable: Offer[] = [];
  const skipped: Offer[] = [];
  for (const o of offers) (isEditable(o) ? skipped : hideable).push(o);
  return { hideable, skipped };
}

/** Hides each offer (visibilite-offre: action 'masquer', offreid), one call at a time. */
export function runBulkHide(offers: readonly Offer[], hide: BulkCall, opts: BulkOptions = {}): Promise<BulkRun<Offer>> {
  return runSequence(offers, hide, (offer) => offer, opts);
}

/** The real status call (SPEC.md §7): POST /ajax/{family}/statut-offre with offreid, offreref, statut. */
export function statusCall(api: Api, family: string): PostStatus {
  return (offer, statut) => api.post(`/ajax/${family}/statut-offre`, { offreid: offer.id, offreref: offer.offre_ref, statut }, parseActionAnswer);
}

/** The real hide call (SPEC.md §7): POST /ajax/{family}/visibilite-offre with action 'masquer', offreid. */
export function hideCall(api: Api, family: string): BulkCall {
  return (offer) => api.post(`/ajax/${family}/visibilite-offre`, { action: 'masquer', offreid: offer.id }, parseActionAnswer);
}

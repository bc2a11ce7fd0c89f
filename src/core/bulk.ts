// Bulk actions on the selected offers. Calls go one at a time, in list order, through an injected
// call (the real one is POST /ajax/{family}/statut-offre or visibilite-offre, SPEC.md §7): progress is
// reported after each, a refusal or a failed call is listed (reference and server message) and the others
// go on. A session that expired (401/419) or an abort stops the sequence: what was not sent is reported. An
// abort lets the call in flight finish (its answer is kept), so what the server did is always known.
import { fr } from '../i18n/fr';
import { ApiError, type Api } from './api';
import { EDIT_SPECS } from './edits';
import { describeFailure, isOutcomeUnknown } from './errorMessages';
import { parseActionAnswer } from './normalize';
import { isEditable } from './offerRules';
import type { ActionAnswer, Contact, Offer } from './types';

export interface BulkProgress { done: number; total: number }

/** A call refused or failed: the row it was about (an offer, a contact: it is named in the list) and the server's message. */
export interface BulkFailure<O = Offer> { offer: O; message: string }

export interface BulkOptions<T> {
  onProgress?(progress: BulkProgress): void;
  /** Each call the server accepted, as it is accepted. */
  onDone?(item: T): void;
  signal?: AbortSignal;
}

export interface BulkRun<T, O = Offer> {
  /** The calls the server accepted, in order. */
  done: T[];
  failures: BulkFailure<O>[];
  /** Rows not sent because the sequence stopped (abort, expired session). */
  notSent: O[];
  /** Rows whose call may have been applied but whose answer was lost (network failure, time-out). */
  unknown: O[];
  /** Why the sequence stopped early: null when every call was made. */
  stopped: null | 'aborted' | 'session';
}

/** One call of a sequence: the server's answer (`statut` 'ok' or not); throws when the call fails. */
export type BulkCall = (offer: Offer) => Promise<ActionAnswer>;

/** Runs `call` for each item (about the row `offerOf(item)`: an offer, a contact), one after the other. */
export async function runSequence<T, O = Offer>(items: readonly T[], offerOf: (item: T) => O, call: (item: T) => Promise<ActionAnswer>,
  opts: BulkOptions<T> = {}): Promise<BulkRun<T, O>> {
  const run: BulkRun<T, O> = { done: [], failures: [], notSent: [], unknown: [], stopped: null };
  const total = items.length;
  let i = 0;
  const fail = (message: string) => run.failures.push({ offer: offerOf(items[i]), message });
  // Progress before each call, and once all are made.
  for (; ; i++) {
    opts.onProgress?.({ done: i, total });
    if (i === total) break;
    if (opts.signal?.aborted) {
      run.stopped = 'aborted';
      break;
    }
    try {
      const answer = await call(items[i]);
      if (answer.statut !== 'ok') fail(answer.msg || fr.errors.unknown);
      else {
        run.done.push(items[i]);
        opts.onDone?.(items[i]);
      }
    } catch (e) {
      // Never "not changed": the server may have applied it (the screen reloads the list and says what it holds).
      if (isOutcomeUnknown(e)) {
        run.unknown.push(offerOf(items[i]));
        continue;
      }
      const session = e instanceof ApiError && (e.kind === 'unauthorized' || e.kind === 'session-expired');
      fail(session ? fr.errors.sessionExpiredText : describeFailure(e));
      if (session) {
        run.stopped = 'session';
        i++; // this one was sent (and failed): not among those not sent
        break;
      }
    }
  }
  run.notSent = items.slice(i).map(offerOf);
  return run;
}

/** A status to post: the offer as it is, the status it has and the one it gets (once accepted: a change made). */
export interface StatusChange { offer: Offer; previous: string; statut: string }

export interface BulkStatusResult extends BulkRun<StatusChange> {
  /** Offers the server accepted that already had the status asked (as the list showed them). */
  unchanged: Offer[];
}

/** Posts one status (statut-offre: offreid, offreref, statut). */
export type PostStatus = (offer: Offer, statut: string) => Promise<ActionAnswer>;

async function postChanges(changes: StatusChange[], post: PostStatus, opts?: BulkOptions<StatusChange>): Promise<BulkStatusResult> {
  const run = await runSequence(changes, (c) => c.offer, (c) => post(c.offer, c.statut), opts);
  const same = (c: StatusChange) => c.previous === c.statut;
  return { ...run, done: run.done.filter((c) => !same(c)), unchanged: run.done.filter(same).map((c) => c.offer) };
}

/**
 * Sets `statut` on every offer given, one call at a time: each call says the status the list showed, so the
 * server's answer, not a possibly stale list, decides what is already at that status (and what changed meanwhile).
 */
export function runBulkStatus(offers: readonly Offer[], statut: string, post: PostStatus, opts?: BulkOptions<StatusChange>): Promise<BulkStatusResult> {
  return postChanges(offers.map((offer) => ({ offer, previous: offer.offre_statut, statut })), post, opts);
}

/**
 * `Annuler` after a bulk change: puts each changed offer back to the status it had, one call at a time
 * (the offers given as the server last accepted them). The result's changes go the other way.
 */
export function undoBulkStatus(changes: readonly StatusChange[], post: PostStatus, opts?: BulkOptions<StatusChange>): Promise<BulkStatusResult> {
  return postChanges(changes.map((c) => ({ offer: { ...c.offer, offre_statut: c.statut }, previous: c.statut, statut: c.previous })), post, opts);
}

/** `Masquer…`: only the offers whose row menu offers Masquer (not editable, core/offerRules) can be hidden. */
export function hideCandidates(offers: readonly Offer[]): { hideable: Offer[]; skipped: Offer[] } {
  return { hideable: offers.filter((o) => !isEditable(o)), skipped: offers.filter(isEditable) };
}

/** Runs `call` on each row (an offer to hide, a contact to delete), one call at a time. */
export function runEach<O>(rows: readonly O[], call: (row: O) => Promise<ActionAnswer>, opts?: BulkOptions<O>): Promise<BulkRun<O, O>> {
  return runSequence(rows, (o) => o, call, opts);
}

/**
 * The real status call (SPEC.md §7): POST /ajax/{family}/statut-offre with offreid, offreref, statut, and
 * statut_precedent, the status the offer is given with (the one the user saw).
 */
export function statusCall(api: Api, family: string): PostStatus {
  return (offer, statut) => api.post(`/ajax/${family}/${EDIT_SPECS.status.action}`,
    EDIT_SPECS.status.body(offer.id, offer.offre_ref, statut, offer.offre_statut), parseActionAnswer);
}

/**
 * The real hide call (SPEC.md §7): POST /ajax/{family}/visibilite-offre with action 'masquer', offreid, and
 * what the user saw: offreref, the offer's reference, and statut_precedent, the status the row showed
 * (DESIGN.md §2 "Round 5": a server finding another status answers the conflict and hides nothing).
 */
export function hideCall(api: Api, family: string): BulkCall {
  return (offer) => api.post(`/ajax/${family}/visibilite-offre`,
    { action: 'masquer', offreid: offer.id, offreref: offer.offre_ref, statut_precedent: offer.offre_statut }, parseActionAnswer);
}

/** The real delete call (SPEC.md §7): POST /ajax/{family}/supprime-offre with offreref, offreid and statut_precedent, as hideCall. */
export function deleteOfferCall(api: Api, family: string): BulkCall {
  return (offer) => api.post(`/ajax/${family}/supprime-offre`,
    { offreref: offer.offre_ref, offreid: offer.id, statut_precedent: offer.offre_statut }, parseActionAnswer);
}

/** The real contact delete call (SPEC.md §7): POST /ajax/contacts/delete with id, societe, nom. */
export function deleteContactCall(api: Api): (contact: Contact) => Promise<ActionAnswer> {
  return ({ id, societe, nom }) => api.post('/ajax/contacts/delete', { id, societe, nom }, parseActionAnswer);
}

// SPEC.md §8: what the user is told when a call fails.
import { fr } from '../i18n/fr';
import { ApiError, type ApiErrorKind } from './api';

export type ListLoadErrorAction = { action: 'login' } | { action: 'reload' } | { action: 'alert'; text: string };

const t = fr.errors;
/** What each kind of failure is, when the server gave no message. */
const KIND_TEXTS: Partial<Record<ApiErrorKind, string>> = {
  network: t.network, 'not-json': t.notJson, 'bad-shape': t.badShape, aborted: t.aborted, 'no-csrf': t.noCsrf, timeout: t.timeout,
  refused: t.baseUrlRefused,
};

/**
 * A short French description of a failure: the server's message when it gave one, else its kind.
 * `withStatus` false leaves the HTTP status out (a text that shows it beside, as `(code = 500)`).
 */
export function describeFailure(e: unknown, withStatus = true): string {
  if (e instanceof ApiError) {
    return e.serverMessage || KIND_TEXTS[e.kind] || (e.status ? (withStatus ? t.httpStatus(e.status) : t.serverError) : t.unknown);
  }
  return (e instanceof Error && e.message) || t.unknown;
}

/** The kind of an ApiError, undefined for anything else. */
const kindOf = (e: unknown): ApiErrorKind | undefined => (e instanceof ApiError ? e.kind : undefined);

/** A 401 or a 419: the session is over. */
export const isSessionEnd = (e: unknown): boolean => kindOf(e) === 'unauthorized' || kindOf(e) === 'session-expired';

/** List load (SPEC.md §8): 401 → go to /login, 419 → reload the page (at most once: useLoadErrorEffect), anything else → an alert. */
export function describeListLoadError(e: unknown): ListLoadErrorAction {
  const kind = kindOf(e);
  if (kind === 'unauthorized') return { action: 'login' };
  if (kind === 'session-expired') return { action: 'reload' };
  return { action: 'alert', text: t.listLoad + describeFailure(e) };
}

/** Any other list call (SPEC.md §8): a dialog title and text. */
export function describeActionError(e: unknown): { title: string; text: string } {
  if (isSessionEnd(e)) return { title: t.sessionExpiredTitle, text: t.sessionExpiredText };
  if (kindOf(e) === 'no-csrf') return { title: t.errorTitle, text: t.noCsrfText };
  return {
    title: t.requestFailedTitle,
    text: isOutcomeUnknown(e) ? t.maybeNotSaved : t.requestFailedText(describeFailure(e, false), (e as ApiError | undefined)?.status ?? 0),
  };
}

/**
 * A write whose outcome is unknown: the request may have reached the server, but no answer came back
 * (network failure, connection cut, no answer within the time limit). The caller reloads the list.
 */
export function isOutcomeUnknown(e: unknown): boolean {
  return kindOf(e) === 'network' || kindOf(e) === 'timeout';
}

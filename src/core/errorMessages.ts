// SPEC.md §8: what the user is told when a call fails.
import { fr } from '../i18n/fr';
import { ApiError } from './api';

export type ListLoadErrorAction = { action: 'login' } | { action: 'reload' } | { action: 'alert'; text: string };

/**
 * A short French description of a failure: the server's message when it gave one, else its kind.
 * `withStatus` false leaves the HTTP status out (a text that shows it beside, as `(code = 500)`).
 */
export function describeFailure(e: unknown, withStatus = true): string {
  if (e instanceof ApiError) {
    if (e.serverMessage) return e.serverMessage;
    switch (e.kind) {
      case 'network': return fr.errors.network;
      case 'not-json': return fr.errors.notJson;
      case 'bad-shape': return fr.errors.badShape;
      case 'aborted': return fr.errors.aborted;
      case 'no-csrf': return fr.errors.noCsrf;
      case 'timeout': return fr.errors.timeout;
      case 'refused': return fr.errors.baseUrlRefused;
      default: return e.status ? (withStatus ? fr.errors.httpStatus(e.status) : fr.errors.serverError) : fr.errors.unknown;
    }
  }
  if (e instanceof Error && e.message) return e.message;
  return fr.errors.unknown;
}

/** List load (SPEC.md §8): 401 → go to /login, 419 → reload the page (at most once: useLoadErrorEffect), anything else → an alert. */
export function describeListLoadError(e: unknown): ListLoadErrorAction {
  if (e instanceof ApiError && e.kind === 'unauthorized') return { action: 'login' };
  if (e instanceof ApiError && e.kind === 'session-expired') return { action: 'reload' };
  return { action: 'alert', text: fr.errors.listLoad + describeFailure(e) };
}

/** Any other list call (SPEC.md §8): a dialog title and text. */
export function describeActionError(e: unknown): { title: string; text: string } {
  if (e instanceof ApiError && (e.kind === 'unauthorized' || e.kind === 'session-expired')) {
    return { title: fr.errors.sessionExpiredTitle, text: fr.errors.sessionExpiredText };
  }
  if (e instanceof ApiError && e.kind === 'no-csrf') return { title: fr.errors.errorTitle, text: fr.errors.noCsrfText };
  if (isOutcomeUnknown(e)) return { title: fr.errors.requestFailedTitle, text: fr.errors.maybeNotSaved };
  const status = e instanceof ApiError ? e.status : 0;
  return { title: fr.errors.requestFailedTitle, text: fr.errors.requestFailedText(describeFailure(e, false), status) };
}

/**
 * A write whose outcome is unknown: the request may have reached the server, but no answer came back
 * (network failure, connection cut, no answer within the time limit). The caller reloads the list.
 */
export function isOutcomeUnknown(e: unknown): boolean {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout');
}

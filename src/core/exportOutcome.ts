// The Excel export's answer read as a user needs it: a file to save, a wait before trying again (the host is
// preparing two exports already: 503 with Retry-After), or a clear French reason.
import { fr } from '../i18n/fr';

/** What came back for the export request: its status and headers (a fetch Response is one). */
export interface ExportAnswer { status: number; headers: { get(name: string): string | null } }

export type ExportOutcome = { kind: 'file'; filename: string } | { kind: 'retry'; delayMs: number } | { kind: 'failed'; text: string };

/** How often a busy host is asked again, and the wait each time, whatever its Retry-After says. */
export const EXPORT_RETRY = { times: 5, minMs: 1000, maxMs: 10_000 } as const;

/** The file name of a Content-Disposition (`attachment; filename="offres-….xlsx"`), else `fallback`. */
export function dispositionFilename(disposition: string | null, fallback: string): string {
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1].trim() || fallback;
}

/** A Retry-After (seconds, or an HTTP date) as milliseconds from `now` within EXPORT_RETRY; null when there is none. */
export function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  // An HTTP date starts with its day's name (`Fri, 04 Dec 2026 10:00:04 GMT`).
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Z][a-z]{2},/.test(text) ? Date.parse(text) - now : NaN;
  return Number.isNaN(ms) ? null : Math.min(EXPORT_RETRY.maxMs, Math.max(EXPORT_RETRY.minMs, ms));
}

/**
 * A file when the server answered 2xx with something other than a JSON or HTML page; a retry when it answered
 * 503 with Retry-After and `retriesLeft` > 0; else why not (`msg`: the `msg` of a JSON error answer, if any).
 */
export function exportOutcome(answer: ExportAnswer, fallbackName: string, msg?: string, retriesLeft = 0, now = Date.now()): ExportOutcome {
  const { status, headers } = answer;
  const delayMs = status === 503 && retriesLeft > 0 ? retryAfterMs(headers.get('retry-after'), now) : null;
  if (delayMs !== null) return { kind: 'retry', delayMs };
  msg = msg?.trim();
  const reason = status === 401 || status === 419 ? fr.offers.exportSessionExpired
    : status < 200 || status >= 300 ? (msg ? `${msg} (code = ${status})` : fr.errors.httpStatus(status))
    : /json|html/i.test(headers.get('content-type') ?? '') ? fr.offers.exportNotAFile
    : '';
  return reason ? { kind: 'failed', text: fr.offers.exportFailed(reason) } : { kind: 'file', filename: dispositionFilename(headers.get('content-disposition'), fallbackName) };
}

/** The reason when no answer came (network down). */
export const exportNetworkFailure = (): string => fr.offers.exportFailed(fr.errors.network);

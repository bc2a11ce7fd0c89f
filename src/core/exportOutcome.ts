// The Excel export's answer read as a user needs it: a file to save, or a clear French reason.
import { fr } from '../i18n/fr';

/** What came back for the export request: its status and headers (a fetch Response is one). */
export interface ExportAnswer { status: number; headers: { get(name: string): string | null } }

export type ExportOutcome = { kind: 'file'; filename: string } | { kind: 'failed'; text: string };

/** The file name of a Content-Disposition (`attachment; filename="offres-….xlsx"`), else `fallback`. */
export function dispositionFilename(disposition: string | null, fallback: string): string {
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1].trim() || fallback;
}

/**
 * A file when the server answered 2xx with something other than a JSON or HTML page; else why not (`msg`:
 * the `msg` of a JSON error answer, if any).
 */
export function exportOutcome(answer: ExportAnswer, fallbackName: string, msg?: string): ExportOutcome {
  const { status, headers } = answer;
  msg = msg?.trim();
  const reason = status === 401 || status === 419 ? fr.offers.exportSessionExpired
    : status < 200 || status >= 300 ? (msg ? `${msg} (code = ${status})` : fr.errors.httpStatus(status))
    : /json|html/i.test(headers.get('content-type') ?? '') ? fr.offers.exportNotAFile
    : '';
  return reason ? { kind: 'failed', text: fr.offers.exportFailed(reason) } : { kind: 'file', filename: dispositionFilename(headers.get('content-disposition'), fallbackName) };
}

/** The reason when no answer came (network down). */
export const exportNetworkFailure = (): string => fr.offers.exportFailed(fr.errors.network);

// The Excel export's answer read as a user needs it (issue 20 §5): a file to save, or a clear French reason.
import { fr } from '../i18n/fr';

/** What came back for the export request: its status, content type, Content-Disposition, and a JSON msg if any. */
export interface ExportAnswer { status: number; contentType: string; disposition: string | null; msg?: string }

export type ExportOutcome = { kind: 'file'; filename: string } | { kind: 'failed'; text: string };

/** The file name of a Content-Disposition (`attachment; filename="offres-….xlsx"`), else `fallback`. */
export function dispositionFilename(disposition: string | null, fallback: string): string {
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1].trim() || fallback;
}

/** A file when the server answered 2xx with something other than a JSON or HTML page; else why not. */
export function exportOutcome(answer: ExportAnswer, fallbackName: string): ExportOutcome {
  const type = answer.contentType.toLowerCase();
  if (answer.status === 401 || answer.status === 419) return { kind: 'failed', text: fr.offers.exportFailed(fr.offers.exportSessionExpired) };
  if (answer.status < 200 || answer.status >= 300) {
    const msg = (answer.msg ?? '').trim();
    return { kind: 'failed', text: fr.offers.exportFailed(msg ? `${msg} (code = ${answer.status})` : fr.errors.httpStatus(answer.status)) };
  }
  if (type.includes('json') || type.includes('html')) return { kind: 'failed', text: fr.offers.exportFailed(fr.offers.exportNotAFile) };
  return { kind: 'file', filename: dispositionFilename(answer.disposition, fallbackName) };
}

/** The reason when no answer came (network down). */
export const exportNetworkFailure = (): string => fr.offers.exportFailed(fr.errors.network);

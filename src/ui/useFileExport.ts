// The Excel export: the file is fetched (not loaded in a hidden frame, whose failures are
// silent), the user sees that it is being prepared, gets it saved under the server's file name, or reads a
// clear French reason when it fails. One export at a time: pressing again while it runs starts nothing.
// How an answer is read (core/exportOutcome) is loaded on demand, at the first export (ui/lazyPart).
import { useRef, useState } from 'react';
import { fr } from '../i18n/fr';

/** `failed`: why the last export failed ('' when it did not). */
export interface FileExportState { preparing: boolean; failed: string }

/** Saves a blob under `filename` through a link in `container` (a shadow root keeps the page untouched). */
function saveBlob(blob: Blob, filename: string, container: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  container.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is freed a little later for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

/**
 * `fetchImpl`: the host's fetch (default: the page's fetch, looked up at call time); `container`: where the
 * saving link is placed.
 */
export function useFileExport(container: { current: HTMLElement | null }, fetchImpl?: typeof fetch) {
  // A second press before the first one's render is refused too.
  const busy = useRef(false);
  const [state, setState] = useState<FileExportState>({ preparing: false, failed: '' });
  const start = async (href: string, fallbackName: string) => {
    if (busy.current) return;
    busy.current = true;
    setState({ preparing: true, failed: '' });
    let failed = '';
    try {
      const response = await (fetchImpl ?? fetch)(href, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      // The `msg` of a JSON error answer, if any.
      const body: { msg?: unknown } | null = response.ok ? null : await response.json().catch(() => null);
      const { exportOutcome } = await import('../core/exportOutcome');
      const outcome = exportOutcome(response, fallbackName, typeof body?.msg === 'string' ? body.msg : undefined);
      if (outcome.kind === 'failed') failed = outcome.text;
      else {
        const blob = await response.blob();
        if (container.current) saveBlob(blob, outcome.filename, container.current);
      }
    } catch {
      // No answer: neither the file nor, on a first export, the reader of answers came.
      failed = await import('../core/exportOutcome').then((m) => m.exportNetworkFailure(), () => fr.offers.exportFailed(fr.errors.network));
    }
    busy.current = false;
    // Once unmounted, this is a no-op (preact and React 18+ alike).
    setState({ preparing: false, failed });
  };
  return { state, start, dismiss: () => setState({ preparing: false, failed: '' }) };
}

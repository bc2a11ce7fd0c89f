// The Excel export (issue 20 §5): the file is fetched (not loaded in a hidden frame, whose failures are
// silent), the user sees that it is being prepared, gets it saved under the server's file name, or reads a
// clear French reason when it fails. One export at a time (ui/usePending): pressing again while it runs
// starts nothing.
import { useState } from 'react';
import { exportNetworkFailure, exportOutcome } from '../core/exportOutcome';
import { usePending } from './usePending';

/** `failed`: why the last export failed ('' when it did not). */
export interface FileExportState { preparing: boolean; failed: string }

/**
 * `fetchImpl`: the host's fetch (default: the page's fetch, looked up at call time); `container`: where the
 * saving link is placed (a shadow root keeps the page untouched).
 */
export function useFileExport(container: { current: HTMLElement | null }, fetchImpl?: typeof fetch) {
  const [preparing, run] = usePending();
  const [failed, setFailed] = useState('');
  const start = (href: string, fallbackName: string) => run(async () => {
    setFailed('');
    let failure: string;
    try {
      const response = await (fetchImpl ?? fetch)(href, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      // The `msg` of a JSON error answer, if any.
      const body: { msg?: unknown } | null = response.ok ? null : await response.json().catch(() => null);
      const outcome = exportOutcome(response, fallbackName, typeof body?.msg === 'string' ? body.msg : undefined);
      if (outcome.kind === 'failed') failure = outcome.text;
      else {
        const blob = await response.blob();
        if (!container.current) return;
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = outcome.filename;
        container.current.append(link);
        link.click();
        link.remove();
        // The download has started once click() returns; the URL is freed a little later for slow browsers.
        setTimeout(() => URL.revokeObjectURL(url), 60000);
        return;
      }
    } catch {
      failure = exportNetworkFailure();
    }
    setFailed(failure);
  });
  return { state: { preparing, failed }, start, dismiss: () => setFailed('') };
}

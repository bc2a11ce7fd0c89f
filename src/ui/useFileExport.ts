// The Excel export (issue 20 §5): the file is fetched (not loaded in a hidden frame, whose failures are
// silent), the user sees that it is being prepared, gets it saved under the server's file name, or reads a
// clear French reason when it fails. One export at a time (ui/usePending): pressing again while it runs
// starts nothing.
import { useState } from 'react';
import { exportNetworkFailure, exportOutcome } from '../core/exportOutcome';
import { usePending } from './usePending';

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
  const [preparing, run] = usePending();
  const [failed, setFailed] = useState('');
  const start = (href: string, fallbackName: string) => run(async () => {
    setFailed('');
    try {
      const response = await (fetchImpl ?? fetch)(href, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      // The `msg` of a JSON error answer, if any.
      const body: { msg?: unknown } | null = response.ok ? null : await response.json().catch(() => null);
      const outcome = exportOutcome(response, fallbackName, typeof body?.msg === 'string' ? body.msg : undefined);
      if (outcome.kind === 'failed') return setFailed(outcome.text);
      const blob = await response.blob();
      if (container.current) saveBlob(blob, outcome.filename, container.current);
    } catch {
      setFailed(exportNetworkFailure());
    }
  });
  return { state: { preparing, failed }, start, dismiss: () => setFailed('') };
}

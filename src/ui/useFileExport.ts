// The Excel export: the file is fetched (not loaded in a hidden frame, whose failures are
// silent), the user sees that it is being prepared, gets it saved under the server's file name, or reads a
// clear French reason when it fails. One export at a time: pressing again while it runs starts nothing.
// A host already preparing two exports answers 503 with Retry-After: the user reads that the file will be
// ready in a moment, and it is asked again after that wait (EXPORT_RETRY), unless the screen goes away.
import { useEffect, useRef, useState } from 'react';
import { EXPORT_RETRY, exportNetworkFailure, exportOutcome } from '../core/exportOutcome';

/** `waiting`: the host asked to try again later; `failed`: why the last export failed ('' when it did not). */
export interface FileExportState { preparing: boolean; waiting: boolean; failed: string }

const IDLE: FileExportState = { preparing: false, waiting: false, failed: '' };

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

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
const pause = (ms: number, signal: AbortSignal): Promise<void> => new Promise((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    reject(signal.reason);
  }, { once: true });
});

/**
 * `fetchImpl`: the host's fetch (default: the page's fetch, looked up at call time); `container`: where the
 * saving link is placed.
 */
export function useFileExport(container: { current: HTMLElement | null }, fetchImpl?: typeof fetch) {
  // A second press before the first one's render is refused too.
  const busy = useRef(false);
  // Aborted when the screen goes away: the request in flight and the wait before the next one end.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const [state, setState] = useState<FileExportState>(IDLE);

  /** The file saved; or why not. */
  const attempt = async (href: string, fallbackName: string, signal: AbortSignal): Promise<string> => {
    for (let retriesLeft = EXPORT_RETRY.times; ; retriesLeft--) {
      const response = await (fetchImpl ?? fetch)(href, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' }, signal });
      // The `msg` of a JSON error answer, if any.
      const body: { msg?: unknown } | null = response.ok ? null : await response.json().catch(() => null);
      const outcome = exportOutcome(response, fallbackName, typeof body?.msg === 'string' ? body.msg : undefined, retriesLeft);
      if (outcome.kind === 'failed') return outcome.text;
      if (outcome.kind === 'file') {
        const blob = await response.blob();
        if (container.current) saveBlob(blob, outcome.filename, container.current);
        return '';
      }
      setState({ preparing: true, waiting: true, failed: '' });
      await pause(outcome.delayMs, signal);
    }
  };

  const start = async (href: string, fallbackName: string) => {
    if (busy.current) return;
    busy.current = true;
    const controller = new AbortController();
    running.current = controller;
    setState({ preparing: true, waiting: false, failed: '' });
    const failed = await attempt(href, fallbackName, controller.signal).catch(exportNetworkFailure);
    busy.current = false;
    running.current = null;
    // Once unmounted, this is a no-op (preact and React 18+ alike).
    if (!controller.signal.aborted) setState({ preparing: false, waiting: false, failed });
  };
  return { state, start, dismiss: () => setState(IDLE) };
}

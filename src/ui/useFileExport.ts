// The Excel export (issue 20 §5): the file is fetched (not loaded in a hidden frame, whose failures are
// silent), the user sees that it is being prepared, gets it saved under the server's file name, or reads a
// clear French reason when it fails. One export at a time: pressing again while it runs starts nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { exportNetworkFailure, exportOutcome } from '../core/exportOutcome';

export type FileExportState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'done' } | { kind: 'failed'; text: string };

/** Reads `msg` of a JSON error answer, if any. */
const jsonMessage = (response: Response): Promise<string | undefined> =>
  response.json().then((body: { msg?: unknown } | null) => (typeof body?.msg === 'string' ? body.msg : undefined), () => undefined);

/** Saves a blob under `filename` through a link in `container` (a shadow root keeps the page untouched). */
function saveBlob(blob: Blob, filename: string, container: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const link = container.ownerDocument.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  container.appendChild(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is freed a little later for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

/**
 * `fetchImpl`: the host's fetch (default: globalThis.fetch, looked up at call time); `container`: where the
 * saving link is placed.
 */
export function useFileExport(container: { current: HTMLElement | null }, fetchImpl?: typeof fetch) {
  const [state, setState] = useState<FileExportState>({ kind: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);
  const set = (next: FileExportState) => { if (mounted.current) setState(next); };

  const start = useCallback(async (href: string, fallbackName: string) => {
    if (running.current) return;
    running.current = true;
    set({ kind: 'preparing' });
    try {
      const doFetch = fetchImpl ?? globalThis.fetch;
      let response: Response;
      try {
        response = await doFetch(href, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      } catch {
        set({ kind: 'failed', text: exportNetworkFailure() });
        return;
      }
      const msg = response.ok ? undefined : await jsonMessage(response);
      const outcome = exportOutcome({
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        disposition: response.headers.get('content-disposition'),
        msg,
      }, fallbackName);
      if (outcome.kind === 'failed') {
        set({ kind: 'failed', text: outcome.text });
        return;
      }
      const blob = await response.blob();
      if (container.current) saveBlob(blob, outcome.filename, container.current);
      set({ kind: 'done' });
    } catch {
      set({ kind: 'failed', text: exportNetworkFailure() });
    } finally {
      running.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set reads a ref; container is a ref
  }, [fetchImpl]);

  const dismiss = useCallback(() => set({ kind: 'idle' }), []);
  return { state, start, dismiss };
}

// Loads a list from the server: one request at a time, a superseded or unmounted request is aborted and
// its answer ignored, and local changes (a deleted row, a clone) are applied with setRows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../core/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteList<Row> {
  status: LoadStatus;
  rows: Row[];
  error: unknown;
  setRows(update: (rows: Row[]) => Row[]): void;
  reload(): void;
}

/** `load` is null while the list cannot be loaded (e.g. no valid user): nothing is requested. */
export function useRemoteList<Row>(
  load: ((signal: AbortSignal) => Promise<Row[]>) | null,
  deps: readonly unknown[],
): RemoteList<Row> {
  const [state, setState] = useState<{ status: LoadStatus; rows: Row[]; error: unknown }>({
    status: load ? 'loading' : 'idle',
    rows: [],
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const run = loadRef.current;
    if (!run) {
      setState({ status: 'idle', rows: [], error: null });
      return undefined;
    }
    const controller = new AbortController();
    let current = true;
    setState({ status: 'loading', rows: [], error: null });
    run(controller.signal).then(
      (rows) => { if (current) setState({ status: 'ready', rows, error: null }); },
      (error: unknown) => {
        if (current && !isAbortError(error)) setState({ status: 'error', rows: [], error });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation, load === null]);

  const setRows = useCallback((update: (rows: Row[]) => Row[]) => {
    setState((s) => ({ ...s, rows: update(s.rows) }));
  }, []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { ...state, setRows, reload };
}

// Runs one action at a time: a second press while the first is in flight sends nothing.
import { useCallback, useRef, useState } from 'react';

export function usePending(): [boolean, (action: () => Promise<unknown> | unknown) => Promise<void>] {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown> | unknown) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      busy.current = false;
      // Once unmounted, this is a no-op (preact and React 18+ alike).
      setPending(false);
    }
  }, []);
  return [pending, run];
}

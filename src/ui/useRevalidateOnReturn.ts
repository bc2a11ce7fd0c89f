// The page becoming visible again after at least a minute hidden (core/revalidate) revalidates the list:
// `revalidate` loads it again with the rows kept shown (useRemoteList reload with keepRows, which sends the
// kept copy's ETag: a 304 changes nothing).
import { useEffect, useRef } from 'react';
import { shouldRevalidate } from '../core/revalidate';

export function useRevalidateOnReturn(revalidate: () => void): void {
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const due = shouldRevalidate(hiddenAt, Date.now());
      hiddenAt = null;
      if (due) latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}

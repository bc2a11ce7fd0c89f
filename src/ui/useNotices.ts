// Passing notices that float over a list (a success with the server's message, a conflict): each says its
// text, may be about one row (it then places itself away from that row), and goes by itself: nothing to press.
import { useCallback, useRef, useState } from 'react';

export interface Notice { id: number; text: string; /** The row it is about. */ rowId?: number }

/** How long a notice shows. */
export const NOTICE_MS = 8000;
/** At most this many at once (the oldest goes first). */
const MAX_NOTICES = 3;

export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((ns) => ns.filter((n) => n.id !== id)), []);
  const show = useCallback((text: string, rowId?: number) => {
    const id = ++next.current;
    // The same text again replaces the one showing (and its time starts again).
    setNotices((ns) => [...ns.filter((n) => n.text !== text), { id, text, rowId }].slice(-MAX_NOTICES));
    // Not cleared on unmount: a state update on an unmounted component does nothing (preact, React 18+).
    setTimeout(() => dismiss(id), NOTICE_MS);
  }, [dismiss]);
  return { notices, show, dismiss };
}

export type Notices = ReturnType<typeof useNotices>;

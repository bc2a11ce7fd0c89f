// The columns a user hid, kept in the browser per user and list (localStorage), restored on the next visit.
import { useCallback, useEffect, useState } from 'react';
import { parseHiddenColumns } from '../core/columns';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the choice holds for this visit only
  }
}

export function columnPrefsKey(list: string, userId: number): string {
  return `terreal-widgets:colonnes:${list}:${userId}`;
}

/** `key` is null when there is no user to keep the choice for. */
export function useColumnPrefs(key: string | null, columns: readonly { key: string; required?: boolean }[]) {
  const [hidden, setHidden] = useState<Set<string>>(() => (key ? parseHiddenColumns(readStorage(key), columns) : new Set()));
  useEffect(() => {
    setHidden(key ? parseHiddenColumns(readStorage(key), columns) : new Set());
    // columns are the family's declarations: they change only with the key
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another user or list
  }, [key]);
  const save = useCallback((next: Set<string>) => {
    setHidden(next);
    if (key) writeStorage(key, next.size ? JSON.stringify([...next]) : null);
  }, [key]);
  const toggle = useCallback((column: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(column);
    else next.add(column);
    save(next);
  }, [hidden, save]);
  const reset = useCallback(() => save(new Set()), [save]);
  return { hidden, toggle, reset, set: save };
}

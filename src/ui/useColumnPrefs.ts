// The columns a user hid (and whether they want every column side by side), kept in the browser per user and list (WidgetEnv.localStore), restored on the next visit.
import { useCallback, useEffect, useState } from 'react';
import { parseHiddenColumns } from '../core/columns';
import type { KeyValueStore } from './env';

export function columnPrefsKey(list: string, userId: number): string {
  return `terreal-widgets:colonnes:${list}:${userId}`;
}

/** `key` is null when there is no user to keep the choice for. */
export function useColumnPrefs(store: KeyValueStore, key: string | null, columns: readonly { key: string; required?: boolean }[]) {
  const [hidden, setHidden] = useState<Set<string>>(() => (key ? parseHiddenColumns(store.get(key), columns) : new Set()));
  useEffect(() => {
    setHidden(key ? parseHiddenColumns(store.get(key), columns) : new Set());
    // columns are the family's declarations: they change only with the key
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another user, list or store
  }, [store, key]);
  const save = useCallback((next: Set<string>) => {
    setHidden(next);
    if (key) store.set(key, next.size ? JSON.stringify([...next]) : null);
  }, [store, key]);
  const toggle = useCallback((column: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(column);
    else next.add(column);
    save(next);
  }, [hidden, save]);
  const reset = useCallback(() => save(new Set()), [save]);
  // Every column side by side (sideways scrolling) instead of folding those that do not fit (issue 20).
  const sideKey = key ? `${key}:cote-a-cote` : null;
  const [sideBySide, setSide] = useState(() => (sideKey ? store.get(sideKey) === '1' : false));
  useEffect(() => {
    setSide(sideKey ? store.get(sideKey) === '1' : false);
  }, [store, sideKey]);
  const setSideBySide = useCallback((on: boolean) => {
    setSide(on);
    if (sideKey) store.set(sideKey, on ? '1' : null);
  }, [store, sideKey]);
  return { hidden, toggle, reset, set: save, sideBySide, setSideBySide };
}

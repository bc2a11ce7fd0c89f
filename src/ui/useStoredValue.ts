// A value kept in a WidgetEnv store (localStore, sessionStore) under one key, read again when the key
// changes; `key` null: nothing is kept (no user), the value lives for the visit only.
import { useCallback, useEffect, useState } from 'react';
import type { KeyValueStore } from './env';

/**
 * [the value, its setter (writes it through `write`: null removes the key; false when the store refused it),
 * a fresh read of the store].
 * `read` gets the kept text, null when none; it checks it, never trusts it.
 */
export function useStoredValue<T>(store: KeyValueStore, key: string | null, read: (kept: string | null) => T, write: (value: T) => string | null) {
  const load = () => read(key ? store.get(key) : null);
  const [value, setValue] = useState(load);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another user, list or store
  useEffect(() => setValue(load()), [store, key]);
  const set = useCallback((next: T): boolean => {
    setValue(next);
    return !key || store.set(key, write(next)) !== false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `write` is the caller's fixed rule
  }, [store, key]);
  return [value, set, load] as const;
}

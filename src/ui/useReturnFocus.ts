// Coming back to a list: the row last opened gets the focus (its open button), so the user goes on where they
// left (and a screen reader says where they are). The id is kept in the tab's store when a row is opened,
// used once when its row is shown again, then forgotten. The list's own state (filters, page, scroll) is
// restored by the list; this only places the focus.
import { useCallback, useEffect, type RefObject } from 'react';
import type { KeyValueStore } from './env';

export function lastOpenedKey(list: string, userId: number): string {
  return `terreal-widgets:derniere-ouverte:${list}:${userId}`;
}

/**
 * `key`: where the id is kept (null: no user, nothing kept); `shownIds`: the rows on screen, once the list
 * is shown (null while it loads). Returns `remember(id)`, to call when a row is opened.
 */
export function useReturnFocus(screen: RefObject<HTMLElement | null>, store: KeyValueStore, key: string | null, shownIds: readonly number[] | null) {
  useEffect(() => {
    if (!key || !shownIds) return;
    const kept = store.get(key);
    if (kept === null) return;
    store.set(key, null);
    const id = Number(kept);
    if (!shownIds.includes(id)) return;
    // The row's open button (`data-open`: Modifier / Afficher).
    screen.current?.querySelector<HTMLElement>(`[data-row-id="${id}"] [data-open]`)?.focus();
  }, [screen, store, key, shownIds]);
  return useCallback((id: number) => { if (key) store.set(key, String(id)); }, [store, key]);
}

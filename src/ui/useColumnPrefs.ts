// The columns a user hid (and whether they want every column side by side), kept in the browser per user and list (WidgetEnv.localStore), restored on the next visit.
import { parseHiddenColumns } from '../core/columns';
import type { KeyValueStore } from './env';
import { useStoredValue } from './useStoredValue';

export function columnPrefsKey(list: string, userId: number): string {
  return `terreal-widgets:colonnes:${list}:${userId}`;
}

/** `key` is null when there is no user to keep the choice for. */
export function useColumnPrefs(store: KeyValueStore, key: string | null, columns: readonly { key: string; required?: boolean }[]) {
  // columns are the family's declarations: they change only with the key
  const [hidden, set] = useStoredValue(store, key, (kept) => parseHiddenColumns(kept, columns), (h) => (h.size ? JSON.stringify([...h]) : null));
  // Every column side by side (sideways scrolling) instead of folding those that do not fit.
  const [sideBySide, setSideBySide] = useStoredValue(store, key && `${key}:cote-a-cote`, (kept) => kept === '1', (on) => (on ? '1' : null));
  const toggle = (column: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(column);
    else next.add(column);
    set(next);
  };
  return { hidden, toggle, reset: () => set(new Set()), set, sideBySide, setSideBySide };
}

// The columns a user hid and the widths they gave, kept in the browser per user and list (WidgetEnv.localStore), restored on the next visit.
import { clampColumnWidth, parseColumnWidths } from '../core/columnLayout';
import { parseHiddenColumns } from '../core/columns';
import type { KeyValueStore } from './env';
import { useStoredValue } from './useStoredValue';

export function columnPrefsKey(list: string, userId: number): string {
  return `terreal-widgets:colonnes:${list}:${userId}`;
}

/** The columns a user hid, the widths they gave, and how each changes. */
export interface ColumnPrefs {
  hidden: ReadonlySet<string>;
  toggle(column: string, visible: boolean): void;
  /** Every column shown again, at its own width. */
  reset(): void;
  /** The hidden columns and widths of a saved view. */
  apply(hidden: Set<string>, widths: Record<string, number>): void;
  widths: Readonly<Record<string, number>>;
  resize(column: string, width: number): void;
}

/** `key` is null when there is no user to keep the choice for. */
export function useColumnPrefs(store: KeyValueStore, key: string | null, columns: readonly { key: string; required?: boolean }[]): ColumnPrefs {
  // columns are the family's declarations: they change only with the key
  const [hidden, set] = useStoredValue(store, key, (kept) => parseHiddenColumns(kept, columns), (h) => (h.size ? JSON.stringify([...h]) : null));
  // The widths the user gave columns by dragging or the keyboard, beside the choices.
  const [widths, setWidths] = useStoredValue(store, key && `${key}:largeurs`, (kept) => parseColumnWidths(kept, columns.map((c) => c.key)),
    (w) => (Object.keys(w).length ? JSON.stringify(w) : null));
  const resize = (column: string, width: number) => setWidths({ ...widths, [column]: clampColumnWidth(width) });
  const toggle = (column: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(column);
    else next.add(column);
    set(next);
  };
  const apply = (h: Set<string>, w: Record<string, number>) => {
    set(h);
    setWidths(w);
  };
  const reset = () => apply(new Set(), {});
  return { hidden, toggle, reset, apply, widths, resize };
}

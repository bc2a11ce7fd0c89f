// Saved views kept in WidgetEnv.localStore per user and list; `key` is null when there is no user.
import type { OfferScope } from '../core/offerScope';
import { dropView, parseSavedViews, putView, type SavedView } from '../core/savedViews';
import type { KeyValueStore } from './env';
import { useStoredValue } from './useStoredValue';

/** The saved views of a list and what can be done with them (ui/useListScreen's `views`). */
export interface SavedViews<F> {
  views: readonly SavedView<F>[];
  /** The message to show when the view could not be kept (the browser's storage is full). */
  save(name: string): string | void;
  apply(view: SavedView<F>): void;
  remove(name: string): void;
}

export function useSavedViews<F>(store: KeyValueStore, key: string | null, readFilters: (raw: unknown) => F, scope?: OfferScope) {
  const [views, set, read] = useStoredValue<SavedView<F>[]>(
    store, key, (kept) => parseSavedViews(kept, readFilters, scope), (vs) => (vs.length ? JSON.stringify(vs) : null),
  );
  // Read again first: another tab (or another list of the same family) may have saved a view meanwhile.
  const change = (update: (views: SavedView<F>[]) => SavedView<F>[]) => set(update(read()));
  return {
    views,
    /** False when the browser's storage refused it (full): the view holds for this visit only. */
    save: (view: SavedView<F>) => change((vs) => putView(vs, view)),
    remove: (name: string) => change((vs) => dropView(vs, name)),
  };
}

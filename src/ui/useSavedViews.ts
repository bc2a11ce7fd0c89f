// Saved views (issue 14) kept in WidgetEnv.localStore per user and list; `key` is null when there is no user.
import { useCallback, useEffect, useState } from 'react';
import type { OfferScope } from '../core/offerScope';
import { dropView, parseSavedViews, putView, type SavedView } from '../core/savedViews';
import type { KeyValueStore } from './env';

export function useSavedViews<F>(store: KeyValueStore, key: string | null, readFilters: (raw: unknown) => F, scope?: OfferScope) {
  const read = useCallback(() => (key ? parseSavedViews(store.get(key), readFilters, scope) : []), [store, key, readFilters, scope]);
  const [views, setViews] = useState<SavedView<F>[]>(read);
  useEffect(() => setViews(read()), [read]);
  const change = (update: (views: SavedView<F>[]) => SavedView<F>[]) => {
    // Read again first: another tab (or another list of the same family) may have saved a view meanwhile.
    const next = update(read());
    setViews(next);
    if (key) store.set(key, next.length ? JSON.stringify(next) : null);
  };
  return {
    views,
    save: (view: SavedView<F>) => change((vs) => putView(vs, view)),
    remove: (name: string) => change((vs) => dropView(vs, name)),
  };
}

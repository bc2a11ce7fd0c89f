// The columns a user hid and the views they saved (both in env.localStore), with what saving, applying and
// removing a view does to the list and what it announces.
import { parseHiddenColumns } from '../../core/columns';
import type { OfferColumnDef } from '../../core/offerColumns';
import type { OfferFilters } from '../../core/offerFilters';
import { savedViewsKey, type SavedView } from '../../core/savedViews';
import type { FamilyConfig } from '../../families';
import { fr } from '../../i18n/fr';
import type { WidgetEnv } from '../../ui/env';
import { columnPrefsKey, useColumnPrefs } from '../../ui/useColumnPrefs';
import { useSavedViews } from '../../ui/useSavedViews';
import type { useOffersView } from './useOffersView';
import { readOfferFilters } from './viewState';

interface SavedViewsContext {
  env: Pick<WidgetEnv, 'localStore'>;
  config: FamilyConfig;
  allColumns: readonly OfferColumnDef[];
  userId: number | null;
  isBackoffice: boolean;
  view: ReturnType<typeof useOffersView>;
  announce(text: string): void;
}

export function useOfferSavedViews({ env, config, allColumns, userId, isBackoffice, view, announce }: SavedViewsContext) {
  const { family } = config;
  const { state, dispatch, userFilter, tool } = view;
  const prefs = useColumnPrefs(env.localStore, userId === null ? null : columnPrefsKey(family, userId), allColumns);
  const saved = useSavedViews(env.localStore, userId === null ? null : savedViewsKey(`offres:${family}`, userId), readOfferFilters);
  const save = (name: string) => {
    saved.save({
      name, filters: state.filters, sort: state.sort, pageSize: state.pageSize, hidden: [...prefs.hidden],
      ...(isBackoffice ? { userFilter } : {}), ...(config.tools ? { tool } : {}),
    });
    announce(fr.common.viewSaved(name));
  };
  const apply = (v: SavedView<OfferFilters>) => {
    dispatch({ type: 'restore', state: { filters: v.filters, sort: v.sort, page: 1, pageSize: v.pageSize } });
    prefs.set(parseHiddenColumns(JSON.stringify(v.hidden), allColumns));
    if (isBackoffice && v.userFilter !== undefined) view.setUserFilter(v.userFilter);
    if (config.tools && v.tool) view.setTool(v.tool);
    announce(fr.common.viewApplied(v.name));
  };
  const remove = (name: string) => {
    saved.remove(name);
    announce(fr.common.viewRemoved(name));
  };
  return { prefs, views: saved.views, save, apply, remove };
}

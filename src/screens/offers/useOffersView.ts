// The offers screen's view state: list state (sort, filters, paging), chosen prescriber and veture tool,
// restored when the user comes back in the same tab and saved on every change.
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_OFFER_FILTERS, type OfferFilters } from '../../core/offerFilters';
import { initialListState } from '../../core/listState';
import { initialUserFilter } from '../../core/offerRules';
import type { Family, Tool } from '../../core/types';
import type { WidgetEnv } from '../../ui/env';
import { useListState } from '../../ui/useListState';
import { loadView, OFFERS_DEFAULT_SORT, saveView, toolFromAddress, writeToolToAddress, type OffersView } from './viewState';

type ViewHost = Pick<WidgetEnv, 'sessionStore' | 'address'>;

export function useOffersView(host: ViewHost, family: Family, userId: number | null, isBackoffice: boolean, hasTools: boolean) {
  const { sessionStore, address } = host;
  const restored = useMemo<OffersView>(() => {
    const defaults: OffersView = {
      list: initialListState<OfferFilters>(DEFAULT_OFFER_FILTERS, OFFERS_DEFAULT_SORT),
      userFilter: userId === null ? 'all' : initialUserFilter(userId, isBackoffice),
      tool: 'gebrik',
    };
    const view = userId === null ? defaults : loadView(sessionStore, family, userId, defaults);
    const addressTool = hasTools ? toolFromAddress(address.search()) : null;
    return {
      ...view,
      // Only backoffice users choose whose offers they see.
      userFilter: isBackoffice ? view.userFilter : defaults.userFilter,
      tool: addressTool ?? view.tool,
    };
    // Restored once per list and user (and host), and again when the backoffice right changes: a user who loses it
    // must not keep the list of every user's offers.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restored only when the list, the user or the right changes (above)
  }, [sessionStore, address, family, userId, isBackoffice]);

  const { state, dispatch } = useListState<OfferFilters>(DEFAULT_OFFER_FILTERS, OFFERS_DEFAULT_SORT, restored.list);
  const [userFilter, setUserFilter] = useState<'all' | number>(restored.userFilter);
  const [tool, setTool] = useState<Tool>(restored.tool);

  useEffect(() => {
    dispatch({ type: 'restore', state: restored.list });
    setUserFilter(restored.userFilter);
    setTool(restored.tool);
  }, [restored, dispatch]);

  useEffect(() => {
    if (userId !== null) saveView(sessionStore, family, userId, { list: state, userFilter, tool });
  }, [sessionStore, family, userId, state, userFilter, tool]);

  useEffect(() => {
    if (hasTools) writeToolToAddress(address, tool);
  }, [address, hasTools, tool]);

  return { state, dispatch, userFilter, setUserFilter, tool, setTool };
}

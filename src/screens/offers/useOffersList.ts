// The offers of the chosen prescriber (and Leopard context), loaded from the server; the last list is kept
// in env.listCache and painted at once next time, marked as being refreshed.
import { useMemo } from 'react';
import { postConditional } from '../../core/api';
import { parseOfferList } from '../../core/normalize';
import type { LeopardData, Offer } from '../../core/types';
import type { Family } from '../../families';
import type { WidgetEnv } from '../../ui/env';
import { useRemoteList } from '../../ui/useRemoteList';

export function useOffersList(env: WidgetEnv, family: Family, userId: number | null, userFilter: 'all' | number, leopard: LeopardData | null) {
  const leopardData = leopard ? JSON.stringify(leopard.leopard_data) : '';
  const { load, cache } = useMemo(() => {
    if (userId === null) return { load: null, cache: null };
    const body: Record<string, unknown> = { userid: userFilter };
    if (leopardData) body.leopard_data = JSON.parse(leopardData);
    const path = `/ajax/${family}/liste-offres`;
    return {
      load: (signal: AbortSignal) => env.api.post(path, body, parseOfferList, { signal }),
      cache: {
        key: { baseUrl: env.baseUrl, userId, list: `offres/${family}`, request: body },
        store: env.listCache,
        parse: parseOfferList,
        loadConditional: (signal: AbortSignal, etag: string | null) =>
          postConditional(env.api, path, body, parseOfferList, { signal, ifNoneMatch: etag }),
      },
    };
  }, [env.api, env.baseUrl, env.listCache, family, userId, userFilter, leopardData]);
  return useRemoteList<Offer>(load, [load], { cache });
}

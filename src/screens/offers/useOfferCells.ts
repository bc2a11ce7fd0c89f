// The cell renderers of the offer columns. They call the latest handlers through a ref, so they stay the
// same from one keystroke to the next and the table skips the rows that did not change (they depend only
// on the family, the columns, the pending status changes and whether the rows are a kept copy).
import { useMemo, useRef, type ReactNode } from 'react';
import type { OfferColumnDef, OfferColumnKey } from '../../core/offerColumns';
import type { Offer } from '../../core/types';
import type { FamilyConfig } from '../../families';
import { offerCellRenderer, type OfferCellContext } from './offerColumns';

export type OfferCellHandlers = Pick<OfferCellContext, 'onStatus' | 'onOpen' | 'onDelivery' | 'rowMenu'>;

export function useOfferCells(
  config: FamilyConfig,
  allColumns: readonly OfferColumnDef[],
  state: Pick<OfferCellContext, 'locked' | 'pendingStatus'>,
  handlers: OfferCellHandlers,
): Record<OfferColumnKey, (o: Offer) => ReactNode> {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { locked, pendingStatus } = state;
  return useMemo(() => {
    const render = offerCellRenderer({
      config,
      locked,
      pendingStatus,
      onStatus: (offer, statut) => latest.current.onStatus(offer, statut),
      onOpen: (offer) => latest.current.onOpen(offer),
      onDelivery: (offer) => latest.current.onDelivery(offer),
      rowMenu: (offer) => latest.current.rowMenu(offer),
    });
    return Object.fromEntries(allColumns.map((c) => [c.key, render(c.cell)])) as Record<OfferColumnKey, (o: Offer) => ReactNode>;
  }, [config, allColumns, pendingStatus, locked]);
}

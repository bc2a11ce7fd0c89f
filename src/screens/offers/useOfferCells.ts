// The cell renderers of the offer columns. They call the latest handlers through a ref, so they stay the
// same from one keystroke to the next and the table skips the rows that did not change (they depend only
// on the family, the pending status changes and whether the rows are a kept copy).
import { useMemo, useRef } from 'react';
import type { FamilyConfig } from '../../families';
import { offerCellRenderer, type OfferCellHandlers, type OfferCellRenderer } from './offerColumns';

export function useOfferCells(config: FamilyConfig, locked: boolean, pendingStatus: Record<number, string>, handlers: OfferCellHandlers): OfferCellRenderer {
  const on = useRef(handlers);
  on.current = handlers;
  return useMemo(() => offerCellRenderer({ config, locked, pendingStatus, on }), [config, locked, pendingStatus]);
}

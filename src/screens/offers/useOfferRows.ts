// The rows an offers table shows: the family's tool, then sort, filters and the clones pinned on top; while
// the user edits rows in place, the rows shown are held where they are (core/heldView) until the view changes.
import { useCallback, useMemo, useRef, useState } from 'react';
import { heldRows, staleIds, type Held } from '../../core/heldView';
import { DEFAULT_OFFER_FILTERS, filterOffers, type OfferFilters } from '../../core/offerFilters';
import { offerTool } from '../../core/offerRules';
import { sortRows, type CellValue } from '../../core/rowModel';
import type { Offer, SortState, Tool } from '../../core/types';

export interface OfferRowsInput {
  rows: readonly Offer[];
  /** Veture: only this tool's offers. */
  tool: Tool | null;
  sort: SortState;
  sortValue(key: string): (o: Offer) => CellValue;
  filters: OfferFilters;
  pinned: readonly number[];
  /** Changes whenever the user changes the view (filters, sort, page, tool, prescriber): it ends a hold. */
  viewKey: object;
}

export function useOfferRows(input: OfferRowsInput) {
  const { rows, tool, sort, sortValue, filters, pinned, viewKey } = input;
  const forTool = useMemo(() => (tool ? rows.filter((o) => offerTool(o) === tool) : rows), [rows, tool]);
  // Sort the whole list once per sort order; each keystroke only filters (filtering keeps the order).
  const sortedAll = useMemo(() => sortRows(forTool, sortValue(sort.key), sort.dir), [forTool, sort, sortValue]);
  // Every filter but the status, then the status: the status summary counts the first list, so each
  // keystroke filters the whole list once, not once for the table and once for the summary.
  const allButStatus = useMemo(() => filterOffers(sortedAll, { ...filters, statut: '' }), [sortedAll, filters]);
  const { statut } = filters;
  const matching = useMemo(() => (statut ? filterOffers(allButStatus, { ...DEFAULT_OFFER_FILTERS, statut }) : allButStatus), [allButStatus, statut]);
  const live = useMemo(() => {
    if (pinned.length === 0) return matching;
    const top = pinned.map((id) => matching.find((r) => r.id === id)).filter((r): r is Offer => r !== undefined);
    return [...top, ...matching.filter((r) => !pinned.includes(r.id))];
  }, [matching, pinned]);

  const [held, setHeld] = useState<Held<object> | null>(null);
  const shown = useMemo(() => {
    const kept = heldRows(held, viewKey, live, forTool);
    if (kept === live) return live;
    // A clone made while rows are held still goes on top, even when the filters hide it (then marked stale).
    const keptIds = new Set(kept.map((r) => r.id));
    const top = forTool.filter((r) => pinned.includes(r.id) && !keptIds.has(r.id));
    return top.length ? [...top, ...kept] : kept;
  }, [held, viewKey, live, forTool, pinned]);
  const stale = useMemo(() => staleIds(shown, live), [shown, live]);

  const latest = useRef({ shown, viewKey });
  latest.current = { shown, viewKey };
  /** Holds the rows shown now, unless they are already held for this view. */
  const hold = useCallback(() => {
    setHeld((h) => (h && h.key === latest.current.viewKey ? h : { ids: latest.current.shown.map((r) => r.id), key: latest.current.viewKey }));
  }, []);

  return { forTool, allButStatus, matching, shown, stale, hold };
}

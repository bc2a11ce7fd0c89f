// A list does not move under the user's hands: after a row is edited in place (its status, site name or
// delivery), the rows on screen keep their order and stay listed, even when the edited row no longer
// matches the filters, until the user changes a filter, the sort or the page.

export interface Held<Key> {
  /** Row ids in the order shown when the hold began. */
  ids: readonly number[];
  /** What the view was when the hold began: the hold ends as soon as it changes. */
  key: Key;
}

/**
 * The rows to show: while `held` still belongs to the current view (`key` is the same object), the held ids
 * in their held order, each with its current values (rows since removed are dropped); otherwise `live`.
 */
export function heldRows<Row extends { id: number }, Key>(
  held: Held<Key> | null,
  key: Key,
  live: readonly Row[],
  all: readonly Row[],
): readonly Row[] {
  if (!held || held.key !== key) return live;
  const byId = new Map<number, Row>();
  for (const row of all) byId.set(row.id, row);
  const out: Row[] = [];
  for (const id of held.ids) {
    const row = byId.get(id);
    if (row) out.push(row);
  }
  return out;
}

/** The ids of the rows shown that no longer match the filters (empty when nothing is held). */
export function staleIds<Row extends { id: number }>(shown: readonly Row[], live: readonly Row[]): Set<number> {
  if (shown === live) return new Set();
  const matching = new Set<number>();
  for (const row of live) matching.add(row.id);
  const stale = new Set<number>();
  for (const row of shown) if (!matching.has(row.id)) stale.add(row.id);
  return stale;
}

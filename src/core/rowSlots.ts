// Which rendered row element shows which record. A record that stays in the list keeps its element (a
// control in a row always belongs to that row's record, and focus stays with it); the elements of records
// that left the list are given to the records that came in, in their old order, so typing in a filter
// patches rows in place instead of removing and creating them. The element holding focus (or an open
// menu) is never given to another record.

export type RecordId = string | number;

/** Slot (element key) of each record shown, in the order shown. */
export type SlotMap = ReadonlyMap<RecordId, number>;

/**
 * The slots of `ids` given the previous assignment: kept records keep their slot; new records take the
 * freed slots in the order they were shown (never one in `keep`), then new slots.
 */
export function assignSlots(previous: SlotMap, ids: readonly RecordId[], keep: ReadonlySet<number> = new Set()): Map<RecordId, number> {
  const taken = new Set<number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined) taken.add(slot);
  }
  const free: number[] = [];
  let highest = -1;
  for (const slot of previous.values()) {
    highest = Math.max(highest, slot);
    if (!taken.has(slot) && !keep.has(slot)) free.push(slot);
  }
  for (const slot of keep) highest = Math.max(highest, slot);
  const next = new Map<RecordId, number>();
  let f = 0;
  for (const id of ids) {
    if (next.has(id)) continue;
    next.set(id, previous.get(id) ?? (f < free.length ? free[f++] : ++highest));
  }
  return next;
}

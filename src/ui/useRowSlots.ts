// The element key of each row (core/rowSlots): records that stay keep their element, newcomers reuse the
// elements of records that left, and the row holding focus is never handed to another record.
import { useMemo, useRef, type RefObject } from 'react';
import { assignSlots, type RecordId, type SlotMap } from '../core/rowSlots';
import { rowIdOf } from './focusAfterDialog';

/** The slot of the row under `container` (an element with data-row-id) that holds focus: none, or one. */
function focusedSlot(container: HTMLElement | null, previous: SlotMap): Set<number> {
  const slots = new Set<number>();
  try {
    const active = (container?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (active && container!.contains(active)) {
      const attr = rowIdOf(active);
      for (const [id, slot] of previous) if (String(id) === attr) slots.add(slot);
    }
  } catch {
    // Some DOMs throw here when focus was left in a removed element: then no row holds focus.
  }
  return slots;
}

export function useRowSlots<Row>(rows: readonly Row[], rowKey: (row: Row) => RecordId, container: RefObject<HTMLElement | null>): SlotMap {
  const previous = useRef<SlotMap>(new Map());
  const slots = useMemo(
    () => assignSlots(previous.current, rows.map(rowKey), focusedSlot(container.current, previous.current)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- slots follow the rows; rowKey and the container are read as they are now
    [rows],
  );
  // Remembered for the next rows (rendering the same rows again gives the same assignment).
  previous.current = slots;
  return slots;
}

// The rows a list renders now (core/rowStages): when many rows would be created at once, the first ones
// now and the rest right after the paint (effects run after it), so the rows in view appear sooner.
import { useEffect, useRef, useState } from 'react';
import { stagedRowCount } from '../core/rowStages';

/** Rows in a table's first stage: more than the scroll box shows on a tall screen (rows are 49 px or more). */
export const TABLE_FIRST_STAGE = 20;
/** Cards in the first stage: more than a phone shows. */
export const CARD_FIRST_STAGE = 8;

export function useStagedRows<Row>(rows: readonly Row[], firstStage: number): { shown: readonly Row[]; complete: boolean } {
  const rendered = useRef(0);
  // The rows whose second stage came: rendered whole from then on.
  const [completed, setCompleted] = useState<readonly Row[] | null>(null);
  const count = completed === rows ? rows.length : stagedRowCount(rendered.current, rows.length, firstStage);
  useEffect(() => {
    rendered.current = count;
    if (count < rows.length) setCompleted(rows);
  }, [count, rows]);
  return { shown: count < rows.length ? rows.slice(0, count) : rows, complete: count === rows.length };
}

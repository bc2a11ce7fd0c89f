// The rows a list's filters keep, as the list model filters them (core/listModel matchingIndices): what the
// filter tests, the reference server's reports and the added-column tests compare with.
import { matchingIndices, type ListDefinition } from '../../src/core/listModel';
import type { FilterValues } from '../../src/core/listFilters';

export function filterList<Row>(def: ListDefinition<Row>, rows: readonly Row[], values: FilterValues): Row[] {
  const at = matchingIndices(def, rows, values);
  return at ? at.map((i) => rows[i]) : [...rows];
}

// Text filters (SPEC.md §5): case-insensitive substring match on the trimmed input.

/** The query as compared: trimmed and lowercased ('' = no filter). Compute once per filter, not per row. */
export function foldQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** `value` contains an already folded query (see foldQuery). */
export function containsFolded(value: string, foldedQuery: string): boolean {
  return foldedQuery === '' || value.toLowerCase().includes(foldedQuery);
}

/** Case-insensitive substring match; accented capitals fold too ('ÉCOLE' finds 'école'). Empty query matches all. */
export function matchesText(value: string, query: string): boolean {
  return containsFolded(value ?? '', foldQuery(query));
}

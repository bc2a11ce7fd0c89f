// Which columns of a dense table fit the element's width, and how wide each one is (issue 20 §2): the
// columns that never fold (the record's name, its status and controls) come first, then the others by
// priority while they fit; the rest are folded into the per-row detail, not dropped. The space left goes
// to the columns that may grow (names, clients), so nothing scrolls sideways at the default column set.

/** What the layout needs to know of a column. */
export interface LayoutColumn {
  key: string;
  /** The width the column needs, in px (its widest value, or the hint of its declaration). */
  width: number;
  /** Share of the space left over (0 or absent: keeps its width). */
  grow?: number;
  /** Lower folds later; absent: never folds (name, status, actions). */
  priority?: number;
}

export interface ColumnLayout {
  /** The keys of the columns in the table, in their order. */
  shown: string[];
  /** The keys of the folded columns, in their order (their values go to the row's detail). */
  folded: string[];
  /** The width of each shown column, in px; the first one includes the detail button when some fold. */
  widths: Record<string, number>;
}

/**
 * Lays the columns out in `available` px. `detail` is the room the detail button takes in the first column
 * when some column folds. With `available` unknown (0: not measured yet) or `fold` false (the user asked
 * for every column side by side), nothing folds and the widths are the columns' own.
 */
export function layoutColumns(columns: readonly LayoutColumn[], available: number, detail: number, fold = true): ColumnLayout {
  const all = columns.map((c) => c.key);
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const own = (keys: readonly string[]) => Object.fromEntries(columns.filter((c) => keys.includes(c.key)).map((c) => [c.key, c.width]));
  if (!fold || !(available > 0)) return { shown: all, folded: [], widths: own(all) };
  let kept: Set<string>;
  let used: number;
  if (total <= available) {
    kept = new Set(all);
    used = total;
  } else {
    const fixed = columns.filter((c) => c.priority === undefined);
    kept = new Set(fixed.map((c) => c.key));
    used = fixed.reduce((sum, c) => sum + c.width, 0) + (columns.length > 0 ? detail : 0);
    // By priority (declaration order among equals); a wide column that does not fit lets a narrower one in.
    const byPriority = columns
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.priority !== undefined)
      .sort((a, b) => a.c.priority! - b.c.priority! || a.i - b.i);
    for (const { c } of byPriority) {
      if (used + c.width > available) continue;
      kept.add(c.key);
      used += c.width;
    }
  }
  const shownColumns = columns.filter((c) => kept.has(c.key));
  const folded = all.filter((k) => !kept.has(k));
  const widths = own(shownColumns.map((c) => c.key));
  if (folded.length > 0 && shownColumns.length > 0) widths[shownColumns[0].key] += detail;
  // The space left, shared by weight among the columns that grow (whole pixels; the rest to the first).
  const left = Math.max(0, Math.floor(available - used));
  const growing = shownColumns.filter((c) => (c.grow ?? 0) > 0);
  const weights = growing.reduce((sum, c) => sum + (c.grow ?? 0), 0);
  if (left > 0 && weights > 0) {
    let given = 0;
    for (const c of growing) {
      const share = Math.floor((left * (c.grow ?? 0)) / weights);
      widths[c.key] += share;
      given += share;
    }
    widths[growing[0].key] += left - given;
  }
  return { shown: shownColumns.map((c) => c.key), folded, widths };
}

/** The width a column needs for its values: the widest measured text plus the cell's padding, at least `min`. */
export function fitWidth(texts: Iterable<string>, measure: (text: string) => number, padding: number, min: number): number {
  let widest = 0;
  const seen = new Set<string>();
  for (const t of texts) {
    if (!t || seen.has(t)) continue;
    seen.add(t);
    widest = Math.max(widest, measure(t));
  }
  return Math.max(min, Math.ceil(widest + padding));
}

/**
 * The layout with a fixed cell before the columns (the selection checkbox, issue 25) taking `lead` px: the
 * columns are laid out in what is left; when that would fold a column although every column fits without the
 * lead cell, the lead's room is taken instead from the growing columns (text columns: what no longer fits ends
 * in an ellipsis, its full value in `title`), shared by grow weight as the space left is. That is at most
 * `lead` px in all, since every column fits without it; a growing column is never left under half its width.
 */
export function layoutWithLead(columns: readonly LayoutColumn[], available: number, detail: number, fold: boolean, lead: number): ColumnLayout {
  const tight = layoutColumns(columns, Math.max(0, available - lead), detail, fold);
  if (lead <= 0 || tight.folded.length === 0) return tight;
  const full = layoutColumns(columns, available, detail, fold);
  if (full.folded.length > 0) return tight;
  const growing = columns.filter((c) => (c.grow ?? 0) > 0);
  const weights = growing.reduce((sum, c) => sum + (c.grow ?? 0), 0);
  if (weights <= 0) return tight;
  // What the columns and the lead cell take beyond the room (whole pixels).
  const owed = Math.ceil(Object.values(full.widths).reduce((a, b) => a + b, 0) + lead - available);
  const widths = { ...full.widths };
  let taken = 0;
  for (const c of growing) {
    const share = Math.floor((owed * (c.grow ?? 0)) / weights);
    widths[c.key] -= share;
    taken += share;
  }
  widths[growing[0].key] -= owed - taken;
  if (growing.some((c) => widths[c.key] < c.width / 2)) return tight;
  return { ...full, widths };
}

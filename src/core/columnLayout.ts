// Which columns of a dense table fit the element's width, and how wide each one is: the
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
  /** A growing column may give up its width down to this (its header's width) for the lead cell; absent: its width. */
  min?: number;
  /**
   * The record's name: it is never narrower than another growing (text) column, which give it their room
   * above their `min` until it is as wide as the widest of them.
   */
  main?: boolean;
  /**
   * The width a column wants beyond its own (the name: 260 px), kept in the table as a column of its own
   * would be: columns of a higher `priority` fold before it; lower ones stay first.
   */
  room?: { width: number; priority: number };
}

export interface ColumnLayout {
  /** The keys of the columns in the table, in their order. */
  shown: string[];
  /** The keys of the folded columns, in their order (their values go to the row's detail). */
  folded: string[];
  /** The width of each shown column, in px; the first one includes the detail button when some fold. */
  widths: Record<string, number>;
}

const sum = (columns: readonly LayoutColumn[]) => columns.reduce((total, c) => total + c.width, 0);

/**
 * Lays the columns out in `available` px, of which a fixed cell before the columns (the selection
 * checkbox) takes `lead`. `detail` is the room the detail button takes in the first column when some column
 * folds. With `available` unknown (0: not measured yet, or no room beside the lead) or `fold` false (the
 * user asked for every column side by side), nothing folds and the widths are the columns' own.
 *
 * When every column fits but for the lead cell, nothing folds: the lead's room is taken from the growing
 * columns (the one with the most room above its `min` first), when they have that much room to give.
 */
export function layoutColumns(columns: readonly LayoutColumn[], available: number, detail: number, fold = true, lead = 0): ColumnLayout {
  const room = available - lead;
  const total = sum(columns);
  let shown: readonly LayoutColumn[] = columns;
  let used = total;
  const widths = (): Record<string, number> => Object.fromEntries(shown.map((c) => [c.key, c.width]));
  const result = (w = widths()) => ({ shown: shown.map((c) => c.key), folded: columns.filter((c) => !shown.includes(c)).map((c) => c.key), widths: w });
  if (!fold || !(room > 0)) return result();
  // The room columns want beyond their own (the name's), each as a column of its own priority.
  const wants = columns.filter((c) => c.room && c.priority === undefined && c.room.width > c.width)
    .map((c) => ({ key: c.key, width: c.room!.width - c.width, priority: c.room!.priority, want: true as const }));
  const wanted = total + sum(wants);
  const granting = (grants: readonly { key: string; width: number }[]) => {
    const w = widths();
    for (const g of grants) w[g.key] += g.width;
    return w;
  };
  // A layout where the name ends narrower than another growing column is no answer: columns fold instead.
  const nameFirst = (out: ColumnLayout) => {
    const main = columns.find((c) => c.main);
    return !main || columns.every((c) => !c.grow || c.main || out.widths[main.key] >= out.widths[c.key]);
  };
  if (wanted <= room) {
    used = wanted;
    const out = finish(granting(wants));
    if (nameFirst(out)) return out;
  }
  if (wanted <= available) {
    // Everything fits but for the lead cell: its room comes from the growing columns above their min.
    const w = granting(wants);
    let owed = Math.ceil(wanted - room);
    const spare = (c: LayoutColumn) => (c.grow ? w[c.key] - (c.min ?? c.width) : 0);
    for (const c of [...columns].sort((a, b) => spare(b) - spare(a))) {
      const take = Math.max(0, Math.min(spare(c), owed));
      w[c.key] -= take;
      owed -= take;
    }
    if (owed <= 0 && nameFirst(result(balance(columns, w)))) return result(balance(columns, w));
  }
  const fixed = columns.filter((c) => c.priority === undefined);
  const kept = new Set(fixed);
  used = sum(fixed) + (columns.length > 0 ? detail : 0);
  // By priority (declaration order among equals: the sort is stable); a wide column that does not fit lets a
  // narrower one in. A wanted room takes its place among them: columns of higher priority fold before it.
  // A growing column the name would be narrower than costs the name's widening too (the name is never narrower
  // than another growing column: that one may give room down to its min, no further).
  const main = columns.find((c) => c.main && c.priority === undefined);
  let mainNow = main ? main.width + (columns.length > 0 ? detail : 0) : 0;
  const granted: { key: string; width: number }[] = [];
  for (const c of [...columns.filter((x) => x.priority !== undefined), ...wants].sort((a, b) => a.priority! - b.priority!)) {
    const widen = main && !('want' in c) && c.grow ? Math.max(0, (c.min ?? c.width) - mainNow) : 0;
    if (used + c.width + widen > room) continue;
    used += c.width + widen;
    if ('want' in c) {
      granted.push(c);
      mainNow += c.width;
    } else {
      kept.add(c);
      if (widen) granted.push({ key: main!.key, width: widen });
      mainNow += widen;
    }
  }
  shown = columns.filter((c) => kept.has(c));
  return finish(granting(granted));

  function finish(w: Record<string, number>): ColumnLayout {
    if (shown.length < columns.length && shown.length > 0) w[shown[0].key] += detail;
    // The space left, shared by weight among the columns that grow (whole pixels; the rest to the first).
    const left = Math.max(0, Math.floor(room - used));
    const growing = shown.filter((c) => c.grow);
    const weights = growing.reduce((total, c) => total + c.grow!, 0);
    if (left > 0 && weights > 0) {
      let given = 0;
      for (const c of growing) {
        const share = Math.floor((left * c.grow!) / weights);
        w[c.key] += share;
        given += share;
      }
      w[growing[0].key] += left - given;
    }
    return result(balance(shown, w));
  }
}

/**
 * The name (`main`) as wide as the widest other growing column at least: the others give it what they have
 * above the common width T (never below their `min`), T the largest width the name reaches that way.
 */
function balance(shown: readonly LayoutColumn[], w: Record<string, number>): Record<string, number> {
  const main = shown.find((c) => c.main);
  const others = shown.filter((c) => c.grow && !c.main);
  if (!main || others.length === 0) return w;
  const given = (t: number) => others.reduce((total, c) => total + Math.max(0, w[c.key] - Math.max(t, c.min ?? 0)), 0);
  let lo = w[main.key];
  let hi = Math.max(...others.map((c) => w[c.key]));
  if (lo >= hi) return w;
  // The largest whole T with name + given(T) >= T: given falls as T rises.
  while (lo < hi) {
    const t = Math.ceil((lo + hi) / 2);
    if (w[main.key] + given(t) >= t) lo = t;
    else hi = t - 1;
  }
  const out = { ...w };
  let moved = 0;
  for (const c of others) {
    const take = Math.max(0, w[c.key] - Math.max(lo, c.min ?? 0));
    out[c.key] -= take;
    moved += take;
  }
  out[main.key] += moved;
  return out;
}

/**
 * Kerning only brings a text under its characters' sum in the fonts tried (6,400 texts of a 20,000-offer page
 * and made-up figures, dates, quarters and references measured in Chromium: never over it); a pixel more
 * against a font that kerns outwards.
 */
export const KERNING_SLACK = 1;

/**
 * Each character's advance as the cells show it: `measure` once per character, every digit as wide as the
 * widest digit (the cells' figures are tabular; a canvas does not apply `tabular-nums`).
 */
export function advances(measure: (text: string) => number): (ch: string) => number {
  const seen = new Map<string, number>();
  let digit = -1; // measured on the first digit met
  return (ch) => {
    if (ch >= '0' && ch <= '9') return digit < 0 ? (digit = Math.max(...[...'0123456789'].map((d) => measure(d)))) : digit;
    let w = seen.get(ch);
    if (w === undefined) seen.set(ch, (w = measure(ch)));
    return w;
  };
}

/**
 * A cell as a `fit` column measures it when it shows more than its text: the text, `bold` when drawn in the
 * bold weight (measured in it: Chromium draws `2022-T3` 62 px bold, 57 px regular), and `px` of fixed parts
 * beside it (a control's padding, an icon and its gap), as the styles size them.
 */
export interface CellFit {
  text: string;
  bold?: boolean;
  px?: number;
}

/**
 * The width a column needs for its values: the widest text plus the cell's padding, at least `min`. A text's
 * width is its characters' advances summed (`advance`, see advances(); `bold` for a bold text) plus
 * KERNING_SLACK, and a CellFit's fixed parts: a page's values use a few dozen characters, each measured once,
 * where measuring each value took ~5 ms of a list's first rows.
 */
export function fitWidth(texts: Iterable<string | CellFit>, advance: (ch: string) => number, padding: number, min: number,
  bold: (ch: string) => number = advance): number {
  let widest = 0;
  for (const t of texts) {
    const cell = typeof t === 'string' ? { text: t } : t;
    const of = cell.bold ? bold : advance;
    let w = cell.px ?? 0;
    for (const ch of cell.text) w += of(ch);
    widest = Math.max(widest, w);
  }
  return Math.max(min, Math.ceil(widest ? widest + KERNING_SLACK + padding : 0));
}

/** The gap between a sortable header's text and its sort mark (the sort button's `gap-1`). */
export const SORT_GAP_PX = 4;

/**
 * The width a header needs: its text (measured whole, in the header's weight), KERNING_SLACK against the
 * canvas rounding under the layout, the cell's padding and, for a sortable column, the gap and the widest of
 * its sort marks (`mark`, measured in the marks' own sizes: a fixed allowance of 18 px was 5 px over in
 * Chromium, enough to fold the delivery quarter at the portal laptop).
 */
export function headerWidth(text: number, padding: number, mark?: number): number {
  return Math.ceil(text + KERNING_SLACK + padding + (mark === undefined ? 0 : SORT_GAP_PX + mark));
}

/** The digits a min/max filter box shows whole (`150000` m², `999999` €). */
export const RANGE_DIGITS = 6;
/**
 * A min/max box's room beyond its digits: 4 px of padding at its start, 18 px at its end for its ×, its two
 * 1 px borders, and KERNING_SLACK.
 */
export const RANGE_BOX_PADDING = 4 + 18 + 2 + KERNING_SLACK;
/** Between the two boxes (styles/layout.ts `.terreal-filter-stack`), and the least the other box keeps beside. */
export const RANGE_GAP_PX = 3;
export const RANGE_OTHER_MIN_PX = 20;

/**
 * The width a column with a min/max filter needs for the box being typed in (or holding a value) to show
 * `digits` digits whole beside the other box: `digit` the widest digit's advance in the boxes' font, `padding`
 * the filter cell's. Figures fitted to their values alone left Firefox's boxes cut at `150000`.
 */
export function rangeFilterWidth(digit: number, padding: number, digits = RANGE_DIGITS): number {
  return Math.ceil(digits * digit + RANGE_BOX_PADDING + RANGE_GAP_PX + RANGE_OTHER_MIN_PX + padding);
}

/** A column the user resized is never narrower than this, nor wider than COLUMN_MAX_PX. */
export const COLUMN_MIN_PX = 40;
export const COLUMN_MAX_PX = 1200;

/** A width the user asked for (dragged, or ←/→), in whole px within COLUMN_MIN_PX..COLUMN_MAX_PX. */
export function clampColumnWidth(width: number): number {
  return Math.min(COLUMN_MAX_PX, Math.max(COLUMN_MIN_PX, Math.round(width)));
}

/**
 * The widths a user kept (JSON text of `{key: px}`, from the browser or a saved view), for the columns that
 * exist; anything else (bad JSON, unknown keys, non-numbers) is dropped.
 */
export function parseColumnWidths(raw: unknown, keys: readonly string[]): Record<string, number> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (keys.includes(k) && typeof v === 'number' && Number.isFinite(v)) out[k] = clampColumnWidth(v);
  }
  return out;
}

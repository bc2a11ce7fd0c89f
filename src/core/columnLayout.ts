// How wide each column of a dense table is in the element's width. Every column the user shows stays in the
// row (AG Grid, Odoo, Excel): where they do not fit, the table scrolls sideways inside the element, its pinned
// columns in view, rather than narrowing what tells rows apart: each column is at least its `min` (its header on
// two lines, the part of its values never cut) and its width (its values whole), the offer's name keeps its
// room, and the space left goes to the growing columns by weight.

/** What the layout needs to know of a column. */
export interface LayoutColumn {
  key: string;
  /** The width the column needs, in px (its widest value or sample, or the hint of its declaration). */
  width: number;
  /** Never narrower than this (its header on two lines, the part of a value that is never cut); absent: 0. */
  min?: number;
  /** Share of the space left over (0 or absent: keeps its width). */
  grow?: number;
  /** The width it keeps whatever the room (the offer's name: 260 px). */
  keeps?: number;
}

export interface ColumnLayout {
  /** The width of each column, in px, in the columns' order. */
  widths: Record<string, number>;
  /** Their sum: more than the room given when the table scrolls sideways. */
  total: number;
}

/**
 * Lays the columns out in `available` px (0: not measured yet). Each column is the largest of its width, its
 * min and what it keeps; when that is more than the room, nothing is narrowed or taken out: the table is wider
 * than the room and scrolls. The room left goes to the growing columns by weight (whole pixels, the rest to the
 * first).
 */
export function layoutColumns(columns: readonly LayoutColumn[], available: number): ColumnLayout {
  const widths: Record<string, number> = {};
  for (const c of columns) widths[c.key] = Math.ceil(Math.max(c.width, c.min ?? 0, c.keeps ?? 0));
  const left = Math.floor(available) - sumOf(widths);
  const growing = columns.filter((c) => c.grow);
  const weights = growing.reduce((total, c) => total + c.grow!, 0);
  if (left > 0 && weights > 0) {
    let given = 0;
    for (const c of growing) {
      const share = Math.floor((left * c.grow!) / weights);
      widths[c.key] += share;
      given += share;
    }
    widths[growing[0].key] += left - given;
  }
  return { widths, total: sumOf(widths) };
}

const sumOf = (w: Record<string, number>): number => Object.values(w).reduce((total, x) => total + x, 0);

/**
 * The least width a text takes on at most two lines (a header wraps rather than being cut): the widest line of
 * the best break between its words (`measure`: a text's width). One word: its own width.
 */
export function twoLineWidth(text: string, measure: (text: string) => number): number {
  const words = text.trim().split(/\s+/);
  let best = measure(words.join(' '));
  for (let i = 1; i < words.length; i++) {
    best = Math.min(best, Math.max(measure(words.slice(0, i).join(' ')), measure(words.slice(i).join(' '))));
  }
  return best;
}

/** A cell in two parts (splitKeptEnd): the first may be cut, the second never is. */
export interface CellParts {
  cut: string;
  kept: string;
}

/**
 * A text with a part kept apart at its end (a clone's ` (2)`): the part before takes the ellipsis when the cell
 * is too narrow, the end stays whole. No such end: the whole text is the part that may be cut.
 */
export function splitKeptEnd(text: string, end: RegExp): CellParts {
  const m = end.exec(text);
  return m && m.index > 0 ? { cut: text.slice(0, m.index), kept: text.slice(m.index) } : { cut: text, kept: '' };
}

/** An e-mail's domain (`@example.fr`): kept whole, the address before it takes the ellipsis. */
export const EMAIL_DOMAIN = /@[^@]*$/;

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

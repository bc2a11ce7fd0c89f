// The dense table's columns for the element's width (core/columnLayout): which are in the table, which are
// folded into the per-row detail, and how wide each one is. `fit` columns are as wide as their widest value
// on the page (its characters measured in the widget's own font, figures tabular), so a figure is never cut.
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { advances, fitWidth, headerWidth, layoutColumns, rangeFilterWidth, SORT_GAP_PX } from '../core/columnLayout';
import { cellText, type Column } from './DataTable';

/** Room for the detail button in the first cell (styles/layout.ts: 20 px and a 6 px margin before the name). */
const DETAIL_BUTTON_PX = 26;
/** A cell's horizontal padding (8 px each side); fitWidth() and headerWidth() add their own pixel against rounding. */
const CELL_PADDING = 16;
/** A filter cell's horizontal padding (styles/layout.ts `.terreal-filter-row > td`: 4 px each side). */
const FILTER_PADDING = 8;
/** The table's box border. */
const TABLE_BORDER = 2;
/** A `fit` column grows to its widest value up to this (a reference of garbage length ends in an ellipsis). */
const FIT_MAX = 140;
/** Without a canvas (tests without layout), a bold character's width over a regular one's. */
const BOLD_ESTIMATE = 1.08;
const NO_WIDTHS: Readonly<Record<string, number>> = {};
const NO_TEXTS: Readonly<Record<string, string>> = {};

export interface ColumnLayoutResult<C> {
  shown: C[];
  folded: C[];
  widths: Record<string, number>;
  /** The width a column's content needs (its widest value on the page, or its header): double-click or Enter on its separator. */
  fitOf(key: string): number;
}

type Measure = (text: string, weight?: string, size?: string) => number;
interface Measures {
  measure: Measure;
  /** The widest sort mark (the gap before it apart), in px. */
  mark: number;
  /** Measured with a canvas in the element's font (false: the estimate of tests without layout). */
  measured: boolean;
}

/** The sort marks as the headers draw them (styles/layout.ts `.terreal-sort::after`): each in its own size. */
const SORT_MARKS: readonly (readonly [string, string])[] = [['\u2195', '11px'], ['\u25b2', '12px'], ['\u25bc', '12px']];
/** Without a canvas (tests without layout), a sort mark and its gap together. */
const SORT_MARK_ESTIMATE = 18;

/**
 * Text width in the element's font: a canvas once the element's font is known, else an estimate (tests without
 * layout). The font is read after the element is in the page (the first render has no element yet: a width
 * measured then with the estimate, and kept, made every header ~8.5 px a character, `Livraison` 9 px too wide),
 * before it is painted; each text is measured once per font (the values' characters, see core advances()).
 */
function useMeasure(host: RefObject<HTMLElement | null>): Measures {
  const [font, setFont] = useState<{ size: string; family: string } | null>(null);
  useLayoutEffect(() => {
    if (!host.current) return;
    const style = getComputedStyle(host.current);
    setFont((f) => (f && f.size === style.fontSize && f.family === style.fontFamily ? f : { size: style.fontSize, family: style.fontFamily }));
  }, [host]);
  return useMemo<Measures>(() => {
    const seen = new Map<string, number>();
    const ctx = font && document.createElement('canvas').getContext('2d');
    const measure: Measure = (text, weight = '400', size) => {
      const key = `${weight}|${size ?? ''}|${text}`;
      let width = seen.get(key);
      if (width === undefined) {
        width = text.length * 8.5;
        if (ctx && font) {
          ctx.font = `${weight} ${size ?? font.size} ${font.family}`;
          width = ctx.measureText(text).width;
        }
        seen.set(key, width);
      }
      return width;
    };
    // Without a canvas, the allowance the layout always had.
    const mark = ctx ? Math.max(...SORT_MARKS.map(([m, size]) => measure(m, '400', size))) : SORT_MARK_ESTIMATE - SORT_GAP_PX;
    return { measure, mark, measured: !!ctx };
  }, [font]);
}

/**
 * `width` is the element's content width (0: not measured, nothing folds); `fold` false when the user
 * asked for every column side by side (the table then scrolls sideways, the name pinned at its start).
 */
export function useColumnLayout<Row, C extends Column<Row>>(
  host: RefObject<HTMLElement | null>,
  width: number,
  columns: readonly C[],
  rows: readonly Row[],
  fold: boolean,
  /** A cell before the columns (the selection), in px: it never folds. */
  lead: number,
  /** The widths the user set (resized columns keep them: they neither grow nor give room). */
  user: Readonly<Record<string, number>> = NO_WIDTHS,
  /** Texts a column must also show whole (the totals line's figures), by column key. */
  extra: Readonly<Record<string, string>> = NO_TEXTS,
): ColumnLayoutResult<C> {
  const { measure, mark, measured } = useMeasure(host);
  const advance = useMemo(() => advances(measure), [measure]);
  // Bold texts (the totals line, an overdue quarter) in the bold weight's own advances.
  const bold = useMemo(() => (measured ? advances((t) => measure(t, '600')) : (ch: string) => advance(ch) * BOLD_ESTIMATE), [measure, measured, advance]);
  const cellFits = (c: C) => rows.map((r) => c.fitContent?.(r) ?? cellText(c, r));
  // A column's declaration (width, fit, grow, priority) never changes: its key stands for it.
  const keys = columns.map((c) => c.key).join();
  // The width each column needs: its hint, or for `fit` columns its widest value and its header. A growing
  // column may give up its width down to its header's for the lead cell.
  const extraKey = JSON.stringify(extra);
  const natural = useMemo(() => columns.map((c) => {
    const header = headerWidth(measure(c.header, '600'), CELL_PADDING, c.sortable ? mark : undefined);
    const own = c.width ?? 100;
    // A figure needs its widest value (and its total's text), not its declared hint: the hint holds only
    // until the rows come, so the empty table keeps the room the rows will take.
    const values = c.fit && rows.length ? Math.min(FIT_MAX, fitWidth(cellFits(c), advance, CELL_PADDING, 0, bold)) : own;
    const total = extra[c.key] ? fitWidth([extra[c.key]], bold, CELL_PADDING, 0) : 0;
    // The part of a cell that is never cut (the client's postal code and city): the column never gives it up.
    const kept = c.keep && rows.length ? fitWidth(rows.map((r) => c.keep!(r)), advance, CELL_PADDING, 0) : 0;
    // Min/max boxes: the one typed in shows six digits whole (advance('0') is the widest digit's).
    const boxes = c.rangeFilter ? rangeFilterWidth(advance('0'), FILTER_PADDING) : 0;
    return {
      key: c.key,
      grow: c.grow,
      priority: c.priority,
      min: Math.max(header, kept, boxes),
      main: c.pin === 'start',
      room: c.room,
      width: c.fit ? Math.max(header, values, total, boxes) : Math.max(own, total, kept, boxes),
    };
  }), [keys, rows, measure, advance, bold, mark, extraKey]); // eslint-disable-line react-hooks/exhaustive-deps -- keys stands for the columns, extraKey for extra
  // While the columns and the font stay the same, a column's needs only grow: a filter being typed changes the
  // page's widest values at every key, and columns narrowing and widening under the user's eyes moved the
  // names (and styled every cell of the table again: the pinned name's width is the frame's).
  const widest = useRef({ of: '', by: new Map<string, { width: number; min: number }>() });
  const held = useMemo(() => {
    const of = `${keys}|${measured}`;
    if (widest.current.of !== of) widest.current = { of, by: new Map() };
    const { by } = widest.current;
    return natural.map((n) => {
      const seen = by.get(n.key);
      const kept = seen ? { ...n, width: Math.max(n.width, seen.width), min: Math.max(n.min, seen.min) } : n;
      by.set(n.key, { width: kept.width, min: kept.min });
      return kept;
    });
  }, [natural, keys, measured]);
  // A width the user set holds: the column neither grows nor gives room, and the name is no longer balanced.
  const needs = useMemo(() => held.map((n) => (user[n.key] ? { ...n, width: user[n.key], grow: 0, min: user[n.key], main: false, room: undefined } : n)), [held, user]);
  const layout = useMemo(
    () => layoutColumns(needs, width - TABLE_BORDER, DETAIL_BUTTON_PX, fold, lead),
    [needs, width, fold, lead],
  );
  const shown = new Set(layout.shown);
  const fitOf = (key: string) => {
    const c = columns.find((x) => x.key === key);
    const n = natural.find((x) => x.key === key);
    if (!c || !n) return 0;
    const values = fitWidth(cellFits(c), advance, CELL_PADDING, 0, bold);
    return Math.max(n.min, values, c.fit ? n.width : 0);
  };
  return { shown: columns.filter((c) => shown.has(c.key)), folded: columns.filter((c) => !shown.has(c.key)), widths: layout.widths, fitOf };
}

// The dense table's column widths for the element's width (core/columnLayout): every column the user shows,
// from its header, declaration and sample; `fit` columns are at least as wide as their widest value on the page
// (its characters measured in the widget's own font, figures tabular), so a figure is never cut.
import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { advances, fitWidth, headerWidth, layoutColumns, rangeFilterWidth, SORT_GAP_PX, twoLineWidth, type CellParts, type LayoutColumn } from '../core/columnLayout';
import { cellText, type Column } from './DataTable';

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

export interface ColumnLayoutResult {
  /** Each column's width, in px. */
  widths: Record<string, number>;
  /** Their sum: more than the room when the table scrolls sideways. */
  total: number;
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

export interface ColumnLayoutInput<Row> {
  /** The room for the columns, in px (the element's content width less the selection's cell; 0: not measured). */
  width: number;
  /**
   * Every row of the list (not the page, not the filtered ones: typing a filter narrows no column): a figure's
   * column is as wide as its widest value when that is more than its sample.
   */
  rows: readonly Row[];
  /** The widths the user set (resized columns keep them: they neither grow nor give room). */
  user?: Readonly<Record<string, number>>;
  /** Texts a column must also show whole (the totals line's figures), by column key. */
  extra?: Readonly<Record<string, string>>;
}

/**
 * Every column stays in the row (core/columnLayout): the widths come from the columns' headers, declared
 * widths and samples, so the loading state has the rows' widths and a filter being typed moves no column;
 * a `fit` column (figures, dates, references) also widens to a value wider than its sample, a column in parts
 * to a kept part wider than its sample's.
 */
export function useColumnLayout<Row, C extends Column<Row>>(
  host: RefObject<HTMLElement | null>,
  columns: readonly C[],
  input: ColumnLayoutInput<Row>,
): ColumnLayoutResult {
  const { width, rows, user = NO_WIDTHS, extra = NO_TEXTS } = input;
  const { measure, mark, measured } = useMeasure(host);
  const advance = useMemo(() => advances(measure), [measure]);
  // Bold texts (the totals line, an overdue quarter) in the bold weight's own advances.
  const bold = useMemo(() => (measured ? advances((t) => measure(t, '600')) : (ch: string) => advance(ch) * BOLD_ESTIMATE), [measure, measured, advance]);
  const textWidth = (t: string) => fitWidth([t], advance, 0, 0);
  // A column's declaration (width, fit, grow, sample, parts) never changes: its key stands for it.
  const keys = columns.map((c) => c.key).join();
  const extraKey = JSON.stringify(extra);
  // What the columns need before the rows: header, declared width, sample, totals, filter boxes.
  const declared = useMemo(() => columns.map((c) => {
    // A header wraps to two lines rather than be cut.
    const header = headerWidth(twoLineWidth(c.header, (t) => measure(t, '600')), CELL_PADDING, c.sortable ? mark : undefined);
    const sample = c.sampleFit || c.sample ? fitWidth([c.sampleFit ?? c.sample!], advance, CELL_PADDING, 0, bold) : 0;
    const total = extra[c.key] ? fitWidth([extra[c.key]], bold, CELL_PADDING, 0) : 0;
    const boxes = c.rangeFilter ? rangeFilterWidth(advance('0'), FILTER_PADDING) : 0;
    const parts = c.sampleParts ? partsWidth(c.sampleParts, c.cutMin ?? 0) : 0;
    return { key: c.key, header, sample, total, boxes, parts };
  }), [keys, measure, advance, bold, mark, extraKey]); // eslint-disable-line react-hooks/exhaustive-deps -- keys stands for the columns, extraKey for extra
  function partsWidth(p: CellParts, cutMin: number): number {
    const cut = [...p.cut];
    const shown = cut.length > cutMin ? `${cut.slice(0, cutMin).join('')}\u2026` : p.cut;
    return textWidth(shown) + textWidth(p.kept) + CELL_PADDING;
  }
  // What the rows add: a fit column's widest value, a kept part wider than the sample's.
  // A figure is never cut: its widest value counts beyond its sample; a reference or a date is as wide as its
  // sample (a value of garbage length ends in an ellipsis rather than widening the column when the rows come).
  const fromValues = (c: C) => c.fit && (c.align === 'right' || (!c.sample && !c.sampleFit));
  const fromRows = useMemo(() => columns.map((c) => ({
    values: fromValues(c) && rows.length ? Math.min(FIT_MAX, fitWidth(rows.map((r) => c.fitContent?.(r) ?? cellText(c, r)), advance, CELL_PADDING, 0, bold)) : 0,
    parts: c.parts && rows.length ? Math.max(...rows.map((r) => partsWidth(c.parts!(r), c.cutMin ?? 0))) : 0,
  })), [keys, rows, advance, bold]); // eslint-disable-line react-hooks/exhaustive-deps -- keys stands for the columns
  // What each column needs of itself, before any width the user set.
  const natural = useMemo(() => columns.map((c, i): LayoutColumn => {
    const d = declared[i];
    const seen = fromRows[i];
    const least = Math.max(d.header, d.boxes, d.parts, seen.parts);
    if (c.fit) return { key: c.key, width: Math.max(least, d.sample || (c.width ?? 0), seen.values, d.total), min: least };
    // Its sample shows whole (a company of 34 characters with its postal code and city), but for a name that may be cut.
    const whole = c.shortens ? 0 : d.sample;
    // A column of a set width that neither fits nor grows keeps it (SPEC.md §2: the postal code 80 px wide).
    const min = c.grow || c.width === undefined ? least : Math.max(d.boxes, d.parts, seen.parts);
    return { key: c.key, width: Math.max(c.width ?? 100, d.total, whole), min, grow: c.grow, keeps: c.keeps };
  }), [declared, fromRows]); // eslint-disable-line react-hooks/exhaustive-deps -- columns stand in declared
  // A width the user set holds (the column no longer grows), down to what tells rows apart.
  const needs = useMemo(() => natural.map((n) => (user[n.key] ? { key: n.key, width: user[n.key], min: n.min } : n)), [natural, user]);
  const layout = useMemo(() => layoutColumns(needs, width - TABLE_BORDER), [needs, width]);
  /** What a column's content needs (double-click or Enter on its separator): its values, its header, its min. */
  const fitOf = (key: string) => {
    const i = columns.findIndex((x) => x.key === key);
    if (i < 0) return 0;
    const c = columns[i];
    const values = fitWidth(rows.map((r) => c.fitContent?.(r) ?? cellText(c, r)), advance, CELL_PADDING, 0, bold);
    return Math.max(natural[i].min ?? 0, values, c.fit ? natural[i].width : 0);
  };
  return { widths: layout.widths, total: layout.total, fitOf };
}

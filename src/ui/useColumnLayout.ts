// The dense table's columns for the element's width (core/columnLayout): which are in the table, which are
// folded into the per-row detail, and how wide each one is. `fit` columns are as wide as their widest value
// on the page (measured in the widget's own font, figures tabular), so a figure is never cut.
import { useMemo, useRef, type RefObject } from 'react';
import { fitWidth, layoutWithLead } from '../core/columnLayout';
import type { Column } from './DataTable';

/** Room for the detail button in the first cell. */
export const DETAIL_BUTTON_PX = 26;
/** A cell's horizontal padding (8 px each side) and a pixel against rounding. */
const CELL_PADDING = 17;
/** A header's sort mark and the gap before it. */
const SORT_MARK = 18;
/** The table's box border. */
const TABLE_BORDER = 2;
/** A `fit` column grows to its widest value up to this (a reference of garbage length ends in an ellipsis). */
const FIT_MAX = 140;

export interface ColumnLayoutResult<C> {
  shown: C[];
  folded: C[];
  widths: Record<string, number>;
}

type Measure = (text: string, weight?: string) => number;

/**
 * Text width in the element's font: a canvas where there is one, else an estimate (tests without layout).
 * The font is read once and each text measured once (dates, quarters and amounts repeat from row to row).
 */
function useMeasure(host: RefObject<HTMLElement | null>): Measure {
  const canvas = useRef<CanvasRenderingContext2D | null | undefined>(undefined);
  return useMemo<Measure>(() => {
    const seen = new Map<string, number>();
    let family = '';
    let size = '';
    return (text, weight = '400') => {
      const key = `${weight}|${text}`;
      const known = seen.get(key);
      if (known !== undefined) return known;
      if (canvas.current === undefined) {
        try {
          canvas.current = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
        } catch {
          canvas.current = null;
        }
      }
      const ctx = canvas.current;
      const el = host.current;
      let width = text.length * 8.5;
      if (ctx && el && typeof getComputedStyle === 'function') {
        if (!family) {
          const style = getComputedStyle(el);
          family = style.fontFamily || 'sans-serif';
          size = style.fontSize || '14px';
        }
        const font = `${weight} ${size} ${family}`;
        if (ctx.font !== font) ctx.font = font;
        width = ctx.measureText(text).width;
      }
      seen.set(key, width);
      return width;
    };
  }, [host]);
}

/** A column's text in a row: what it declares, or the cell itself when that is plain text. */
function textOf<Row>(column: Column<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const c = column.cell(row);
  return typeof c === 'string' || typeof c === 'number' ? String(c) : '';
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
  /** A cell before the columns (the selection, issue 25), in px: it never folds. */
  lead = 0,
): ColumnLayoutResult<C> {
  const measure = useMeasure(host);
  const keys = columns.map((c) => `${c.key}:${c.width ?? ''}:${c.fit ? 1 : 0}`).join(',');
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  // The width each column needs: its hint, or for `fit` columns its widest value and its header.
  const needs = useMemo(() => columnsRef.current.map((c) => {
    const own = c.width ?? 100;
    if (!c.fit) return own;
    const header = measure(c.header, '600') + CELL_PADDING + (c.sortable ? SORT_MARK : 0);
    return Math.max(Math.ceil(header), Math.min(FIT_MAX, fitWidth(rows.map((r) => textOf(c, r)), measure, CELL_PADDING, own)));
  }), [keys, rows, measure]); // eslint-disable-line react-hooks/exhaustive-deps -- keys stands for the columns
  const layout = useMemo(() => layoutWithLead(
    columnsRef.current.map((c, i) => ({ key: c.key, width: needs[i], grow: c.grow, priority: c.priority })),
    Math.max(0, width - TABLE_BORDER),
    DETAIL_BUTTON_PX,
    fold,
    lead,
  ), [keys, needs, width, fold, lead]); // eslint-disable-line react-hooks/exhaustive-deps -- keys stands for the columns
  const shown = new Set(layout.shown);
  return { shown: columns.filter((c) => shown.has(c.key)), folded: columns.filter((c) => !shown.has(c.key)), widths: layout.widths };
}

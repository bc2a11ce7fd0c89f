// Round 3 (issue 24): one table of the targets, each with this build's figure ("after"), the figure of
// BENCH_COMPARE_DIST's build measured in the same run ("before": the line before the round), AG Grid
// Community's from the same rounds, the ratios, and the load average while the part ran (the machine is
// shared: a figure is read with its load). bench/run.ts fills it from its sections, files it in
// bench/results.json (`round3.table`) and prints it; docs/performance.md's "Round 3" tables have its columns.
import type { AgGridResult } from './aggrid';
import type { WidgetResult } from './browser';
import type { BundleResult } from './bundle';
import type { HeavyResult } from './heavyKeys';
import type { ReturnResult } from './returnToList';
import { round } from './stats';

/** The targets of issue 24 on this 2-core machine. */
export const ROUND3 = {
  /** Heavy keys: median at most this many ms, by list size. */
  heavyMs: { 20_000: 16, 50_000: 25 } as Record<number, number>,
  /** Heavy keys at most this share of AG Grid's, by list size. */
  heavyShare: { 20_000: 0.35 } as Record<number, number>,
  /** Heavy keys faster than AG Grid's at these sizes. */
  heavyFasterAt: [1_000],
  firstRowsMs: { rows: 20_000, ms: 100 },
  returnKeptMs: { rows: 10_000, ms: 150 },
};

/** When a part ran: the load average (1, 5, 15 min) as it started and as it ended. */
export interface Measured { at: string; loadAverage: number[]; loadAverageAfter?: number[]; durationS?: number }

export interface Round3Row {
  /** The bench section the figures come from (bench/run.ts SECTIONS). */
  part: 'heavy' | 'browser' | 'return' | 'bundle';
  target: string;
  goal: string;
  unit: 'ms' | 'B';
  /** BENCH_COMPARE_DIST's build in the same run (null: not measured). */
  before: number | null;
  after: number;
  agGrid: number | null;
  /** after / AG Grid, after / before. */
  ratioToAgGrid: number | null;
  ratioToBefore: number | null;
  status: 'met' | 'MISSED' | 'reported';
  /** The part's 1-minute load average as it started and ended ("2.1 → 2.4"). */
  loadAverage: string;
}

export interface Round3Input {
  widget: WidgetResult[];
  agGrid: AgGridResult[];
  heavy: HeavyResult[];
  returns: ReturnResult[];
  bundle?: BundleResult;
  /** BENCH_COMPARE_DIST's figures from the same run (heavy keys carry theirs: HeavyResult.compare). */
  compare?: { widget?: WidgetResult[]; returns?: ReturnResult[]; bundle?: BundleResult };
  measured: Record<string, Measured | undefined>;
}

const ratio = (a: number, b: number | null | undefined) => (b ? round(a / b, 2) : null);
const verdict = (ok: boolean): Round3Row['status'] => (ok ? 'met' : 'MISSED');
const load = (m: Measured | undefined) => (m ? `${m.loadAverage[0]} → ${m.loadAverageAfter?.[0] ?? '?'}` : '?');
const sameReturn = (a: ReturnResult, b: ReturnResult) => a.serverMs === b.serverMs && (a.layout ?? 'plain') === (b.layout ?? 'plain');

/** The round-3 table from one run's sections (a part that was not measured is left out). */
export function round3Table(s: Round3Input): Round3Row[] {
  const rows: Round3Row[] = [];
  const row = (r: Omit<Round3Row, 'ratioToAgGrid' | 'ratioToBefore' | 'loadAverage'>) =>
    rows.push({ ...r, ratioToAgGrid: ratio(r.after, r.agGrid), ratioToBefore: ratio(r.after, r.before), loadAverage: load(s.measured[r.part]) });

  for (const h of s.heavy) {
    const where = `${h.rows} offers, ${h.layout} ${h.viewport.width}×${h.viewport.height}`;
    const limit = ROUND3.heavyMs[h.rows];
    const share = ROUND3.heavyShare[h.rows];
    const faster = ROUND3.heavyFasterAt.includes(h.rows);
    const goals = [limit ? `≤ ${limit} ms` : '', share ? `≤ ${share}× AG Grid` : '', faster ? '< AG Grid' : ''].filter(Boolean);
    const met = (!limit || h.ours.keys.medianMs <= limit) && (!share || h.ratio <= share) && (!faster || h.ours.keys.medianMs < h.agGrid.keys.medianMs);
    // A heavy key that changed no row is a light key: the figure would not say what it claims.
    const honest = h.ours.unchangedKeys === 0 && h.agGrid.unchangedKeys === 0 && (h.compare?.unchangedKeys ?? 0) === 0;
    row({
      part: 'heavy', target: `heavy keys (median), ${where}`, goal: goals.join(', ') || 'reported', unit: 'ms',
      before: h.compare?.keys.medianMs ?? null, after: h.ours.keys.medianMs, agGrid: h.agGrid.keys.medianMs,
      status: !honest ? 'MISSED' : goals.length ? verdict(met) : 'reported',
    });
  }
  for (const w of s.widget) {
    const peer = s.agGrid.find((a) => a.rows === w.rows);
    const before = s.compare?.widget?.find((c) => c.rows === w.rows);
    if (w.keystrokeLightOnly) {
      row({
        part: 'browser', target: `light keys (median, rows unchanged), ${w.rows} offers, plain 1400×900`, goal: 'stay where they are', unit: 'ms',
        before: before?.keystrokeLightOnly?.medianMs ?? null, after: w.keystrokeLightOnly.medianMs, agGrid: peer?.keystrokeLightOnly?.medianMs ?? null, status: 'reported',
      });
    }
    if (w.rows === ROUND3.firstRowsMs.rows) {
      row({
        part: 'browser', target: `answer → first rows painted (median of ${w.firstRowsSamplesMs.length} loads), ${w.rows} offers`, goal: `≤ ${ROUND3.firstRowsMs.ms} ms`, unit: 'ms',
        before: before?.firstRowsMs ?? null, after: w.firstRowsMs, agGrid: peer?.firstRowsMs ?? null, status: verdict(w.firstRowsMs <= ROUND3.firstRowsMs.ms),
      });
    }
  }
  for (const r of s.returns.filter((x) => x.rows === ROUND3.returnKeptMs.rows)) {
    const before = s.compare?.returns?.find((c) => c.rows === r.rows && sameReturn(c, r));
    row({
      part: 'return', target: `return to ${r.rows} offers from the kept copy (first rows, server +${r.serverMs} ms, ${r.layout ?? 'plain'})`, goal: `≤ ${ROUND3.returnKeptMs.ms} ms`, unit: 'ms',
      before: before?.withKeptCopy.firstRowsMs ?? null, after: r.withKeptCopy.firstRowsMs, agGrid: null, status: verdict(r.withKeptCopy.firstRowsMs <= ROUND3.returnKeptMs.ms),
    });
  }
  if (s.bundle) {
    const b = s.bundle;
    const before = s.compare?.bundle;
    row({
      part: 'bundle', target: 'dist/terreal-widgets.js (IIFE), gzip -9', goal: `≤ ${b.gzipBudgetBytes} B (budget; room left ${b.gzipRoomBytes} B)`, unit: 'B',
      before: before?.gzipBytes ?? null, after: b.gzipBytes, agGrid: null, status: verdict(b.gzipBytes <= b.gzipBudgetBytes),
    });
    for (const p of b.parts) {
      row({
        part: 'bundle', target: `dist/terreal-widgets.js, part: ${p.part} (minified alone, gzip -9 alone)`, goal: 'reported', unit: 'B',
        before: before?.parts?.find((x) => x.part === p.part)?.gzipBytes ?? null, after: p.gzipBytes, agGrid: null, status: 'reported',
      });
    }
    for (const e of b.entries ?? []) {
      row({
        part: 'bundle', target: `dist/${e.entry} with its chunks (${e.files.length} files, each gzip -9 alone, summed)`, goal: 'reported', unit: 'B',
        before: before?.entries?.find((x) => x.entry === e.entry)?.gzipBytes ?? null, after: e.gzipBytes, agGrid: null, status: 'reported',
      });
    }
  }
  return rows;
}

/** A figure as printed: ms to 0.1, bytes as they are (with KB beside). */
export function figure(value: number | null, unit: Round3Row['unit']): string {
  if (value === null) return '–';
  return unit === 'ms' ? `${value} ms` : `${value} B (${(value / 1024).toFixed(1)} KB)`;
}

/** The rows as console.table prints them. */
export function printable(rows: Round3Row[]) {
  return rows.map((r) => ({
    target: r.target, goal: r.goal, before: figure(r.before, r.unit), after: figure(r.after, r.unit), 'AG Grid': figure(r.agGrid, r.unit),
    'after / AG': r.ratioToAgGrid === null ? '–' : `${r.ratioToAgGrid}×`, 'after / before': r.ratioToBefore === null ? '–' : `${r.ratioToBefore}×`,
    status: r.status, load: r.loadAverage,
  }));
}

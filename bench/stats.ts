// Small statistics and timing helpers shared by the benchmarks.
import os from 'node:os';

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);
export const p95 = (values: readonly number[]): number => quantile(values, 0.95);
export const round = (n: number, digits = 1): number => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);

/** Times `fn` `runs` times after a warm-up of a third as many runs (at least 3); milliseconds per run. */
export function timeIt(runs: number, fn: () => unknown): number[] {
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 3)); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times;
}

export const loadAverage = (): number[] => os.loadavg().map((n) => round(n, 2));

/**
 * A 95 % interval of median(after) / median(before), by resampling each list with replacement (`draws` times):
 * an interval holding 1 means the runs cannot tell the two apart.
 */
export function medianRatioInterval(after: readonly number[], before: readonly number[], draws = 4000): [number, number] {
  const resample = (v: readonly number[]) => v.map(() => v[Math.floor(Math.random() * v.length)]);
  const ratios = Array.from({ length: draws }, () => median(resample(after)) / median(resample(before)));
  return [round(quantile(ratios, 0.025), 2), round(quantile(ratios, 0.975), 2)];
}

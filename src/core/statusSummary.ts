// The pipeline at a glance: per commercial status, how many offers and what amount, over the
// rows that match every filter except the status (so each status shows what pressing it would list).
import type { Offer } from './types';

export interface StatusShare {
  code: string;
  label: string;
  count: number;
  /** Sum of the budgets (a missing budget counts 0). */
  amount: number;
  /** amount / the sum of the positive amounts of all statuses, in [0, 1]: the bar's length. */
  share: number;
}

/** The summary of rows already filtered by every filter but the status (the list model's `allButSummary`). */
export function statusShares(rows: readonly Offer[], statuses: readonly { code: string; label: string }[]): StatusShare[] {
  const byCode = new Map(statuses.map((s) => [s.code, { count: 0, amount: 0 }]));
  for (let i = 0; i < rows.length; i++) { // an index: see core/normalize parseList
    const row = rows[i];
    const entry = byCode.get(row.offre_statut); // normalised text, already trimmed (core/normalize)
    if (!entry) continue;
    entry.count++;
    entry.amount += row.budget ?? 0; // a finite number or null (core/normalize)
  }
  const total = [...byCode.values()].reduce((sum, e) => sum + Math.max(0, e.amount), 0);
  return statuses.map((s) => {
    const { count, amount } = byCode.get(s.code)!;
    return { code: s.code, label: s.label, count, amount, share: total > 0 ? Math.max(0, amount) / total : 0 };
  });
}

// Clone name suggestion (SPEC.md §5). Names are never turned into a regex: one fixed pattern reads their end.
import { fr } from '../i18n/fr';

/** A trailing ' (n)', n digits: a clone's suffix (the table keeps it in view when the name is cut). */
export const TRAILING_NUMBER = / \((\d+)\)$/;

/** The name without a trailing ' (n)'. */
export function cloneBaseName(name: string): string {
  return name.replace(TRAILING_NUMBER, '');
}

/**
 * SPEC.md §5, to the letter: `${base} (${n})` where n is one more than the highest trailing number among
 * the names that start with the base (a name without one counts as 0), at least 1. So 'Lot B (5)' counts
 * for the base 'Lot', and the suggestion never equals an existing name. Blank name → 'Indiquer un nom'.
 * BigInt: numbers past 2^53 stay exact.
 */
export function suggestCloneName(name: string, existingNames: readonly string[]): string {
  const trimmed = name.trim();
  if (trimmed === '') return fr.validation.cloneNameNone;
  const base = cloneBaseName(trimmed);
  let highest = 0n;
  for (const raw of existingNames) {
    const existing = raw.trim();
    if (!existing.startsWith(base)) continue;
    const n = BigInt(TRAILING_NUMBER.exec(existing)?.[1] ?? 0);
    if (n > highest) highest = n;
  }
  return `${base} (${highest + 1n})`;
}

// Clone name suggestion (SPEC.md §5). Plain string operations: names are never turned into a regex.
import { fr } from '../i18n/fr';

/** n when `s` is exactly ' (n)' (n digits), else null. BigInt: numbers past 2^53 stay exact. */
function suffixNumber(s: string): bigint | null {
  if (s.length < 4 || s[0] !== ' ' || s[1] !== '(' || s[s.length - 1] !== ')') return null;
  for (let i = 2; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  return BigInt(s.slice(2, -1));
}

/** The trailing ' (n)' number of a name, or null when it has none. */
function trailingNumber(name: string): bigint | null {
  const open = name.lastIndexOf(' (');
  return open >= 0 ? suffixNumber(name.slice(open)) : null;
}

/** The name without a trailing ' (n)'. */
export function cloneBaseName(name: string): string {
  return trailingNumber(name) !== null ? name.slice(0, name.lastIndexOf(' (')) : name;
}

/**
 * SPEC.md §5, to the letter: `${base} (${n})` where n is one more than the highest trailing number among
 * the names that start with the base (a name without one counts as 0), at least 1. So 'Lot B (5)' counts
 * for the base 'Lot', and the suggestion never equals an existing name. Blank name → 'Indiquer un nom'.
 */
export function suggestCloneName(name: string, existingNames: readonly string[]): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return fr.validation.cloneNameNone;
  const base = cloneBaseName(trimmed);
  let highest = 0n;
  for (const raw of existingNames) {
    const existing = typeof raw === 'string' ? raw.trim() : '';
    if (!existing.startsWith(base)) continue;
    const n = trailingNumber(existing) ?? 0n;
    if (n > highest) highest = n;
  }
  return `${base} (${highest + 1n})`;
}

// Clone name suggestion (SPEC.md §5). Plain string operations: names are never turned into a regex.
import { fr } from '../i18n/fr';

/** n when `s` is exactly ' (n)' (n digits), else -1. */
function suffixNumber(s: string): number {
  if (s.length < 4 || s[0] !== ' ' || s[1] !== '(' || s[s.length - 1] !== ')') return -1;
  for (let i = 2; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  return Number(s.slice(2, -1));
}

/** The name without a trailing ' (n)'. */
export function cloneBaseName(name: string): string {
  const open = name.lastIndexOf(' (');
  return open >= 0 && suffixNumber(name.slice(open)) >= 0 ? name.slice(0, open) : name;
}

/**
 * `${base} (${n})` where n is one more than the highest number among the existing names of the same
 * family: the base itself (counts as 0) and `${base} (k)`; at least 1. Names that merely start with the
 * base ('Lot B (5)' for base 'Lot') are another family and do not count. Blank name → 'Indiquer un nom'.
 */
export function suggestCloneName(name: string, existingNames: readonly string[]): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return fr.validation.cloneNameNone;
  const base = cloneBaseName(trimmed);
  let highest = 0;
  for (const raw of existingNames) {
    const existing = typeof raw === 'string' ? raw.trim() : '';
    if (!existing.startsWith(base)) continue;
    const n = existing.length === base.length ? 0 : suffixNumber(existing.slice(base.length));
    if (n > highest) highest = n;
  }
  return `${base} (${highest + 1})`;
}

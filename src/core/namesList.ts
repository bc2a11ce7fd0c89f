// What a bulk confirmation names (DESIGN.md §2 "Round 5"): the first few rows by name, then how many more.
import { fr } from '../i18n/fr';

/** At most this many names; the rest are counted. */
export const NAMES_SHOWN = 5;

/**
 * `Dupont, Martin et Durand`; past five names, `A, B, C, D, E et 3 autres` (`et 1 autre`). No name gives ''.
 */
export function namesList(names: readonly string[]): string {
  if (names.length <= NAMES_SHOWN) {
    return names.length < 2 ? (names[0] ?? '') : fr.common.andLast(names.slice(0, -1).join(', '), names[names.length - 1]);
  }
  return fr.common.andOthers(names.slice(0, NAMES_SHOWN).join(', '), names.length - NAMES_SHOWN);
}

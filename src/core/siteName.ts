// Site name (chantier) dialog rules (SPEC.md §5).
import { fr } from '../i18n/fr';

export function siteNameDialogStart(old: string): { value: string; notice: string } {
  return { value: old, notice: old.trim() === '' ? fr.validation.siteNameNone : '' };
}

export type SiteNameChange =
  | { kind: 'empty'; message: typeof fr.validation.siteNameEmpty }
  | { kind: 'unchanged' }
  | { kind: 'save'; value: string };

/** Non-empty after trim; saved only when it differs from the old name. */
export function checkSiteNameChange(old: string, input: string): SiteNameChange {
  const value = input.trim();
  if (value === '') return { kind: 'empty', message: fr.validation.siteNameEmpty };
  if (value === old.trim()) return { kind: 'unchanged' };
  return { kind: 'save', value };
}

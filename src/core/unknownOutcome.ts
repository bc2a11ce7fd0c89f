// A change whose answer was lost (network failure, time-out) may have been applied: once the list is
// loaded again, the user is told what the server now holds for each offer concerned, never "not changed".
import { type Edit, type EditField, shownValue } from './edits';
import { statusLabel } from './offerRules';
import type { Offer } from './types';
import { fr } from '../i18n/fr';

/** How a field's current value reads in the report. */
const valueText = (row: Offer, field: EditField): string => {
  const value = shownValue(row, field);
  const text = field === 'status' ? statusLabel(value) || fr.offers.statusUnset : value;
  return text || fr.edits.noValue;
};

/** One line per change, from the reloaded rows. */
export function unknownOutcomeLines(edits: readonly Pick<Edit, 'id' | 'ref' | 'field'>[], rows: readonly Offer[]): string[] {
  return edits.map(({ id, ref, field }) => {
    const row = rows.find((r) => r.id === id);
    return row ? fr.edits.unknown[field](ref, valueText(row, field)) : fr.edits.unknownGone(ref);
  });
}

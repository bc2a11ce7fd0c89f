// Changes made in place on an offer's row (status, delivery quarter, site name): each call carries the
// value the user saw (DESIGN.md Round 4: statut_precedent, date_precedente, nom_precedent), so a server that
// holds another value refuses it ({statut: 'ko', conflit: true, msg, offre}) instead of overwriting another
// user's change. The page keeps a stack of the changes made, undone most recent first, each back to the value
// from before the user's decision, through the same conflict-checked calls.
import type { Offer } from './types';

export type EditField = 'status' | 'delivery' | 'siteName';

/** One field's call (SPEC.md §7 and its extension) and the row field it changes. */
interface EditSpec {
  action: string;
  row: 'offre_statut' | 'projet_livraison' | 'projet_nom';
  body(id: number, ref: string, value: string, before: string): Record<string, unknown>;
}

export const EDIT_SPECS: Record<EditField, EditSpec> = {
  status: {
    action: 'statut-offre',
    row: 'offre_statut',
    body: (offreid, offreref, statut, before) => ({ offreid, offreref, statut, statut_precedent: before }),
  },
  delivery: {
    action: 'date-livraison',
    row: 'projet_livraison',
    body: (offreid, _ref, newdate, before) => ({ offreid, newdate, date_precedente: before }),
  },
  siteName: {
    action: 'nom-chantier',
    row: 'projet_nom',
    body: (offreid, _ref, nomchantier, before) => ({ offreid, nomchantier, nom_precedent: before }),
  },
};

/** A change the server accepted: which offer, which field, the value before and the value it set. */
export interface Edit { id: number; ref: string; field: EditField; before: string; after: string }

/** What one undo takes back: one change, or every change of a bulk run. `text` says what was done. */
export interface UndoEntry { edits: readonly Edit[]; text: string }

/** How many changes the page remembers. */
export const UNDO_DEPTH = 20;

/** The stack with `entry` on top (an entry that changed nothing is not kept), at most UNDO_DEPTH deep. */
export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] {
  const edits = entry.edits.filter((e) => e.before !== e.after);
  if (!edits.length) return [...stack];
  return [...stack, { ...entry, edits }].slice(-UNDO_DEPTH);
}

/** The change that undoes `edit`: back to its value before, sending the value it set as the one seen. */
export const reverse = (edit: Edit): Edit => ({ ...edit, before: edit.after, after: edit.before });

/** The row field an edit changes, as the row shows it ('' when unset). */
export const shownValue = (offer: Offer, field: EditField): string => offer[EDIT_SPECS[field].row] ?? '';

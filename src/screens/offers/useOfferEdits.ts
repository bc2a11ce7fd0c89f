// Changes made in place on an offer's row (status, delivery quarter, site name) and their undo (core/edits).
// Each call says the value the user saw; the row changes only once the server says ok, and shows it is being
// saved meanwhile (`saving`). A conflict (another user changed the offer) puts the server's row in the list
// and says so beside the row; another refusal is the alert (status) or the dialog 'Erreur' (SPEC.md §8); a
// lost answer reloads the list and says what the server now holds (core/unknownOutcome). Every accepted
// change goes on the undo stack, undone most recent first, back to the value from before the decision.
import { useRef, useState } from 'react';
import { describeActionError, isOutcomeUnknown } from '../../core/errorMessages';
import { EDIT_SPECS, pushUndo, reverse, shownValue, type Edit, type EditField, type UndoEntry } from '../../core/edits';
import { latestWins, type LatestWins } from '../../core/latestWins';
import { parseActionAnswer } from '../../core/normalize';
import { statusLabel } from '../../core/offerRules';
import { unknownOutcomeLines } from '../../core/unknownOutcome';
import type { ActionAnswer, Offer } from '../../core/types';
import type { Family } from '../../families';
import { fr } from '../../i18n/fr';
import type { WidgetEnv } from '../../ui/env';
import type { RemoteList } from '../../ui/useRemoteList';
import type { OfferDialog } from './useOfferActions';

export interface OfferEditHooks {
  /** The user starts changing a row in place: the screen holds the rows where they are. */
  onEdit(): void;
  /** Says what was done (the screen's live region). */
  announce(text: string): void;
  setDialog(dialog: OfferDialog): void;
  /** A floating notice, about a row. */
  notify(text: string, rowId?: number): void;
}

type Outcome = 'ok' | 'conflict' | 'refused' | 'failed';

/** The host event of an accepted change (event names written out: the manifest is generated from them). */
const EMIT: Record<EditField, (env: WidgetEnv, family: string, id: number, value: string) => void> = {
  status: (env, family, id, statut) => env.emit('terreal-offre-status-change', { family, id, statut }),
  delivery: (env, family, id, projet_livraison) => env.emit('terreal-offre-delivery-change', { family, id, projet_livraison }),
  siteName: (env, family, id, projet_nom) => env.emit('terreal-offre-site-change', { family, id, projet_nom }),
};

/** What an accepted change says (`answer`: the server's message first, when the field shows it). */
function doneText(edit: Edit, answer: ActionAnswer | null, undoing: boolean): string {
  const { ref, after } = edit;
  if (edit.field === 'status') {
    const label = statusLabel(after) || fr.offers.statusUnset;
    return undoing ? fr.offers.statusRestored(ref, label) : fr.offers.statusSaved(ref, label);
  }
  if (undoing) return (edit.field === 'delivery' ? fr.edits.deliveryRestored : fr.edits.siteNameRestored)(ref, after || fr.edits.noValue);
  return answer?.msg || (edit.field === 'delivery' ? fr.offers.deliverySavedText : fr.offers.siteNameSaved(ref));
}

/** The rows concerned by lost answers, as the server now has them: the list loads again, its rows kept shown. */
export async function reportUnknown(list: Pick<RemoteList<Offer>, 'reload'>, edits: readonly Pick<Edit, 'id' | 'ref' | 'field'>[]): Promise<string[]> {
  const rows = await list.reload({ keepRows: true });
  return rows ? unknownOutcomeLines(edits, rows) : [fr.errors.maybeNotSaved];
}

/** The undo of the changes made in place: its notice, whether there is one, and doing it. */
export interface OfferUndo {
  /** The undo notice, while it shows (the stack outlives it: Ctrl+Z goes on). */
  notice: { text: string } | null;
  available: boolean;
  /** The row of the change `run` undoes, and whether another waits after it. */
  rowId: number | undefined;
  more: boolean;
  run(): Promise<void>;
  hide(): void;
}

/** The changes made in place on a row (status, delivery quarter, site name), what is being saved, and their undo. */
export interface OfferEdits {
  /** The values being saved, by offer id. */
  saving: Record<number, Partial<Offer>>;
  alert: { text: string; close(): void };
  changeStatus(offer: Offer, statut: string): Promise<void>;
  saveField(field: 'delivery' | 'siteName', offer: Offer, value: string): Promise<void>;
  undo: OfferUndo;
  recordBulk(changes: readonly { offer: Offer; previous: string; statut: string }[], text: string): () => void;
}

export function useOfferEdits(env: WidgetEnv, family: Family, list: RemoteList<Offer>, hooks: OfferEditHooks): OfferEdits {
  /** The values being saved, by offer id (a row shows it is busy; its status select shows the value sent). */
  const [saving, setSaving] = useState<Record<number, Partial<Offer>>>({});
  const savingRef = useRef(saving);
  savingRef.current = saving;
  const [alert, setAlert] = useState('');
  const [stack, setStack] = useState<UndoEntry[]>([]);
  // Refs: Ctrl+Z pressed twice before a render undoes two changes, not the same one twice.
  const stackRef = useRef(stack);
  /** The text of the undo notice while it shows (the stack outlives it: Ctrl+Z goes on). */
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const undoChain = useRef<Promise<void>>(Promise.resolve());
  const on = useRef(hooks);
  on.current = hooks;

  const setStackNow = (next: UndoEntry[]) => {
    stackRef.current = next;
    setStack(next);
  };
  const record = (entry: UndoEntry) => {
    const next = pushUndo(stackRef.current, entry);
    if (next[next.length - 1] === stackRef.current[stackRef.current.length - 1]) return; // nothing changed
    setStackNow(next);
    setNotice({ text: entry.text });
  };
  /** The row `id` with `values` over its own (a saved value, or the server's row after a conflict). */
  const patchRow = (id: number, values: Partial<Offer>) => list.setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...values } : r)));

  /** Posts one change; `back`: the dialog a refusal goes back to (with the value typed). */
  async function send(edit: Edit, undoing: boolean, back?: OfferDialog): Promise<Outcome> {
    const spec = EDIT_SPECS[edit.field];
    const h = on.current;
    h.onEdit();
    setSaving((s) => ({ ...s, [edit.id]: { ...s[edit.id], [spec.row]: edit.after } }));
    try {
      const answer = await env.api.post(`/ajax/${family}/${spec.action}`, spec.body(edit.id, edit.ref, edit.after, edit.before), parseActionAnswer);
      if (answer.statut === 'ok') {
        patchRow(edit.id, { [spec.row]: edit.after });
        EMIT[edit.field](env, family, edit.id, edit.after);
        const text = doneText(edit, answer, undoing);
        h.announce(text);
        if (back) h.setDialog(null);
        if (!undoing) record({ edits: [edit], text });
        return 'ok';
      }
      if (answer.conflit) {
        // The row shows what the server holds; the notice, beside it, says why the change was not made.
        if (answer.offre) patchRow(edit.id, answer.offre);
        const text = answer.msg || fr.edits.conflict(edit.ref);
        h.announce(text);
        h.notify(text, edit.id);
        if (back) h.setDialog(null);
        return 'conflict';
      }
      if (edit.field === 'status') setAlert(answer.msg || fr.errors.unknown);
      else h.setDialog({ kind: 'message', title: fr.errors.errorTitle, text: answer.msg || fr.errors.unknown, back });
      return 'refused';
    } catch (error) {
      if (isOutcomeUnknown(error)) {
        const lines = await reportUnknown(list, [edit]);
        h.setDialog({ kind: 'message', title: fr.errors.requestFailedTitle, text: lines.join('\n') });
      } else {
        h.setDialog({ kind: 'message', ...describeActionError(error), back });
      }
      return 'failed';
    } finally {
      setSaving(({ [edit.id]: _done, ...others }) => others);
    }
  }

  // Status: one request at a time per offer, the last decision wins (the ones in between are dropped). The
  // queue lives as long as its list (another env or family: a new one); it sends with the latest render's `send`.
  const sendRef = useRef(send);
  sendRef.current = send;
  const queue = useRef<{ env: WidgetEnv; family: Family; statuses: LatestWins<number, Edit> } | null>(null);
  if (queue.current?.env !== env || queue.current.family !== family) {
    queue.current = { env, family, statuses: latestWins<number, Edit>((_id, edit) => sendRef.current(edit, false)) };
  }
  const statusQueue = queue.current.statuses;

  /** Undoes the most recent change (every change of a bulk run), once the undo before it is done. */
  function undoLast(): Promise<void> {
    undoChain.current = undoChain.current.then(async () => {
      const entry = stackRef.current[stackRef.current.length - 1];
      if (!entry) return;
      setStackNow(stackRef.current.slice(0, -1));
      setNotice(null);
      let restored = 0;
      for (const edit of [...entry.edits].reverse()) {
        if ((await send(reverse(edit), true)) === 'ok') restored++;
      }
      if (!restored) return;
      const text = entry.edits.length === 1 ? doneText(reverse(entry.edits[0]), null, true) : fr.bulk.statusRestored(restored);
      on.current.announce(text);
      // With more to undo, the notice offers the next one; else it only says what was done.
      if (stackRef.current.length) setNotice({ text });
      else on.current.notify(text, entry.edits.length === 1 ? entry.edits[0].id : undefined);
    });
    return undoChain.current;
  }

  return {
    saving,
    alert: { text: alert, close: () => setAlert('') },
    /** A status chosen on a row: `statut_precedent` is what the row showed (the value being saved, if any). */
    changeStatus(offer: Offer, statut: string) {
      setAlert('');
      const before = savingRef.current[offer.id]?.offre_statut ?? offer.offre_statut;
      return statusQueue.push(offer.id, { id: offer.id, ref: offer.offre_ref, field: 'status', before, after: statut });
    },
    /** The delivery quarter or site name saved from its dialog (a refusal gives the dialog back with the value typed). */
    async saveField(field: 'delivery' | 'siteName', offer: Offer, value: string): Promise<void> {
      await send({ id: offer.id, ref: offer.offre_ref, field, before: shownValue(offer, field), after: value }, false,
        { kind: field, offer, value });
    },
    undo: {
      /** The undo notice, while it shows (the stack outlives it: Ctrl+Z goes on). */
      notice,
      available: stack.length > 0,
      /** The row of the change `run` undoes, and whether another waits after it. */
      rowId: stack[stack.length - 1]?.edits[0]?.id,
      more: stack.length > 1,
      run: undoLast,
      hide: () => setNotice(null),
    },
    /** A bulk run's changes, as one entry of the stack; gives what takes that entry off (the dialog's own undo of the run). */
    recordBulk(changes: readonly { offer: Offer; previous: string; statut: string }[], text: string): () => void {
      const top = stackRef.current[stackRef.current.length - 1];
      record({ edits: changes.map((c) => ({ id: c.offer.id, ref: c.offer.offre_ref, field: 'status', before: c.previous, after: c.statut })), text });
      const added = stackRef.current[stackRef.current.length - 1];
      return () => {
        if (added === top) return;
        setStackNow(stackRef.current.filter((e) => e !== added));
        setNotice(null);
      };
    },
  };
}

// The server actions of an offers list (SPEC.md §7) and what the user sees after each (§8): clone, delete,
// hide (the changes made in place on a row are useOfferEdits'). The row changes only when the server says
// ok; a success is a floating notice with the server's message, nothing to close.
// Every action goes through runAction (screens/serverAction): post, check `statut`, then the action's own
// success or refusal.
import { useState } from 'react';
import { deleteOfferCall, hideCall } from '../../core/bulk';
import { parseCloneAnswer } from '../../core/normalize';
import type { ActionAnswer, CloneAnswer, Offer } from '../../core/types';
import type { Family } from '../../families';
import { fr } from '../../i18n/fr';
import type { WidgetEnv } from '../../ui/env';
import type { RemoteList } from '../../ui/useRemoteList';
import { runServerAction, type ServerAction } from '../serverAction';

export type OfferDialog =
  | { kind: 'clone' | 'delivery' | 'siteName' | 'delete' | 'hide'; offer: Offer; /** The value typed before a failed save. */ value?: string }
  | { kind: 'message'; title: string; text: string; /** The dialog to go back to once the message is closed. */ back?: OfferDialog }
  | null;

export const CLONE_HIGHLIGHT_MS = 12000;

/** An offers action: `refused` by default (SPEC.md §8) shows the dialog 'Erreur' with the server's msg. */
type ActionSpec<A extends ActionAnswer> = Omit<ServerAction<A>, 'refused' | 'failed'> & Partial<Pick<ServerAction<A>, 'refused'>> & {
  /** Where closing the error message goes back to (the dialog with the value typed), when the action fails. */
  back?: OfferDialog;
};

export interface OfferActionHooks {
  /** The user starts changing a row in place (before anything is sent): the screen holds the rows where they are. */
  onEdit(): void;
  /** A clone was added: the screen puts focus on it once the result is read. */
  onCloned(id: number): void;
  /** Says what was done (the screen's live region). */
  announce(text: string): void;
  /** Opens a dialog (a message), or closes the one open (null). */
  setDialog(dialog: OfferDialog): void;
  /** A floating notice (a success, with the server's message), about a row. */
  notify(text: string, rowId?: number): void;
}

/** The server actions on an offer (clone, delete, hide) and what they leave on the list. */
export interface OfferActions {
  /** Clones just made, shown on top of the list (newest first). */
  pinned: readonly number[];
  /** Clones just made, marked for a while (CLONE_HIGHLIGHT_MS). */
  highlighted: readonly number[];
  clone(offer: Offer, newname: string): Promise<void>;
  remove(offer: Offer): Promise<void>;
  hide(offer: Offer): Promise<void>;
  /** A status saved elsewhere (a row's select, its undo, a bulk change): the row shows it, the host hears of it. */
  statusSaved(offer: Offer, statut: string): void;
  /** An offer hidden by a bulk hide. */
  hidden(offer: Offer): void;
  /**
   * A bulk call's conflict (another user changed the offer meanwhile): the row shows the server's;
   * `goneWithout` (a hide): an answer without one means the offer was hidden meanwhile and leaves the list.
   */
  conflictRow(offer: Offer, answer: ActionAnswer, goneWithout?: boolean): void;
}

export function useOfferActions(env: WidgetEnv, family: Family, list: RemoteList<Offer>, hooks: OfferActionHooks): OfferActions {
  const { onEdit, announce: setAnnounce, setDialog } = hooks;
  const [pinned, setPinned] = useState<number[]>([]);
  const [highlighted, setHighlighted] = useState<number[]>([]);

  const patchRow = (id: number, patch: Partial<Offer>) => list.setRows((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const dropRow = (id: number) => list.setRows((rows) => rows.filter((r) => r.id !== id));
  const message = (title: string, text: string, back?: OfferDialog) => setDialog({ kind: 'message', title, text, back });
  /** A status saved (a row's select, its undo, a bulk change): the row shows it, the host hears of it. */
  const statusSaved = (offer: Offer, statut: string) => {
    patchRow(offer.id, { offre_statut: statut });
    env.emit('terreal-offre-status-change', { family, id: offer.id, statut });
  };
  /** An offer hidden (after its confirmation, or by a bulk hide). */
  const hidden = (offer: Offer) => {
    dropRow(offer.id);
    env.emit('terreal-offre-hide', { family, id: offer.id });
  };
  /** A conflict's row: the server's; `goneWithout` (a hide): an answer without one leaves the list (hidden meanwhile). */
  const conflictRow = (offer: Offer, answer: ActionAnswer, goneWithout = false) => {
    if (!answer.conflit) return;
    if (answer.offre) list.setRows((rows) => rows.map((r) => (r.id === offer.id ? answer.offre! : r)));
    else if (goneWithout) dropRow(offer.id);
  };
  /** Clone and delete refusals show the server's own title and msg (SPEC.md §8). */
  const serverMessage = (answer: ActionAnswer) => message(answer.title || fr.errors.errorTitle, answer.msg || fr.errors.unknown);
  /**
   * A delete or hide refused because another user changed the offer meanwhile (DESIGN.md §2 "Round 5"): as
   * a change in place, the row shows the server's (none when the offer was hidden meanwhile: it leaves the
   * list) and a notice beside it says why nothing was done. False for any other refusal.
   */
  const conflicted = (offer: Offer, answer: ActionAnswer): boolean => {
    if (!answer.conflit) return false;
    conflictRow(offer, answer, true);
    const text = answer.msg || fr.edits.conflict(offer.offre_ref);
    setDialog(null);
    setAnnounce(text);
    hooks.notify(text, offer.id);
    return true;
  };

  const runAction = <A extends ActionAnswer>(spec: ActionSpec<A>) => runServerAction(list, {
    refused: (answer) => message(fr.errors.errorTitle, answer.msg || fr.errors.unknown, spec.back),
    failed: (m) => setDialog({ kind: 'message', ...m, back: spec.back }),
    ...spec,
  });

    const clone = (offer: Offer, newname: string) => runAction<CloneAnswer>({
    call: env.api.post(`/ajax/${family}/clonage-offre`, { offreid: offer.id, newname }, parseCloneAnswer),
    ok: (answer) => {
      const copy = answer.clonedata;
      if (!copy) {
        serverMessage(answer);
        return;
      }
      // The rows shown are held, as after a status change: a clone the filters hide stays on top, marked as
      // not matching, until a filter, the sort or the page changes.
      onEdit();
      list.setRows((rows) => [copy, ...rows.filter((r) => r.id !== copy.id)]);
      hooks.onCloned(copy.id);
      setPinned((p) => [copy.id, ...p]);
      setHighlighted((h) => [...h, copy.id]);
      // Not cleared on unmount: a state update on an unmounted component does nothing (preact, React 18+).
      setTimeout(() => setHighlighted((h) => h.filter((id) => id !== copy.id)), CLONE_HIGHLIGHT_MS);
      setAnnounce(fr.offers.cloned(copy.offre_nom));
      setDialog(null);
      hooks.notify(answer.msg || fr.offers.cloned(copy.offre_nom), copy.id);
      env.emit('terreal-offre-clone', { family, id: offer.id, clone: copy });
    },
    refused: serverMessage,
  });

  const remove = (offer: Offer) => runAction({
    call: deleteOfferCall(env.api, family)(offer),
    ok: (answer) => {
      dropRow(offer.id);
      setAnnounce(fr.offers.removed(offer.offre_ref));
      env.emit('terreal-offre-delete', { family, id: offer.id });
      setDialog(null);
      hooks.notify(answer.msg || fr.offers.removed(offer.offre_ref));
    },
    refused: (answer) => conflicted(offer, answer) || serverMessage(answer),
  });

  const hide = (offer: Offer) => runAction({
    call: hideCall(env.api, family)(offer),
    ok: (answer) => {
      hidden(offer);
      setDialog(null);
      setAnnounce(fr.offers.removed(offer.offre_ref));
      hooks.notify(answer.msg || fr.offers.removed(offer.offre_ref));
    },
    refused: (answer) => conflicted(offer, answer) || message(fr.errors.errorTitle, answer.msg || fr.offers.hideFailed),
  });

  return { pinned, highlighted, clone, remove, hide, statusSaved, hidden, conflictRow };
}

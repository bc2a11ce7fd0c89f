// The server actions of an offers list (SPEC.md §7) and what the user sees after each (§8). The row
// changes only when the server says ok, so a failed change leaves the row as the server has it.
// Every action goes through runAction (screens/serverAction): post, check `statut`, then the action's own
// success or refusal.
import { useMemo, useState } from 'react';
import { hideCall, statusCall } from '../../core/bulk';
import { latestWins } from '../../core/latestWins';
import { parseActionAnswer, parseCloneAnswer } from '../../core/normalize';
import { statusLabel } from '../../core/offerRules';
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

/** A status change that can still be undone: the row as saved, the status it had before, the confirmation. */
export interface StatusUndo { offer: Offer; previous: string; text: string }

/** A status to post: the offer as the user saw it, and whether it undoes the last saved change. */
interface StatusChange { offer: Offer; statut: string; undoing?: boolean }

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
}

export function useOfferActions(env: WidgetEnv, family: Family, list: RemoteList<Offer>, hooks: OfferActionHooks) {
  const { onEdit, announce: setAnnounce, setDialog } = hooks;
  const [alert, setAlert] = useState('');
  /** The status each offer is being changed to, by offer id: each row's select shows its own. */
  const [pendingStatus, setPendingStatus] = useState<Record<number, string>>({});
  const [pinned, setPinned] = useState<number[]>([]);
  const [highlighted, setHighlighted] = useState<number[]>([]);
  const [undo, setUndo] = useState<StatusUndo | null>(null);

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
  /** Clone and delete refusals show the server's own title and msg (SPEC.md §8). */
  const serverMessage = (answer: ActionAnswer) => message(answer.title || fr.errors.errorTitle, answer.msg || fr.errors.unknown);

  /** POST /ajax/{family}/{action} (SPEC.md §7). */
  const post = (action: string, body: Record<string, unknown>) => env.api.post(`/ajax/${family}/${action}`, body, parseActionAnswer);
  const runAction = <A extends ActionAnswer>(spec: ActionSpec<A>) => runServerAction(list, {
    refused: (answer) => message(fr.errors.errorTitle, answer.msg || fr.errors.unknown, spec.back),
    failed: (m) => setDialog({ kind: 'message', ...m, back: spec.back }),
    ...spec,
  });

  // Status: one request at a time per offer, the last choice wins (a closed select changes on each arrow key).
  // An undo's confirmation offers no further undo.
  const statusQueue = useMemo(() => latestWins<number, StatusChange>((_id, { offer, statut, undoing }) => runAction({
    call: statusCall(env.api, family)(offer, statut),
    ok: () => {
      statusSaved(offer, statut);
      const label = statusLabel(statut) || fr.offers.statusUnset;
      const text = undoing ? fr.offers.statusRestored(offer.offre_ref, label) : fr.offers.statusSaved(offer.offre_ref, label);
      setAnnounce(text);
      const previous = offer.offre_statut;
      setUndo(undoing || previous === statut ? null : { offer: { ...offer, offre_statut: statut }, previous, text });
    },
    refused: (answer) => setAlert(answer.msg || fr.errors.unknown),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runAction reads only refs and state setters
  })), [env, family]);

  /** `undoing`: the change posts the status the offer had before the last saved change. */
  async function changeStatus(offer: Offer, statut: string, undoing?: boolean) {
    onEdit();
    setPendingStatus((p) => ({ ...p, [offer.id]: statut }));
    setAlert('');
    await statusQueue.push(offer.id, { offer, statut, undoing });
    setPendingStatus(({ [offer.id]: _done, ...others }) => others);
  }

  /** Posts the status the offer had before the last saved change, through the same statut-offre call (only while `undo` is set). */
  function undoStatus(): Promise<void> {
    setUndo(null);
    return changeStatus(undo!.offer, undo!.previous, true);
  }

  const clone = (offer: Offer, newname: string) => runAction<CloneAnswer>({
    call: env.api.post(`/ajax/${family}/clonage-offre`, { offreid: offer.id, newname }, parseCloneAnswer),
    ok: (answer) => {
      const copy = answer.clonedata;
      if (!copy) {
        serverMessage(answer);
        return;
      }
      // The rows shown are held, as after a status change: a clone the filters hide stays on top, marked as
      // not matching, until a filter, the sort or the page changes (issue 20 §5).
      onEdit();
      list.setRows((rows) => [copy, ...rows.filter((r) => r.id !== copy.id)]);
      hooks.onCloned(copy.id);
      setPinned((p) => [copy.id, ...p]);
      setHighlighted((h) => [...h, copy.id]);
      // Not cleared on unmount: a state update on an unmounted component does nothing (preact, React 18+).
      setTimeout(() => setHighlighted((h) => h.filter((id) => id !== copy.id)), CLONE_HIGHLIGHT_MS);
      setAnnounce(fr.offers.cloned(copy.offre_nom));
      message(answer.title || fr.offers.cloneTitle, answer.msg || fr.offers.cloned(copy.offre_nom));
      env.emit('terreal-offre-clone', { family, id: offer.id, clone: copy });
    },
    refused: serverMessage,
  });

  const saveDelivery = (offer: Offer, newdate: string) => {
    onEdit();
    return runAction({
      call: post('date-livraison', { offreid: offer.id, newdate }),
      // A failed save gives the dialog back with the quarter typed (issue 20 §5).
      back: { kind: 'delivery', offer, value: newdate },
      ok: () => {
        patchRow(offer.id, { projet_livraison: newdate });
        message(fr.offers.deliverySavedTitle, fr.offers.deliverySavedText);
        env.emit('terreal-offre-delivery-change', { family, id: offer.id, projet_livraison: newdate });
      },
    });
  };

  const saveSiteName = (offer: Offer, nomchantier: string) => {
    onEdit();
    return runAction({
      call: post('nom-chantier', { offreid: offer.id, nomchantier }),
      ok: () => {
        patchRow(offer.id, { projet_nom: nomchantier });
        setDialog(null);
        setAnnounce(fr.offers.siteNameSaved(offer.offre_ref));
        env.emit('terreal-offre-site-change', { family, id: offer.id, projet_nom: nomchantier });
      },
    });
  };

  const remove = (offer: Offer) => runAction({
    call: post('supprime-offre', { offreref: offer.offre_ref, offreid: offer.id }),
    ok: (answer) => {
      dropRow(offer.id);
      setAnnounce(fr.offers.removed(offer.offre_ref));
      env.emit('terreal-offre-delete', { family, id: offer.id });
      message(answer.title || fr.offers.deleteTitle, answer.msg || fr.offers.removed(offer.offre_ref));
    },
    refused: serverMessage,
  });

  const hide = (offer: Offer) => runAction({
    call: hideCall(env.api, family)(offer),
    ok: () => {
      hidden(offer);
      setDialog(null);
      setAnnounce(fr.offers.removed(offer.offre_ref));
    },
    refused: (answer) => message(fr.errors.errorTitle, answer.msg || fr.offers.hideFailed),
  });

  return {
    alert, setAlert, pendingStatus, pinned, highlighted,
    changeStatus, undo, undoStatus, dismissUndo: () => setUndo(null), clone, saveDelivery, saveSiteName, remove, hide,
    statusSaved, hidden,
  };
}

// The server actions of an offers list (SPEC.md §7) and what the user sees after each (§8). The row
// changes only when the server says ok, so a failed change leaves the row as the server has it.
import { useRef, useState } from 'react';
import { describeActionError } from '../../core/errorMessages';
import { parseActionAnswer, parseCloneAnswer } from '../../core/normalize';
import { statusLabel } from '../../core/offerRules';
import type { Family, Offer } from '../../core/types';
import { fr } from '../../i18n/fr';
import type { WidgetEnv } from '../../ui/env';
import type { RemoteList } from '../../ui/useRemoteList';

export type OfferDialog =
  | { kind: 'clone' | 'delivery' | 'siteName' | 'delete' | 'hide'; offer: Offer }
  | { kind: 'message'; title: string; text: string }
  | null;

export const CLONE_HIGHLIGHT_MS = 12000;

export function useOfferActions(env: WidgetEnv, family: Family, list: RemoteList<Offer>) {
  const [dialog, setDialog] = useState<OfferDialog>(null);
  const [alert, setAlert] = useState('');
  const [announce, setAnnounce] = useState('');
  const [pendingStatus, setPendingStatus] = useState<Record<number, string>>({});
  const [pinned, setPinned] = useState<number[]>([]);
  const [highlighted, setHighlighted] = useState<number[]>([]);
  const seq = useRef(0);
  const path = (action: string) => `/ajax/${family}/${action}`;
  const patchRow = (id: number, patch: Partial<Offer>) => list.setRows((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const dropRow = (id: number) => list.setRows((rows) => rows.filter((r) => r.id !== id));
  const message = (title: string, text: string) => setDialog({ kind: 'message', title, text });
  const fail = (error: unknown) => setDialog({ kind: 'message', ...describeActionError(error) });

  async function changeStatus(offer: Offer, statut: string) {
    const mine = ++seq.current;
    setPendingStatus((p) => ({ ...p, [offer.id]: statut }));
    setAlert('');
    try {
      const answer = await env.api.post(path('statut-offre'), { offreid: offer.id, offreref: offer.offre_ref, statut }, parseActionAnswer);
      if (answer.statut === 'ok') {
        patchRow(offer.id, { offre_statut: statut });
        setAnnounce(fr.offers.statusSaved(offer.offre_ref, statusLabel(statut) || fr.offers.statusUnset));
        env.emit('terreal-offre-status-change', { family, id: offer.id, statut });
      } else {
        setAlert(answer.msg || fr.errors.unknown);
      }
    } catch (error) {
      fail(error);
    } finally {
      setPendingStatus((p) => {
        if (seq.current !== mine) return p;
        const next = { ...p };
        delete next[offer.id];
        return next;
      });
    }
  }

  async function clone(offer: Offer, newname: string) {
    try {
      const answer = await env.api.post(path('clonage-offre'), { offreid: offer.id, newname }, parseCloneAnswer);
      const copy = answer.clonedata;
      if (answer.statut === 'ok' && copy) {
        list.setRows((rows) => [copy, ...rows.filter((r) => r.id !== copy.id)]);
        setPinned((p) => [copy.id, ...p]);
        setHighlighted((h) => [...h, copy.id]);
        setTimeout(() => setHighlighted((h) => h.filter((id) => id !== copy.id)), CLONE_HIGHLIGHT_MS);
        setAnnounce(fr.offers.cloned(copy.offre_nom));
        message(answer.title || fr.offers.cloneTitle, answer.msg || fr.offers.cloned(copy.offre_nom));
        env.emit('terreal-offre-clone', { family, id: offer.id, clone: copy });
      } else {
        message(answer.title || fr.errors.errorTitle, answer.msg || fr.errors.unknown);
      }
    } catch (error) {
      fail(error);
    }
  }

  async function saveDelivery(offer: Offer, newdate: string) {
    try {
      const answer = await env.api.post(path('date-livraison'), { offreid: offer.id, newdate }, parseActionAnswer);
      if (answer.statut === 'ok') {
        patchRow(offer.id, { projet_livraison: newdate });
        message(fr.offers.deliverySavedTitle, fr.offers.deliverySavedText);
        env.emit('terreal-offre-delivery-change', { family, id: offer.id, projet_livraison: newdate });
      } else {
        message(fr.errors.errorTitle, answer.msg || fr.errors.unknown);
      }
    } catch (error) {
      fail(error);
    }
  }

  async function saveSiteName(offer: Offer, nomchantier: string) {
    try {
      const answer = await env.api.post(path('nom-chantier'), { offreid: offer.id, nomchantier }, parseActionAnswer);
      if (answer.statut === 'ok') {
        patchRow(offer.id, { projet_nom: nomchantier });
        setDialog(null);
        setAnnounce(fr.offers.siteNameSaved(offer.offre_ref));
        env.emit('terreal-offre-site-change', { family, id: offer.id, projet_nom: nomchantier });
      } else {
        message(fr.errors.errorTitle, answer.msg || fr.errors.unknown);
      }
    } catch (error) {
      fail(error);
    }
  }

  async function remove(offer: Offer) {
    try {
      const answer = await env.api.post(path('supprime-offre'), { offreref: offer.offre_ref, offreid: offer.id }, parseActionAnswer);
      if (answer.statut === 'ok') {
        dropRow(offer.id);
        setAnnounce(fr.offers.removed(offer.offre_ref));
        env.emit('terreal-offre-delete', { family, id: offer.id });
        message(answer.title || fr.offers.deleteTitle, answer.msg || fr.offers.removed(offer.offre_ref));
      } else {
        message(answer.title || fr.errors.errorTitle, answer.msg || fr.errors.unknown);
      }
    } catch (error) {
      fail(error);
    }
  }

  async function hide(offer: Offer) {
    try {
      const answer = await env.api.post(path('visibilite-offre'), { action: 'masquer', offreid: offer.id }, parseActionAnswer);
      if (answer.statut === 'ok') {
        dropRow(offer.id);
        setDialog(null);
        setAnnounce(fr.offers.removed(offer.offre_ref));
        env.emit('terreal-offre-hide', { family, id: offer.id });
      } else {
        message(fr.errors.errorTitle, answer.msg || fr.offers.hideFailed);
      }
    } catch (error) {
      fail(error);
    }
  }

  return {
    dialog, setDialog, alert, setAlert, announce, pendingStatus, pinned, highlighted,
    changeStatus, clone, saveDelivery, saveSiteName, remove, hide,
  };
}

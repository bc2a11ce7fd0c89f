// The dialog open on the offers screen, if any (SPEC.md §4, §5, §8): clone, delivery date, site name (text-field
// dialogs), delete, hide (confirmations), or a message.
import { suggestCloneName } from '../../core/cloneName';
import { needsCloneWarning, offerClientText } from '../../core/offerRules';
import type { OfferScope } from '../../core/offerScope';
import { checkDeliveryChange, deliveryDialogStart, nextQuarter, parisQuarter, type DeliveryChange } from '../../core/quarter';
import { checkSiteNameChange, siteNameDialogStart, type SiteNameChange } from '../../core/siteName';
import type { Offer } from '../../core/types';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { FieldDialog } from '../../dialogs/FieldDialog';
import { MessageDialog } from '../../dialogs/MessageDialog';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import type { OfferDialog } from './useOfferActions';

/** What the dialogs' buttons do (useOfferActions' clone, delete, hide; useOfferEdits' saves). */
export interface OfferDialogActions {
  clone(offer: Offer, name: string): Promise<void>;
  saveDelivery(offer: Offer, value: string): Promise<void>;
  saveSiteName(offer: Offer, value: string): Promise<void>;
  remove(offer: Offer): Promise<void>;
  hide(offer: Offer): Promise<void>;
}

export interface OffersDialogsProps {
  dialog: OfferDialog;
  setDialog(dialog: OfferDialog): void;
  /** What the dialogs' buttons do. */
  actions: OfferDialogActions;
  /** The listed offers (the clone dialog proposes a name none of them has). */
  rows: readonly Offer[];
  /** The app version and the family's scope: whether cloning an offer warns about its old price list (core/offerRules). */
  appVersion: number;
  scope: OfferScope | undefined;
  /** The user's clock (the screen's moment): whether the offer's quarter is past. */
  now: Date;
}

export function OffersDialogs({ dialog, setDialog, actions, rows, appVersion, scope, now }: OffersDialogsProps) {
  const close = () => setDialog(null);
  if (!dialog) return null;
  if (dialog.kind === 'message') return <MessageDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(dialog.back ?? null)} />;
  const { offer } = dialog;
  /** Delivery and site name: a refused value keeps the dialog open with its message; the old value closes it, unsent. */
  const submit = (change: DeliveryChange | SiteNameChange, save: (offer: Offer, value: string) => Promise<void>) =>
    change.kind === 'save' ? save(offer, change.value) : change.kind === 'unchanged' ? close() : change.message;

  if (dialog.kind === 'clone') {
    // The name box is pre-filled with the suggestion; veture warns when the offer was made with an old Gebrik price list.
    return (
      <FieldDialog
        title={fr.offers.cloneTitle}
        label={fr.offers.cloneName}
        initialValue={suggestCloneName(offer.offre_nom, rows.map((o) => o.offre_nom))}
        submitLabel={fr.offers.clone}
        onSubmit={(value) => (value.trim() ? actions.clone(offer, value.trim()) : fr.offers.cloneNameRequired)}
        onClose={close}
      >
        {needsCloneWarning(offer, appVersion, scope) && (
          <div role="note" className={tw('rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900')}>
            <p className={tw('font-semibold')}>{fr.offers.cloneWarningTitle}</p>
            <p>{fr.offers.cloneWarningText}</p>
          </div>
        )}
      </FieldDialog>
    );
  }
  if (dialog.kind === 'delivery') {
    // YYYY-Tn, 2020–2039; a past quarter starts empty with a warning; after a failed save the quarter typed comes back.
    const start = deliveryDialogStart(offer.projet_livraison, now);
    const quarter = offer.projet_livraison.trim();
    const today = parisQuarter(now);
    const next = nextQuarter(today);
    return (
      <FieldDialog
        title={fr.offers.deliveryTitle}
        label={fr.offers.deliveryField}
        initialValue={dialog.value ?? start.value}
        // With no quarter, `Livraison prévue` says SPEC.md's no-date text (not twice).
        notice={quarter ? start.notice : undefined}
        hint={fr.offers.deliveryHint}
        fill={next ? { label: fr.offers.deliveryNext(next), value: next } : undefined}
        submitLabel={fr.common.save}
        onSubmit={(value) => submit(checkDeliveryChange(offer.projet_livraison, value), actions.saveDelivery)}
        onClose={close}
      >
        {/* Which offer, the quarter it has (SPEC.md §5's text when none) and today's, on the users' clock in Paris. */}
        <p className={tw('font-semibold')}>{fr.offers.deliveryOffer(offer.offre_ref, offer.offre_nom)}</p>
        <p>{fr.offers.deliveryPlanned}{quarter || <span>{fr.validation.quarterNone}</span>}</p>
        <p>{fr.offers.deliveryToday(today)}</p>
      </FieldDialog>
    );
  }
  if (dialog.kind === 'siteName') {
    const start = siteNameDialogStart(offer.projet_nom);
    return (
      <FieldDialog
        title={fr.offers.siteNameTitle}
        label={fr.offers.siteNameField}
        initialValue={dialog.value ?? start.value}
        notice={start.notice}
        submitLabel={fr.common.save}
        onSubmit={(value) => submit(checkSiteNameChange(offer.projet_nom, value), actions.saveSiteName)}
        onClose={close}
      />
    );
  }
  // Delete, or hide (archive: 'Voulez-vous masquer l'offre {ref} ?' with Oui / Annuler). Beside the reference:
  // the offer's name and client, so a user never hides or deletes the wrong one of two close references.
  const remove = dialog.kind === 'delete';
  const name = offer.offre_nom;
  const client = offerClientText(offer);
  return (
    <ConfirmDialog
      title={remove ? fr.offers.deleteTitle : fr.offers.hideTitle}
      confirmLabel={remove ? fr.common.delete : fr.common.yes}
      danger={remove}
      onConfirm={() => (remove ? actions.remove : actions.hide)(offer)}
      onClose={close}
    >
      <p>{(remove ? fr.offers.deleteText : fr.offers.hideText)(offer.offre_ref)}</p>
      {(name.trim() || client) && <p className={tw('font-semibold')}>{fr.offers.offerIdentity(name, client)}</p>}
    </ConfirmDialog>
  );
}

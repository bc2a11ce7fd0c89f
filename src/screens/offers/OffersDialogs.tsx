// The dialog open on the offers screen, if any: clone, delivery date, site name, delete, hide, or a message.
import type { Offer } from '../../core/types';
import { CloneOfferDialog } from '../../dialogs/CloneOfferDialog';
import { DeleteOfferDialog } from '../../dialogs/DeleteOfferDialog';
import { DeliveryDialog } from '../../dialogs/DeliveryDialog';
import { HideOfferDialog } from '../../dialogs/HideOfferDialog';
import { MessageDialog } from '../../dialogs/MessageDialog';
import { SiteNameDialog } from '../../dialogs/SiteNameDialog';
import type { OfferDialog, useOfferActions } from './useOfferActions';

export interface OffersDialogsProps {
  dialog: OfferDialog;
  actions: Pick<ReturnType<typeof useOfferActions>, 'clone' | 'saveDelivery' | 'saveSiteName' | 'remove' | 'hide' | 'setDialog'>;
  /** The names of the listed offers (the clone dialog proposes a free one). */
  existingNames(): string[];
  /** Whether cloning this offer warns about its old price list. */
  cloneWarning(offer: Offer): boolean;
}

export function OffersDialogs({ dialog, actions, existingNames, cloneWarning }: OffersDialogsProps) {
  const close = () => actions.setDialog(null);
  switch (dialog?.kind) {
    case 'clone':
      return (
        <CloneOfferDialog
          offer={dialog.offer}
          existingNames={existingNames()}
          warning={cloneWarning(dialog.offer)}
          onClone={(name) => actions.clone(dialog.offer, name)}
          onClose={close}
        />
      );
    case 'delivery':
      return <DeliveryDialog offer={dialog.offer} typed={dialog.value} now={new Date()} onSave={(d) => actions.saveDelivery(dialog.offer, d)} onClose={close} />;
    case 'siteName':
      return <SiteNameDialog offer={dialog.offer} onSave={(n) => actions.saveSiteName(dialog.offer, n)} onClose={close} />;
    case 'delete':
      return <DeleteOfferDialog offer={dialog.offer} onConfirm={() => actions.remove(dialog.offer)} onClose={close} />;
    case 'hide':
      return <HideOfferDialog offer={dialog.offer} onConfirm={() => actions.hide(dialog.offer)} onClose={close} />;
    case 'message':
      return <MessageDialog title={dialog.title} text={dialog.text} onClose={() => actions.setDialog(dialog.back ?? null)} />;
    default:
      return null;
  }
}

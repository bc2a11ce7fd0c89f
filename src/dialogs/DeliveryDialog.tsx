// Delivery quarter (SPEC.md §5): YYYY-Tn, 2020–2039; a past quarter starts empty with a warning; the
// same quarter as before makes no call.
import { checkDeliveryChange, deliveryDialogStart } from '../core/quarter';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { FieldDialog } from './FieldDialog';

export interface DeliveryDialogProps {
  offer: Offer;
  /** The quarter typed before a failed save: the dialog comes back with it (issue 20 §5). */
  typed?: string;
  now: Date;
  onSave(newdate: string): Promise<void>;
  onClose(): void;
}

export function DeliveryDialog(props: DeliveryDialogProps) {
  const start = deliveryDialogStart(props.offer.projet_livraison, props.now);
  return (
    <FieldDialog
      title={fr.offers.deliveryTitle}
      label={fr.offers.deliveryField}
      initialValue={props.typed ?? start.value}
      notice={start.notice}
      hint={fr.offers.deliveryHint}
      submitLabel={fr.offers.save}
      onSubmit={async (value) => {
        const change = checkDeliveryChange(props.offer.projet_livraison, value);
        if (change.kind === 'invalid') return change.message;
        if (change.kind === 'unchanged') props.onClose();
        else await props.onSave(change.value);
        return null;
      }}
      onClose={props.onClose}
    />
  );
}

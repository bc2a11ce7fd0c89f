// Clone (SPEC.md §5): the name box is pre-filled with the suggestion; veture warns when the offer was
// made with an old Gebrik price list.
import { suggestCloneName } from '../core/cloneName';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { FieldDialog } from './FieldDialog';

export interface CloneOfferDialogProps {
  offer: Offer;
  existingNames: readonly string[];
  warning: boolean;
  onClone(newname: string): Promise<void>;
  onClose(): void;
}

export function CloneOfferDialog(props: CloneOfferDialogProps) {
  return (
    <FieldDialog
      title={fr.offers.cloneTitle}
      label={fr.offers.cloneName}
      initialValue={suggestCloneName(props.offer.offre_nom, props.existingNames)}
      submitLabel={fr.offers.clone}
      onSubmit={async (value) => {
        const name = value.trim();
        if (!name) return fr.offers.cloneNameRequired;
        await props.onClone(name);
        return null;
      }}
      onClose={props.onClose}
    >
      {props.warning && (
        <div role="note" className={tw('rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900')}>
          <p className={tw('font-semibold')}>{fr.offers.cloneWarningTitle}</p>
          <p>{fr.offers.cloneWarningText}</p>
        </div>
      )}
    </FieldDialog>
  );
}

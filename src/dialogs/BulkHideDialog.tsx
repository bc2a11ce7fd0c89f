// `Masquer…` on the selected offers: only offers whose row menu offers Masquer (not editable) can
// be hidden; the confirmation says how many will be and names them as their rows show them (core/namesList:
// five, then how many more), and names those skipped. Then the calls go one at a
// time with a progress count; failures are listed (reference and server message) and the others go on.
import { useState } from 'react';
import { hideCandidates, type BulkCall } from '../core/bulk';
import { namesList } from '../core/namesList';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { BulkCallDialog } from './BulkDialog';

export interface BulkHideDialogProps {
  /** The selected offers, as the list has them when the dialog opens. */
  offers: readonly Offer[];
  /** One visibilite-offre call (core/bulk hideCall). */
  hide: BulkCall;
  /** Each offer the server hid, as it is hidden (the screen drops that row). */
  onHidden(offer: Offer): void;
  /** Offers whose answer was lost: the screen loads its list again (ui/BulkDialog). */
  resolveUnknown?(offers: Offer[]): Promise<string[]>;
  onClose(): void;
}

export function BulkHideDialog(props: BulkHideDialogProps) {
  // The offers as the dialog opened: rows hidden meanwhile leave the list, not the dialog's account.
  const [{ hideable, skipped }] = useState(() => hideCandidates(props.offers));
  return (
    <BulkCallDialog
      title={fr.bulk.hideTitle}
      rows={hideable}
      call={props.hide}
      onDone={props.onHidden}
      resolveUnknown={props.resolveUnknown}
      name={(o) => o.offre_ref}
      failed={fr.bulk.hideFailures}
      label={fr.offers.hide}
      done={fr.bulk.hidden}
      onClose={props.onClose}
    >
      <p>{fr.bulk.hideCount(hideable.length)}</p>
      {hideable.length > 0 && <p className={tw('font-semibold')}>{namesList(hideable.map(offerName))}</p>}
      {skipped.length > 0 && (
        <div>
          <p>{fr.bulk.hideSkipped(skipped.length)}</p>
          <ul className={tw('list-disc pl-5')}>
            {skipped.map((o) => <li key={o.id}>{offerName(o)}</li>)}
          </ul>
        </div>
      )}
    </BulkCallDialog>
  );
}

const offerName = (o: Offer) => fr.bulk.offerName(o.offre_ref, o.offre_nom);

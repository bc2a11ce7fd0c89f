// Site name (SPEC.md §5): must not be empty; saved only when it differs from the old name.
import { checkSiteNameChange, siteNameDialogStart } from '../core/siteName';
import type { Offer } from '../core/types';
import { fr } from '../i18n/fr';
import { FieldDialog } from './FieldDialog';

export interface SiteNameDialogProps {
  offer: Offer;
  onSave(nomchantier: string): Promise<void>;
  onClose(): void;
}

export function SiteNameDialog(props: SiteNameDialogProps) {
  const start = siteNameDialogStart(props.offer.projet_nom);
  return (
    <FieldDialog
      title={fr.offers.siteNameTitle}
      label={fr.offers.siteNameField}
      initialValue={start.value}
      notice={start.notice}
      submitLabel={fr.offers.save}
      onSubmit={async (value) => {
        const change = checkSiteNameChange(props.offer.projet_nom, value);
        if (change.kind === 'empty') return change.message;
        if (change.kind === 'unchanged') props.onClose();
        else await props.onSave(change.value);
        return null;
      }}
      onClose={props.onClose}
    />
  );
}

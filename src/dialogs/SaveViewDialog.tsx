// Saved views: the name of the view to keep; a blank name is refused.
import { cleanViewName } from '../core/savedViews';
import { fr } from '../i18n/fr';
import { FieldDialog } from './FieldDialog';

/** `onSave` gives the message to show when the view could not be kept. */
export function SaveViewDialog(props: { onSave(name: string): string | void; onClose(): void }) {
  return (
    <FieldDialog
      title={fr.common.saveViewTitle}
      label={fr.common.viewName}
      hint={fr.common.viewNameHint}
      initialValue=""
      submitLabel={fr.common.save}
      onSubmit={(value) => {
        const name = cleanViewName(value);
        return name ? props.onSave(name) : fr.common.viewNameNeeded;
      }}
      onClose={props.onClose}
    />
  );
}

// The `Vues` menu: save the current view, apply a saved one, remove one.
import { useState } from 'react';
import type { SavedView } from '../core/savedViews';
import { SaveViewDialog } from '../dialogs/SaveViewDialog';
import { fr } from '../i18n/fr';
import { MenuButton } from '../ui/MenuButton';

/** The saved views of a list and what can be done with them (ui/useListScreen's `views`). */
export interface SavedViews<F> {
  views: readonly SavedView<F>[];
  /** The message to show when the view could not be kept (the browser's storage is full). */
  save(name: string): string | void;
  apply(view: SavedView<F>): void;
  remove(name: string): void;
}

export function SavedViewsMenu<F>({ views }: { views: SavedViews<F> }) {
  const [saving, setSaving] = useState(false);
  const items = () => [
    { label: fr.common.saveView, onSelect: () => setSaving(true) },
    ...views.views.map((v) => ({ label: v.name, onSelect: () => views.apply(v) })),
    ...views.views.map((v) => ({ label: fr.common.removeView(v.name), onSelect: () => views.remove(v.name) })),
  ];
  return (
    <>
      <MenuButton label={fr.common.views} text={fr.common.views} items={items} />
      {saving && (
        <SaveViewDialog
          onSave={(name) => {
            // Not kept: the dialog stays open with the message.
            const refused = views.save(name);
            if (refused) return refused;
            setSaving(false);
          }}
          onClose={() => setSaving(false)}
        />
      )}
    </>
  );
}

// The `Vues` menu: save the current view, apply a saved one, remove one.
import { useState } from 'react';
import { fr } from '../i18n/fr';
import { lazyPart } from '../ui/lazyPart';
import { MenuButton } from '../ui/MenuButton';
import type { SavedViews } from '../ui/useSavedViews';

/** `Enregistrer la vue…`'s dialog, loaded on demand (ui/lazyPart). */
const SaveViewDialog = lazyPart(() => import('../dialogs/SaveViewDialog').then((m) => m.SaveViewDialog));

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

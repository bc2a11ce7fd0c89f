// The `Vues` menu (issue 14): save the current view, apply a saved one, remove one.
import { useState } from 'react';
import type { SavedView } from '../core/savedViews';
import { SaveViewDialog } from '../dialogs/SaveViewDialog';
import { fr } from '../i18n/fr';
import { MenuButton } from '../ui/MenuButton';

export interface SavedViewsMenuProps<F> {
  views: readonly SavedView<F>[];
  onSave(name: string): void;
  onApply(view: SavedView<F>): void;
  onRemove(name: string): void;
}

export function SavedViewsMenu<F>(props: SavedViewsMenuProps<F>) {
  const [saving, setSaving] = useState(false);
  const items = () => [
    { label: fr.common.saveView, onSelect: () => setSaving(true) },
    ...props.views.map((v) => ({ label: v.name, onSelect: () => props.onApply(v) })),
    ...props.views.map((v) => ({ label: fr.common.removeView(v.name), onSelect: () => props.onRemove(v.name) })),
  ];
  return (
    <>
      <MenuButton label={fr.common.views} text={fr.common.views} items={items} />
      {saving && <SaveViewDialog onSave={(name) => { props.onSave(name); setSaving(false); }} onClose={() => setSaving(false)} />}
    </>
  );
}

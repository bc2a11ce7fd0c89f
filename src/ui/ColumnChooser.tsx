// `Colonnes`: a checkbox per column that may be hidden, named by its header, and `Réinitialiser les colonnes`,
// which puts back the default choices and widths. A shown column is always in the row (the table scrolls sideways).
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { CheckLine, PopoverPanel } from './PopoverPanel';
import type { ColumnPrefs } from './useColumnPrefs';

export interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  /** The columns hidden and the widths given (ui/useColumnPrefs). */
  prefs: Omit<ColumnPrefs, 'apply'>;
}

export function ColumnChooser({ columns, prefs }: ColumnChooserProps) {
  const changed = prefs.hidden.size > 0 || Object.keys(prefs.widths).length > 0;
  return (
    <PopoverPanel label={fr.common.columns}>
      {columns.map((c) => (
        <CheckLine key={c.key} label={c.header} checked={!prefs.hidden.has(c.key)} onChange={(on) => prefs.toggle(c.key, on)} />
      ))}
      <button type="button" className={`${cx.button()} ${tw('mt-1 justify-center')}`} disabled={!changed} onClick={(event) => {
        // The button is disabled once used: focus goes to the first column's checkbox, not to the page.
        const panel = event.currentTarget.parentElement!;
        prefs.reset();
        panel.querySelector('input')!.focus();
      }}>
        {fr.common.resetColumns}
      </button>
    </PopoverPanel>
  );
}

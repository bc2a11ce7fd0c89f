// `Colonnes`: a checkbox per column that may be hidden, named by its header (a shown column folded for lack of
// room says so), and `Réinitialiser les colonnes`, which puts back the default choices and widths.
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { CheckLine, PopoverPanel } from './PopoverPanel';
import type { ColumnPrefs } from './useColumnPrefs';

export interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  /**
   * The columns hidden, and whether every column is side by side, the table scrolling sideways, instead of
   * folding those that do not fit (ui/useColumnPrefs).
   */
  prefs: Omit<ColumnPrefs, 'apply'>;
  /** The shown columns folded into the rows' detail for lack of room: their line says so (`Chantier (repliée)`). */
  folded?: readonly string[];
}

export function ColumnChooser({ columns, prefs, folded = [] }: ColumnChooserProps) {
  const changed = prefs.hidden.size > 0 || Object.keys(prefs.widths).length > 0;
  return (
    <PopoverPanel label={fr.common.columns}>
      {columns.map((c) => (
        <CheckLine key={c.key} label={folded.includes(c.key) ? fr.common.foldedColumn(c.header) : c.header} checked={!prefs.hidden.has(c.key)} onChange={(on) => prefs.toggle(c.key, on)} />
      ))}
      <CheckLine label={fr.common.sideBySide} checked={prefs.sideBySide} onChange={prefs.setSideBySide} />
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

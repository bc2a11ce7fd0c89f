// `Colonnes`: a checkbox per column that may be hidden, named by its header, and `Réinitialiser les colonnes`.
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';
import { CheckLine, PopoverPanel } from './PopoverPanel';

export interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  hidden: ReadonlySet<string>;
  onToggle(key: string, visible: boolean): void;
  onReset(): void;
  /** Every column side by side, the table scrolling sideways, instead of folding those that do not fit. */
  sideBySide: boolean;
  onSideBySide(on: boolean): void;
}

export function ColumnChooser(props: ColumnChooserProps) {
  return (
    <PopoverPanel label={fr.common.columns}>
      {props.columns.map((c) => (
        <CheckLine key={c.key} label={c.header} checked={!props.hidden.has(c.key)} onChange={(on) => props.onToggle(c.key, on)} />
      ))}
      <CheckLine label={fr.common.sideBySide} checked={props.sideBySide} onChange={props.onSideBySide} />
      <button type="button" className={`${cx.button()} ${tw('mt-1 justify-center')}`} disabled={props.hidden.size === 0} onClick={(event) => {
        // The button is disabled once used: focus goes to the first column's checkbox, not to the page.
        const panel = event.currentTarget.parentElement!;
        props.onReset();
        panel.querySelector('input')!.focus();
      }}>
        {fr.common.resetColumns}
      </button>
    </PopoverPanel>
  );
}

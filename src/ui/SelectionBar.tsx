// The bar shown once any row is selected: `{n} offre(s) sélectionnée(s)` (announced),
// `Sélectionner les {m} offres filtrées` when some filtered rows are not selected yet, the list's bulk actions
// (offers: `Changer le statut…`, `Masquer…`; contacts: `Supprimer…`) and `Tout désélectionner`, in the list's
// texts (offers: fr.bulk; contacts: fr.contacts.bulk).
import type { ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

/** A list's texts for its selection (fr.bulk's keys). */
export interface SelectionTexts { selected(n: number): string; selectAllFiltered(m: number): string; selectPage: string }

export interface SelectionBarProps {
  /** Selected rows (still in the list). */
  count: number;
  /** Rows matching the filters, on every page. */
  filteredCount: number;
  /** Whether some filtered row is not selected yet (core/selection canSelectAllFiltered). */
  canSelectAll: boolean;
  /** The list's texts (offers: fr.bulk; contacts: fr.contacts.bulk). */
  texts: SelectionTexts;
  onSelectAll(): void;
  /** The list's bulk actions. */
  children: ReactNode;
  onClear(): void;
}

export function SelectionBar({ texts, ...props }: SelectionBarProps) {
  return (
    // Its room is always there (styles/layout.ts): ticking the first row moves no row.
    <div className={`terreal-selection-bar ${tw('flex items-center gap-2 py-1')}`} part="selection-bar">
      <p role="status" className={tw('font-semibold tabular-nums')}>{props.count > 0 && texts.selected(props.count)}</p>
      {props.count > 0 && (
        <>
          {props.canSelectAll && (
            <button type="button" className={cx.button()} onClick={props.onSelectAll}>{texts.selectAllFiltered(props.filteredCount)}</button>
          )}
          {props.children}
          <button type="button" className={cx.button()} onClick={props.onClear}>{fr.bulk.clear}</button>
        </>
      )}
    </div>
  );
}

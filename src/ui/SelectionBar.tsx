// The bar shown once any row is selected (issue 25): `{n} offre(s) sélectionnée(s)` (announced),
// `Sélectionner les {m} offres filtrées` when some filtered offers are not selected yet, `Changer le statut…`,
// `Masquer…` and `Tout désélectionner`.
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface SelectionBarProps {
  /** Selected offers (still in the list). */
  count: number;
  /** Offers matching the filters, on every page. */
  filteredCount: number;
  /** Whether some filtered offer is not selected yet (core/selection canSelectAllFiltered). */
  canSelectAll: boolean;
  onSelectAll(): void;
  onChangeStatus(): void;
  onHide(): void;
  onClear(): void;
}

export function SelectionBar(props: SelectionBarProps) {
  return (
    <div className={tw('flex flex-wrap items-center gap-2 py-1')} part="selection-bar">
      <p role="status" className={tw('font-semibold tabular-nums')}>{props.count > 0 && fr.bulk.selected(props.count)}</p>
      {props.count > 0 && (
        <>
          {props.canSelectAll && (
            <button type="button" className={cx.button()} onClick={props.onSelectAll}>{fr.bulk.selectAllFiltered(props.filteredCount)}</button>
          )}
          <button type="button" className={cx.button()} onClick={props.onChangeStatus}>{fr.bulk.changeStatus}</button>
          <button type="button" className={cx.button()} onClick={props.onHide}>{fr.bulk.hide}</button>
          <button type="button" className={cx.button()} onClick={props.onClear}>{fr.bulk.clear}</button>
        </>
      )}
    </div>
  );
}

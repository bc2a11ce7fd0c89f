// `Grouper par`: Aucun, Client, Livraison, Statut, and Prescripteur for backoffice users.
import { groupKeyOptions, type GroupKey } from '../core/grouping';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export function GroupBySelect(props: { value: GroupKey; backoffice: boolean; onChange(key: GroupKey): void }) {
  return (
    <label className={tw('flex items-center gap-2')}>
      {fr.grouping.groupBy}
      <select autoComplete="off"
        className={cx.select()}
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as GroupKey)}
      >
        {groupKeyOptions(props.backoffice).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
      </select>
    </label>
  );
}

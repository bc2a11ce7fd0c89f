// `Trier par` (narrow layouts): one option per sortable column and direction, in place of the header buttons.
import { useId } from 'react';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface SortSelectProps {
  columns: readonly { key: string; header: string; sortable?: boolean }[];
  sort: SortState;
  /** A default sort on a key no column shows (offers: newest first), with its label. */
  extra?: { sort: SortState; label: string };
  onSort(sort: SortState): void;
}

export function SortSelect(props: SortSelectProps) {
  const id = useId();
  const options: { value: string; label: string }[] = [];
  if (props.extra) options.push({ value: `${props.extra.sort.key}:${props.extra.sort.dir}`, label: props.extra.label });
  for (const c of props.columns.filter((col) => col.sortable)) {
    for (const dir of ['asc', 'desc'] as const) options.push({ value: `${c.key}:${dir}`, label: fr.common.sortOption(c.header, dir) });
  }
  return (
    <span className={tw('flex items-center gap-2')}>
      <label htmlFor={id}>{fr.common.sortBy}</label>
      <select
        id={id}
        className={cx.select()}
        value={`${props.sort.key}:${props.sort.dir}`}
        onChange={(e) => {
          const [key, dir] = (e.target as HTMLSelectElement).value.split(':');
          props.onSort({ key, dir: dir === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </span>
  );
}

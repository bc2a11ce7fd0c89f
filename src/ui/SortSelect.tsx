// `Trier par` (narrow layouts): one option per sortable column and direction, in place of the header buttons.
import type { ListAction } from '../core/listState';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface SortSelectProps {
  columns: readonly { key: string; header: string; sortable?: boolean }[];
  sort: SortState;
  /** A default sort on a key no column shows (offers: newest first), with its label. */
  extra?: { sort: SortState; label: string };
  /** The list state's dispatch: the select sets the sort. */
  dispatch(action: ListAction<never>): void;
}

const value = (sort: SortState) => `${sort.key}:${sort.dir}`;

export function SortSelect(props: SortSelectProps) {
  const { extra } = props;
  return (
    <label className={tw('flex min-w-0 flex-[1_1_12rem] items-center gap-2 whitespace-nowrap')}>
      {fr.common.sortBy}
      <select autoComplete="off"
        className={`${cx.select()} ${tw('min-w-0')}`}
        value={value(props.sort)}
        onChange={(e) => {
          const [key, dir] = (e.target as HTMLSelectElement).value.split(':');
          props.dispatch({ type: 'setSort', sort: { key, dir: dir === 'desc' ? 'desc' : 'asc' } });
        }}
      >
        {extra && <option value={value(extra.sort)}>{extra.label}</option>}
        {props.columns.filter((c) => c.sortable).flatMap((c) => (['asc', 'desc'] as const).map((dir) => (
          <option key={c.key + dir} value={value({ key: c.key, dir })}>{fr.common.sortOption(c.header, dir)}</option>
        )))}
      </select>
    </label>
  );
}

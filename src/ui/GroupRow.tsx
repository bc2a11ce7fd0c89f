// A group row of a grouped list (issue 25): one cell across the columns with the fold button (its
// `aria-expanded` says whether the group's offers are shown), the label, `{n} offre(s)` and the budget and
// surface totals of the whole group. A group continued from the previous page says so.
import type { OfferGroup } from '../core/grouping';
import { formatDecimal, formatMoney } from '../core/format';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export interface GroupRowProps {
  group: OfferGroup;
  continued?: boolean;
  /** The number of columns the row spans. */
  colSpan: number;
  onToggle(groupId: string): void;
}

export function groupTotalsText(group: Pick<OfferGroup, 'budget' | 'surface'>): string {
  return fr.grouping.totals(formatMoney(group.budget), formatDecimal(group.surface));
}

export function GroupRow(props: GroupRowProps) {
  const { group } = props;
  return (
    <tr data-group-id={group.id} className={tw('bg-[color:var(--terreal-stripe)]')}>
      <td colSpan={props.colSpan} className={tw('px-2 py-1')}>
        <span className={tw('flex flex-wrap items-baseline gap-x-3')}>
          <button
            type="button"
            aria-expanded={group.folded ? 'false' : 'true'}
            aria-label={fr.grouping.toggle(group.label)}
            className={tw('font-semibold')}
            onClick={() => props.onToggle(group.id)}
          >
            <span aria-hidden="true">{group.folded ? '▸' : '▾'}</span> {group.label}
          </button>
          {props.continued && <span className={tw('text-[color:var(--terreal-muted)]')}>{fr.grouping.continued}</span>}
          <span className={tw('tabular-nums')}>{group.countText}</span>
          <span className={tw('tabular-nums text-[color:var(--terreal-muted)]')}>{groupTotalsText(group)}</span>
        </span>
      </td>
    </tr>
  );
}

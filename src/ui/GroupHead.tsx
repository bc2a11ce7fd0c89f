// A group's head in a grouped list: the fold button (its `aria-expanded` says whether the group's
// offers are shown; its name is `Groupe {label}`), `(suite)` when the group began on an earlier page,
// `{n} offre(s)` and the budget and surface totals of the whole group. DataTable puts it in a row across
// the columns, CardList in an item of the cards.
import type { GroupHeadOf } from '../core/grouping';
import { formatDecimal, formatMoney } from '../core/format';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

export function GroupHeadView(props: GroupHeadOf & { onToggle(groupId: string): void }) {
  const { group } = props;
  return (
    <span className={tw('flex flex-wrap items-center gap-2')}>
      <button type="button" aria-expanded={!group.folded} aria-label={fr.grouping.toggle(group.label)} className={tw('font-semibold')} onClick={() => props.onToggle(group.id)}>
        <span aria-hidden="true">{group.folded ? '▸' : '▾'}</span> {group.label}
      </button>
      {props.continued && <span className={tw('text-muted')}>{fr.grouping.continued}</span>}
      {/* `{n} offre(s)`: the list's count when nothing is filtered out. */}
      <span>{fr.offers.count(group.count, group.count)}</span>
      <span className={tw('text-muted')}>{fr.grouping.totals(formatMoney(group.sums.budget), formatDecimal(group.sums.qte_m2))}</span>
    </span>
  );
}

// Grouping the offers of a list: `Grouper par` Aucun, Client, Livraison, Statut, Prescripteur.
// Given the offers already filtered and sorted, one page: its offers, and the group heads (label, number of
// offers, the sums of the columns that declare a total, over the whole group) before the first offer of each group on the page.
// Groups come in the order of their first offer in the sorted list, so they follow the sort; paging counts
// offers, not group heads; a folded group shows its head only and its offers count on no page.
import { fr } from '../i18n/fr';
import type { Totals } from './columns';
import { OFFER_COLUMNS, offerTotals, type GroupKey, type OfferGroupBy } from './offerColumns';
import { paginate, type Page } from './rowModel';
import type { Offer, Prescriber } from './types';

export type { GroupKey };

/** The groupings the columns declare (core/offerColumns `groupBy`), by key. */
const groupings = (): Map<string, OfferGroupBy> =>
  new Map(Object.values(OFFER_COLUMNS).flatMap((c) => (c.groupBy ? [[c.groupBy.key, c.groupBy] as const] : [])));

/**
 * The options of `Grouper par` ([key, label]), in fr.grouping.keys' order: Aucun, then the columns that declare
 * a grouping (those for backoffice users only, `Prescripteur`, when backoffice).
 */
export function groupKeyOptions(backoffice: boolean) {
  const declared = groupings();
  return Object.entries(fr.grouping.keys).filter(([key]) => key === 'none' || (declared.has(key) && (backoffice || !declared.get(key)!.backoffice)));
}

export const MAX_FOLDED_GROUPS = 500;

/** The grouping part of a list's view state (kept with it and in saved views). */
export interface GroupingState { key: GroupKey; folded: string[] }

export const NO_GROUPING: GroupingState = { key: 'none', folded: [] };

/**
 * The grouping of a view or a saved view, checked: an unknown key (or Prescripteur when not backoffice) is Aucun;
 * the folded group ids are strings only (at most 300 characters), no repeats, at most MAX_FOLDED_GROUPS.
 */
export function parseGrouping(raw: unknown, backoffice: boolean): GroupingState {
  const { key, folded } = (raw ?? {}) as Record<string, unknown>;
  const k = typeof key === 'string' ? key.trim() : '';
  if (k === 'none' || !groupKeyOptions(backoffice).some(([option]) => option === k)) return NO_GROUPING;
  const ids = [...new Set(Array.isArray(folded) ? folded : [])].filter((v) => typeof v === 'string' && v.length <= 300);
  return { key: k as GroupKey, folded: ids.slice(0, MAX_FOLDED_GROUPS) };
}

/** Folds or unfolds one group. */
export function toggleFolded(state: GroupingState, groupId: string): GroupingState {
  const folded = state.folded.includes(groupId) ? state.folded.filter((id) => id !== groupId) : [...state.folded, groupId];
  return { ...state, folded };
}

/** Another key: the groups change, so nothing stays folded. */
export function setGroupKey(state: GroupingState, key: GroupKey): GroupingState {
  return key === state.key ? state : { key, folded: [] };
}

interface GroupValue { id: string; label: string }

/** The grouping of a key, as its column declares it (a kept key was checked against them: parseGrouping). */
const groupingOf = (key: Exclude<GroupKey, 'none'>): OfferGroupBy => groupings().get(key)!;

/** An offer's group by a column's grouping: its id (`{key}:{id}`) and label (the offers without a value: fr.grouping.missing). */
function valueOf(offer: Offer, g: OfferGroupBy, prescribers?: readonly Prescriber[]): GroupValue {
  const value = g.value(offer);
  return {
    id: `${g.key}:${g.id ? g.id(value) : value}`,
    label: !value ? fr.grouping.missing[g.key] : g.label ? g.label(value, prescribers) : value,
  };
}

/**
 * The group an offer belongs to for a key: a stable id (kept in folded lists) and the label shown (a group is
 * labelled as its first offer in the list writes it), as the column that declares the key groups (core/
 * offerColumns `groupBy`). Prescripteur: the offer's owner (`user_id`), named from `prescribers` (the
 * `prescripteurs` attribute); offers without an owner are in one group.
 */
export function groupValue(offer: Offer, key: Exclude<GroupKey, 'none'>, prescribers?: readonly Prescriber[]): GroupValue {
  return valueOf(offer, groupingOf(key), prescribers);
}

/** A group: its offers in list order, folded or not, and their totals over the whole group (a missing value counts 0). */
export interface OfferGroup extends GroupValue, Totals { offers: Offer[]; folded: boolean }

/** Every group of the offers, in the order of their first offer. */
export function groupOffers(offers: readonly Offer[], key: Exclude<GroupKey, 'none'>, folded: readonly string[] = [],
  prescribers?: readonly Prescriber[]): OfferGroup[] {
  const byId = new Map<string, GroupValue & { offers: Offer[] }>();
  const grouping = groupingOf(key);
  for (const offer of offers) {
    const value = valueOf(offer, grouping, prescribers);
    let group = byId.get(value.id);
    if (!group) byId.set(value.id, (group = { ...value, offers: [] }));
    group.offers.push(offer);
  }
  return [...byId.values()].map((g) => ({ ...g, ...offerTotals(g.offers), folded: folded.includes(g.id) }));
}

/** A group's head on a page: the group, and whether it began on an earlier page. */
export interface GroupHeadOf { group: OfferGroup; continued: boolean }

export interface GroupedPage extends Page<Offer> {
  /** The group heads before the offer of an id, and after the page's last offer (`null`: folded groups there). */
  heads: Map<number | null, GroupHeadOf[]>;
  /** The offers paged: those not in a folded group. */
  offerCount: number;
}

/**
 * One page: `offers` are already filtered and sorted; `pageSize` counts offers. A group whose offers run over
 * several pages has its head on each of them (`continued` after the first); a folded group's head stands where
 * its offers would have started (on the last page when no offer comes next).
 */
export function groupedPage(offers: readonly Offer[], grouping: GroupingState, page: number, pageSize: number,
  prescribers?: readonly Prescriber[]): GroupedPage {
  // Not grouped: no group, every offer paged.
  const groups = grouping.key === 'none' ? [] : groupOffers(offers, grouping.key, grouping.folded, prescribers);
  const paged = groups.length ? groups.flatMap((g) => (g.folded ? [] : g.offers)) : offers;
  const pg = paginate(paged, page, pageSize);
  const end = pg.start + pg.rows.length;
  const heads = new Map<number | null, GroupHeadOf[]>();
  let n = 0; // offers paged before the group
  for (const group of groups) {
    // Its head stands before its first offer on the page; a folded group's, where its offers would have started
    // (after the page's last offer on the last page when no offer comes next).
    const at = Math.max(n, pg.start);
    const next = group.folded ? n : n + group.count;
    if ((at === n || at < next) && (at < end || pg.page === pg.pageCount)) {
      const key = paged[at]?.id ?? null;
      heads.set(key, [...heads.get(key) ?? [], { group, continued: at > n }]);
    }
    n = next;
  }
  return { ...pg, heads, offerCount: paged.length };
}

// Grouping the offers of a list (issue 25): `Grouper par` Aucun, Client, Livraison, Statut, Prescripteur.
// Given the offers already filtered and sorted, the rows of one page: a group row per value (label,
// `{n} offre(s)`, budget and surface totals over the whole group) before that group's offers. Groups come
// in the order of their first offer in the sorted list, so they follow the sort; paging counts offers, not
// group rows; a folded group shows its group row only and its offers count on no page.
import { fr } from '../i18n/fr';
import { offerTotals, statusLabel } from './offerRules';
import { clampPage, pageCount, paginate } from './rowModel';
import type { Offer, Prescriber } from './types';

export type GroupKey = 'none' | 'client' | 'delivery' | 'status' | 'prescriber';

export const GROUP_KEYS: readonly GroupKey[] = ['none', 'client', 'delivery', 'status', 'prescriber'];

export interface GroupKeyOption { key: GroupKey; label: string }

/** The options of `Grouper par`: `Prescripteur` for backoffice users only. */
export function groupKeyOptions(backoffice: boolean): GroupKeyOption[] {
  return GROUP_KEYS.filter((k) => backoffice || k !== 'prescriber').map((key) => ({ key, label: fr.grouping.keys[key] }));
}

/** A group key read from a view or a saved view: anything unknown (or Prescripteur when not backoffice) → 'none'. */
export function parseGroupKey(raw: unknown, backoffice: boolean): GroupKey {
  if (typeof raw !== 'string') return 'none';
  const key = GROUP_KEYS.find((k) => k === raw.trim());
  if (!key || (key === 'prescriber' && !backoffice)) return 'none';
  return key;
}

export const MAX_FOLDED_GROUPS = 500;

/** Folded group ids read back from storage: strings only, no repeats, at most MAX_FOLDED_GROUPS. */
export function parseFoldedGroups(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const v of raw) {
    if (typeof v === 'string' && v.length <= 300 && !out.includes(v)) out.push(v);
    if (out.length >= MAX_FOLDED_GROUPS) break;
  }
  return out;
}

/** The grouping part of a list's view state (kept with it and in saved views). */
export interface GroupingState { key: GroupKey; folded: string[] }

export const NO_GROUPING: GroupingState = { key: 'none', folded: [] };

export function parseGrouping(raw: unknown, backoffice: boolean): GroupingState {
  const g = (raw ?? {}) as Record<string, unknown>;
  const key = parseGroupKey(g.key, backoffice);
  return key === 'none' ? NO_GROUPING : { key, folded: parseFoldedGroups(g.folded) };
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

export interface GroupingContext {
  /** Prescriber names (the `prescripteurs` attribute), for `Prescripteur` labels. */
  prescribers?: readonly Prescriber[];
  /**
   * The owner (prescriber id) of an offer. The offer rows of SPEC.md §3 carry none: the screen supplies it
   * (e.g. the row's `user_id` once the list answer sends it); without it every offer is in one group.
   */
  ownerOf?(offer: Offer): number | null;
}

interface GroupValue { id: string; label: string }

const collapse = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The label of a group of offers without a value for a key. */
const MISSING = {
  client: fr.grouping.noClient, delivery: fr.grouping.noDelivery, status: fr.grouping.noStatus, prescriber: fr.grouping.noPrescriber,
};

/** The group an offer belongs to for a key: a stable id (kept in folded lists) and the label shown (a group is
 * labelled as its first offer in the list writes it). */
export function groupValue(offer: Offer, key: Exclude<GroupKey, 'none'>, ctx: GroupingContext = {}): GroupValue {
  const value = key === 'client' ? collapse(offer.client_societe ?? '')
    : key === 'delivery' ? collapse(offer.projet_livraison ?? '').toUpperCase()
      : key === 'status' ? (offer.offre_statut ?? '').trim()
        : String(ctx.ownerOf?.(offer) ?? '');
  if (!value) return { id: `${key}:`, label: MISSING[key] };
  const p = key === 'prescriber' ? ctx.prescribers?.find((x) => String(x.id) === value) : undefined;
  return {
    // Companies are one group however their names are capitalised.
    id: `${key}:${key === 'client' ? value.toLocaleLowerCase('fr-FR') : value}`,
    label: key === 'status' ? statusLabel(value) : key !== 'prescriber' ? value
      : p ? fr.offers.prescriberName(p.name, p.firstname) : fr.grouping.unknownPrescriber(Number(value)),
  };
}

export interface OfferGroup {
  id: string;
  label: string;
  /** Offers in the group, folded or not, on every page. */
  count: number;
  /** `{n} offre(s)`. */
  countText: string;
  /** Sums over the whole group (a missing value counts 0). */
  budget: number;
  surface: number;
  folded: boolean;
}

export type GroupedRow =
  | { kind: 'group'; group: OfferGroup; /** The group began on an earlier page. */ continued: boolean }
  | { kind: 'offer'; offer: Offer; groupId: string | null };

export interface GroupedPage {
  /** The rows of the page, group rows included. */
  rows: GroupedRow[];
  /** Every group, in order. Empty when not grouped. */
  groups: OfferGroup[];
  /** The offers paged: those not in a folded group. */
  offerCount: number;
  pageCount: number;
  /** The page shown: the page asked for, brought within 1..pageCount. */
  page: number;
}

/** Every group of the offers, in the order of their first offer, with their offers in list order. */
export function groupOffers(offers: readonly Offer[], key: Exclude<GroupKey, 'none'>, folded: readonly string[] = [],
  ctx: GroupingContext = {}): { group: OfferGroup; offers: Offer[] }[] {
  const byId = new Map<string, { value: GroupValue; offers: Offer[] }>();
  for (const offer of offers) {
    const value = groupValue(offer, key, ctx);
    const entry = byId.get(value.id);
    if (entry) entry.offers.push(offer);
    else byId.set(value.id, { value, offers: [offer] });
  }
  const foldedSet = new Set(folded);
  return [...byId.values()].map(({ value, offers: members }) => {
    const totals = offerTotals(members);
    return {
      group: {
        id: value.id, label: value.label, count: totals.count, countText: fr.grouping.count(totals.count),
        budget: totals.budget, surface: totals.surface, folded: foldedSet.has(value.id),
      },
      offers: members,
    };
  });
}

/**
 * The rows of one page. `offers` are already filtered and sorted; `pageSize` counts offers. A group whose
 * offers run over several pages gets its group row on each of them (`continued` after the first); a
 * folded group's row stands where its offers would have started.
 */
export function groupedPage(offers: readonly Offer[], grouping: GroupingState, page: number, pageSize: number,
  ctx: GroupingContext = {}): GroupedPage {
  if (grouping.key === 'none') {
    const plain = paginate(offers, page, pageSize);
    const rows = plain.rows.map((offer): GroupedRow => ({ kind: 'offer', offer, groupId: null }));
    return { rows, groups: [], offerCount: offers.length, pageCount: plain.pageCount, page: plain.page };
  }
  const size = Math.max(1, pageSize);
  const groups = groupOffers(offers, grouping.key, grouping.folded, ctx);
  const offerCount = groups.reduce((n, g) => n + (g.group.folded ? 0 : g.offers.length), 0);
  const count = pageCount(offerCount, size);
  const p = clampPage(page, offerCount, size);
  const start = (p - 1) * size;
  const end = start + size;
  const rows: GroupedRow[] = [];
  let before = 0; // offers paged before the current group
  for (const { group, offers: members } of groups) {
    if (group.folded) {
      // Shown on the page of the offer that would come next (the last page when none does).
      if (Math.min(pageCount(before + 1, size), count) === p) rows.push({ kind: 'group', group, continued: false });
      continue;
    }
    const from = Math.max(start, before);
    const to = Math.min(end, before + members.length);
    if (from < to) {
      rows.push({ kind: 'group', group, continued: from > before });
      for (let i = from; i < to; i++) rows.push({ kind: 'offer', offer: members[i - before], groupId: group.id });
    }
    before += members.length;
  }
  return { rows, groups: groups.map((g) => g.group), offerCount, pageCount: count, page: p };
}

/** A group's head as a list shows it: the group, and whether it began on an earlier page. */
export interface GroupHeadOf { group: OfferGroup; continued: boolean }

/**
 * A grouped page as a list renders it: its offers in order, and the group heads before each offer's row
 * (by offer id) or after the last one (`tail`: folded groups after the page's last offer).
 */
export function pageHeads(rows: readonly GroupedRow[]): { offers: Offer[]; before: Map<number, GroupHeadOf[]>; tail: GroupHeadOf[] } {
  const offers: Offer[] = [];
  const before = new Map<number, GroupHeadOf[]>();
  let waiting: GroupHeadOf[] = [];
  for (const row of rows) {
    if (row.kind === 'group') {
      waiting.push({ group: row.group, continued: row.continued });
    } else {
      offers.push(row.offer);
      if (waiting.length) before.set(row.offer.id, waiting);
      waiting = [];
    }
  }
  return { offers, before, tail: waiting };
}

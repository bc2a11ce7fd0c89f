import {
  groupKeyOptions, groupOffers, groupValue, groupedPage, parseGrouping, setGroupKey,
  toggleFolded, type GroupHeadOf, type GroupKey, type GroupedPage, type GroupingState,
} from '../../src/core/grouping';
import { OFFER_COLUMNS } from '../../src/core/offerColumns';
import type { Offer } from '../../src/core/types';
import { fr } from '../../src/i18n/fr';
import { makeOffer } from './offerFixture';

// A hand-computed fixture, already in the list's sort order (id descending). Clients: Acme (three offers,
// written three ways, in two cities), Bati (two), none (one), Zinc (two).
//  id ref   client              cp     budget  m²     livraison statut owner
//   9 O-9  'Acme'              75001  1000    100    2027-T1   30     21
//   8 O-8  'Bati'              69001  2500.5  40.25  2026-T4   10     22
//   7 O-7  ' ACME '            13001  300     null   2027-t1   30     21
//   6 O-6  ''                  31000  null    10     ''        ''     null
//   5 O-5  'Zinc'              33000  700     70     2026-T4   20     99
//   4 O-4  'acme'              75002  200     20     2027-T1   10     22
//   3 O-3  'Bati'              69002  100     5      2026-T4   30     21
//   2 O-2  'Zinc'              33000  50      1      ''        40     21
const OWNERS: Record<number, number | null> = { 9: 21, 8: 22, 7: 21, 6: null, 5: 99, 4: 22, 3: 21, 2: 21 };
const row = (id: number, client_societe: string, client_cp: string, budget: number | null, qte_m2: number | null,
  projet_livraison: string, offre_statut: string): Offer =>
  makeOffer({ id, offre_ref: `O-${id}`, offre_nom: `Offre ${id}`, client_societe, client_cp, budget, qte_m2, projet_livraison, offre_statut, user_id: OWNERS[id] });
const OFFERS: Offer[] = [
  row(9, 'Acme', '75001', 1000, 100, '2027-T1', '30'),
  row(8, 'Bati', '69001', 2500.5, 40.25, '2026-T4', '10'),
  row(7, ' ACME ', '13001', 300, null, '2027-t1', '30'),
  row(6, '', '31000', null, 10, '', ''),
  row(5, 'Zinc', '33000', 700, 70, '2026-T4', '20'),
  row(4, 'acme', '75002', 200, 20, '2027-T1', '10'),
  row(3, 'Bati', '69002', 100, 5, '2026-T4', '30'),
  row(2, 'Zinc', '33000', 50, 1, '', '40'),
];
const PRESCRIBERS = [{ id: 21, name: 'Durand', firstname: 'Alice' }, { id: 22, name: 'Martin', firstname: 'Bruno' }];

type Summary = [id: string, label: string, countText: string, budget: number, surface: number, offerIds: number[]];
const summary = (key: Exclude<GroupKey, 'none'>) =>
  groupOffers(OFFERS, key, [], PRESCRIBERS).map((g): Summary => [g.id, g.label, fr.offers.count(g.count, g.count), g.sums.budget, g.sums.qte_m2, g.offers.map((o) => o.id)]);

describe('groupOffers: groups in the order of their first offer, totals over the whole group', () => {
  it.each<[Exclude<GroupKey, 'none'>, Summary[]]>([
    ['client', [
      ['client:acme', 'Acme', '3 offres', 1500, 120, [9, 7, 4]],
      ['client:bati', 'Bati', '2 offres', 2600.5, 45.25, [8, 3]],
      ['client:', 'Client non renseigné', '1 offre', 0, 10, [6]],
      ['client:zinc', 'Zinc', '2 offres', 750, 71, [5, 2]],
    ]],
    ['delivery', [
      ['delivery:2027-T1', '2027-T1', '3 offres', 1500, 120, [9, 7, 4]],
      ['delivery:2026-T4', '2026-T4', '3 offres', 3300.5, 115.25, [8, 5, 3]],
      ['delivery:', 'Livraison non renseignée', '2 offres', 50, 11, [6, 2]],
    ]],
    ['status', [
      ['status:30', 'Perdu', '3 offres', 1400, 105, [9, 7, 3]],
      ['status:10', 'En cours', '2 offres', 2700.5, 60.25, [8, 4]],
      ['status:', 'Sans statut', '1 offre', 0, 10, [6]],
      ['status:20', 'Gagné', '1 offre', 700, 70, [5]],
      ['status:40', 'Non retenue', '1 offre', 50, 1, [2]],
    ]],
    ['prescriber', [
      ['prescriber:21', 'Durand, Alice', '4 offres', 1450, 106, [9, 7, 3, 2]],
      ['prescriber:22', 'Martin, Bruno', '2 offres', 2700.5, 60.25, [8, 4]],
      ['prescriber:', 'Prescripteur non renseigné', '1 offre', 0, 10, [6]],
      ['prescriber:99', 'Prescripteur n° 99', '1 offre', 700, 70, [5]],
    ]],
  ])('by %s', (key, expected) => {
    expect(summary(key)).toEqual(expected);
  });

  it('the groups follow the sort: the same offers in another order give the groups in that order', () => {
    const byBudgetAsc = [...OFFERS].sort((a, b) => (a.budget ?? 0) - (b.budget ?? 0));
    // A company written several ways is labelled as its first offer writes it ('acme' here, id 4 at 200 €).
    expect(groupOffers(byBudgetAsc, 'client').map((g) => g.label)).toEqual(['Client non renseigné', 'Zinc', 'Bati', 'acme']);
    expect(groupOffers(byBudgetAsc, 'client')[0].sums.budget).toBe(0);
  });

  it('offers without an owner (user_id) are in one prescriber group', () => {
    const unowned = OFFERS.map((o) => ({ ...o, user_id: undefined }));
    expect(groupOffers(unowned, 'prescriber').map((g) => [g.label, g.count])).toEqual([['Prescripteur non renseigné', 8]]);
  });
});

describe('groupValue', () => {
  it.each<[Partial<Offer>, Exclude<GroupKey, 'none'>, string, string]>([
    [{ client_societe: 'Acme  SA' }, 'client', 'client:acme sa', 'Acme SA'],
    [{ client_societe: '   ' }, 'client', 'client:', 'Client non renseigné'],
    [{ projet_livraison: ' 2026-t2 ' }, 'delivery', 'delivery:2026-T2', '2026-T2'],
    [{ projet_livraison: 'bientôt' }, 'delivery', 'delivery:BIENTÔT', 'BIENTÔT'],
    [{ offre_statut: '45' }, 'status', 'status:45', 'NR VDS'],
    [{ offre_statut: '77' }, 'status', 'status:77', '77'],
  ])('%j by %s → %s (%s)', (over, key, id, label) => {
    expect(groupValue(makeOffer(over), key)).toEqual({ id, label });
  });
});

type PageSummary = [rows: string[], offerCount: number, pageCount: number, page: number];
// The page as a list shows it: the heads before each offer, the offer, then the heads after the last offer.
const describeHead = (h: GroupHeadOf) => `[${h.group.label}${h.continued ? ' (suite)' : ''}${h.group.folded ? ' plié' : ''}]`;
const describePage = (p: GroupedPage): PageSummary => {
  // Heads stand before offers of the page or after the last one, nowhere else.
  expect([...p.heads.keys()].every((k) => k === null || p.rows.some((o) => o.id === k))).toBe(true);
  const rows = p.rows.flatMap((o) => [...(p.heads.get(o.id) ?? []).map(describeHead), String(o.id)]);
  return [[...rows, ...(p.heads.get(null) ?? []).map(describeHead)], p.offerCount, p.pageCount, p.page];
};
const client = (folded: string[] = []): GroupingState => ({ key: 'client', folded });

describe('groupedPage: paging counts offers, not group rows', () => {
  it.each<[string, GroupingState, number, number, PageSummary]>([
    ['not grouped: the plain page', { key: 'none', folded: [] }, 2, 3, [['6', '5', '4'], 8, 3, 2]],
    ['by client, everything on one page', client(), 1, 50, [['[Acme]', '9', '7', '4', '[Bati]', '8', '3', '[Client non renseigné]', '6', '[Zinc]', '5', '2'], 8, 1, 1]],
    ['by client, page 1 of 3', client(), 1, 3, [['[Acme]', '9', '7', '4'], 8, 3, 1]],
    ['by client, page 2 of 3', client(), 2, 3, [['[Bati]', '8', '3', '[Client non renseigné]', '6'], 8, 3, 2]],
    ['by client, page 3 of 3', client(), 3, 3, [['[Zinc]', '5', '2'], 8, 3, 3]],
    ['a group over two pages has its row on both', client(), 2, 2, [['[Acme (suite)]', '4', '[Bati]', '8'], 8, 4, 2]],
    ['Acme folded: its row only, its offers on no page', client(['client:acme']), 1, 3,
      [['[Acme plié]', '[Bati]', '8', '3', '[Client non renseigné]', '6'], 5, 2, 1]],
    ['Acme folded, page 2', client(['client:acme']), 2, 3, [['[Zinc]', '5', '2'], 5, 2, 2]],
    ['a folded group stands on the page of the offer that would come next', client(['client:bati']), 2, 3,
      [['[Bati plié]', '[Client non renseigné]', '6', '[Zinc]', '5', '2'], 6, 2, 2]],
    ['the last group folded: on the last page', client(['client:zinc']), 2, 3,
      [['[Bati]', '8', '3', '[Client non renseigné]', '6', '[Zinc plié]'], 6, 2, 2]],
    ['every group folded: one page of group rows', client(['client:acme', 'client:bati', 'client:', 'client:zinc']), 4, 3,
      [['[Acme plié]', '[Bati plié]', '[Client non renseigné plié]', '[Zinc plié]'], 0, 1, 1]],
    ['a page beyond the last is brought back', client(), 9, 3, [['[Zinc]', '5', '2'], 8, 3, 3]],
    ['an unknown folded id is ignored', client(['client:nobody']), 1, 50, [['[Acme]', '9', '7', '4', '[Bati]', '8', '3', '[Client non renseigné]', '6', '[Zinc]', '5', '2'], 8, 1, 1]],
  ])('%s', (_, grouping, page, size, expected) => {
    expect(describePage(groupedPage(OFFERS, grouping, page, size, PRESCRIBERS))).toEqual(expected);
  });

  it('the totals of a group on a page are those of the whole group', () => {
    const p = groupedPage(OFFERS, client(), 2, 2, PRESCRIBERS);
    const [acme] = p.heads.get(p.rows[0].id) ?? [];
    expect(acme && [acme.group.label, acme.group.count, acme.group.sums.budget, acme.group.sums.qte_m2]).toEqual(['Acme', 3, 1500, 120]);
  });

  it('no offers: one empty page', () => {
    expect(describePage(groupedPage([], client(), 1, 50))).toEqual([[], 0, 1, 1]);
  });
});

describe('grouping state: parsed from a view, falls back to Aucun', () => {
  it.each<[unknown, boolean, GroupKey]>([
    ['client', false, 'client'], ['delivery', true, 'delivery'], ['status', false, 'status'],
    ['prescriber', true, 'prescriber'], ['prescriber', false, 'none'], [' client ', false, 'client'],
    ['Client', false, 'none'], ['', false, 'none'], [null, true, 'none'], [3, true, 'none'], [{}, true, 'none'],
    ['__proto__', true, 'none'], ['none', true, 'none'],
  ])('the key %j (backoffice %s) → %s', (raw, backoffice, key) => {
    expect(parseGrouping({ key: raw, folded: [] }, backoffice).key).toBe(key);
  });

  it.each<[unknown, boolean, GroupingState]>([
    [{ key: 'client', folded: ['client:acme', 4, 'client:acme', 'client:'] }, false, { key: 'client', folded: ['client:acme', 'client:'] }],
    [{ key: 'client', folded: 'client:acme' }, false, { key: 'client', folded: [] }],
    [{ key: 'none', folded: ['x'] }, false, { key: 'none', folded: [] }],
    [{ key: 'prescriber', folded: ['prescriber:21'] }, false, { key: 'none', folded: [] }],
    ['{"key":"client"}', true, { key: 'none', folded: [] }],
    [undefined, true, { key: 'none', folded: [] }],
  ])('parseGrouping(%j, backoffice %s)', (raw, backoffice, expected) => {
    expect(parseGrouping(raw, backoffice)).toEqual(expected);
  });

  it('the folded ids: at most 500, over-long ones dropped', () => {
    const folded = (ids: unknown) => parseGrouping({ key: 'client', folded: ids }, false).folded;
    const ids = Array.from({ length: 600 }, (_, i) => `client:${i}`);
    expect(folded(ids)).toHaveLength(500);
    expect(folded(['x'.repeat(301), 'ok'])).toEqual(['ok']);
  });

  it('a state survives a JSON round trip (saved views)', () => {
    const state: GroupingState = { key: 'delivery', folded: ['delivery:2027-T1'] };
    expect(parseGrouping(JSON.parse(JSON.stringify(state)), false)).toEqual(state);
  });

  it('toggleFolded folds then unfolds; setGroupKey unfolds everything', () => {
    const folded = toggleFolded(client(), 'client:acme');
    expect(folded).toEqual(client(['client:acme']));
    expect(toggleFolded(folded, 'client:acme')).toEqual(client());
    expect(setGroupKey(folded, 'status')).toEqual({ key: 'status', folded: [] });
    expect(setGroupKey(folded, 'client')).toBe(folded);
  });

  it.each<[boolean, string[]]>([
    [false, ['Aucun', 'Client', 'Livraison', 'Statut']],
    [true, ['Aucun', 'Client', 'Livraison', 'Statut', 'Prescripteur']],
  ])('groupKeyOptions(backoffice %s)', (backoffice, labels) => {
    expect(groupKeyOptions(backoffice).map(([, label]) => label)).toEqual(labels);
  });

  it('the options are the columns that declare a grouping (groupBy): without its declaration, a column is no option', () => {
    expect(Object.values(OFFER_COLUMNS).flatMap((c) => (c.groupBy ? [[c.key, c.groupBy.key]] : []))).toEqual([
      ['projet_livraison', 'delivery'], ['client', 'client'], ['offre_statut', 'status'], ['prescripteur', 'prescriber'],
    ]);
    const { groupBy } = OFFER_COLUMNS.projet_livraison;
    try {
      delete OFFER_COLUMNS.projet_livraison.groupBy;
      expect(groupKeyOptions(true).map(([key]) => key)).toEqual(['none', 'client', 'status', 'prescriber']);
      expect(parseGrouping({ key: 'delivery', folded: [] }, true)).toEqual({ key: 'none', folded: [] });
    } finally {
      OFFER_COLUMNS.projet_livraison.groupBy = groupBy;
    }
    expect(groupKeyOptions(true).map(([key]) => key)).toEqual(['none', 'client', 'delivery', 'status', 'prescriber']);
  });
});

describe('groupedPage: the heads before each offer of the page, and after the last one', () => {
  // One offer per [id, client]; a group's label is its client.
  const offers = (rows: [number, string][]) => rows.map(([id, client_societe]) => makeOffer({ id, offre_ref: `R-${id}`, client_societe }));
  const none: GroupingState = { key: 'none', folded: [] };
  it.each<[string, [number, string][], GroupingState, number[], [number, string[]][], string[]]>([
    ['not grouped: offers only', [[1, 'a'], [2, 'a']], none, [1, 2], [], []],
    ['each head before its first offer', [[1, 'a'], [2, 'a'], [3, 'b']], client(), [1, 2, 3], [[1, ['a']], [3, ['b']]], []],
    ['folded groups wait for the next offer', [[1, 'a'], [4, 'b']], client(['client:a']), [4], [[4, ['a', 'b']]], []],
    ['folded groups after the last offer: the tail', [[1, 'a'], [2, 'b']], client(['client:b']), [1], [[1, ['a']]], ['b']],
    ['every group folded: heads only', [[1, 'a'], [2, 'b']], client(['client:a', 'client:b']), [], [], ['a', 'b']],
  ])('%s', (_label, rows, grouping, shown, before, tail) => {
    const got = groupedPage(offers(rows), grouping, 1, 50);
    expect(got.rows.map((x) => x.id)).toEqual(shown);
    expect([...got.heads].filter(([id]) => id !== null).map(([id, hs]) => [id, hs.map((h) => h.group.label)])).toEqual(before);
    expect((got.heads.get(null) ?? []).map((h) => h.group.label)).toEqual(tail);
  });
  it('keeps whether a group continues from an earlier page', () => {
    const rows = offers([[2, 'a'], [1, 'a']]);
    expect(groupedPage(rows, client(), 2, 1).heads.get(1)).toEqual([{ group: groupOffers(rows, 'client')[0], continued: true }]);
  });
});

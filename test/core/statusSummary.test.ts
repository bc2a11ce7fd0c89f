import { runList } from '../../src/core/listModel';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST, type OfferFilters } from '../../src/core/offerFilters';
import { statusShares } from '../../src/core/statusSummary';
import type { Offer } from '../../src/core/types';
import { makeOffer } from './offerFixture';

const STATUSES = [
  { code: '10', label: 'En cours' }, { code: '20', label: 'Gagné' }, { code: '30', label: 'Perdu' }, { code: '40', label: 'Non retenue' },
];

// Hand-computed fixture: 6 offers, one without budget, one with an unknown status, one outside the city filter.
const ROWS = [
  makeOffer({ id: 1, offre_statut: '10', budget: 1000, client_ville: 'Lyon' }),
  makeOffer({ id: 2, offre_statut: '10', budget: 2500.5, client_ville: 'Lyon' }),
  makeOffer({ id: 3, offre_statut: '20', budget: 6500, client_ville: 'Lyon' }),
  makeOffer({ id: 4, offre_statut: '30', budget: null, client_ville: 'Lyon' }),
  makeOffer({ id: 5, offre_statut: '99', budget: 9999, client_ville: 'Lyon' }),
  makeOffer({ id: 6, offre_statut: '20', budget: 4000, client_ville: 'Paris' }),
];

/** What the screen shows: statusShares over the list model's rows that pass every filter but the status. */
const statusSummary = (rows: Offer[], filters: OfferFilters, statuses: typeof STATUSES) => statusShares(runList(OFFER_LIST, {
  rows, sort: { key: 'id', dir: 'asc' }, sortValue: (o) => o.id, filters,
}).allButSummary, statuses);

describe('the status summary (statusShares over the list model\'s allButSummary)', () => {
  it.each<[string, Partial<typeof DEFAULT_OFFER_FILTERS>, [number, number][]]>([
    // [count, amount] per status 10, 20, 30, 40
    ['no other filter', { statut: '' }, [[2, 3500.5], [2, 10500], [1, 0], [0, 0]]],
    ['ignores the status filter itself', { statut: '30' }, [[2, 3500.5], [2, 10500], [1, 0], [0, 0]]],
    ['applies every other filter', { statut: '10', client_ville: 'lyon' }, [[2, 3500.5], [1, 6500], [1, 0], [0, 0]]],
    ['applies the quick search', { q: 'paris' }, [[0, 0], [1, 4000], [0, 0], [0, 0]]],
  ])('%s', (_n, over, expected) => {
    const out = statusSummary(ROWS, { ...DEFAULT_OFFER_FILTERS, ...over }, STATUSES);
    expect(out.map((s) => s.code)).toEqual(['10', '20', '30', '40']);
    expect(out.map((s) => [s.count, s.amount])).toEqual(expected);
  });

  it('each bar is its share of the total amount', () => {
    const out = statusSummary(ROWS, { ...DEFAULT_OFFER_FILTERS, statut: '' }, STATUSES);
    const total = 3500.5 + 10500;
    expect(out.map((s) => s.share)).toEqual([3500.5 / total, 10500 / total, 0, 0]);
  });

  it('no rows: every count, amount and share is 0', () => {
    expect(statusSummary([], DEFAULT_OFFER_FILTERS, STATUSES).map((s) => [s.count, s.amount, s.share])).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]);
  });
});

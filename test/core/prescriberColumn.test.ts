import { OFFER_COLUMNS, prescriberColumn, withPrescriberColumn } from '../../src/core/offerColumns';
import { normalizeOffer } from '../../src/core/normalize';
import { makeOffer } from './offerFixture';

const PRESCRIBERS = [{ id: 2, name: 'Dubois', firstname: 'Pierre' }, { id: 3, name: 'Lefèvre', firstname: 'Camille' }];

describe('prescriberColumn (issue 20 §5: backoffice with Tous)', () => {
  const column = prescriberColumn(PRESCRIBERS);
  const shown = (o: ReturnType<typeof makeOffer>) => (column.cell.kind === 'text' ? column.cell.text(o) : null);
  it.each<[string, number | null | undefined, string]>([
    ['a known owner: name, first name', 2, 'Dubois, Pierre'],
    ['another one', 3, 'Lefèvre, Camille'],
    ['an owner missing from the list: nothing', 9, ''],
    ['no owner sent', undefined, ''],
    ['a null owner', null, ''],
  ])('%s', (_n, owner, expected) => {
    const o = makeOffer({ id: 1, ...(owner !== undefined ? { user_id: owner } : {}) });
    expect(shown(o)).toBe(expected);
    expect(column.sortable && column.sortValue(o)).toBe(expected);
  });

  it('is named Prescripteur, grows, and is as wide as a long name (its sample) before the rows come', () => {
    expect(column.header).toBe('Prescripteur');
    expect(column.grow).toBeGreaterThan(0);
    expect(column.sample!.length).toBeGreaterThanOrEqual(20);
  });
});

describe('withPrescriberColumn', () => {
  const family = [OFFER_COLUMNS.offre_nom, OFFER_COLUMNS.client, OFFER_COLUMNS.offre_statut, OFFER_COLUMNS.actions];
  it.each<[string, typeof PRESCRIBERS | null, string[]]>([
    ['no prescriber column for a single user', null, ['offre_nom', 'client', 'offre_statut', 'actions']],
    ['before the status when asked', PRESCRIBERS, ['offre_nom', 'client', 'prescripteur', 'offre_statut', 'actions']],
    ['also with an empty list', [], ['offre_nom', 'client', 'prescripteur', 'offre_statut', 'actions']],
  ])('%s', (_n, prescribers, keys) => {
    expect(withPrescriberColumn(family, prescribers).map((c) => c.key)).toEqual(keys);
  });
});

describe('normalizeOffer: the owner', () => {
  it.each<[unknown, number | null | undefined]>([[7, 7], ['7', 7], [null, null], ['x', null], [undefined, undefined]])('user_id %p → %p', (raw, expected) => {
    const o = normalizeOffer({ id: 1, ...(raw !== undefined ? { user_id: raw } : {}) })!;
    expect(o.user_id).toBe(expected);
    expect('user_id' in o).toBe(raw !== undefined);
  });
});

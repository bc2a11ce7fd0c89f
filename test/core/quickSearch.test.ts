import { foldAccents, foldSearchQuery, quickSearchRows, searchText } from '../../src/core/quickSearch';

describe('foldAccents', () => {
  it.each([
    ['École', 'ecole'],
    ['SAINT-ÉTIENNE', 'saint-etienne'],
    ['Chaîne ça où', 'chaine ca ou'],
    ['Œuvre', 'œuvre'],
    ['', ''],
  ])('%j → %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});

describe('foldSearchQuery', () => {
  it.each([
    ['  Écolé ', 'ecole'],
    ['   ', ''],
    ['a b', 'a b'],
  ])('%j → %j', (query, folded) => {
    expect(foldSearchQuery(query)).toBe(folded);
  });
});

describe('searchText', () => {
  it('joins the folded fields with a newline so that a query cannot match across two fields', () => {
    expect(searchText(['Éa', null, 'B'])).toBe('ea\n\nb');
  });
});

describe('quickSearchRows', () => {
  const rows = [
    { id: 1, a: 'École Jules Ferry', b: 'Lyon' },
    { id: 2, a: 'Mairie', b: 'Saint-Étienne' },
    { id: 3, a: 'ecoles', b: 'Paris' },
  ];
  const fields = (r: (typeof rows)[number]) => [r.a, r.b];
  it.each<[string, number[]]>([
    ['ecole', [1, 3]],
    ['ÉCOLE', [1, 3]],
    ['etienne', [2]],
    ['  lyon ', [1]],
    ['ferrylyon', []],
    ['', [1, 2, 3]],
    ['zzz', []],
  ])('%j finds %j', (query, ids) => {
    expect(quickSearchRows(rows, query, fields, new WeakMap()).map((r) => r.id)).toEqual(ids);
  });
});

import type { ListDefinition } from '../../src/core/listModel';
import { filterList } from '../support/filterList';
import { foldAccents, foldSearchQuery, quickMatcher, searchText, searchWords } from '../../src/core/quickSearch';

/** The rows the list model's quick search (filter `q`) keeps, over a list that has no other filter. */
const quickSearchIds = <T extends { id: number }>(rows: T[], query: string, fields: (row: T) => readonly string[]): number[] => {
  const def: ListDefinition<T> = { filters: [], search: fields };
  return filterList(def, rows, { q: query }).map((r) => r.id);
};

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

describe('the quick search of a list (filterList)', () => {
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
    expect(quickSearchIds(rows, query, fields)).toEqual(ids);
  });
});

describe('several words: every word has to be found, each in any field', () => {
  const rows = [
    { id: 1, a: 'SOGEA Sud', b: 'Montpellier' },
    { id: 2, a: 'SOGEA Nord', b: 'Lille' },
    { id: 3, a: 'Eiffage', b: 'Montpellier' },
    { id: 4, a: 'Montpellier Sogea', b: '' },
  ];
  const fields = (r: (typeof rows)[number]) => [r.a, r.b];
  it.each<[string, number[]]>([
    ['sogea montpellier', [1, 4]],
    ['montpellier sogea', [1, 4]],
    ['  SOGEA   montpellier  ', [1, 4]],
    ['sogea', [1, 2, 4]],
    ['sogea lille', [2]],
    ['sogea paris', []],
    ['sud montpellier', [1]],
  ])('%j finds %j', (query, ids) => {
    expect(quickSearchIds(rows, query, fields)).toEqual(ids);
  });
});

describe('searchWords and quickMatcher', () => {
  it.each<[string, string[]]>([
    ['Sogea  Montpellier', ['sogea', 'montpellier']],
    ['  ', []],
    ['École', ['ecole']],
    ['12\u00a0345', ['12', '345']],
  ])('%j → %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });

  it.each<[string, string, boolean]>([
    ['sogea montpellier', 'sogea sud\nmontpellier', true],
    ['sogea montpellier', 'sogea sud\nlille', false],
    ['12 345', searchText(['12\u202f345\u00a0€']), true],
    ['2027-t1', searchText(['2027-T1']), true],
  ])('%j in %j → %s', (query, text, expected) => {
    expect(quickMatcher(query)!(text)).toBe(expected);
  });

  it('a blank query is no search', () => {
    expect(quickMatcher('   ')).toBeNull();
  });
});

import { containsFolded, foldQuery, matchesText } from '../../src/core/textFilter';

describe('matchesText (SPEC §5: case-insensitive substring on trimmed input)', () => {
  it.each<[string, string, boolean]>([
    ['Chantier Nord', 'nord', true], ['Chantier Nord', 'NORD', true], ['Chantier Nord', '  nord  ', true],
    ['Chantier Nord', 'ntier n', true], ['Chantier Nord', 'sud', false], ['école Jules Ferry', 'ÉCOLE', true],
    ['ÉCOLE', 'école', true], ['Crèche', 'CRÈCHE', true], ['ecole', 'école', false], ['anything', '', true],
    ['anything', '   ', true], ['', 'x', false], ['a.b', '.', true], ['ab', '.', false], ['(x)', '(', true],
  ])('%j matches %j: %s', (value, query, expected) => {
    expect(matchesText(value, query)).toBe(expected);
  });
});

describe('foldQuery / containsFolded', () => {
  it('folds once: trimmed and lowercased', () => expect(foldQuery('  ÉcoLE ')).toBe('école'));
  it.each<[string, string, boolean]>([['Paris', 'par', true], ['Paris', '', true], ['Lyon', 'par', false]])(
    '%j contains %j: %s', (v, q, expected) => {
      expect(containsFolded(v, q)).toBe(expected);
    });
});

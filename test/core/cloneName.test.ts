import { cloneBaseName, suggestCloneName } from '../../src/core/cloneName';

describe('cloneBaseName: without a trailing " (n)"', () => {
  it.each<[string, string]>([
    ['Offre', 'Offre'], ['Offre (2)', 'Offre'], ['Offre (12)', 'Offre'], ['Offre (1) (2)', 'Offre (1)'], ['Offre(2)', 'Offre(2)'],
    ['Offre (A)', 'Offre (A)'], ['Offre ()', 'Offre ()'], ['Offre (2) bis', 'Offre (2) bis'],
  ])('%j → %j', (name, base) => {
    expect(cloneBaseName(name)).toBe(base);
  });
});

describe('suggestCloneName (SPEC §5)', () => {
  it.each<[string, string, string[], string]>([
    ['first clone', 'Offre', ['Offre'], 'Offre (1)'],
    ['no other offers', 'Offre', [], 'Offre (1)'],
    ['one more than the highest', 'Offre', ['Offre', 'Offre (1)', 'Offre (3)'], 'Offre (4)'],
    ['cloning a clone uses the base', 'Offre (1)', ['Offre', 'Offre (1)', 'Offre (2)'], 'Offre (3)'],
    ['numbers compared as numbers', 'Offre', ['Offre (9)', 'Offre (10)'], 'Offre (11)'],
    ['other names ignored', 'Offre', ['Autre (8)', 'Offre'], 'Offre (1)'],
    ['every name starting with the base counts (SPEC §5, to the letter)', 'Lot', ['Lot', 'Lot B (5)'], 'Lot (6)'],
    ['a name starting with the base without a number counts as 0', 'Lot', ['Lot B'], 'Lot (1)'],
    ['numbers past 2^53 stay exact', 'A', ['A (9007199254740993)'], 'A (9007199254740994)'],
    ['regex characters are plain text', 'Lot (A) [2]', ['Lot (A) [2]', 'Lot (A) [2] (4)', 'Lot (A) x2 (9)'], 'Lot (A) [2] (5)'],
    ['dots and stars', 'A.*+?', ['A.*+? (2)', 'AB (7)'], 'A.*+? (3)'],
    ['surrounding blanks ignored', '  Offre  ', [' Offre (2) '], 'Offre (3)'],
    ['blank name', '   ', ['Offre'], 'Indiquer un nom'],
    ['empty name', '', [], 'Indiquer un nom'],
  ])('%s', (_name, name, existing, expected) => {
    expect(suggestCloneName(name, existing)).toBe(expected);
  });

  // Speed is measured by `npm run bench`, not asserted here.
  it('finds the highest number among 50,000 names', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => (i % 2 ? `Offre (${i})` : `Autre offre ${i}`));
    expect(suggestCloneName('Offre', names)).toBe('Offre (50000)');
  });
});

import { namesList } from '../../src/core/namesList';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Nom ${i + 1}`);

describe('namesList: what a bulk confirmation names (up to five names, then how many more)', () => {
  it.each<[number, string]>([
    [0, ''],
    [1, 'Nom 1'],
    [2, 'Nom 1 et Nom 2'],
    [3, 'Nom 1, Nom 2 et Nom 3'],
    [5, 'Nom 1, Nom 2, Nom 3, Nom 4 et Nom 5'],
    [6, 'Nom 1, Nom 2, Nom 3, Nom 4, Nom 5 et 1 autre'],
    [7, 'Nom 1, Nom 2, Nom 3, Nom 4, Nom 5 et 2 autres'],
    [250, 'Nom 1, Nom 2, Nom 3, Nom 4, Nom 5 et 245 autres'],
  ])('%i names: %j', (n, expected) => {
    expect(namesList(names(n))).toBe(expected);
  });

  it('keeps the names as given, in their order (an offer as its row shows it)', () => {
    expect(namesList(['OFF-3 — Lycée Curie', 'Dupont, Jean', 'OFF-1'])).toBe('OFF-3 — Lycée Curie, Dupont, Jean et OFF-1');
  });
});

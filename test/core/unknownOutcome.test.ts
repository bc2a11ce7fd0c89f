import { unknownOutcomeLines } from '../../src/core/unknownOutcome';
import { offer } from '../support/offerFixtures';

it.each([
  ['status', { offre_statut: '30' }, 'OFF-3 : statut inconnu, la liste a été rechargée — statut actuel : Perdu'],
  ['status', { offre_statut: '' }, 'OFF-3 : statut inconnu, la liste a été rechargée — statut actuel : —'],
  ['delivery', { projet_livraison: '2031-T2' }, 'OFF-3 : date de livraison inconnue, la liste a été rechargée — date actuelle : 2031-T2'],
  ['delivery', { projet_livraison: '' }, 'OFF-3 : date de livraison inconnue, la liste a été rechargée — date actuelle : aucune'],
  ['siteName', { projet_nom: 'Tour B' }, 'OFF-3 : nom du chantier inconnu, la liste a été rechargée — nom actuel : Tour B'],
] as const)('%s %j', (field, over, line) => {
  expect(unknownOutcomeLines([{ id: 3, ref: 'OFF-3', field }], [offer(4), offer(3, over)])).toEqual([line]);
});

it('an offer no longer listed', () => {
  expect(unknownOutcomeLines([{ id: 9, ref: 'OFF-9', field: 'status' }], [offer(3)])).toEqual(["OFF-9 : résultat inconnu, l'offre n'est plus dans la liste rechargée"]);
});

// The row menu builder and the focus order after a row dialog (src/screens/offers), as pure functions.
import { offerRowMenu, type RowMenuContext } from '../../src/screens/offers/offerRowMenu';
import { focusOrder } from '../../src/screens/offers/useRowFocus';
import { offer } from '../support/offerFixtures';

function context(): RowMenuContext & { download: jest.Mock; openWindow: jest.Mock; ask: jest.Mock } {
  return { baseUrl: 'https://portail.example/app', path: 'parement', download: jest.fn(), openWindow: jest.fn(), ask: jest.fn() };
}

describe('offerRowMenu', () => {
  it.each([['brouillon'], ['Soumise']])('an editable offer (%s) can be cloned or deleted', (statut) => {
    const ctx = context();
    const o = offer(4, { statut });
    const items = offerRowMenu(o, ctx);
    expect(items.map((i) => i.label)).toEqual(['Cloner', 'Supprimer']);
    items[1].onSelect();
    expect(ctx.ask.mock.calls).toEqual([['delete', o]]);
  });

  it('a validated offer: PDF download and tab, clone, site name, delivery, hide, each doing its own job', () => {
    const ctx = context();
    const o = offer(9, { statut: 'validée' });
    const items = offerRowMenu(o, ctx);
    expect(items.map((i) => i.label)).toEqual([
      'Télécharger le PDF', 'Afficher le PDF', 'Cloner', 'Modifier nom chantier', 'Modifier date livraison', 'Masquer',
    ]);
    for (const item of items) item.onSelect();
    expect(ctx.download.mock.calls).toEqual([['https://portail.example/app/parement/affiche-pdf-offre?offreid=9&down=yes']]);
    expect(ctx.openWindow.mock.calls).toEqual([['https://portail.example/app/parement/affiche-pdf-offre?offreid=9']]);
    expect(ctx.ask.mock.calls.map(([kind]) => kind)).toEqual(['clone', 'siteName', 'delivery', 'hide']);
  });
});

describe('focusOrder', () => {
  it.each<[number[], number, number[]]>([
    [[1, 2, 3, 4], 2, [2, 3, 4, 1]],
    [[1, 2, 3, 4], 4, [4, 3, 2, 1]],
    [[1, 2, 3, 4], 1, [1, 2, 3, 4]],
    [[1, 2], 7, [7]],
  ])('rows %j, dialog on %i → %j', (ids, id, expected) => {
    expect(focusOrder(ids, id)).toEqual(expected);
  });
});

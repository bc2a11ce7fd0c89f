// Feedback that never covers: a notice about a row places itself away from that row (and from the focused
// control): at the bottom of the view by default, at its top when the row is where the stack would show.
import { screen, waitFor } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';
import { installOffersPage, rowOf, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const layer = () => document.querySelector('[part="notices"]')!;
const CONFLICT = reply.json({ statut: 'ko', conflit: true, msg: 'Modifiée entre-temps.', offre: offer(3, { offre_statut: '40' }) });

async function conflictOnRowAt(top: number) {
  const ctx = await setupOffersLoaded({ offers: [offer(3), offer(4)], routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', CONFLICT) });
  const row = rowOf('OFF-3');
  row.getBoundingClientRect = () => ({ top, bottom: top + 32, left: 0, right: 800, width: 800, height: 32, x: 0, y: top, toJSON: () => ({}) });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: "Statut de l'offre OFF-3" }), 'Perdu');
  await screen.findByText('Modifiée entre-temps.', { selector: '[part="notices"] *' });
}

it('a row at the bottom of the view: the notice about it goes to the top', async () => {
  await conflictOnRowAt(740);
  await waitFor(() => expect(layer()).toHaveAttribute('data-side', 'top'));
  expect(layer()).toHaveClass('terreal-notices-top');
});

it('a row higher up: the notice stays at the bottom', async () => {
  await conflictOnRowAt(200);
  expect(layer()).toHaveAttribute('data-side', 'bottom');
  expect(layer()).not.toHaveClass('terreal-notices-top');
});

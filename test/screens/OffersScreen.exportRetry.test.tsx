// A host already preparing two exports answers the third 503 with Retry-After (DESIGN.md §2 "Round 5",
// hosts that hold): the user reads that the file will be ready in a moment, the widget asks again after the
// wait, a few times, then says why it failed as for any failed export; leaving the screen stops it.
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { offer, plain } from '../support/offerFixtures';
import { installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const BUSY = 'Deux exports sont déjà en préparation : le vôtre sera prêt dans un instant, réessayez dans quelques secondes.';
const WAITING = "Le serveur est occupé : votre fichier Excel sera prêt dans un instant…";
const busy = reply.json({ statut: 'ko', msg: BUSY }, 503, { headers: { 'Retry-After': '1' } });
const exportButton = () => screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' });

let clicks: string[];
let onClick: jest.SpyInstance;
beforeEach(() => {
  clicks = [];
  Object.assign(URL, { createObjectURL: () => 'blob:fichier', revokeObjectURL: jest.fn() });
  onClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => onClick.mockRestore());

it('a busy host: "ready in a moment", asked again after its Retry-After, then the file is saved', async () => {
  const { user, server } = await setupOffersLoaded({ offers: [offer(1)], routes: (s) => s.once('GET', /excel-report/, busy) });
  const exports = () => server.callsTo('GET', /\/excel-report\?/);
  await user.click(exportButton());
  expect(await screen.findByText(WAITING)).toBeInTheDocument();
  expect(exports()).toHaveLength(1); // not asked again before the wait
  expect(screen.queryByRole('alert')).toBeNull();
  await waitFor(() => expect(clicks).toEqual(['offres-bardages.xlsx']), { timeout: 4000 });
  expect(exports()).toHaveLength(2);
  expect(exports()[1].url).toBe(exports()[0].url);
  expect(screen.queryByText(WAITING)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('still busy after five more tries: the usual failure, with the host\'s message', async () => {
  const { user, server } = await setupOffersLoaded({ offers: [offer(1)], routes: (s) => s.on('GET', /excel-report/, busy) });
  await user.click(exportButton());
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(plain(alert.textContent)).toContain(`Le fichier Excel n'a pas pu être préparé : ${BUSY} (code = 503).`);
  expect(server.callsTo('GET', /\/excel-report\?/)).toHaveLength(6);
  expect(screen.queryByText(WAITING)).toBeNull();
  expect(clicks).toEqual([]);
  await user.click(within(alert).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('leaving the screen while it waits: nothing more is asked', async () => {
  const ctx = await setupOffersLoaded({ offers: [offer(1)], routes: (s) => s.on('GET', /excel-report/, busy) });
  await ctx.user.click(exportButton());
  await screen.findByText(WAITING);
  ctx.view.unmount();
  await new Promise((r) => setTimeout(r, 1500)); // past the Retry-After
  expect(ctx.server.callsTo('GET', /\/excel-report\?/)).toHaveLength(1);
  expect(clicks).toEqual([]);
});

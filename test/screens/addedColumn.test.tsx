// Issue 21 "One list model": an offer column added by three files (test/support/addedColumn.ts applies their
// edits: offerColumns, fr, a fixture family) shows in the offers screen as any other: its header, its cells
// (rows normalised by the unedited core/normalize), its filter box, the quick search, the column chooser, and
// the Excel export's query. test/server/addedColumn.test.ts follows it through the servers' files.
import { screen, waitFor } from '@testing-library/react';
import type { Offer } from '../../src/core/types';
import { FILTER_NAME, HEADER, KEY, REPS } from '../support/addedColumn';
import { offer } from '../support/offerFixtures';
import { columnTexts, exportUrls, headerNames, installOffersPage, refsShown, setupOffersLoaded } from '../support/offersScreen';

jest.mock('../../src/i18n/fr', () => jest.requireActual('../support/addedColumn').editFr(jest.requireActual('../../src/i18n/fr')));
jest.mock('../../src/core/offerColumns', () =>
  jest.requireActual('../support/addedColumn').editOfferColumns(jest.requireActual('../../src/core/offerColumns')));
jest.mock('../../src/families', () => jest.requireActual('../support/addedColumn').editFamilies(jest.requireActual('../../src/families')));

installOffersPage();
jest.setTimeout(20000);

const [KERBRAT, DUFRESNOY] = REPS;
/** Wire rows with a sales rep (id 3: none, the field absent). */
const OFFERS = [
  { ...offer(1), [KEY]: KERBRAT },
  { ...offer(2), [KEY]: DUFRESNOY },
  offer(3),
  { ...offer(4), [KEY]: DUFRESNOY },
] as Offer[];

const setup = () => setupOffersLoaded({ family: 'parement', offers: OFFERS });

it('the fixture family shows the column under its header, before the status, its cells the field', async () => {
  await setup();
  expect(headerNames()).toEqual(['Sélection', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Surface (m²)', 'Budget (€)', 'Livraison', HEADER, 'Statut', 'N° offre', 'Actions']);
  expect(columnTexts(HEADER)).toEqual([DUFRESNOY, '', DUFRESNOY, KERBRAT]);
});

it.each<[string, string, string, string[]]>([
  ['its filter box', FILTER_NAME, 'dufresnoy', ['OFF-4', 'OFF-2']],
  ['its filter box, any case', FILTER_NAME, 'KERBRAT', ['OFF-1']],
  ['the quick search, without accents', 'Rechercher', 'eric', ['OFF-4', 'OFF-2']],
])('%s (%s: %j) shows %j', async (_label, box, typed, refs) => {
  const { user } = await setup();
  await user.type(screen.getByRole(box === 'Rechercher' ? 'searchbox' : 'textbox', { name: box }), typed);
  expect(refsShown()).toEqual(refs);
});

it('the column chooser offers it, and hides it', async () => {
  const { user } = await setup();
  await user.click(screen.getByRole('button', { name: 'Colonnes' }));
  await user.click(await screen.findByRole('checkbox', { name: HEADER }));
  await waitFor(() => expect(headerNames()).not.toContain(HEADER));
});

it('the Excel export carries its filter under its key', async () => {
  const { user, server } = await setup();
  await user.type(screen.getByRole('textbox', { name: FILTER_NAME }), 'dufresnoy');
  await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
  const url = new URL((await exportUrls(server))[0], 'http://x');
  expect(url.searchParams.get(KEY)).toBe('dufresnoy');
});

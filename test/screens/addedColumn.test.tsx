// Offer columns added by three files (test/support/addedColumn.ts applies their edits: offerColumns, fr, a
// fixture family) show in the offers screen as any other. The text column: its header, its cells (rows
// normalised by the unedited core/normalize), its filter box, the quick search, the column chooser and the
// Excel export's query. The figure column: its header, right-aligned cells, its min/max filter and its sum on
// the totals line. test/server/addedColumn.test.ts follows them through the servers' files.
import { screen, waitFor, within } from '@testing-library/react';
import type { Offer } from '../../src/core/types';
import {
  EDITED_FILES, EDITED_MODULES, FIGURE_BOUNDS, FIGURE_HEADER, FIGURE_KEY, FILTER_NAME, HEADER, KEY, mockedFiles, REPS,
} from '../support/addedColumn';
import { offer, plain } from '../support/offerFixtures';
import {
  cellIndexOf, cellsOf, bodyRows, columnTexts, exportUrls, footerRow, headerNames, installOffersPage, refsShown, setupOffersLoaded,
} from '../support/offersScreen';

jest.mock('../../src/i18n/fr', () => jest.requireActual('../support/addedColumn').edit('src/i18n/fr.ts', jest.requireActual('../../src/i18n/fr')));
jest.mock('../../src/core/offerColumns', () =>
  jest.requireActual('../support/addedColumn').edit('src/core/offerColumns.ts', jest.requireActual('../../src/core/offerColumns')));
jest.mock('../../src/families/parement', () =>
  jest.requireActual('../support/addedColumn').edit('src/families/parement.ts', jest.requireActual('../../src/families/parement')));

installOffersPage();
jest.setTimeout(20000);

const [KERBRAT, DUFRESNOY] = REPS;
/** Wire rows with a sales rep (id 3: none, the field absent) and pallets (as a PHP backend sends decimals: text; id 3: none). */
const OFFERS = [
  { ...offer(1), [KEY]: KERBRAT, [FIGURE_KEY]: '12.50' },
  { ...offer(2), [KEY]: DUFRESNOY, [FIGURE_KEY]: 4 },
  offer(3),
  { ...offer(4), [KEY]: DUFRESNOY, [FIGURE_KEY]: '1000' },
] as Offer[];

it('the additions edit exactly offerColumns, fr and the family\'s file (and the data, on the servers): this file mocks those, each with its edit', () => {
  expect(EDITED_FILES).toEqual(['src/core/offerColumns.ts', 'src/i18n/fr.ts', 'src/families/parement.ts', 'demo/server/schema.ts', 'demo/server/seed.ts']);
  const byFile = (a: { mocked: string }, b: { mocked: string }) => a.mocked.localeCompare(b.mocked);
  expect(mockedFiles(__filename).sort(byFile)).toEqual(EDITED_MODULES.map((file) => ({ mocked: file, edit: file })).sort(byFile));
});

const setup = () => setupOffersLoaded({ family: 'parement', offers: OFFERS });

it('the fixture family shows the column under its header, before the status, its cells the field', async () => {
  await setup();
  expect(headerNames()).toEqual([
    'Sélection', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Surface (m²)', FIGURE_HEADER, 'Budget (€)', 'Livraison', HEADER,
    'Statut', 'N° offre', 'Actions',
  ]);
  expect(columnTexts(HEADER)).toEqual([DUFRESNOY, '', DUFRESNOY, KERBRAT]);
});

it('the figure column: its cells as decimals, right-aligned as the surface\'s, its sum on the totals line', async () => {
  await setup();
  expect(columnTexts(FIGURE_HEADER)).toEqual(['1 000', '', '4', '12,5']);
  // Styled as the surface's cells (a right-aligned figure), not as the site's (text).
  const [surface, site, cell] = ['Surface (m²)', 'Chantier', FIGURE_HEADER].map((name) => cellsOf(bodyRows()[0])[cellIndexOf(name)]);
  expect(cell.className).toBe(surface.className);
  expect(cell.className).not.toBe(site.className);
  const totals = within(footerRow()).getAllByRole('gridcell');
  expect(plain(totals[cellIndexOf('Offre')].textContent)).toBe('Total : 4 offres');
  expect(plain(totals[cellIndexOf(FIGURE_HEADER)].textContent)).toBe('1 016,5');
});

it.each<[string, string, string[], string]>([
  ['Palettes min', '5', ['OFF-4', 'OFF-1'], '1 012,5'],
  ['Palettes max', '12.5', ['OFF-2', 'OFF-1'], '16,5'],
])('its min/max filter: %s %s shows %j, the total follows', async (box, typed, refs, total) => {
  const { user } = await setup();
  expect(Object.values(FIGURE_BOUNDS)).toContain(box);
  await user.type(screen.getByRole('spinbutton', { name: box }), typed);
  await waitFor(() => expect(refsShown()).toEqual(refs));
  expect(plain(within(footerRow()).getAllByRole('gridcell')[cellIndexOf(FIGURE_HEADER)].textContent)).toBe(total);
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

// The export button sends the screen's view (issue 38 "Excel = the screen"; DESIGN.md "Round 4"): the sort
// as `tri`/`ordre` (a column key), the shown columns as `colonnes` (keys in display order, the controls left
// out), beside the filters, so either host writes the file the user sees.
import { screen, waitFor, within } from '@testing-library/react';
import { FAMILY_LIST, offer, PRESCRIBERS } from '../support/offerFixtures';
import { exportUrls, installOffersPage, setupOffersLoaded } from '../support/offersScreen';
import { FAMILY_CONFIGS } from '../../src/families';

installOffersPage();
jest.setTimeout(20000);

const exportOf = async (server: Parameters<typeof exportUrls>[0], n = 1) => new URL((await exportUrls(server, n))[n - 1], 'http://x').searchParams;
const familyKeys = (family: (typeof FAMILY_LIST)[number]) => FAMILY_CONFIGS[family].columns.filter((k) => k !== 'actions').join(',');

describe.each(FAMILY_LIST)('%s: the export query carries the screen\'s view', (family) => {
  it('by default: every shown column in order, no tri (newest first is the server\'s default)', async () => {
    const { user, server } = await setupOffersLoaded({ family, offers: [offer(1)] });
    await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
    const q = await exportOf(server);
    expect(q.get('colonnes')).toBe(familyKeys(family));
    expect(q.has('tri')).toBe(false);
    expect(q.has('ordre')).toBe(false);
    expect(q.has('depassee')).toBe(false);
  });

  it('sorted by Budget descending: tri=budget, ordre=desc', async () => {
    const { user, server } = await setupOffersLoaded({ family, offers: [offer(1), offer(2)] });
    const budget = () => screen.getByRole('columnheader', { name: 'Budget (€)' });
    await user.click(within(budget()).getByRole('button'));
    if (budget().getAttribute('aria-sort') !== 'descending') await user.click(within(budget()).getByRole('button'));
    await waitFor(() => expect(budget()).toHaveAttribute('aria-sort', 'descending'));
    await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
    const q = await exportOf(server);
    expect([q.get('tri'), q.get('ordre')]).toEqual(['budget', 'desc']);
  });

  it('a column hidden in `Colonnes` is not in colonnes', async () => {
    const { user, server } = await setupOffersLoaded({ family, offers: [offer(1)] });
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chantier' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
    expect((await exportOf(server)).get('colonnes')).toBe(familyKeys(family).replace(',projet_nom', ''));
  });
});

it('backoffice on `Tous`: the prescriber column, before the status, as shown', async () => {
  const { user, server } = await setupOffersLoaded({ family: 'parement', isBackoffice: true, prescribers: PRESCRIBERS, offers: [offer(1)] });
  await user.click(screen.getByRole('button', { name: 'Exporter dans un fichier Excel' }));
  const q = await exportOf(server);
  expect(q.get('userid')).toBe('all');
  expect(q.get('colonnes')).toBe(familyKeys('parement').replace('offre_statut', 'prescripteur,offre_statut'));
});

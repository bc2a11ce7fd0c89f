// Issue 14 "Quick search" on the offer lists: the box `Rechercher`, accent- and case-insensitive over the
// text columns, combined with the column filters, cleared by `Effacer tous les filtres`, kept when the
// user comes back, `/` to focus it, and `q` on the Excel export.
import { fireEvent, screen } from '@testing-library/react';
import { offer } from '../support/offerFixtures';
import { exportUrls, installOffersPage, refsShown, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const searchBox = () => screen.getByRole('searchbox', { name: 'Rechercher' });
const OFFERS = [
  offer(1, { offre_nom: 'École Jules Ferry' }),
  offer(2, { client_ville: 'Saint-Étienne' }),
  offer(3, { projet_nom: 'ECOLE maternelle', client_ville: 'Lyon' }),
  offer(4, { transport_dest: 'Écully' }),
  offer(5, { projet_ref: 'LEO-XYZ' }),
];

describe('quick search on an offer list', () => {
  it.each<[string, string[]]>([
    ['ecole', ['OFF-3', 'OFF-1']],
    ['ÉCOLE', ['OFF-3', 'OFF-1']],
    ['etienne', ['OFF-2']],
    ['ecully', ['OFF-4']],
    ['leo-xyz', ['OFF-5']],
    ['off-4', ['OFF-4']],
    ['introuvable', []],
  ])('%j shows %j', async (query, refs) => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await user.type(searchBox(), query);
    expect(refsShown()).toEqual(refs);
  });

  it('combines with the column filters and counts for `Effacer tous les filtres`', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await user.type(searchBox(), 'ecole');
    expect(screen.getByRole('button', { name: 'Effacer tous les filtres' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filtrer par ville cliente' }), 'lyon');
    expect(refsShown()).toEqual(['OFF-3']);
    await user.click(screen.getByRole('button', { name: 'Effacer tous les filtres' }));
    expect(searchBox()).toHaveValue('');
    expect(refsShown()).toEqual(['OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it('is kept in the list state when the user comes back', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    await ctx.user.type(searchBox(), 'etienne');
    ctx.remount();
    await screen.findByText('OFF-2');
    expect(searchBox()).toHaveValue('etienne');
    expect(refsShown()).toEqual(['OFF-2']);
  });

  it('`/` focuses it when focus is not in a text field, and types as usual in one', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    const nameFilter = screen.getByRole('textbox', { name: "Filtrer par nom d'offre" });
    await user.click(nameFilter);
    await user.keyboard('/');
    expect(nameFilter).toHaveValue('/');
    expect(searchBox()).not.toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
  });

  it('the Excel export carries it as q', async () => {
    const { user, server } = await setupOffersLoaded({ offers: OFFERS, baseUrl: 'https://portal.example/app' });
    await user.type(searchBox(), 'École');
    await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
    const [src] = await exportUrls(server);
    expect(new URL(src).searchParams.get('q')).toBe('École');
  });
});

// A dense grid whose columns never fold (DESIGN.md §2 "Round 5"): in an element too narrow for every column, every
// column the user shows stays in the row, with its filter in the filter row, and the table is wider than the
// element (it scrolls sideways, ui/DataTable); no per-row detail, no `Filtres` in wide layouts. happy-dom lays
// nothing out: the element's width is given here, and text is measured at 8.5 px a character (useColumnLayout's
// estimate without a canvas).
import { screen, waitFor, within } from '@testing-library/react';
import { offer } from '../support/offerFixtures';
import { bodyRows, cellIndexOf, cellsOf, headerNames, givenScreenWidth, installOffersPage, setupOffersLoaded, table } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const screenWidth = givenScreenWidth(0);

const OFFERS = [
  offer(1, { projet_nom: 'Chantier du Port', projet_ref: 'LEO-111', transport_dest: 'Lyon', offre_date: '2026-03-05' }),
  offer(2, { projet_nom: 'Écoles Nord', projet_ref: 'LEO-222' }),
];

const BARDAGES_HEADERS = ['Sélection', 'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)', 'Livraison', 'Statut', 'N° offre', 'Actions'];

describe.each([[0], [390 + 500], [1000], [1366], [1900]])('bardages in a %i px element', (w) => {
  beforeEach(() => { screenWidth.set(w); });

  it('every column in the row, one <tr> per offer, no detail button, no Filtres; every filter box in the filter row', async () => {
    await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    expect(headerNames()).toEqual(BARDAGES_HEADERS);
    expect(bodyRows()).toHaveLength(2);
    expect(cellsOf(bodyRows().find((r) => r.textContent!.includes('OFF-1'))!)[cellIndexOf('Chantier')]).toHaveTextContent('Chantier du Port');
    expect(screen.queryByRole('button', { name: /^Détails de l'offre/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Filtres/ })).toBeNull();
    for (const name of ['Filtrer par chantier', 'Filtrer par réf. Leopard', 'Filtrer par date', 'Filtrer par destination', 'Filtrer par société cliente']) {
      expect(within(table()).getByRole('textbox', { name })).toBeInTheDocument();
    }
  });
});

describe('where the columns do not fit, the table is wider than the element: it scrolls, nothing narrows', () => {
  const tableWidth = () => parseFloat((document.querySelector('[part="table"]') as HTMLElement).style.width);
  it('at 1,000 px the rows\' table is wider than the element; at 1,900 px it fills the element exactly', async () => {
    screenWidth.set(1000);
    const first = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    expect(tableWidth()).toBeGreaterThan(1000);
    const narrow = headerWidths();
    first.view.unmount();
    screenWidth.set(1900);
    await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    // Every column at least as wide as at 1,000 px: more room only widens the growing columns.
    const wide = headerWidths();
    for (const [header, width] of Object.entries(narrow)) expect(wide[header]).toBeGreaterThanOrEqual(width);
  });
});

function headerWidths(): Record<string, number> {
  return Object.fromEntries(within(table()).getAllByRole('columnheader').map((th) => [th.getAttribute('aria-label'), parseFloat((th as HTMLElement).style.width) || 0]));
}

describe('backoffice (issue 20 §5)', () => {
  const PRESCRIBERS = [{ id: 21, name: 'Dubois', firstname: 'Pierre' }, { id: 22, name: 'Martin', firstname: 'Bruno' }];
  it('with Tous: a Prescripteur column, name and first name of each offer\'s owner; gone once one prescriber is chosen', async () => {
    const { user } = await setupOffersLoaded({
      family: 'parement', isBackoffice: true, prescribers: PRESCRIBERS,
      offers: [offer(1, { user_id: 21 }), offer(2, { user_id: 22 }), offer(3)],
    });
    expect(headerNames()).toContain('Prescripteur');
    const index = headerNames().indexOf('Prescripteur');
    expect(headerNames()[index + 1]).toBe('Statut');
    // A row's cells start with the selection cell (issue 25): cell indexes by cellIndexOf.
    const byRef = Object.fromEntries(bodyRows().map((r) => {
      const cells = cellsOf(r);
      return [cells[cellIndexOf('N° offre')].textContent, cells[cellIndexOf('Prescripteur')].textContent];
    }));
    expect(byRef).toEqual({ 'OFF-1': 'Dubois, Pierre', 'OFF-2': 'Martin, Bruno', 'OFF-3': '' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' }), 'Martin, Bruno');
    await waitFor(() => expect(headerNames()).not.toContain('Prescripteur'));
  });

  it('a prescriber (not backoffice) sees no Prescripteur column', async () => {
    await setupOffersLoaded({ family: 'parement', prescribers: PRESCRIBERS, offers: [offer(1, { user_id: 21 })] });
    expect(headerNames()).not.toContain('Prescripteur');
  });
});

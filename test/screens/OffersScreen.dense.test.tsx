// Issue 20 §2: in an element too narrow for every column, the columns of lowest priority fold into a per-row
// detail (`Détails de l'offre {ref}`, aria-expanded) and their filter boxes, with the same names, into
// `Filtres`; the offer name, status and actions never fold. happy-dom lays nothing out: the element's width
// is given here, and text is measured at 8.5 px a character (useColumnLayout's estimate without a canvas).
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

describe('bardages in a 1,000 px element', () => {
  beforeEach(() => { screenWidth.set(1000); });

  it('keeps name, client, budget, delivery, status, number and actions in the table; the others fold', async () => {
    await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    expect(headerNames()).toEqual(['Sélection', 'Offre', 'Client', 'Budget (€)', 'Livraison', 'Statut', 'N° offre', 'Actions']);
    // One <tr> per offer while no detail is open.
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows the folded values of a row in its detail, opened and closed by `Détails de l\'offre {ref}`', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    const toggle = screen.getByRole('button', { name: "Détails de l'offre OFF-1" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Chantier du Port')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(detail).not.toBeNull();
    const pairs = [...detail.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Date', '05/03/2026'], ['Réf. Leopard', 'LEO-111'], ['Chantier', 'Chantier du Port'], ['Dest.', 'Lyon'],
      ['Surface (m²)', expect.any(String)], ['Qté ml', expect.any(String)],
    ]);
    // The other row's detail stays closed.
    expect(screen.getByRole('button', { name: "Détails de l'offre OFF-2" })).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Chantier du Port')).toBeNull();
  });

  it('puts the filter boxes of the folded columns, same names, in `Filtres`, with the number of results; its name counts the active filters', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    // Not in the table's filter row.
    expect(within(table()).queryByRole('textbox', { name: 'Filtrer par chantier' })).toBeNull();
    expect(within(table()).getByRole('textbox', { name: 'Filtrer par société cliente' })).toBeInTheDocument();
    const filtres = screen.getByRole('button', { name: 'Filtres' });
    expect(filtres).toHaveAttribute('aria-expanded', 'false');
    await user.click(filtres);
    expect(filtres).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Filtrer par chantier', 'Filtrer par réf. Leopard', 'Filtrer par date', 'Filtrer par destination']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    for (const name of ['Surface min', 'Surface max', 'Qté ml min', 'Qté ml max']) expect(screen.getByRole('spinbutton', { name })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filtrer par chantier' }), 'écoles');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // Shown and named alike (DESIGN.md §2): `Filtres (1)`; the results beside the filters.
    expect(screen.getByRole('button', { name: 'Filtres (1)' })).toHaveTextContent('Filtres (1)');
    const panel = document.getElementById(filtres.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('status')).toHaveTextContent('1 offre sur 2');
  });
});

describe('nothing folds where every column fits, or before the element is measured', () => {
  it.each([[0], [1900]])('element %i px wide: every column, no detail button, no Filtres', async (w) => {
    screenWidth.set(w);
    await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    // The twelve columns and the selection's.
    expect(headerNames()).toHaveLength(13 + 1);
    expect(screen.queryByRole('button', { name: /^Détails de l'offre/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Filtres/ })).toBeNull();
  });
});

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

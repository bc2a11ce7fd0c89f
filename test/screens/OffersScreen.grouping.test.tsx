// Issue 25 "Grouping" on the offers screen: `Grouper par` (Aucun, Client, Livraison, Statut, and Prescripteur
// for backoffice), a group row per value with `{n} offre(s)` and its budget and surface totals, folded by a
// button carrying aria-expanded; groups follow the sort; paging counts offers; the grouping is kept with the
// list state (coming back) and in saved views; the Excel export is unchanged.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Offer } from '../../src/core/types';
import { manyOffers, offer, plain, PRESCRIBERS } from '../support/offerFixtures';
import {
  bodyRows, cellOf, exportUrls, installOffersPage, saveView, setupOffersLoaded, waitForListComplete,
} from '../support/offersScreen';

installOffersPage();
jest.setTimeout(30000);

type User = ReturnType<typeof userEvent.setup>;

// A hand-computed fixture (every offer `En cours`, so the default status filter keeps them all).
//  id  client    budget   m²     livraison
//   6  'Bati'      100     5     2026-T4
//   5  'acme'      200    20     2027-T1
//   4  'Zinc'     5000    70     2026-T4
//   3  ' ACME '    300   null    2027-t1
//   2  'Bati'   2500.5  40.25    2026-T4
//   1  'Acme'     1000   100     2027-T1
// By client (default sort, id descending): Bati (6, 2), acme (5, 3, 1), Zinc (4).
//   Bati: 2 offres, 100 + 2500.5 = 2 600,50 €, 5 + 40.25 = 45,25 m²
//   acme: 3 offres, 200 + 300 + 1000 = 1 500 €, 20 + 0 + 100 = 120 m²
//   Zinc: 1 offre, 5 000 €, 70 m²
const OFFERS: Offer[] = [
  offer(1, { client_societe: 'Acme', budget: 1000, qte_m2: 100, projet_livraison: '2027-T1' }),
  offer(2, { client_societe: 'Bati', budget: 2500.5, qte_m2: 40.25, projet_livraison: '2026-T4' }),
  offer(3, { client_societe: ' ACME ', budget: 300, qte_m2: null, projet_livraison: '2027-t1', client_ville: 'Marseille' }),
  offer(4, { client_societe: 'Zinc', budget: 5000, qte_m2: 70, projet_livraison: '2026-T4' }),
  offer(5, { client_societe: 'acme', budget: 200, qte_m2: 20, projet_livraison: '2027-T1' }),
  offer(6, { client_societe: 'Bati', budget: 100, qte_m2: 5, projet_livraison: '2026-T4' }),
];

const groupBy = () => screen.getByRole('combobox', { name: 'Grouper par' }) as HTMLSelectElement;
const optionLabels = () => within(groupBy()).getAllByRole('option').map((o) => o.textContent);
const fold = (label: string) => screen.getByRole('button', { name: `Groupe ${label}` });

/** The body rows as read: `[Groupe …]` for a group row, the offer's reference for an offer's row. */
function rowsShown(): string[] {
  return bodyRows().map((row) => {
    const head = within(row).queryByRole('button', { name: /^Groupe / });
    return head ? `[${head.getAttribute('aria-label')}]` : plain(cellOf(row, 'N° offre').textContent);
  });
}

/** What a group's row shows besides its button: `{n} offre(s)` and the totals, each found as a whole text. */
function expectGroupRow(label: string, count: string, totals: string) {
  const row = fold(label).closest('tr')!;
  expect(within(row).getByText(count)).toBeInTheDocument();
  expect(within(row).getByText(totals)).toBeInTheDocument();
  expect(row.querySelectorAll('td')).toHaveLength(1);
}

async function chooseGrouping(user: User, label: string) {
  await user.selectOptions(groupBy(), label);
  await waitForListComplete();
}

describe('offers: Grouper par', () => {
  it('by client: a group row per company (whatever its case and spaces) with its count and totals', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    expect(groupBy()).toHaveValue('none');
    expect(rowsShown()).toEqual(['OFF-6', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    await chooseGrouping(user, 'Client');
    expect(groupBy()).toHaveValue('client');
    expect(rowsShown()).toEqual(['[Groupe Bati]', 'OFF-6', 'OFF-2', '[Groupe acme]', 'OFF-5', 'OFF-3', 'OFF-1', '[Groupe Zinc]', 'OFF-4']);
    expectGroupRow('Bati', '2 offres', 'Budget 2 600,50 €, surface 45,25 m²');
    expectGroupRow('acme', '3 offres', 'Budget 1 500 €, surface 120 m²');
    expectGroupRow('Zinc', '1 offre', 'Budget 5 000 €, surface 70 m²');
    // The pager and the totals line still count offers.
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    await chooseGrouping(user, 'Aucun');
    expect(rowsShown()).toEqual(['OFF-6', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it('by delivery quarter: a quarter written in lower case joins its group', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await chooseGrouping(user, 'Livraison');
    expect(rowsShown()).toEqual(['[Groupe 2026-T4]', 'OFF-6', 'OFF-4', 'OFF-2', '[Groupe 2027-T1]', 'OFF-5', 'OFF-3', 'OFF-1']);
    // 2026-T4: 100 + 5000 + 2500.5 = 7 600,50 €, 5 + 70 + 40.25 = 115,25 m²
    expectGroupRow('2026-T4', '3 offres', 'Budget 7 600,50 €, surface 115,25 m²');
  });

  it('the fold button folds and unfolds a group: aria-expanded, its offers hidden then shown', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await chooseGrouping(user, 'Client');
    expect(fold('acme')).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold('acme'));
    expect(fold('acme')).toHaveAttribute('aria-expanded', 'false');
    expect(rowsShown()).toEqual(['[Groupe Bati]', 'OFF-6', 'OFF-2', '[Groupe acme]', '[Groupe Zinc]', 'OFF-4']);
    expect(screen.queryByText('OFF-5')).toBeNull();
    // A folded group still says how many offers it holds, and their totals.
    expectGroupRow('acme', '3 offres', 'Budget 1 500 €, surface 120 m²');
    await user.click(fold('acme'));
    expect(fold('acme')).toHaveAttribute('aria-expanded', 'true');
    expect(rowsShown()).toEqual(['[Groupe Bati]', 'OFF-6', 'OFF-2', '[Groupe acme]', 'OFF-5', 'OFF-3', 'OFF-1', '[Groupe Zinc]', 'OFF-4']);
  });

  it('groups follow the sort: sorted by budget descending, the group of the largest budget comes first', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await chooseGrouping(user, 'Client');
    const budget = () => screen.getByRole('columnheader', { name: 'Budget (€)' });
    await user.click(within(budget()).getByRole('button'));
    if (budget().getAttribute('aria-sort') !== 'descending') await user.click(within(budget()).getByRole('button'));
    expect(budget()).toHaveAttribute('aria-sort', 'descending');
    await waitForListComplete();
    // 4 (5000), 2 (2500.5), 1 (1000), 3 (300), 5 (200), 6 (100): Zinc, Bati, then Acme (labelled as its first offer writes it).
    expect(rowsShown()).toEqual(['[Groupe Zinc]', 'OFF-4', '[Groupe Bati]', 'OFF-2', 'OFF-6', '[Groupe Acme]', 'OFF-1', 'OFF-3', 'OFF-5']);
  });

  it('paging counts offers, not group rows; a group over two pages has its row on both; folding shortens the pages', async () => {
    // 30 offers, ids 30..1 shown in that order: Petit (30..21), Grand (20..1); 25 offers a page.
    const offers = manyOffers(30, (id) => ({ client_societe: id > 20 ? 'Petit' : 'Grand' }));
    const { user } = await setupOffersLoaded({ offers });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '25');
    await chooseGrouping(user, 'Client');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    const page1 = rowsShown();
    expect(page1.filter((r) => r.startsWith('OFF-'))).toHaveLength(25);
    expect(page1.slice(0, 2)).toEqual(['[Groupe Petit]', 'OFF-30']);
    expect(page1.slice(10, 13)).toEqual(['OFF-21', '[Groupe Grand]', 'OFF-20']);
    expect(page1.at(-1)).toBe('OFF-6');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument());
    await waitForListComplete();
    expect(rowsShown()).toEqual(['[Groupe Grand]', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    expect(within(fold('Grand').closest('tr')!).getByText('(suite)')).toBeInTheDocument();
    expect(within(fold('Grand').closest('tr')!).getByText('20 offres')).toBeInTheDocument();
    // Folding Grand leaves 10 offers: one page, and the page shown is brought back to it.
    await user.click(fold('Grand'));
    await waitFor(() => expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument());
    await waitForListComplete();
    const folded = rowsShown();
    expect(folded[0]).toBe('[Groupe Petit]');
    expect(folded.slice(-2)).toEqual(['OFF-21', '[Groupe Grand]']);
    expect(folded.filter((r) => r.startsWith('OFF-'))).toHaveLength(10);
  });

  it('is kept with the list state: coming back shows the same grouping and folded groups', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    await chooseGrouping(ctx.user, 'Client');
    await ctx.user.click(fold('Bati'));
    const kept = JSON.parse(ctx.env.sessionStore.get('terreal-widgets:offres:bardages:5')!);
    expect(kept.grouping).toEqual({ key: 'client', folded: ['client:bati'] });
    ctx.remount();
    await waitForListComplete();
    expect(groupBy()).toHaveValue('client');
    expect(fold('Bati')).toHaveAttribute('aria-expanded', 'false');
    expect(rowsShown()).toEqual(['[Groupe Bati]', '[Groupe acme]', 'OFF-5', 'OFF-3', 'OFF-1', '[Groupe Zinc]', 'OFF-4']);
  });

  it('is kept in a saved view: applying it brings the grouping and the folded groups back', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    const { user } = ctx;
    await chooseGrouping(user, 'Client');
    await user.click(fold('Zinc'));
    await saveView(user, 'Par client');
    expect(JSON.parse(ctx.env.localStore.get('terreal-widgets:vues:offres:bardages:5')!)[0].grouping)
      .toEqual({ key: 'client', folded: ['client:zinc'] });
    await chooseGrouping(user, 'Statut');
    expect(rowsShown()).toEqual(['[Groupe En cours]', 'OFF-6', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    ctx.remount();
    await waitForListComplete();
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'Par client' }));
    await waitForListComplete();
    expect(groupBy()).toHaveValue('client');
    expect(fold('Zinc')).toHaveAttribute('aria-expanded', 'false');
    expect(rowsShown()).toEqual(['[Groupe Bati]', 'OFF-6', 'OFF-2', '[Groupe acme]', 'OFF-5', 'OFF-3', 'OFF-1', '[Groupe Zinc]']);
  });

  it('a view saved without grouping shows the list ungrouped', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await saveView(user, 'À plat');
    await chooseGrouping(user, 'Client');
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'À plat' }));
    await waitForListComplete();
    expect(groupBy()).toHaveValue('none');
    expect(rowsShown()).toEqual(['OFF-6', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it('the Excel export is unchanged by the grouping', async () => {
    const { user, server } = await setupOffersLoaded({ offers: OFFERS });
    const exportButton = () => screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' });
    await user.click(exportButton());
    const [ungrouped] = await exportUrls(server, 1);
    await chooseGrouping(user, 'Client');
    await user.click(fold('Bati'));
    await user.click(exportButton());
    const urls = await exportUrls(server, 2);
    expect(urls[1]).toBe(ungrouped);
  });
});

describe('offers: Grouper par Prescripteur, for backoffice users only', () => {
  const owned = OFFERS.map((o) => ({ ...o, user_id: o.id % 2 ? PRESCRIBERS[0].id : PRESCRIBERS[1].id }));

  it('not backoffice: Aucun, Client, Livraison, Statut', async () => {
    await setupOffersLoaded({ offers: owned });
    expect(optionLabels()).toEqual(['Aucun', 'Client', 'Livraison', 'Statut']);
  });

  it('backoffice: Prescripteur groups by the offers\' owner, named from the prescribers given', async () => {
    const { user } = await setupOffersLoaded({ offers: owned, isBackoffice: true, prescribers: PRESCRIBERS });
    expect(optionLabels()).toEqual(['Aucun', 'Client', 'Livraison', 'Statut', 'Prescripteur']);
    await chooseGrouping(user, 'Prescripteur');
    expect(rowsShown()).toEqual(['[Groupe Martin, Bruno]', 'OFF-6', 'OFF-4', 'OFF-2', '[Groupe Durand, Alice]', 'OFF-5', 'OFF-3', 'OFF-1']);
    // Martin: 100 + 5000 + 2500.5 = 7 600,50 €, 5 + 70 + 40.25 = 115,25 m²
    expectGroupRow('Martin, Bruno', '3 offres', 'Budget 7 600,50 €, surface 115,25 m²');
  });

  it('a kept Prescripteur grouping is dropped for a user who is not backoffice', async () => {
    const ctx = await setupOffersLoaded({ offers: owned });
    const key = 'terreal-widgets:offres:bardages:5';
    const kept = JSON.parse(ctx.env.sessionStore.get(key)!);
    ctx.env.sessionStore.set(key, JSON.stringify({ ...kept, grouping: { key: 'prescriber', folded: [] } }));
    ctx.remount();
    await waitForListComplete();
    expect(groupBy()).toHaveValue('none');
    expect(rowsShown()).toEqual(['OFF-6', 'OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });
});

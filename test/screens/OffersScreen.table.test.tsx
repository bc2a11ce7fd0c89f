// The offer lists' table as a user reads it (SPEC.md §2 "Offer list screens", §5, §9; issue #3 items 2, 3, 10b):
// columns per family, default sort, paging, every filter by its accessible name, clear-all and totals.
import { screen, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import type { Family } from '../../src/families';
import { FAMILY_LIST, manyOffers, offer, plain } from '../support/offerFixtures';
import {
  bodyRows, cellIndexOf, columnTexts, emptyText, footerRow, headerNames, installOffersPage, refsShown, setupOffersLoaded, table,
} from '../support/offersScreen';

installOffersPage();
// 50-row pages and typed filters are slow under happy-dom when suites run in parallel.
jest.setTimeout(20000);

const textBox = (name: string) => screen.getByRole('textbox', { name });
const numberBox = (name: string) => screen.getByRole('spinbutton', { name });
const statusFilter = () => screen.getByRole('combobox', { name: 'Filtrer par statut' });
const clearAll = () => screen.queryByRole('button', { name: 'Effacer tous les filtres' });
const pageText = () => screen.getByText(/^Page \d+ sur \d+$/).textContent;
const pageSize = () => screen.getByRole('combobox', { name: 'Lignes par page' });
const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => plain(o.textContent));
const selectedName = (select: HTMLElement) => plain((select as HTMLSelectElement).selectedOptions[0]?.textContent);

const computeName = (el: Element) => computeAccessibleName(el);

const COMMON_HEADERS_BEFORE = ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client'];
const COMMON_HEADERS_AFTER = ['Budget (€)', 'Livraison', 'Statut', 'N° offre', 'Actions'];

describe.each(FAMILY_LIST)('%s: columns, sort and paging', (family) => {
  it('shows the headers in the order of issue #3 (bardages adds Dest. and Qté ml)', async () => {
    await setupOffersLoaded({ family, offers: [offer(1)] });
    const expected = family === 'bardages'
      ? [...COMMON_HEADERS_BEFORE, 'Dest.', 'Surface (m²)', 'Qté ml', ...COMMON_HEADERS_AFTER]
      : [...COMMON_HEADERS_BEFORE, 'Surface (m²)', ...COMMON_HEADERS_AFTER];
    expect(headerNames()).toEqual(['Sélection', ...expected]);
    expect(table()).toHaveAccessibleName(family === 'veture' ? 'Offres vêture' : `Offres ${family}`);
  });

  it('shows the row fields formatted for fr-FR under their headers', async () => {
    await setupOffersLoaded({
      family,
      offers: [offer(3, { offre_date: '2026-03-05', qte_m2: 1234.5, qte_ml: 12.25, budget: 12345, budget_produits: '' })],
    });
    expect(columnTexts('Date')).toEqual(['05/03/2026']);
    expect(columnTexts('Surface (m²)')).toEqual(['1 234,5']);
    expect(columnTexts('Budget (€)')).toEqual(['12 345 €']);
    expect(columnTexts('N° offre')).toEqual(['OFF-3']);
    expect(columnTexts('Client')[0]).toContain('Client 003');
    if (family === 'bardages') expect(columnTexts('Qté ml')).toEqual(['12,25']);
  });

  it('sorts by offer id descending by default (not by the order the server sent)', async () => {
    await setupOffersLoaded({ family, offers: [offer(2), offer(7), offer(1), offer(5)] });
    expect(refsShown()).toEqual(['OFF-7', 'OFF-5', 'OFF-2', 'OFF-1']);
  });

  it('sorts by a column when its header is pressed (ascending, then descending)', async () => {
    const { user } = await setupOffersLoaded({
      family,
      offers: [offer(1, { offre_nom: 'Bravo' }), offer(2, { offre_nom: 'alpha' }), offer(3, { offre_nom: 'Charlie' })],
    });
    await user.click(screen.getByRole('button', { name: /^Offre/ }));
    expect(columnTexts('Offre')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(screen.getByRole('columnheader', { name: 'Offre' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Offre/ }));
    expect(columnTexts('Offre')).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('shows 50 rows per page, with the page-size choices 25, 50, 100, 200 under "Lignes par page"', async () => {
    const { user } = await setupOffersLoaded({ family, offers: manyOffers(120) });
    expect(bodyRows()).toHaveLength(50);
    expect(refsShown()[0]).toBe('OFF-120');
    expect(pageText()).toBe('Page 1 sur 3');
    expect(optionNames(pageSize())).toEqual(['25', '50', '100', '200']);
    expect(pageSize()).toHaveValue('50');
    await user.selectOptions(pageSize(), '25');
    expect(bodyRows()).toHaveLength(25);
    expect(pageText()).toBe('Page 1 sur 5');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(refsShown()[0]).toBe('OFF-95');
    expect(pageText()).toBe('Page 2 sur 5');
  });

  it('says "Aucune offre à lister..." when the server has no offer', async () => {
    await setupOffersLoaded({ family, offers: [] });
    expect(emptyText()).toBe('Aucune offre à lister...');
  });

  it('says "Aucune offre ne correspond aux filtres..." when the filters hide every offer', async () => {
    const { user } = await setupOffersLoaded({ family, offers: [offer(1)] });
    await user.type(textBox("Filtrer par nom d'offre"), 'introuvable');
    expect(emptyText()).toBe('Aucune offre ne correspond aux filtres...');
  });
});

// ---- text filters -------------------------------------------------------------------------------------

const TWO = [
  offer(1, {
    offre_nom: 'Maison Dupont', offre_ref: 'BAR-0001', offre_date: '2026-01-10', projet_ref: 'LEO-AAA', projet_nom: 'Résidence Les Pins',
    projet_livraison: '2030-T1', client_societe: 'Tuiles Martin', client_cp: '31000', client_ville: 'Toulouse', transport_dest: 'Lyon',
  }),
  offer(2, {
    offre_nom: 'École Jaurès', offre_ref: 'BAR-0002', offre_date: '2026-02-20', projet_ref: 'LEO-BBB', projet_nom: 'Gymnase',
    projet_livraison: '2031-T3', client_societe: 'Briques & Co', client_cp: '69003', client_ville: 'Villeurbanne', transport_dest: 'Marseille',
  }),
];

const TEXT_FILTERS: [string, string, string[]][] = [
  ["Filtrer par nom d'offre", '  dupont ', ['BAR-0001']],
  ["Filtrer par nom d'offre", 'ÉCOLE', ['BAR-0002']],
  ["Filtrer par n° d'offre", 'bar-0002', ['BAR-0002']],
  ['Filtrer par date', '2026-02', ['BAR-0002']],
  ['Filtrer par date', '10/01/2026', ['BAR-0001']],
  ['Filtrer par réf. Leopard', 'aaa', ['BAR-0001']],
  ['Filtrer par chantier', 'gymn', ['BAR-0002']],
  ['Filtrer par livraison', 't3', ['BAR-0002']],
  ['Filtrer par société cliente', 'martin', ['BAR-0001']],
  ['Filtrer par code postal client', '690', ['BAR-0002']],
  ['Filtrer par ville cliente', 'TOUL', ['BAR-0001']],
  ['Filtrer par ville cliente', 'e', ['BAR-0002', 'BAR-0001']],
];

describe.each(FAMILY_LIST)('%s: text filters (trimmed, case-insensitive substring)', (family) => {
  it.each(TEXT_FILTERS)('%s = %j keeps %j', async (label, query, refs) => {
    const { user } = await setupOffersLoaded({ family, offers: TWO });
    await user.type(textBox(label), query);
    expect(refsShown()).toEqual(refs);
  });

  it(family === 'bardages' ? 'has the destination filter' : 'has no destination filter', async () => {
    const { user } = await setupOffersLoaded({ family, offers: TWO });
    const box = screen.queryByRole('textbox', { name: 'Filtrer par destination' });
    if (family !== 'bardages') {
      expect(box).toBeNull();
      return;
    }
    await user.type(box!, 'marse');
    expect(refsShown()).toEqual(['BAR-0002']);
  });
});

// ---- numeric filters ----------------------------------------------------------------------------------

type Bound = { label: string; field: 'qte_m2' | 'budget' | 'qte_ml'; families: Family[] };
const NUMERIC: Bound[] = [
  { label: 'Surface', field: 'qte_m2', families: FAMILY_LIST },
  { label: 'Budget', field: 'budget', families: FAMILY_LIST },
  { label: 'Qté ml', field: 'qte_ml', families: ['bardages'] },
];
const numericCases = FAMILY_LIST.flatMap((family) => NUMERIC.map((b) => [family, b.label, b] as const));

describe('numeric min/max filters (applied when > 0, bounds inclusive, each with a clear button)', () => {
  const rows = (field: Bound['field']) => [
    offer(1, { [field]: 50 }), offer(2, { [field]: 100 }), offer(3, { [field]: 150 }), offer(4, { [field]: null }),
  ];

  it.each(numericCases)('%s: %s min / max', async (family, label, b) => {
    const { user } = await setupOffersLoaded({ family, offers: rows(b.field) });
    const min = screen.queryByRole('spinbutton', { name: `${label} min` });
    if (!b.families.includes(family)) {
      expect(min).toBeNull();
      expect(screen.queryByRole('spinbutton', { name: `${label} max` })).toBeNull();
      return;
    }
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    await user.type(min!, '100');
    expect(refsShown()).toEqual(['OFF-3', 'OFF-2']);
    await user.type(numberBox(`${label} max`), '100');
    expect(refsShown()).toEqual(['OFF-2']);
    await user.click(screen.getByRole('button', { name: `Effacer le filtre ${label} min` }));
    expect(min).toHaveValue(null);
    expect(refsShown()).toEqual(['OFF-2', 'OFF-1']);
    await user.click(screen.getByRole('button', { name: `Effacer le filtre ${label} max` }));
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it.each(FAMILY_LIST)('%s: a bound of 0 filters nothing', async (family) => {
    const { user } = await setupOffersLoaded({ family, offers: rows('qte_m2') });
    await user.type(numberBox('Surface min'), '0');
    await user.type(numberBox('Budget max'), '0');
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it('the clear button is disabled while its box is empty', async () => {
    await setupOffersLoaded({ offers: rows('qte_m2') });
    expect(screen.getByRole('button', { name: 'Effacer le filtre Surface min' })).toBeDisabled();
  });
});

// ---- product filter -----------------------------------------------------------------------------------

describe('product filter (bardages only): a button opening a checkbox per product', () => {
  const PRODUCT_ROWS = [offer(1, { produits: 'PS,AX' }), offer(2, { produits: 'HX' }), offer(3, { produits: '' }), offer(4, { produits: 'ZX' })];
  const productButton = () => screen.getByRole('button', { name: 'Filtrer par produit' });
  const checkbox = (name: string) => screen.getByRole('checkbox', { name });

  it('offers the eight products of the spec, in order, all unchecked', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: PRODUCT_ROWS });
    expect(productButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(productButton());
    expect(productButton()).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Filtrer par produit' });
    expect(within(group).getAllByRole('checkbox').map((c) => computeName(c))).toEqual([
      'PS – Piterak Slim', 'PX – Piterak XS', 'AX – Autan XL', 'AU – Autan RQ',
      'HX – Harmattan XL', 'HA – Harmattan RQ', 'SH – Shamal XL', 'ZX – Zonda XL',
    ]);
    expect(within(group).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
  });

  it.each([
    [['PS – Piterak Slim'], ['OFF-1']],
    [['PS – Piterak Slim', 'HX – Harmattan XL'], ['OFF-2', 'OFF-1']],
    [['AX – Autan XL', 'ZX – Zonda XL'], ['OFF-4', 'OFF-1']],
    [['AU – Autan RQ'], []],
  ])('checking %j keeps offers containing any of them (%j), never offers without products; the button says how many', async (names, refs) => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: PRODUCT_ROWS });
    await user.click(productButton());
    for (const name of names) await user.click(checkbox(name));
    expect(refsShown()).toEqual(refs);
    expect(productButton()).toHaveAccessibleDescription(`${names.length} choisi${names.length > 1 ? 's' : ''}`);
  });

  it('works with the keyboard: Space checks, Escape closes and gives focus back to the button', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: PRODUCT_ROWS });
    productButton().focus();
    await user.keyboard('{Enter}');
    checkbox('HX – Harmattan XL').focus();
    await user.keyboard(' ');
    expect(refsShown()).toEqual(['OFF-2']);
    await user.keyboard('{Escape}');
    expect(productButton()).toHaveAttribute('aria-expanded', 'false');
    expect(productButton()).toHaveFocus();
  });

  it('a product choice activates "Effacer tous les filtres", which clears it', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: PRODUCT_ROWS });
    expect(clearAll()).toBeNull();
    await user.click(productButton());
    await user.click(checkbox('HX – Harmattan XL'));
    expect(refsShown()).toEqual(['OFF-2']);
    await user.click(clearAll()!);
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    await user.click(productButton());
    expect((checkbox('HX – Harmattan XL') as HTMLInputElement).checked).toBe(false);
  });

  it.each(['parement', 'veture'] as Family[])('%s has no product filter', async (family) => {
    await setupOffersLoaded({ family, offers: PRODUCT_ROWS });
    expect(screen.queryByRole('button', { name: 'Filtrer par produit' })).toBeNull();
  });
});

// ---- status filter ------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: status filter', (family) => {
  const STATUS_ROWS = [offer(1, { offre_statut: '10' }), offer(2, { offre_statut: '20' }), offer(3, { offre_statut: '45' }), offer(4, { offre_statut: '' })];

  it('offers Tous and the family\'s statuses (parement adds NR VDS), default En cours', async () => {
    await setupOffersLoaded({ family, offers: STATUS_ROWS });
    const expected = ['Tous', 'En cours', 'Gagné', 'Perdu', 'Non retenue', ...(family === 'parement' ? ['NR VDS'] : [])];
    expect(optionNames(statusFilter())).toEqual(expected);
    expect(selectedName(statusFilter())).toBe('En cours');
    expect(refsShown()).toEqual(['OFF-1']);
  });

  it('Tous shows every status; Gagné only the won offers', async () => {
    const { user } = await setupOffersLoaded({ family, offers: STATUS_ROWS });
    await user.selectOptions(statusFilter(), 'Tous');
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    await user.selectOptions(statusFilter(), 'Gagné');
    expect(refsShown()).toEqual(['OFF-2']);
  });
});

// ---- clear all ----------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: "Effacer tous les filtres"', (family) => {
  it('is shown only while a filter differs from its default, and restores every default', async () => {
    const { user } = await setupOffersLoaded({ family, offers: TWO });
    expect(clearAll()).toBeNull();
    await user.type(textBox('Filtrer par chantier'), 'gym');
    await user.type(numberBox('Surface min'), '5');
    await user.selectOptions(statusFilter(), 'Tous');
    expect(refsShown()).toEqual(['BAR-0002']);
    await user.click(clearAll()!);
    expect(textBox('Filtrer par chantier')).toHaveValue('');
    expect(numberBox('Surface min')).toHaveValue(null);
    expect(selectedName(statusFilter())).toBe('En cours');
    expect(refsShown()).toEqual(['BAR-0002', 'BAR-0001']);
    expect(clearAll()).toBeNull();
  });

  it('appears when only the status is changed (Tous)', async () => {
    const { user } = await setupOffersLoaded({ family, offers: TWO });
    await user.selectOptions(statusFilter(), 'Tous');
    expect(clearAll()).toBeInTheDocument();
    await user.selectOptions(statusFilter(), 'En cours');
    expect(clearAll()).toBeNull();
  });
});

// ---- totals (issue #3 item 10b) ----------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: totals line for the rows matching the filters', (family) => {
  it('counts the matching rows and sums surface, budget (and Qté ml for bardages), across pages', async () => {
    const offers = [
      ...manyOffers(60, () => ({ qte_m2: 10.5, budget: 100, qte_ml: 2 })),
      offer(61, { offre_statut: '20', qte_m2: 999, budget: 999, qte_ml: 999 }), // filtered out by En cours
    ];
    await setupOffersLoaded({ family, offers });
    expect(bodyRows()).toHaveLength(50);
    // The footer's cells line up with the columns, after the selection cell (issue 25): indexes by cellIndexOf.
    const cells = within(footerRow()).getAllByRole('gridcell');
    const at = (header: string) => plain(cells[cellIndexOf(header)].textContent);
    expect(plain(cells[cellIndexOf('Offre')].textContent)).toBe('Total : 60 offres');
    expect(at('Surface (m²)')).toBe('630');
    expect(at('Budget (€)')).toBe('6 000 €');
    if (family === 'bardages') expect(at('Qté ml')).toBe('120');
  });

  it('follows the filters', async () => {
    const { user } = await setupOffersLoaded({
      family,
      offers: [offer(1, { qte_m2: 10, budget: 1000.5 }), offer(2, { qte_m2: 20, budget: 2000, offre_nom: 'Autre' })],
    });
    await user.type(textBox("Filtrer par nom d'offre"), 'autre');
    const cells = within(footerRow()).getAllByRole('gridcell');
    expect(plain(cells[cellIndexOf('Offre')].textContent)).toBe('Total : 1 offre');
    expect(plain(cells[cellIndexOf('Surface (m²)')].textContent)).toBe('20');
    expect(plain(cells[cellIndexOf('Budget (€)')].textContent)).toBe('2 000 €');
  });
});

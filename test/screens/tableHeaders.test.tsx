// The tables as a screen reader reads them: one header row where every column, the selection's included
// (`Sélection`), has its columnheader (`th scope="col"`); in each body row the name cell is the row's rowheader
// (`th scope="row"`), so moving up and down says which record it is; the filter row's boxes keep their names;
// no `title` or description says a control's name again (a cell's title is its own full text, for a cut value);
// and while the list loads, the `Chargement…` status stands where the rows will be, inside the table.
import { render, screen, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { createApi } from '../../src/core/api';
import type { Contact } from '../../src/core/types';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { contact } from '../support/contactFixtures';
import { testEnv } from '../support/env';
import { createFakeServer, deferred, reply, type Reply } from '../support/fakeServer';
import { waitForListComplete } from '../support/listComplete';
import { FAMILY_LIST, offer, plain } from '../support/offerFixtures';
import { bodyRows, installOffersPage, loadingIndicator, setupOffers, setupOffersLoaded, table } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const headerRow = () => within(table()).getAllByRole('row')[0] as HTMLTableRowElement;

/** What a screen reader needs of the table's structure (the IBM Equal Access and axe table rules' view of it). */
function structure() {
  const head = headerRow();
  const rows = bodyRows() as HTMLTableRowElement[];
  return {
    // Every cell of the header row is a column header.
    headerCells: Array.from(head.cells).map((c) => `${c.tagName.toLowerCase()}[scope=${c.getAttribute('scope')}]`),
    // As many column headers as a body row has cells: every column has its header.
    columnheaders: within(head).getAllByRole('columnheader').length,
    cellsPerRow: [...new Set(rows.map((r) => r.cells.length))],
    // One row header per body row, the name cell.
    rowheadersPerRow: rows.map((r) => within(r).getAllByRole('rowheader').length),
  };
}

/** Elements inside the table whose title or description says again what their name (or their text) says. */
function redundant(): string[] {
  const out: string[] = [];
  for (const el of table().querySelectorAll<HTMLElement>('[title], [aria-description], [aria-describedby]')) {
    const title = el.getAttribute('title');
    const isCell = el.matches('td, th');
    if (el.hasAttribute('aria-description') || el.hasAttribute('aria-describedby')) out.push(`${el.tagName} described: ${computeAccessibleName(el)}`);
    // A control says its name; a title on it would say it again. A cell's title is its full text (for a cut value).
    else if (!isCell) out.push(`${el.tagName} ${computeAccessibleName(el)} titled ${title}`);
    else if (el.closest('tbody') && plain(title) !== plain(el.textContent)) out.push(`cell ${plain(el.textContent)} titled ${title}`);
  }
  return out;
}

describe.each(FAMILY_LIST)('%s: the offers table\'s headers', (family) => {
  it('every column has a columnheader, the selection\'s `Sélection`; each row\'s header is the offer\'s name', async () => {
    await setupOffersLoaded({ family, offers: [offer(1, { offre_nom: 'Tour Nord' }), offer(2, { offre_nom: 'Halle Sud' })] });
    const s = structure();
    expect(s.headerCells.every((c) => c === 'th[scope=col]')).toBe(true);
    expect(s.cellsPerRow).toEqual([s.columnheaders]);
    expect(within(headerRow()).getAllByRole('columnheader').map((th) => computeAccessibleName(th))[0]).toBe('Sélection');
    expect(s.rowheadersPerRow).toEqual([1, 1]);
    expect(screen.getAllByRole('rowheader').map((th) => plain(th.textContent))).toEqual(['Halle Sud', 'Tour Nord']);
    // The row header is the Offre column's cell, under its header.
    const offre = within(headerRow()).getByRole('columnheader', { name: 'Offre' }) as HTMLTableCellElement;
    expect((screen.getAllByRole('rowheader')[0] as HTMLTableCellElement).cellIndex).toBe(offre.cellIndex);
    expect(screen.getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
  });

  it('the row controls keep their names, with no title or description saying them again', async () => {
    await setupOffersLoaded({ family, offers: [offer(1, { offre_ref: 'OFF-1', projet_livraison: '2027-T2' })] });
    expect(within(table()).getByRole('combobox', { name: "Statut de l'offre OFF-1" })).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: "Actions de l'offre OFF-1" })).toBeInTheDocument();
    expect(within(table()).getByRole('checkbox', { name: "Sélectionner l'offre OFF-1" })).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: /^(Modifier|Afficher) l'offre OFF-1$/ })).toBeInTheDocument();
    expect(redundant()).toEqual([]);
  });

  it('the filter row\'s boxes keep their names (no title repeating them)', async () => {
    await setupOffersLoaded({ family, offers: [offer(1)] });
    const box = within(table()).getByRole('textbox', { name: "Filtrer par nom d'offre" });
    expect(box).not.toHaveAttribute('title');
    expect(within(table()).getByRole('combobox', { name: 'Filtrer par statut' })).toBeInTheDocument();
  });

  it('a cut text keeps its full value in the cell\'s title', async () => {
    const long = 'Offre EHPAD Les Glycines, bâtiment B, façade nord et pignon est (1)';
    await setupOffersLoaded({ family, offers: [offer(1, { offre_nom: long })] });
    expect(screen.getByRole('rowheader')).toHaveAttribute('title', long);
  });
});

describe('loading: the status where the rows will be', () => {
  it('Chargement… (role status) is inside the table, in its body, and nowhere else; then the rows take its place', async () => {
    const gate = deferred<Reply>();
    setupOffers({ family: 'bardages', list: () => gate.promise });
    const indicator = await screen.findByText('Chargement…', { selector: '[role="status"]' });
    expect(indicator.closest('tbody')).not.toBeNull();
    expect(screen.queryAllByRole('status').filter((s) => /Chargement/.test(s.textContent ?? ''))).toEqual([indicator]);
    // The header row is there already: its columns are in place before the rows.
    expect(within(headerRow()).getByRole('columnheader', { name: 'Offre' })).toBeInTheDocument();
    gate.resolve(reply.json([offer(1)]));
    await waitForListComplete();
    expect(loadingIndicator()).toBeNull();
    expect(bodyRows()).toHaveLength(1);
  });
});

describe('the contacts table\'s headers', () => {
  function renderContacts(contacts: Contact[], list?: () => Promise<Reply>) {
    const server = createFakeServer();
    server.on('GET', '/contacts/list/7', list ?? reply.json(contacts));
    const env = testEnv({ api: createApi({ baseUrl: '', csrfToken: 'x', fetch: server.fetch }), baseUrl: '' });
    render(<ContactsScreen env={env} userId={7} isBackoffice={false} />);
  }
  const grid = () => screen.getByRole('grid', { name: 'Contacts' });

  it('every column has a columnheader (`Sélection` first); each row\'s header is the company; no repeated names', async () => {
    renderContacts([contact(1, { societe: 'Briques & Co', nom: 'Paul Durand' }), contact(2, { societe: 'Tuiles SA', nom: 'Anne Roy' })]);
    await waitForListComplete();
    const head = within(grid()).getAllByRole('row')[0] as HTMLTableRowElement;
    expect(Array.from(head.cells).every((c) => c.tagName === 'TH' && c.getAttribute('scope') === 'col')).toBe(true);
    expect(computeAccessibleName(head.cells[0])).toBe('Sélection');
    const rows = within(grid()).getAllByRole('row').filter((r) => r.hasAttribute('data-row-id')) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells.length)).toEqual([head.cells.length, head.cells.length]);
    expect(rows.map((r) => within(r).getAllByRole('rowheader').map((th) => plain(th.textContent)))).toEqual([['Briques & Co'], ['Tuiles SA']]);
    const controls = within(grid()).getAllByRole('button', { name: /^(Modifier|Supprimer) le contact / });
    expect(controls.length).toBe(4);
    expect(controls.filter((c) => c.hasAttribute('title') || c.hasAttribute('aria-description'))).toEqual([]);
    expect(within(grid()).getAllByRole('textbox').filter((c) => c.hasAttribute('title'))).toEqual([]);
  });

  it('while the list loads, Chargement… stands in the table\'s body', async () => {
    const gate = deferred<Reply>();
    renderContacts([], () => gate.promise);
    await screen.findByText('Chargement…', { selector: '[role="status"]' });
    expect(loadingIndicator()!.closest('tbody')).not.toBeNull();
    gate.resolve(reply.json([contact(1)]));
    await waitForListComplete();
  });
});

// Issue 25 on the contacts screen: the selection checkboxes and bar (across pages, sorting and filtering),
// `Supprimer…` on the selected contacts (one failure listed, the others deleted), and the keyboard grid (one
// Tab stop, arrow keys, Space toggles the focused row, Enter enters a cell's control and Escape comes back).
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../src/core/api';
import type { Contact } from '../../src/core/types';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { contact, manyContacts } from '../support/contactFixtures';
import { testEnv } from '../support/env';
import { createFakeServer, reply, type FakeServer } from '../support/fakeServer';
import { waitForListComplete } from '../support/listComplete';
import { settled } from '../support/settle';

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 4000 });

const DELETE = '/ajax/contacts/delete';

async function setup(contacts: Contact[], routes?: (server: FakeServer) => void) {
  const server = createFakeServer();
  server.on('GET', '/contacts/list/7', reply.json(contacts));
  routes?.(server);
  const env = testEnv({ api: createApi({ baseUrl: '', csrfToken: 'jeton', fetch: server.fetch }), baseUrl: '' });
  const user = userEvent.setup();
  render(<ContactsScreen env={env} userId={7} isBackoffice={false} />);
  await waitForListComplete();
  return { server, env, user };
}

const grid = () => screen.getByRole('grid', { name: 'Contacts' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Sélectionner le contact ${name}` }) as HTMLInputElement;
const pageBox = () => screen.getByRole('checkbox', { name: 'Sélectionner les contacts de la page' }) as HTMLInputElement;
const barText = () => screen.queryByText(/sélectionnés?$/)?.textContent ?? null;
const rowOf = (name: string) => checkbox(name).closest('tr')!;
const namesShown = () => Array.from(grid().querySelectorAll('tbody tr[data-row-id]')).map((tr) => within(tr as HTMLElement).getAllByRole('checkbox')[0].getAttribute('aria-label'));

describe('contacts: the selection', () => {
  it('a checkbox per row named after the contact (its company when it has no name), and one for the page', async () => {
    await setup([contact(1, { nom: 'Jean Dupont' }), contact(2, { nom: '', societe: 'Tuiles Martin' })]);
    expect(checkbox('Jean Dupont').checked).toBe(false);
    expect(checkbox('Tuiles Martin').checked).toBe(false);
    expect(pageBox().checked).toBe(false);
    expect(barText()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer…' })).toBeNull();
  });

  it('the header checkbox selects the page, then unselects it; the bar counts in French', async () => {
    const { user } = await setup(manyContacts(3));
    await user.click(checkbox('Contact 002'));
    expect(barText()).toBe('1 contact sélectionné');
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed');
    expect(pageBox().checked).toBe(false);
    await user.click(pageBox());
    expect(barText()).toBe('3 contacts sélectionnés');
    expect(pageBox().checked).toBe(true);
    expect(pageBox()).not.toHaveAttribute('aria-checked');
    expect(['Contact 001', 'Contact 002', 'Contact 003'].map((n) => checkbox(n).checked)).toEqual([true, true, true]);
    // Every filtered contact is selected: no `Sélectionner les … contacts filtrés`.
    expect(screen.queryByRole('button', { name: /^Sélectionner les \d+ contacts filtrés$/ })).toBeNull();
    await user.click(pageBox());
    expect(barText()).toBeNull();
    expect(checkbox('Contact 002').checked).toBe(false);
  });

  it('survives paging, sorting and filtering; `Sélectionner les {m} contacts filtrés`; `Tout désélectionner`', async () => {
    const { user } = await setup(manyContacts(60));
    await user.click(checkbox('Contact 001'));
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Sélectionner le contact Contact 001' })).toBeNull());
    await user.click(checkbox('Contact 055'));
    expect(barText()).toBe('2 contacts sélectionnés');
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect((await screen.findByRole('checkbox', { name: 'Sélectionner le contact Contact 001' }) as HTMLInputElement).checked).toBe(true);
    expect(checkbox('Contact 002').checked).toBe(false);

    // Sorted by name descending: contact 060 … 011 on the first page, 055 still selected, 001 kept off the page.
    await user.click(within(screen.getByRole('columnheader', { name: 'Contact' })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Contact' })).getByRole('button'));
    await waitFor(() => expect(namesShown()[0]).toBe('Sélectionner le contact Contact 060'));
    expect(checkbox('Contact 055').checked).toBe(true);
    expect(barText()).toBe('2 contacts sélectionnés');

    // Filtered to 10 contacts (Société 050 … 059): the selection keeps the two.
    await user.type(screen.getByRole('textbox', { name: 'Filtrer par société' }), 'Société 05');
    await waitFor(() => expect(namesShown()).toHaveLength(10));
    expect(barText()).toBe('2 contacts sélectionnés');
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 10 contacts filtrés' }));
    expect(barText()).toBe('11 contacts sélectionnés');
    expect(pageBox().checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Effacer tous les filtres' }));
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    expect(barText()).toBe('11 contacts sélectionnés');
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed');
    await user.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    expect(barText()).toBeNull();
    expect(checkbox('Contact 055').checked).toBe(false);
  });
});

describe('contacts: Supprimer… on the selected contacts', () => {
  it('asks how many, deletes one by one with a progress count, lists the failure and goes on', async () => {
    const { user, server, env } = await setup(manyContacts(5), (s) => s.on('POST', DELETE, (call) => (
      (call.body as { id: number }).id === 3
        ? reply.json({ statut: 'ko', msg: 'Contact lié à une offre' })
        : reply.json({ statut: 'ok', msg: 'Contact supprimé.' })
    )));
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    expect(dialog).toHaveTextContent('Voulez-vous supprimer définitivement 5 contacts ?');
    expect(within(dialog).getByText('Contact 001, Contact 002, Contact 003, Contact 004 et Contact 005')).toBeInTheDocument();
    expect(server.callsTo('POST', DELETE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText('4 contacts supprimés.')).toBeInTheDocument();
    expect(within(dialog).getByText('5 sur 5 envoyés')).toBeInTheDocument();
    expect(within(dialog).getByText('1 contact non supprimé :')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Contact 003 : Contact lié à une offre');
    expect(server.callsTo('POST', DELETE).map((c) => c.body)).toEqual(manyContacts(5).map(({ id, societe, nom }) => ({ id, societe, nom })));
    expect(env.emit.mock.calls.filter(([name]) => name === 'terreal-contact-delete').map(([, d]) => d)).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }, { id: 5 }]);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await settled(server);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The deleted rows left the list and the selection; the one the server refused stays, still selected.
    expect(namesShown()).toEqual(['Sélectionner le contact Contact 003']);
    expect(checkbox('Contact 003').checked).toBe(true);
    expect(barText()).toBe('1 contact sélectionné');
    expect(screen.getByText('1 contact')).toBeInTheDocument();
  });

  it('names one contact in the singular; Annuler sends nothing', async () => {
    const { user, server } = await setup(manyContacts(2));
    await user.click(checkbox('Contact 002'));
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    expect(dialog).toHaveTextContent('Voulez-vous supprimer définitivement 1 contact ?');
    expect(within(dialog).getByText('Contact 002')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await settled(server);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST', DELETE)).toHaveLength(0);
    expect(barText()).toBe('1 contact sélectionné');
  });
});

describe('contacts: Supprimer… names what it deletes', () => {
  it('five names, then how many more: `et 3 autres`', async () => {
    const { user } = await setup(manyContacts(8));
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    expect(dialog).toHaveTextContent('Voulez-vous supprimer définitivement 8 contacts ?');
    expect(within(dialog).getByText('Contact 001, Contact 002, Contact 003, Contact 004, Contact 005 et 3 autres')).toBeInTheDocument();
  });

  it('a contact without a name is named by its company, as its row and checkbox are', async () => {
    const { user } = await setup([contact(1, { nom: 'Dupont' }), contact(2, { nom: '', societe: 'Bâtiments du Nord' })]);
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    expect(within(dialog).getByText(/^(Dupont et Bâtiments du Nord|Bâtiments du Nord et Dupont)$/)).toBeInTheDocument();
  });
});

describe('contacts: the keyboard grid', () => {
  it('is one Tab stop; arrow keys, Home and End move between cells; Space toggles the focused row', async () => {
    const { user } = await setup(manyContacts(3));
    expect(grid()).toHaveAttribute('role', 'grid');
    const stops = Array.from(grid().querySelectorAll('tbody [tabindex="0"]'));
    expect(stops).toHaveLength(1);
    expect(Array.from(grid().querySelectorAll('tbody button, tbody input, tbody a')).every((c) => c.getAttribute('tabindex') === '-1')).toBe(true);

    // Tab from the last filter box: the rows are the next stop, then what follows the table.
    screen.getByRole('textbox', { name: 'Filtrer par ville' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(stops[0]);
    expect(rowOf('Contact 001').contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(rowOf('Contact 002').contains(document.activeElement)).toBe(true);
    await user.keyboard(' ');
    expect(checkbox('Contact 002').checked).toBe(true);
    expect(barText()).toBe('1 contact sélectionné');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Société 002');
    await user.keyboard(' ');
    expect(checkbox('Contact 002').checked).toBe(false);
    await user.keyboard('{End}');
    expect(within(document.activeElement as HTMLElement).getByRole('button', { name: 'Modifier le contact Contact 002' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Home}');
    expect(document.activeElement).toBe(checkbox('Contact 003').closest('td'));
    expect(grid().querySelectorAll('tbody [tabindex="0"]')).toHaveLength(1);
    await user.tab();
    expect(grid().contains(document.activeElement)).toBe(false);
  });

  it('Enter on the actions cell enters its `Modifier` button; Enter there opens the contact; Escape comes back', async () => {
    const { user, env } = await setup(manyContacts(2));
    (grid().querySelector('tbody [tabindex="0"]') as HTMLElement).focus();
    await user.keyboard('{End}');
    const cell = document.activeElement;
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier le contact Contact 001' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(cell);
    expect(env.navigate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}{Enter}');
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate.mock.calls[0][0]).toMatch(/1/);
  });
});

describe('contacts: the header row inside the grid\'s one Tab stop', () => {
  it('↑ from the first row reaches the headers: Space ticks the page\'s checkbox, Enter on `Société` sorts; no header control is a Tab stop', async () => {
    const { user } = await setup([contact(1, { nom: 'Jean Dupont', societe: 'Bati Ouest' }), contact(2, { nom: 'Anne Martin', societe: 'Acier Sud' })]);
    const header = grid().querySelector('thead tr')! as HTMLElement;
    for (const control of header.querySelectorAll('button, input')) expect(control).toHaveAttribute('tabindex', '-1');
    // The resize separators are no Tab stop either: not focusable at rest, entered from their header cell.
    for (const control of header.querySelectorAll('[role="separator"]')) expect(control).not.toHaveAttribute('tabindex');
    const firstCell = grid().querySelector('tbody tr[data-row-id] td')! as HTMLElement;
    firstCell.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(grid()).getByRole('columnheader', { name: 'Sélection' }));
    await user.keyboard(' ');
    expect(pageBox().checked).toBe(true);
    expect(barText()).toBe('2 contacts sélectionnés');
    await user.keyboard('{ArrowRight}');
    const societe = within(grid()).getByRole('columnheader', { name: 'Société' });
    expect(document.activeElement).toBe(societe);
    const before = societe.getAttribute('aria-sort');
    await user.keyboard('{Enter}');
    expect(societe.getAttribute('aria-sort')).not.toBe(before);
    expect(societe.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/);
    expect(document.activeElement).toBe(societe);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.closest('tbody')).not.toBeNull();
  });
});

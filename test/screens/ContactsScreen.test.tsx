// The contacts table as a user sees it (SPEC.md §2 "Contacts table", §5, §7, §8; issue #2), rendered on
// preact as shipped (jest maps react to it; test/screens-react checks react-dom). The screen talks
// to the real API client (src/core/api.ts) over a fake fetch, so URLs, headers and bodies are checked as
// they leave the widget.
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { createApi } from '../../src/core/api';
import type { Contact } from '../../src/core/types';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { testEnv } from '../support/env';
import { contact, manyContacts } from '../support/contactFixtures';
import { createFakeServer, reply, type FakeServer, type FakeServerOptions, type Handler } from '../support/fakeServer';
import { loadingIndicator, waitForListComplete } from '../support/listComplete';
import { settled } from '../support/settle';

// 150-contact pages under happy-dom are slow when suites run in parallel on 2 cores.
jest.setTimeout(20000);

// Generous async timeout: the whole unit run shares 2 cores with other suites.
configure({ asyncUtilTimeout: 4000 });

const BASE = 'https://portal.example/app';
const CSRF = 'jeton-csrf-123';

interface SetupOptions {
  contacts?: Contact[];
  /** Answer of GET /contacts/list/{userId} (default: the contacts as JSON). */
  list?: Handler;
  userId?: number | null;
  baseUrl?: string;
  server?: FakeServerOptions;
  /**
   * Give the screen an API client that drops its AbortSignal (as a host-supplied client might): the
   * screen must then ignore a superseded answer by itself.
   */
  dropSignal?: boolean;
  /** Routes of the fake server, registered before the first render (replaces the default list route). */
  routes?(server: FakeServer): void;
}

/** The fake server of the last setup (flush waits on it). */
let lastServer: FakeServer | null = null;

function setup(options: SetupOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const userId = options.userId === undefined ? 7 : options.userId;
  const server = createFakeServer(options.server);
  lastServer = server;
  if (options.routes) options.routes(server);
  else server.on('GET', `${baseUrl}/contacts/list/${userId}`, options.list ?? reply.json(options.contacts ?? []));
  const api = createApi({ baseUrl, csrfToken: CSRF, fetch: server.fetch });
  const env = testEnv({
    api: options.dropSignal
      ? { get: (path, parse) => api.get(path, parse), post: (path, body, parse) => api.post(path, body, parse) }
      : api,
    baseUrl,
  });
  const user = userEvent.setup();
  const view = render(<ContactsScreen env={env} userId={userId} isBackoffice={false} />);
  const setUserId = (id: number | null) => view.rerender(<ContactsScreen env={env} userId={id} isBackoffice={false} />);
  return { server, env, user, setUserId, ...view };
}

async function setupLoaded(options: SetupOptions = {}) {
  const ctx = setup(options);
  await waitForLoaded();
  return ctx;
}

// ---- how a user reads the screen -------------------------------------------------------------------

// A keyboard grid (issue 25): role grid.
const table = () => screen.getByRole('grid', { name: 'Contacts' });
/** Loaded and complete: every row built (rows arrive in two stages; test/support/listComplete.ts). */
const waitForLoaded = waitForListComplete;
const headerNames = () => within(table()).getAllByRole('columnheader').map((th) => computeAccessibleName(th).trim());
const header = (name: string) => within(table()).getByRole('columnheader', { name });

/** A row's cells in order (the name cell is the row's rowheader). */
const cellsOf = (row: HTMLElement): HTMLTableCellElement[] => Array.from((row as HTMLTableRowElement).cells);

function bodyRows(): HTMLElement[] {
  const groups = within(table()).getAllByRole('rowgroup');
  return within(groups[groups.length - 1]).getAllByRole('row');
}

/**
 * Where the column named `name` sits among a row's cells: its header's position in the header row (the
 * selection's header, `Sélection`, comes first).
 */
function cellIndexOf(name: string): number {
  const th = within(table()).getAllByRole('columnheader').find((h) => computeAccessibleName(h).trim() === name);
  return th ? Array.from(th.parentElement!.children).indexOf(th) : -1;
}

/** Texts of one column (by header name) for the rows shown. */
function columnTexts(name: string): string[] {
  const index = cellIndexOf(name);
  expect(index).toBeGreaterThanOrEqual(0);
  return bodyRows().map((row) => cellsOf(row)[index].textContent ?? '');
}

const societes = () => columnTexts('Société');

function rowOf(societe: string): HTMLElement {
  const row = bodyRows().find((r) => cellsOf(r)[cellIndexOf('Société')]?.textContent === societe);
  if (!row) throw new Error(`no row for ${societe}; rows: ${societes().join(' | ')}`);
  return row;
}

const pageText = () => screen.getByText(/^Page \d+ sur \d+$/).textContent;
const pageSizeSelect = () => screen.getByRole('combobox', { name: 'Lignes par page' });
const filterBox = (name: string) => screen.getByRole('textbox', { name });
const clearFiltersButton = () => screen.queryByRole('button', { name: 'Effacer tous les filtres' });
const deleteDialog = () => screen.getByRole('dialog');

async function askDelete(user: ReturnType<typeof userEvent.setup>, societe: string) {
  await user.click(within(rowOf(societe)).getByRole('button', { name: /^Supprimer le contact / }));
  return deleteDialog();
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>, societe: string) {
  const dialog = await askDelete(user, societe);
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
}

/**
 * Lets what is under way finish (for "nothing happens" checks): no request in flight at the fake server of
 * the last setup and what the answers set off has run, a condition rather than a sleep (test/support/settle.ts).
 */
const flush = () => settled(lastServer!);

// React warnings (act, keys, state updates on unmounted components) are failures here.
let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls).toEqual([]);
});

// ---- fixtures ----------------------------------------------------------------------------------------

const FOUR: Contact[] = [
  contact(1, { societe: 'Tuiles Martin', type_societe: 'entreprise', nom: 'Jean Dupont', email: 'jean@martin.fr', code_postal: '31000', ville: 'Toulouse' }),
  contact(2, { societe: 'Négoce du Sud', type_societe: 'négoce', nom: 'Éloïse Garcia', email: 'eloise@sud-negoce.fr', code_postal: '13001', ville: 'Marseille' }),
  contact(3, { societe: 'Briques & Co', type_societe: 'entreprise', nom: 'Paul Durand', email: 'paul@briques.com', code_postal: '69003', ville: 'Lyon' }),
  contact(4, { societe: 'Bâti Lyonnais', type_societe: 'négoce', nom: 'Marie Curie', email: 'marie@bati-lyon.fr', code_postal: '69100', ville: 'Villeurbanne' }),
];

// ======================================================================================================

describe('contacts table: columns', () => {
  it('shows the column headers in the order of the spec, in a real table', async () => {
    await setupLoaded({ contacts: FOUR });
    expect(headerNames()).toEqual(['Sélection', 'Société', 'Entreprise / négoce', 'Contact', 'E-mail', 'Code postal', 'Ville', 'Actions']);
  });

  it('gives the postal-code column a width of 80 px', async () => {
    await setupLoaded({ contacts: FOUR });
    expect(header('Code postal')).toHaveStyle({ width: '80px' });
  });

  it('shows each contact on one row with its fields under the right headers', async () => {
    await setupLoaded({ contacts: [FOUR[2]] });
    const first = cellIndexOf('Société');
    const cells = cellsOf(bodyRows()[0]).map((c) => c.textContent);
    expect(cells.slice(first, first + 6)).toEqual(['Briques & Co', 'entreprise', 'Paul Durand', 'paul@briques.com', '69003', 'Lyon']);
    expect(within(bodyRows()[0]).getByRole('button', { name: /^Modifier le contact / })).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByRole('button', { name: /^Supprimer le contact / })).toBeInTheDocument();
  });

  it('survives rows with null fields and numbers sent as numbers (PHP backends)', async () => {
    const raw = [{ id: '5', societe: null, type_societe: null, nom: 'Sans société', email: null, code_postal: 31000, ville: null }];
    await setupLoaded({ list: reply.json(raw) });
    expect(columnTexts('Contact')).toEqual(['Sans société']);
    expect(columnTexts('Code postal')).toEqual(['31000']);
  });
});

describe('contacts table: sorting', () => {
  const sortable = ['Société', 'Entreprise / négoce', 'Contact', 'E-mail', 'Code postal', 'Ville'];

  it.each(sortable)('the "%s" header holds a sort button whose name says its sort state', async (name) => {
    await setupLoaded({ contacts: FOUR });
    const button = within(header(name)).getByRole('button');
    expect(computeAccessibleName(button)).toBe(name === 'Société' ? 'Société, tri croissant' : name);
  });

  it('is sorted by company ascending at first, and only that header says so', async () => {
    await setupLoaded({ contacts: FOUR });
    expect(header('Société')).toHaveAttribute('aria-sort', 'ascending');
    for (const name of sortable.slice(1)) expect(header(name).getAttribute('aria-sort') ?? 'none').toBe('none');
    expect(societes()).toEqual(['Bâti Lyonnais', 'Briques & Co', 'Négoce du Sud', 'Tuiles Martin']);
  });

  it.each([
    // header, first value ascending, last value ascending (column of that header)
    ['Entreprise / négoce', 'entreprise', 'négoce'],
    ['Contact', 'Éloïse Garcia', 'Paul Durand'],
    ['E-mail', 'eloise@sud-negoce.fr', 'paul@briques.com'],
    ['Code postal', '13001', '69100'],
    ['Ville', 'Lyon', 'Villeurbanne'],
  ])('clicking "%s" sorts by that column ascending, clicking again descending', async (name, first, last) => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.click(within(header(name)).getByRole('button'));
    expect(header(name)).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Société').getAttribute('aria-sort') ?? 'none').toBe('none');
    expect(columnTexts(name)[0]).toBe(first);
    expect(columnTexts(name).at(-1)).toBe(last);

    await user.click(within(header(name)).getByRole('button'));
    expect(header(name)).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(name)[0]).toBe(last);
    expect(columnTexts(name).at(-1)).toBe(first);
  });

  it('clicking the sorted company header toggles it to descending, then back to ascending', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.click(within(header('Société')).getByRole('button'));
    expect(header('Société')).toHaveAttribute('aria-sort', 'descending');
    expect(societes()).toEqual(['Tuiles Martin', 'Négoce du Sud', 'Briques & Co', 'Bâti Lyonnais']);
    await user.click(within(header('Société')).getByRole('button'));
    expect(header('Société')).toHaveAttribute('aria-sort', 'ascending');
    expect(societes()).toEqual(['Bâti Lyonnais', 'Briques & Co', 'Négoce du Sud', 'Tuiles Martin']);
  });

  it('sorts French text as French: accented initials sit with their letter (Dax, Écully, Foix)', async () => {
    const villes = ['Foix', 'Écully', 'Zillisheim', 'Dax', 'Albi', 'Évreux'];
    const { user } = await setupLoaded({ contacts: villes.map((ville, i) => contact(i + 1, { ville })) });
    await user.click(within(header('Ville')).getByRole('button', { name: 'Ville' }));
    expect(columnTexts('Ville')).toEqual(['Albi', 'Dax', 'Écully', 'Évreux', 'Foix', 'Zillisheim']);
  });

  it('ignores case: "abbaye" and "Abbaye" sort together, before "Abri", not after "Zola"', async () => {
    const names = ['Zola', 'abbaye', 'Abri', 'Abbaye', 'aaron'];
    await setupLoaded({ contacts: names.map((societe, i) => contact(i + 1, { societe })) });
    const sorted = societes();
    expect(sorted[0]).toBe('aaron');
    expect(sorted.slice(1, 3).sort()).toEqual(['Abbaye', 'abbaye']);
    expect(sorted.slice(3)).toEqual(['Abri', 'Zola']);
  });

  it('sorts postal codes as numbers, not as text (9000 before 10000)', async () => {
    const codes = ['75001', '9000', '10000', '01000', '100'];
    const { user } = await setupLoaded({ contacts: codes.map((code_postal, i) => contact(i + 1, { code_postal })) });
    await user.click(within(header('Code postal')).getByRole('button', { name: /^Code postal/ }));
    expect(columnTexts('Code postal')).toEqual(['100', '01000', '9000', '10000', '75001']);
    await user.click(within(header('Code postal')).getByRole('button', { name: /^Code postal/ }));
    expect(columnTexts('Code postal')).toEqual(['75001', '10000', '9000', '01000', '100']);
  });
});

describe('contacts table: filters (trimmed, case-insensitive substring)', () => {
  it.each([
    ['Filtrer par société', '  MARTIN ', ['Tuiles Martin']],
    ['Filtrer par société', 'rtin', ['Tuiles Martin']],
    ['Filtrer par type de société', 'NÉGOCE', ['Bâti Lyonnais', 'Négoce du Sud']],
    ['Filtrer par contact', 'du', ['Briques & Co', 'Tuiles Martin']],
    ['Filtrer par contact', 'éloïse', ['Négoce du Sud']],
    ['Filtrer par e-mail', '.COM', ['Briques & Co']],
    ['Filtrer par code postal', '69', ['Bâti Lyonnais', 'Briques & Co']],
    ['Filtrer par code postal', ' 690 ', ['Briques & Co']],
    ['Filtrer par ville', 'lyon', ['Briques & Co']],
    ['Filtrer par ville', 'VILLE', ['Bâti Lyonnais']],
  ])('%s "%s" keeps %j', async (label, query, expected) => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.type(filterBox(label), query);
    expect(societes()).toEqual(expected);
    expect(screen.getByText(`${expected.length} contact${expected.length > 1 ? 's' : ''} sur 4`)).toBeInTheDocument();
  });

  it('combines filters (every filter must match)', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.type(filterBox('Filtrer par code postal'), '69');
    await user.type(filterBox('Filtrer par type de société'), 'négoce');
    expect(societes()).toEqual(['Bâti Lyonnais']);
  });

  it('a filter made only of spaces filters nothing', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.type(filterBox('Filtrer par ville'), '   ');
    expect(bodyRows()).toHaveLength(4);
  });

  it('shows "Effacer tous les filtres" only while a filter is active, and it clears them all', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    expect(clearFiltersButton()).toBeNull();
    await user.type(filterBox('Filtrer par ville'), 'lyon');
    await user.type(filterBox('Filtrer par contact'), 'paul');
    expect(bodyRows()).toHaveLength(1);
    await user.click(clearFiltersButton()!);
    expect(clearFiltersButton()).toBeNull();
    expect(filterBox('Filtrer par ville')).toHaveValue('');
    expect(filterBox('Filtrer par contact')).toHaveValue('');
    expect(bodyRows()).toHaveLength(4);
  });

  it('hides "Effacer tous les filtres" again when the user empties the filter by hand', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.type(filterBox('Filtrer par société'), 'ab');
    expect(clearFiltersButton()).toBeInTheDocument();
    await user.clear(filterBox('Filtrer par société'));
    expect(clearFiltersButton()).toBeNull();
  });

  it('says "Aucun contact ne correspond à la recherche..." when no contact matches', async () => {
    const { user } = await setupLoaded({ contacts: FOUR });
    await user.type(filterBox('Filtrer par société'), 'introuvable');
    expect(screen.getByText('Aucun contact ne correspond à la recherche...')).toBeInTheDocument();
    expect(screen.queryByText('Pas encore de contacts...')).toBeNull();
  });
});

describe('contacts table: empty, loading and count', () => {
  it('says "Pas encore de contacts..." when the user has none', async () => {
    await setupLoaded({ contacts: [] });
    expect(screen.getByText('Pas encore de contacts...')).toBeInTheDocument();
    expect(screen.queryByText('Aucun contact ne correspond à la recherche...')).toBeNull();
  });

  it('shows a loading indicator (and no empty text) until the list arrives, then the rows', async () => {
    let held!: ReturnType<FakeServer['hold']>;
    setup({ routes: (s) => { held = s.hold('GET', '/contacts/list/7'); } });
    expect(loadingIndicator()).not.toBeNull();
    expect(screen.queryByText('Pas encore de contacts...')).toBeNull();
    held.release(reply.json(FOUR));
    expect(await screen.findByText('Tuiles Martin')).toBeInTheDocument();
    expect(loadingIndicator()).toBeNull();
  });

  it('counts the matching rows', async () => {
    const { user } = await setupLoaded({ contacts: manyContacts(150) });
    expect(screen.getByText('150 contacts')).toBeInTheDocument();
    await user.type(filterBox('Filtrer par société'), 'Société 1');
    expect(screen.getByText('51 contacts sur 150')).toBeInTheDocument();
  });
});

describe('contacts table: paging (150 contacts)', () => {
  it('shows 50 rows per page by default, with the page-size choices 25, 50, 100, 200', async () => {
    await setupLoaded({ contacts: manyContacts(150) });
    expect(bodyRows()).toHaveLength(50);
    expect(pageText()).toBe('Page 1 sur 3');
    expect(pageSizeSelect()).toHaveValue('50');
    expect(within(pageSizeSelect()).getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100', '200']);
  });

  it('moves with next, previous, last and first page', async () => {
    const { user } = await setupLoaded({ contacts: manyContacts(150) });
    const go = (name: string) => user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Première page' })).toBeDisabled();

    await go('Page suivante');
    expect(pageText()).toBe('Page 2 sur 3');
    expect(societes()[0]).toBe('Société 051');
    expect(societes().at(-1)).toBe('Société 100');

    await go('Dernière page');
    expect(pageText()).toBe('Page 3 sur 3');
    expect(societes()[0]).toBe('Société 101');
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dernière page' })).toBeDisabled();

    await go('Page précédente');
    expect(pageText()).toBe('Page 2 sur 3');

    await go('Première page');
    expect(pageText()).toBe('Page 1 sur 3');
    expect(societes()[0]).toBe('Société 001');
  });

  it.each([
    ['25', 25, 'Page 1 sur 6'],
    ['100', 100, 'Page 1 sur 2'],
    ['200', 150, 'Page 1 sur 1'],
  ])('"Lignes par page" %s shows %i rows, back on the first page', async (size, rows, page) => {
    const { user } = await setupLoaded({ contacts: manyContacts(150) });
    await user.click(screen.getByRole('button', { name: 'Dernière page' }));
    await user.selectOptions(pageSizeSelect(), size);
    expect(pageSizeSelect()).toHaveValue(size);
    expect(bodyRows()).toHaveLength(rows);
    expect(pageText()).toBe(page);
    expect(societes()[0]).toBe('Société 001');
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { user } = await setupLoaded({ contacts: manyContacts(150) });
    await user.click(screen.getByRole('button', { name: 'Dernière page' }));
    expect(pageText()).toBe('Page 3 sur 3');
    await user.type(filterBox('Filtrer par société'), 'Société 1');
    expect(pageText()).toBe('Page 1 sur 2');
    expect(societes()[0]).toBe('Société 100');
  });

  it('goes back to page 1 when the filters are cleared', async () => {
    const { user } = await setupLoaded({ contacts: manyContacts(150) });
    await user.type(filterBox('Filtrer par ville'), 'toul');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(pageText()).toBe('Page 2 sur 3');
    await user.click(clearFiltersButton()!);
    expect(pageText()).toBe('Page 1 sur 3');
  });

  it('deleting the only row of the last page shows the previous page', async () => {
    const { user, server } = await setupLoaded({ contacts: manyContacts(101) });
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok', msg: 'Contact supprimé.' }));
    await user.click(screen.getByRole('button', { name: 'Dernière page' }));
    expect(pageText()).toBe('Page 3 sur 3');
    expect(societes()).toEqual(['Société 101']);
    await confirmDelete(user, 'Société 101');
    await waitFor(() => expect(pageText()).toBe('Page 2 sur 2'));
    expect(bodyRows()).toHaveLength(50);
    expect(societes()[0]).toBe('Société 051');
    expect(screen.queryByText('Pas encore de contacts...')).toBeNull();
    expect(screen.queryByText('Aucun contact ne correspond à la recherche...')).toBeNull();
  });
});

describe('contacts table: Modifier', () => {
  it.each([
    ['', '/contacts/42'],
    [BASE, `${BASE}/contacts/42`],
  ])('with base-url "%s" navigates to %s', async (baseUrl, href) => {
    const { user, env } = await setupLoaded({ baseUrl, contacts: [contact(42, { societe: 'Tuiles Martin' })] });
    await user.click(within(rowOf('Tuiles Martin')).getByRole('button', { name: /^Modifier le contact / }));
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith(href);
  });
});

describe('contacts table: Supprimer', () => {
  const contacts = [contact(12, { societe: 'Tuiles Martin', nom: 'Jean Dupont' }), contact(13, { societe: 'Briques & Co', nom: 'Paul Durand' })];

  it('asks for confirmation with the spec sentence and the buttons Supprimer and Annuler, sending nothing yet', async () => {
    const { user, server } = await setupLoaded({ contacts });
    const dialog = await askDelete(user, 'Tuiles Martin');
    expect(within(dialog).getByText('Si vous confirmez, le contact sera définitivement supprimé de la base de données.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(0);
  });

  it('Annuler closes the dialog, sends nothing and keeps the row', async () => {
    const { user, server } = await setupLoaded({ contacts });
    const dialog = await askDelete(user, 'Tuiles Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(0);
    expect(societes()).toEqual(['Briques & Co', 'Tuiles Martin']);
  });

  it.each([['', '/ajax/contacts/delete'], [BASE, `${BASE}/ajax/contacts/delete`]])(
    'confirming posts {id, societe, nom} as JSON with the expected headers (base-url "%s")', async (baseUrl, url) => {
      const { user, server } = await setupLoaded({ baseUrl, contacts });
      server.on('POST', url, reply.json({ statut: 'ok', msg: '' }));
      await confirmDelete(user, 'Tuiles Martin');
      await waitFor(() => expect(server.callsTo('POST', url)).toHaveLength(1));
      const [call] = server.callsTo('POST', url);
      expect(call.body).toEqual({ id: 12, societe: 'Tuiles Martin', nom: 'Jean Dupont' });
      expect(call.headers).toEqual({
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': CSRF,
        'Content-Type': 'application/json',
      });
      expect(call.credentials).toBe('same-origin');
      expect(server.unmatched().map((c) => `${c.method} ${c.url}`)).toEqual([]);
    },
  );

  it('statut ok removes the row, closes the dialog and updates the count', async () => {
    const { user, server } = await setupLoaded({ contacts });
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok', msg: 'Contact supprimé.' }));
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
    await confirmDelete(user, 'Tuiles Martin');
    await waitFor(() => expect(societes()).toEqual(['Briques & Co']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 contact')).toBeInTheDocument();
  });

  it('deleting the last contact shows "Pas encore de contacts..."', async () => {
    const { user, server } = await setupLoaded({ contacts: [contacts[0]] });
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok', msg: '' }));
    await confirmDelete(user, 'Tuiles Martin');
    expect(await screen.findByText('Pas encore de contacts...')).toBeInTheDocument();
  });

  it('statut ko opens "Erreur pendant la suppression" with the server message, and the row stays', async () => {
    const { user, server } = await setupLoaded({ contacts });
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ko', msg: 'Ce contact est lié à des offres.' }));
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: 'Erreur pendant la suppression' });
    expect(within(error).getByText('Ce contact est lié à des offres.')).toBeInTheDocument();
    expect(societes()).toEqual(['Briques & Co', 'Tuiles Martin']);
  });

  it('a double click on the confirm button sends one request', async () => {
    const { user, server } = await setupLoaded({ contacts });
    const held = server.hold('POST', '/ajax/contacts/delete');
    const dialog = await askDelete(user, 'Tuiles Martin');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    // two clicks in the same task, before any re-render can disable the button …
    act(() => { confirm.click(); confirm.click(); });
    await flush();
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(1);
    // … and a user's double click while the request runs
    await user.dblClick(confirm);
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(1);
    held.release(reply.json({ statut: 'ok', msg: '' }));
    await waitFor(() => expect(societes()).toEqual(['Briques & Co']));
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(1);
  });

  it.each([
    ['401', 'Session expirée', reply.status(401), 'La session a expiré. Veuillez recharger cette page.'],
    ['419', 'Session expirée', reply.status(419), 'La session a expiré. Veuillez recharger cette page.'],
    ['500 with a JSON msg', "Erreur lors de l'exécution de la demande", reply.json({ msg: 'Base verrouillée' }, 500), "Une erreur s'est produite : Base verrouillée (code = 500)"],
    ['422 with a JSON msg', "Erreur lors de l'exécution de la demande", reply.json({ msg: 'Champ manquant' }, 422), "Une erreur s'est produite : Champ manquant (code = 422)"],
    ['503 HTML page', "Erreur lors de l'exécution de la demande", reply.html('<h1>Maintenance</h1>', 503), /^Une erreur s'est produite : .+ \(code = 503\)$/],
    // Issue 22: no answer at all: the delete may have been applied (the list is then asked again).
    ['network failure', "Erreur lors de l'exécution de la demande", reply.networkError(), "La modification n'a peut-être pas été enregistrée."],
  ])('a delete failing with %s opens the dialog "%s"; the row stays', async (_, title, answer, text) => {
    const { user, server } = await setupLoaded({ contacts });
    server.on('POST', '/ajax/contacts/delete', answer);
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: title });
    expect(within(error).getByText(text)).toBeInTheDocument();
    expect(societes()).toEqual(['Briques & Co', 'Tuiles Martin']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a delete whose answer is lost (the server applied it): the list is asked again and shows the server\'s truth', async () => {
    const { user, server } = await setupLoaded({ contacts });
    server.on('POST', '/ajax/contacts/delete', () => {
      server.on('GET', '/contacts/list/7', reply.json([contacts[1]])); // the server deleted it
      return reply.networkError();
    });
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    expect(within(error).getByText("La modification n'a peut-être pas été enregistrée.")).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/contacts/list/7')).toHaveLength(2));
    await waitFor(() => expect(societes()).toEqual(['Briques & Co']));
  });

  it('the error dialog closes with its button', async () => {
    const { user, server } = await setupLoaded({ contacts });
    server.on('POST', '/ajax/contacts/delete', reply.status(419));
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: 'Session expirée' });
    await user.click(within(error).getByRole('button'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('contacts table: list load errors (SPEC.md §8)', () => {
  it.each([['', '/login'], [BASE, `${BASE}/login`]])('401 navigates to the login page (base-url "%s")', async (baseUrl, href) => {
    const { env } = setup({ baseUrl, list: reply.status(401) });
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith(href));
    await flush();
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.reloadPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('419 reloads the page, once', async () => {
    const { env } = setup({ list: reply.status(419) });
    await waitFor(() => expect(env.reloadPage).toHaveBeenCalled());
    await flush();
    expect(env.reloadPage).toHaveBeenCalledTimes(1);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['500 with a JSON msg', reply.json({ msg: 'Base indisponible' }, 500), 'une erreur est survenue : Base indisponible'],
    ['500 HTML page', reply.html('<html><body>Whoops</body></html>', 500), /^une erreur est survenue : .+/],
    ['200 HTML instead of JSON', reply.html('<html><body>login</body></html>'), /^une erreur est survenue : .+/],
    ['200 JSON that is not a list', reply.json({ contacts: [] }), /^une erreur est survenue : .+/],
    ['network failure', reply.networkError(), /^une erreur est survenue : .+/],
  ])('%s shows an alert starting with "une erreur est survenue : "', async (_, answer, text) => {
    const { env } = setup({ list: answer });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.reloadPage).not.toHaveBeenCalled();
  });
});

describe('contacts table: requests', () => {
  it('loads GET /contacts/list/{userId} under base-url, with the JSON/XHR headers and no CSRF or body', async () => {
    const { server } = await setupLoaded({ baseUrl: BASE, contacts: FOUR });
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call.url).toBe(`${BASE}/contacts/list/7`);
    expect(call.method).toBe('GET');
    expect(call.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
    expect(call.credentials).toBe('same-origin');
    expect(call.rawBody).toBeUndefined();
  });

  it('loads nothing and says so in French when there is no valid user', async () => {
    const { server } = setup({ userId: null });
    await flush();
    expect(server.calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(/userid/);
  });

  it('a new userId reloads the list for that user', async () => {
    const { server, setUserId } = await setupLoaded({
      routes: (s) => {
        s.on('GET', '/contacts/list/7', reply.json([contact(1, { societe: 'Liste de 7' })]));
        s.on('GET', '/contacts/list/8', reply.json([contact(2, { societe: 'Liste de 8' })]));
      },
    });
    expect(societes()).toEqual(['Liste de 7']);
    setUserId(8);
    expect(await screen.findByText('Liste de 8')).toBeInTheDocument();
    expect(screen.queryByText('Liste de 7')).toBeNull();
    expect(server.calls.map((c) => c.url)).toEqual(['/contacts/list/7', '/contacts/list/8']);
  });

  it.each([
    ['a fetch that honours abort', false, false],
    ['a fetch that answers anyway', true, false],
    ['an API client that drops the signal', false, true],
  ])('a superseded request is aborted and its late answer ignored (%s)', async (_, ignoreAbort, dropSignal) => {
    let held7!: ReturnType<FakeServer['hold']>;
    let held8!: ReturnType<FakeServer['hold']>;
    const { server, setUserId } = setup({
      server: { ignoreAbort },
      dropSignal,
      routes: (s) => { held7 = s.hold('GET', '/contacts/list/7'); held8 = s.hold('GET', '/contacts/list/8'); },
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    setUserId(8);
    await waitFor(() => expect(server.calls).toHaveLength(2));
    if (!dropSignal) expect(server.calls[0].aborted).toBe(true);
    expect(server.calls[1].aborted).toBe(false);

    // the old answer arrives first, while the new one is still loading …
    held7.release(reply.json([contact(1, { societe: 'Ancienne liste' })]));
    await flush();
    expect(screen.queryByText('Ancienne liste')).toBeNull();
    expect(loadingIndicator()).not.toBeNull();

    held8.release(reply.json([contact(2, { societe: 'Nouvelle liste' })]));
    expect(await screen.findByText('Nouvelle liste')).toBeInTheDocument();
    expect(screen.queryByText('Ancienne liste')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unmounting while the list loads aborts it and updates nothing', async () => {
    let held!: ReturnType<FakeServer['hold']>;
    const { server, unmount } = setup({ routes: (s) => { held = s.hold('GET', '/contacts/list/7'); } });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    unmount();
    expect(server.calls[0].aborted).toBe(true);
    held.release(reply.json(FOUR));
    await flush();
    // afterEach: no React warning was logged
  });
});

describe('contacts table: server text is shown as text, never as HTML', () => {
  const HOSTILE = '<img src=x onerror="globalThis.__pwned = true">';
  afterEach(() => {
    expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('in a row', async () => {
    const { container } = await setupLoaded({ contacts: [contact(1, { societe: HOSTILE, nom: '<b>gras</b>' })] });
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(screen.getByText('<b>gras</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('in the delete error dialog (statut ko)', async () => {
    const { user, server } = await setupLoaded({ contacts: [contact(1, { societe: 'Tuiles Martin' })] });
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ko', msg: HOSTILE }));
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: 'Erreur pendant la suppression' });
    expect(within(error).getByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('in the request-failed dialog', async () => {
    const { user, server } = await setupLoaded({ contacts: [contact(1, { societe: 'Tuiles Martin' })] });
    server.on('POST', '/ajax/contacts/delete', reply.json({ msg: HOSTILE }, 500));
    await confirmDelete(user, 'Tuiles Martin');
    const error = await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    expect(within(error).getByText(`Une erreur s'est produite : ${HOSTILE} (code = 500)`)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('in the list load alert', async () => {
    setup({ list: reply.json({ msg: HOSTILE }, 500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`une erreur est survenue : ${HOSTILE}`)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

// ---- quick search (issue 14) ----------------------------------------------------------------------------

describe('quick search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Rechercher' });
  const PEOPLE: Contact[] = [
    contact(1, { societe: 'École des Tuiles', ville: 'Lyon' }),
    contact(2, { societe: 'Bâti Sud', ville: 'Saint-Étienne' }),
    contact(3, { societe: 'Couverture Nord', nom: 'Hélène Dupré', email: 'h.dupre@exemple.fr' }),
  ];

  it.each<[string, string[]]>([
    ['ecole', ['École des Tuiles']],
    ['ETIENNE', ['Bâti Sud']],
    ['helene', ['Couverture Nord']],
    ['dupre@', ['Couverture Nord']],
    ['10002', ['Bâti Sud']],
    ['négoce', ['Bâti Sud']],
    ['zzz', []],
  ])('%j matches any column without case or accents: %j', async (query, expected) => {
    const { user } = await setupLoaded({ contacts: PEOPLE });
    await user.type(searchBox(), query);
    if (expected.length) expect(societes()).toEqual(expected);
    else expect(bodyRows().map((r) => r.textContent)).toEqual(['Aucun contact ne correspond à la recherche...']);
  });

  it('combines with the column filters and is cleared by `Effacer tous les filtres`', async () => {
    const { user } = await setupLoaded({ contacts: PEOPLE });
    await user.type(searchBox(), 'u');
    expect(clearFiltersButton()).toBeInTheDocument();
    await user.type(filterBox('Filtrer par ville'), 'lyon');
    expect(societes()).toEqual(['École des Tuiles']);
    await user.click(clearFiltersButton()!);
    expect(searchBox()).toHaveValue('');
    expect(societes()).toHaveLength(3);
  });
});

// ---- saved views (issue 14) -----------------------------------------------------------------------------

describe('saved views', () => {
  it('`Vues` saves the quick search and filters under a name, kept per user, and applies them', async () => {
    const { user, env } = await setupLoaded({ contacts: [contact(1, { ville: 'Lyon' }), contact(2, { ville: 'Albi' })] });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la vue' }), 'Lyonnais');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));
    expect(env.localStore.get('terreal-widgets:vues:contacts:7')).toContain('Lyonnais');
    await user.click(clearFiltersButton()!);
    expect(societes()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'Lyonnais' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('lyon');
    expect(societes()).toEqual(['Société 001']);
  });
});

// ---- coming back in the same tab (issue 20 §5, issue 21) --------------------------------------------

describe('coming back to the contacts in the same tab', () => {
  it('keeps the quick search, the filters, the sort, the page size and the page', async () => {
    const contacts = manyContacts(150).map((c) => (c.id % 3 === 0 ? { ...c, ville: 'Lyon' } : c));
    const ctx = await setupLoaded({ contacts });
    const { user } = ctx;
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lyon');
    await user.type(filterBox('Filtrer par contact'), 'contact');
    await user.click(within(header('Société')).getByRole('button'));
    await user.selectOptions(pageSizeSelect(), '25');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(pageText()).toBe('Page 2 sur 2');
    await waitForLoaded();
    const shown = societes();
    expect(shown).toHaveLength(25);
    expect(shown[0]).toBe('Société 075');

    ctx.unmount();
    render(<ContactsScreen env={ctx.env} userId={7} isBackoffice={false} />);
    await waitForLoaded();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('lyon');
    expect(filterBox('Filtrer par contact')).toHaveValue('contact');
    expect(header('Société')).toHaveAttribute('aria-sort', 'descending');
    expect(pageSizeSelect()).toHaveValue('25');
    expect(pageText()).toBe('Page 2 sur 2');
    expect(societes()).toEqual(shown);
  });

  it('is kept in env.sessionStore per user; another user starts from the defaults', async () => {
    const ctx = await setupLoaded({ contacts: FOUR });
    await ctx.user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lyon');
    const kept = JSON.parse(ctx.env.sessionStore.get('terreal-widgets:contacts:7') ?? 'null');
    expect(kept.list.filters.q).toBe('lyon');
    ctx.server.on('GET', '/contacts/list/8', reply.json(FOUR));
    ctx.setUserId(8);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(''));
    await waitForLoaded();
    expect(societes()).toHaveLength(4);
  });

  it('a kept state that is not valid is dropped to the defaults, without a crash', async () => {
    const ctx = setup({ contacts: FOUR });
    ctx.unmount();
    ctx.env.sessionStore.set('terreal-widgets:contacts:7', '{"list":{"filters":{"societe":12,"q":["x"]},"sort":{"key":5},"page":"2","pageSize":7}}');
    render(<ContactsScreen env={ctx.env} userId={7} isBackoffice={false} />);
    await waitForLoaded();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(header('Société')).toHaveAttribute('aria-sort', 'ascending');
    expect(pageSizeSelect()).toHaveValue('50');
    expect(societes()).toHaveLength(4);
  });
});

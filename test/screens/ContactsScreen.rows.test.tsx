// Contacts' rows are rendered again only when their data changes: the cells are built once (as the offers'
// are), so a click that changes one row's checkbox, or a key typed in a filter, leaves the other rows alone.
// Rows rendered are counted through preact's render hooks (the screens run on preact, as shipped).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { options, type VNode } from 'preact';
import { createApi } from '../../src/core/api';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { manyContacts } from '../support/contactFixtures';
import { testEnv } from '../support/env';
import { createFakeServer, reply } from '../support/fakeServer';
import { waitForListComplete } from '../support/listComplete';

jest.setTimeout(30000);

/** The ids of the table rows rendered (DataTable's row component) while `during` runs. */
async function rowsRendered(during: () => Promise<void>): Promise<string[]> {
  const rendered: string[] = [];
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    const type = vnode.type as { name?: string } | string;
    if (typeof type === 'function' && (type as { name?: string }).name === 'DataRowView') rendered.push(String((vnode.props as { rowId?: unknown }).rowId));
    previous?.(vnode);
  };
  try {
    await during();
  } finally {
    options.diffed = previous;
  }
  return rendered;
}

async function setup() {
  const server = createFakeServer();
  server.on('GET', '/contacts/list/7', reply.json(manyContacts(5)));
  const env = testEnv({ api: createApi({ baseUrl: '', csrfToken: 'jeton', fetch: server.fetch }), baseUrl: '' });
  const user = userEvent.setup();
  render(<ContactsScreen env={env} userId={7} isBackoffice={false} />);
  await waitForListComplete();
  return { user };
}

describe('contacts: rows rendered', () => {
  it('the counter sees the rows: the first page renders each of them', async () => {
    const rendered = await rowsRendered(async () => { await setup(); });
    expect(new Set(rendered)).toEqual(new Set(['1', '2', '3', '4', '5']));
  });

  it('checking one contact renders its row only', async () => {
    const { user } = await setup();
    const box = screen.getByRole('checkbox', { name: 'Sélectionner le contact Contact 002' });
    const rendered = await rowsRendered(() => user.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(rendered).toEqual(['2']);
  });

  it('a key in `Rechercher` that every contact still matches renders no row again', async () => {
    const { user } = await setup();
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    const rendered = await rowsRendered(() => user.type(box, 'c'));
    expect(box).toHaveValue('c');
    expect(screen.getAllByRole('checkbox', { name: /^Sélectionner le contact / })).toHaveLength(5);
    expect(rendered).toEqual([]);
  });
});

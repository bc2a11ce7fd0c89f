// Every action runs once: a button that starts a run is inert while it runs (clicks in quick succession land
// before the render that replaces it: the guard is a ref), and the bulk bar waits for the server's answer when
// the rows shown are the kept copy. A deleted contact says so in a floating notice.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createApi } from '../../src/core/api';
import type { KeptList, ListCacheStore } from '../../src/core/listCache';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { manyContacts } from '../support/contactFixtures';
import { testEnv } from '../support/env';
import { createFakeServer, deferred, reply, type Reply } from '../support/fakeServer';
import { waitForListComplete } from '../support/listComplete';
import { offer } from '../support/offerFixtures';
import { flush, installOffersPage, setupOffers, setupOffersLoaded } from '../support/offersScreen';
import { settled } from '../support/settle';

installOffersPage();
jest.setTimeout(20000);

const STATUS = '/ajax/bardages/statut-offre';

it('three quick clicks on `Appliquer`: one call per offer', async () => {
  const ctx = await setupOffersLoaded({ offers: [offer(3), offer(4)], routes: (s) => s.on('POST', STATUS, reply.json({ statut: 'ok', msg: '' })) });
  for (const ref of ['OFF-3', 'OFF-4']) await ctx.user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
  await ctx.user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
  const dialog = screen.getByRole('dialog');
  await ctx.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
  const apply = within(dialog).getByRole('button', { name: 'Appliquer' });
  fireEvent.click(apply);
  fireEvent.click(apply);
  fireEvent.click(apply);
  await within(dialog).findByRole('button', { name: 'Fermer' });
  await flush();
  expect(ctx.server.callsTo('POST', STATUS).map((c) => (c.body as { offreid: number }).offreid).sort()).toEqual([3, 4]);
});

it('the rest of a triple click on `Appliquer` lands on the buttons that replace it and does nothing: the run goes on, its report stays', async () => {
  const first = deferred<Reply>();
  let n = 0;
  const ctx = await setupOffersLoaded({
    offers: [offer(3), offer(4)],
    routes: (s) => s.on('POST', STATUS, () => (n++ === 0 ? first.promise : reply.json({ statut: 'ok', msg: '' }))),
  });
  for (const ref of ['OFF-3', 'OFF-4']) await ctx.user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
  await ctx.user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
  const dialog = screen.getByRole('dialog');
  await ctx.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }), { detail: 1 });
  // `Arrêter` now stands where `Appliquer` was, focused: the second and third clicks, and Enter's repeats, reach it.
  const stop = await within(dialog).findByRole('button', { name: 'Arrêter' });
  fireEvent.click(stop, { detail: 2 });
  fireEvent.click(stop, { detail: 3 });
  expect(fireEvent.keyDown(stop, { key: 'Enter', repeat: true })).toBe(false); // default prevented: no activation
  first.resolve(reply.json({ statut: 'ok', msg: '' }));
  const close = await within(dialog).findByRole('button', { name: 'Fermer' });
  expect(within(dialog).getByText('2 offres passées au statut Perdu.')).toBeInTheDocument();
  expect(within(dialog).queryByText(/non envoyée/)).toBeNull();
  expect(ctx.server.callsTo('POST', STATUS).map((c) => (c.body as { offreid: number }).offreid).sort()).toEqual([3, 4]);
  // `Fermer` in its turn: a late click of the same gesture leaves the report shown; a new click closes it.
  fireEvent.click(close, { detail: 3 });
  expect(screen.getByRole('dialog')).toBe(dialog);
  fireEvent.click(close, { detail: 1 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('the bulk bar\'s actions are disabled while the rows are the kept copy and the server has not answered', async () => {
  const kept: KeptList<unknown> = { rows: [offer(3), offer(4)], etag: '"v1"', savedAt: 1 };
  const listCache: ListCacheStore = {
    getEtag: async () => '"v1"',
    get: async <Row,>() => kept as KeptList<Row>,
    put: async () => undefined,
    forgetOtherUsers: async () => undefined,
    forgetBase: async () => undefined,
  };
  const answer = deferred<Reply>();
  const ctx = setupOffers({ listCache, list: () => answer.promise });
  await ctx.user.click(await screen.findByRole('checkbox', { name: "Sélectionner l'offre OFF-3" }));
  expect(screen.getByRole('button', { name: 'Changer le statut…' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Masquer…' })).toBeDisabled();
  answer.resolve(reply.json([offer(3), offer(4)]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Changer le statut…' })).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Masquer…' })).toBeEnabled();
});

describe('contacts', () => {
  async function contactsScreen() {
    const server = createFakeServer();
    server.on('GET', '/contacts/list/7', reply.json(manyContacts(3)));
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok', msg: 'Contact supprimé.' }));
    const env = testEnv({ api: createApi({ baseUrl: '', csrfToken: 'jeton', fetch: server.fetch }), baseUrl: '' });
    render(<ContactsScreen env={env} userId={7} isBackoffice={false} />);
    await waitForListComplete();
    return server;
  }

  it('three quick clicks on the bulk `Supprimer`: one delete per contact, all reported deleted', async () => {
    const server = await contactsScreen();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner les contacts de la page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    const remove = within(dialog).getByRole('button', { name: 'Supprimer' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    fireEvent.click(remove);
    expect(await within(dialog).findByText('3 contacts supprimés.')).toBeInTheDocument();
    await settled(server);
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(3);
    expect(within(dialog).queryByText(/non supprimé/)).toBeNull();
  });

  it('a contact deleted says so in a floating notice (the server\'s msg), no dialog to close', async () => {
    const server = await contactsScreen();
    fireEvent.click(screen.getAllByRole('button', { name: /^Supprimer le contact / })[0]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Contact supprimé.', { selector: '[part="notices"] *' });
    await settled(server);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

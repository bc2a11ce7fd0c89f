// What the offer lists ask the server (SPEC.md §6, §7, §8; issue #3 items 4, 5): liste-offres bodies per
// role, Leopard data, the backoffice prescriber filter, out-of-order answers, list-load errors, export.
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, reply, type Reply } from '../support/fakeServer';
import { FAMILY_LIST, LEOPARD, offer, plain, PRESCRIBERS } from '../support/offerFixtures';
import { CSRF, exportUrls, flush, installOffersPage, refsShown, setupOffers, setupOffersLoaded, waitForLoaded } from '../support/offersScreen';

installOffersPage();
// 50-row pages and typed filters are slow under happy-dom when suites run in parallel.
jest.setTimeout(20000);

const prescriberSelect = () => screen.queryByRole('combobox', { name: 'Filtrer par prescripteur' });
const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => plain(o.textContent));

describe.each(FAMILY_LIST)('%s: liste-offres', (family) => {
  it('a prescriber loads their own offers: POST /ajax/{family}/liste-offres {userid: own id}, JSON + CSRF headers', async () => {
    const { listCalls } = await setupOffersLoaded({ family, userId: 5, offers: [offer(1)] });
    expect(listCalls()).toHaveLength(1);
    const call = listCalls()[0];
    expect(call.body).toEqual({ userid: 5 });
    expect(call.headers).toEqual({
      Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': CSRF, 'Content-Type': 'application/json',
    });
    expect(call.credentials).toBe('same-origin');
    expect(prescriberSelect()).toBeNull();
  });

  it('a backoffice user loads every user\'s offers: {userid: "all"}', async () => {
    const { listCalls } = await setupOffersLoaded({ family, userId: 5, isBackoffice: true });
    expect(listCalls().map((c) => c.body)).toEqual([{ userid: 'all' }]);
  });

  it.each([
    [7, true], [11, true], [7, false], [11, false],
  ])('user %i (backoffice %s) starts filtered on their own id', async (userId, isBackoffice) => {
    const { listCalls } = await setupOffersLoaded({ family, userId, isBackoffice });
    expect(listCalls().map((c) => c.body)).toEqual([{ userid: userId }]);
  });

  it('sends leopard_data when the widget has Leopard data, and no such key otherwise', async () => {
    const withLeopard = await setupOffersLoaded({ family, leopard: LEOPARD });
    expect(withLeopard.listCalls()[0].body).toEqual({ userid: 5, leopard_data: LEOPARD.leopard_data });
    withLeopard.view.unmount();
    const without = await setupOffersLoaded({ family });
    expect(without.listCalls()[0].body).not.toHaveProperty('leopard_data');
  });

  it('base-url prefixes the list call', async () => {
    const { listCalls, server } = await setupOffersLoaded({ family, baseUrl: 'https://portal.example/app', offers: [offer(1)] });
    expect(listCalls()[0].url).toBe(`https://portal.example/app/ajax/${family}/liste-offres`);
    expect(server.unmatched()).toEqual([]);
  });
});

describe.each(FAMILY_LIST)('%s: "Filtrer par prescripteur" (backoffice only)', (family) => {
  it('lists Tous then each prescriber as "name, firstname", Tous chosen by default', async () => {
    await setupOffersLoaded({ family, isBackoffice: true, prescribers: PRESCRIBERS });
    const select = prescriberSelect()!;
    expect(optionNames(select)).toEqual(['Tous', 'Durand, Alice', 'Martin, Bruno']);
    expect(plain((select as HTMLSelectElement).selectedOptions[0].textContent)).toBe('Tous');
  });

  it('reloads the list for the chosen prescriber, then for all', async () => {
    const { user, listCalls } = await setupOffersLoaded({
      family, isBackoffice: true, prescribers: PRESCRIBERS,
      list: (call) => reply.json((call.body as { userid: unknown }).userid === 22 ? [offer(22)] : [offer(1), offer(2)]),
    });
    expect(refsShown()).toEqual(['OFF-2', 'OFF-1']);
    await user.selectOptions(prescriberSelect()!, 'Martin, Bruno');
    await waitFor(() => expect(refsShown()).toEqual(['OFF-22']));
    await user.selectOptions(prescriberSelect()!, 'Tous');
    await waitFor(() => expect(refsShown()).toEqual(['OFF-2', 'OFF-1']));
    expect(listCalls().map((c) => c.body)).toEqual([{ userid: 'all' }, { userid: 22 }, { userid: 'all' }]);
  });

  it('while the chosen prescriber\'s list loads, the count says Chargement…, never a wrong count', async () => {
    const gate = deferred<Reply>();
    const { user } = await setupOffersLoaded({
      family, isBackoffice: true, prescribers: PRESCRIBERS,
      list: (call) => ((call.body as { userid: unknown }).userid === 22 ? gate.promise : reply.json([offer(1), offer(2)])),
    });
    const count = () => plain(screen.getByRole('navigation', { name: 'Pagination' }).parentElement?.querySelector('p')?.textContent);
    expect(count()).toBe('2 offres');
    await user.selectOptions(prescriberSelect()!, 'Martin, Bruno');
    await waitFor(() => expect(count()).toBe('Chargement…'));
    gate.resolve(reply.json([offer(22)]));
    await waitFor(() => expect(count()).toBe('1 offre'));
  });

  it('is not shown to a prescriber, even with a prescriber list', async () => {
    await setupOffersLoaded({ family, isBackoffice: false, prescribers: PRESCRIBERS });
    expect(prescriberSelect()).toBeNull();
  });
});

describe('a slower earlier answer never overwrites a newer one', () => {
  it.each([
    ['a fetch that honours abort', false],
    ['a fetch that answers anyway after abort', true],
  ])('with %s', async (_, ignoreAbort) => {
    const slow = deferred<Reply>();
    const { user, listCalls } = setupOffers({
      family: 'parement', isBackoffice: true, prescribers: PRESCRIBERS, server: { ignoreAbort },
      list: (call) => ((call.body as { userid: unknown }).userid === 'all' ? slow.promise : reply.json([offer(21, { offre_ref: 'NEUVE' })])),
    });
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await user.selectOptions(prescriberSelect()!, 'Durand, Alice');
    await waitFor(() => expect(refsShown()).toEqual(['NEUVE']));
    slow.resolve(reply.json([offer(1, { offre_ref: 'ANCIENNE' })]));
    await flush(); // the slow answer delivered (or its aborted fetch ended) and what it set off run
    await waitForLoaded();
    expect(refsShown()).toEqual(['NEUVE']);
    expect(listCalls()[0].aborted).toBe(true);
  });
});

describe('list load errors (SPEC.md §8)', () => {
  it('HTTP 401 goes to /login', async () => {
    const { env } = setupOffers({ list: reply.status(401) });
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/login'));
  });

  it('HTTP 419 reloads the page', async () => {
    const { env } = setupOffers({ list: reply.status(419) });
    await waitFor(() => expect(env.reloadPage).toHaveBeenCalledTimes(1));
  });

  it('another failure shows "une erreur est survenue : ..." in an alert', async () => {
    setupOffers({ list: reply.json({ msg: 'Base indisponible' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain('une erreur est survenue : Base indisponible');
  });
});

// ---- export --------------------------------------------------------------------------------------------

// Since issue 20 the file is fetched (its preparation shown, its failure told), no longer a hidden frame.

describe.each(FAMILY_LIST)('%s: Excel export', (family) => {
  it.each([
    ['a non-empty prescriber list', 'Exporter dans un fichier Excel', PRESCRIBERS],
    ['an empty prescriber list', 'Exporter mes offres sous format Excel', []],
  ])('with %s the button reads "%s"', async (_, label, prescribers) => {
    await setupOffersLoaded({ family, prescribers });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('fetches /{family}/excel-report with the filters, without leaving the page', async () => {
    const { user, env, server } = await setupOffersLoaded({ family, userId: 5, baseUrl: 'https://portal.example/app', offers: [offer(1)] });
    await user.type(screen.getByRole('spinbutton', { name: 'Surface min' }), '12');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget max' }), '5000');
    await user.type(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }), 'maison');
    await user.type(screen.getByRole('textbox', { name: 'Filtrer par ville cliente' }), 'Lyon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Gagné');
    await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
    const url = new URL((await exportUrls(server))[0]);
    expect(`${url.origin}${url.pathname}`).toBe(`https://portal.example/app/${family}/excel-report`);
    const q = url.searchParams;
    expect(q.get('userid')).toBe('5');
    expect(q.get('s_min')).toBe('12');
    expect(q.get('ca_max')).toBe('5000');
    expect(q.get('statut')).toBe('20');
    expect(q.get('offre_nom')).toBe('maison');
    expect(q.get('client_ville')).toBe('Lyon');
    for (const key of ['prods', 's_max', 'ml_min', 'ml_max', 'ca_min']) expect(q.has(key)).toBe(true);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('the export follows the chosen prescriber (backoffice)', async () => {
    const { user, server } = await setupOffersLoaded({ family, isBackoffice: true, prescribers: PRESCRIBERS });
    await user.click(screen.getByRole('button', { name: 'Exporter dans un fichier Excel' }));
    expect(new URL((await exportUrls(server, 1))[0], 'http://x').searchParams.get('userid')).toBe('all');
    await waitFor(() => expect(screen.queryByText('Préparation du fichier Excel…')).toBeNull());
    await user.selectOptions(prescriberSelect()!, 'Durand, Alice');
    await waitForLoaded();
    await user.click(screen.getByRole('button', { name: 'Exporter dans un fichier Excel' }));
    expect(new URL((await exportUrls(server, 2))[1], 'http://x').searchParams.get('userid')).toBe('21');
  });
});

it('bardages export carries the products and the linear-metre bounds', async () => {
  const { user, server } = await setupOffersLoaded({ family: 'bardages', offers: [offer(1)] });
  await user.type(screen.getByRole('spinbutton', { name: 'Qté ml min' }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Filtrer par destination' }), 'Nantes');
  await user.click(screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' }));
  const q = new URL((await exportUrls(server))[0], 'http://x').searchParams;
  expect(q.get('ml_min')).toBe('3');
  expect(q.get('transport_dest')).toBe('Nantes');
});

// Links, the veture tool selector and coming back to a list (SPEC.md §2 links and tool, routes; issue #3
// items 8, 9, 10a).
import { screen, waitFor, within } from '@testing-library/react';
import type { Family } from '../../src/families';
import { reply } from '../support/fakeServer';
import { FAMILY_LIST, LEOPARD, manyOffers, offer, plain, PRESCRIBERS } from '../support/offerFixtures';
import { installOffersPage, refsShown, setupOffersLoaded, waitForListComplete, waitForLoaded } from '../support/offersScreen';

installOffersPage();
// 50-row pages and typed filters are slow under happy-dom when suites run in parallel.
jest.setTimeout(20000);

const link = (name: string) => screen.getByRole('link', { name });
const linkNames = () => screen.getAllByRole('link').map((a) => plain(a.textContent));

describe('new-offer links', () => {
  it.each([
    ['bardages', 'Nouvelle offre', '/bardages/nouvelle/terreal'],
    ['parement', 'Nouvelle offre', '/parement/nouvelle/terreal'],
    ['veture', 'Nouvelle offre Thermoreal-Gebrik', '/veture/nouvelle/gebrik'],
  ] as [Family, string, string][])('%s: "%s" goes to %s plus the Leopard query string', async (family, name, path) => {
    const { user, env } = await setupOffersLoaded({ family, leopard: LEOPARD });
    expect(link(name)).toHaveAttribute('href', `${path}?projet=P-77&etape=2`);
    await user.click(link(name));
    expect(env.navigate).toHaveBeenCalledWith(`${path}?projet=P-77&etape=2`);
  });

  it.each(FAMILY_LIST)('%s: without Leopard data the link has no query string', async (family) => {
    await setupOffersLoaded({ family });
    const newOffer = screen.getAllByRole('link').find((a) => /^Nouvelle offre/.test(a.textContent ?? ''))!;
    expect(newOffer.getAttribute('href')).not.toContain('?');
  });

  it.each([
    [true, ['Nouvelle offre', 'Nouvelle offre Terca', "Retour à l'accueil"]],
    [false, ['Nouvelle offre', "Retour à l'accueil"]],
  ])('parement with terca=%s shows %j', async (terca, names) => {
    await setupOffersLoaded({ family: 'parement', terca, leopard: LEOPARD });
    expect(linkNames()).toEqual(names);
    if (terca) expect(link('Nouvelle offre Terca')).toHaveAttribute('href', '/parement/nouvelle/terca?projet=P-77&etape=2');
  });

  it.each(['bardages', 'veture'] as Family[])('%s never shows the Terca link, even with terca', async (family) => {
    await setupOffersLoaded({ family, terca: true });
    expect(screen.queryByRole('link', { name: 'Nouvelle offre Terca' })).toBeNull();
  });
});

describe.each(FAMILY_LIST)('%s: "Retour à l\'accueil"', (family) => {
  it.each([
    ['Leopard data with origin and query string', LEOPARD, '/leopard/projets?projet=P-77&etape=2'],
    ['no Leopard data', null, '/'],
    ['Leopard data without origin', { querystring: 'projet=P-77', leopard_data: {} }, '/'],
    ['Leopard data without query string', { querystring: '', leopard_data: { origine: 'projets' } }, '/'],
  ])('with %s goes to %s', async (_, leopard, href) => {
    const { user, env } = await setupOffersLoaded({ family, leopard });
    expect(link("Retour à l'accueil")).toHaveAttribute('href', href);
    await user.click(link("Retour à l'accueil"));
    expect(env.navigate).toHaveBeenCalledWith(href);
  });
});

// ---- veture tool --------------------------------------------------------------------------------------

const toolGroup = () => screen.getByRole('group', { name: 'Filtrer les offres pour :' });
const radio = (name: string) => within(toolGroup()).getByRole('radio', { name });
const TOOL_OFFERS = [offer(1, { outil: 'gebrik' }), offer(2, { outil: 'kess' }), offer(3, { outil: '' }), offer(4, { outil: 'KESS' })];

describe('veture tool selector', () => {
  it('offers Thermoreal-Gebrik (default) and Kess (TEST); offers without a tool count as gebrik', async () => {
    await setupOffersLoaded({ family: 'veture', offers: TOOL_OFFERS });
    expect(within(toolGroup()).getAllByRole('radio').map((r) => plain(r.parentElement?.textContent))).toEqual(['Thermoreal-Gebrik', 'Kess (TEST)']);
    expect(radio('Thermoreal-Gebrik')).toBeChecked();
    expect(refsShown()).toEqual(['OFF-3', 'OFF-1']);
  });

  it('choosing Kess shows the kess offers, relabels the new-offer link and writes ?o=kess, keeping other parameters', async () => {
    const { user, env } = await setupOffersLoaded({ family: 'veture', address: '/offres/veture?projet=P-77&o=gebrik#haut', offers: TOOL_OFFERS });
    await user.click(radio('Kess (TEST)'));
    expect(radio('Kess (TEST)')).toBeChecked();
    expect(refsShown()).toEqual(['OFF-4', 'OFF-2']);
    expect(link('Nouvelle offre Kess')).toHaveAttribute('href', '/veture/nouvelle/kess');
    expect(screen.queryByRole('link', { name: 'Nouvelle offre Thermoreal-Gebrik' })).toBeNull();
    const address = new URL(env.address.href);
    expect(address.pathname).toBe('/offres/veture');
    expect(address.searchParams.get('o')).toBe('kess');
    expect(address.searchParams.get('projet')).toBe('P-77');
    expect(address.hash).toBe('#haut');
  });

  it('a change of tool replaces ?o= in the address through the env (no history entry: browserHost.test.ts)', async () => {
    const { user, env } = await setupOffersLoaded({ family: 'veture', offers: TOOL_OFFERS });
    expect(env.address.search()).toBe('?o=gebrik');
    await user.click(radio('Kess (TEST)'));
    expect(env.address.search()).toBe('?o=kess');
    await user.click(radio('Thermoreal-Gebrik'));
    expect(env.address.search()).toBe('?o=gebrik');
    expect(env.address.replaced).toBe(3);
  });

  it.each([
    ['?o=kess', 'Kess (TEST)', ['OFF-4', 'OFF-2']],
    ['?o=gebrik', 'Thermoreal-Gebrik', ['OFF-3', 'OFF-1']],
    ['?o=inconnu', 'Thermoreal-Gebrik', ['OFF-3', 'OFF-1']],
    ['', 'Thermoreal-Gebrik', ['OFF-3', 'OFF-1']],
  ])('the address %j selects %s', async (search, checked, refs) => {
    await setupOffersLoaded({ family: 'veture', address: `/liste${search}`, offers: TOOL_OFFERS });
    expect(radio(checked)).toBeChecked();
    expect(refsShown()).toEqual(refs);
  });

  it('an unknown ?o= is written back as gebrik', async () => {
    const { env } = await setupOffersLoaded({ family: 'veture', address: '/liste?o=inconnu&x=1', offers: TOOL_OFFERS });
    const address = new URL(env.address.href);
    expect(address.searchParams.get('o')).toBe('gebrik');
    expect(address.searchParams.get('x')).toBe('1');
  });

  it.each(['bardages', 'parement'] as Family[])('%s has no tool selector and leaves the address alone', async (family) => {
    const { env } = await setupOffersLoaded({ family, address: '/liste?x=1', offers: TOOL_OFFERS });
    expect(screen.queryByRole('group', { name: 'Filtrer les offres pour :' })).toBeNull();
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    expect(env.address.search()).toBe('?x=1');
    expect(env.address.replaced).toBe(0);
  });
});

// ---- coming back (issue #3 item 10a) ------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: coming back to the list in the same tab', (family) => {
  it('restores filters, sort, page size and prescriber', async () => {
    const offers = manyOffers(80, (id) => ({ offre_nom: id % 2 ? `Impair ${id}` : `Pair ${id}` }));
    const ctx = await setupOffersLoaded({
      family, isBackoffice: true, prescribers: PRESCRIBERS, list: () => reply.json(offers),
    });
    const { user } = ctx;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' }), 'Martin, Bruno');
    await waitForLoaded();
    await user.type(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }), 'pair');
    await user.type(screen.getByRole('spinbutton', { name: 'Surface min' }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    await user.click(screen.getByRole('button', { name: 'N° offre' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '25');
    await waitForListComplete();
    const refs = refsShown();

    ctx.remount();
    await waitForLoaded();
    expect(ctx.listCalls().at(-1)!.body).toEqual({ userid: 22 });
    expect(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' })).toHaveValue('22');
    expect(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" })).toHaveValue('pair');
    expect(screen.getByRole('spinbutton', { name: 'Surface min' })).toHaveValue(50);
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveValue('25');
    expect(screen.getByRole('columnheader', { name: 'N° offre' })).toHaveAttribute('aria-sort', 'ascending');
    expect(refsShown()).toEqual(refs);
  }, 30000);
});

// DEFECT (kept failing on purpose): the page is saved, but on return the list is still loading (no rows),
// useListPage (src/ui/useListScreen.ts) clamps page 2 to page 1 of an empty list, and the clamp is saved.
it('restores the page (page 2 of 3 stays page 2 once the list has loaded again)', async () => {
  const ctx = await setupOffersLoaded({ family: 'bardages', offers: manyOffers(120) });
  await ctx.user.click(screen.getByRole('button', { name: 'Page suivante' }));
  expect(screen.getByText(/^Page \d+ sur \d+$/)).toHaveTextContent('Page 2 sur 3');
  await waitForListComplete();
  const refs = refsShown();
  ctx.remount();
  await waitForLoaded();
  expect(screen.getByText(/^Page \d+ sur \d+$/)).toHaveTextContent('Page 2 sur 3');
  expect(refsShown()).toEqual(refs);
});

it('veture: coming back restores the tool (without ?o= in the address)', async () => {
  const ctx = await setupOffersLoaded({ family: 'veture', offers: TOOL_OFFERS });
  await ctx.user.click(radio('Kess (TEST)'));
  ctx.env.address.goTo('/');
  ctx.remount();
  await waitForLoaded();
  expect(radio('Kess (TEST)')).toBeChecked();
  expect(refsShown()).toEqual(['OFF-4', 'OFF-2']);
});

it('another user in the same tab starts from the defaults', async () => {
  const first = await setupOffersLoaded({ family: 'bardages', userId: 5, offers: [offer(1)] });
  await first.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  first.view.unmount();
  await setupOffersLoaded({ family: 'bardages', userId: 6, offers: [offer(1)] });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('10'));
});

// Issue 21 (family data in src/families): the tool is now the choice of veture's declared scope, and a list
// without a scope keeps no tool of its own. A view kept in the tab and a view saved by the version before
// still load as written then; what is kept now has the same shape ({ list, userFilter, tool, scroll }).
import { screen, within } from '@testing-library/react';
import { offer } from '../support/offerFixtures';
import { installOffersPage, refsShown, setupOffersLoaded, waitForLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const OFFERS = [
  offer(1, { outil: 'gebrik', offre_nom: 'Mairie', offre_statut: '20' }),
  offer(2, { outil: 'kess', offre_nom: 'Mairie annexe', offre_statut: '30' }),
  offer(3, { outil: '', offre_nom: 'École', offre_statut: '10' }),
  offer(4, { outil: 'kess', offre_nom: 'Gymnase', offre_statut: '10' }),
];
const radio = (name: string) => within(screen.getByRole('group', { name: 'Filtrer les offres pour :' })).getByRole('radio', { name });
/** A tab's kept view as the version before issue 21 wrote it (every offer list kept a tool, gebrik by default). */
const keptBefore = (tool: string) => JSON.stringify({
  list: { filters: { offre_nom: 'mairie', statut: '' }, sort: { key: 'offre_ref', dir: 'asc' }, page: 1, pageSize: 25 },
  userFilter: 5, tool, scroll: 0,
});

it.each(['bardages', 'parement'] as const)('%s: a view kept before (tool gebrik) still loads; the list now keeps an empty tool', async (family) => {
  const ctx = await setupOffersLoaded({ family, offers: OFFERS });
  const key = `terreal-widgets:offres:${family}:5`;
  ctx.env.sessionStore.set(key, keptBefore('gebrik'));
  ctx.remount();
  await waitForLoaded();
  expect(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" })).toHaveValue('mairie');
  expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveValue('25');
  expect(refsShown()).toEqual(['OFF-1', 'OFF-2']);
  expect(Object.keys(JSON.parse(ctx.env.sessionStore.get(key)!))).toEqual(['list', 'userFilter', 'tool', 'scroll', 'scrollX']);
  expect(JSON.parse(ctx.env.sessionStore.get(key)!).tool).toBe('');
});

it('veture: a view kept before with tool kess still loads on Kess (no ?o= in the address) and is kept the same way', async () => {
  const ctx = await setupOffersLoaded({ family: 'veture', offers: OFFERS });
  const key = 'terreal-widgets:offres:veture:5';
  ctx.env.sessionStore.set(key, keptBefore('kess'));
  ctx.env.address.goTo('/');
  ctx.remount();
  await waitForLoaded();
  expect(radio('Kess (TEST)')).toBeChecked();
  expect(refsShown()).toEqual(['OFF-2']);
  expect(ctx.env.address.search()).toBe('?o=kess');
  expect(JSON.parse(ctx.env.sessionStore.get(key)!)).toMatchObject({ userFilter: 5, tool: 'kess', scroll: 0 });
});

it('veture: a view saved before (tool kess under `tool`) is offered and brings Kess back', async () => {
  const ctx = await setupOffersLoaded({ family: 'veture', offers: OFFERS });
  ctx.env.localStore.set('terreal-widgets:vues:offres:veture:5', JSON.stringify([
    { name: 'Kess', filters: { statut: '' }, sort: { key: 'id', dir: 'desc' }, pageSize: 50, hidden: [], tool: 'kess' },
  ]));
  ctx.remount();
  await waitForLoaded();
  expect(radio('Thermoreal-Gebrik')).toBeChecked();
  await ctx.user.click(screen.getByRole('button', { name: 'Vues' }));
  await ctx.user.click(screen.getByRole('menuitem', { name: 'Kess' }));
  expect(radio('Kess (TEST)')).toBeChecked();
  expect(refsShown()).toEqual(['OFF-4', 'OFF-2']);
  expect(ctx.env.address.search()).toBe('?o=kess');
});

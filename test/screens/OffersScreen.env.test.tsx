// The screen reaches its host only through WidgetEnv (issue 10): the view state, the hidden columns, the
// saved views, the veture tool in the address, the PDF tab and the kept list all go through the env's
// members, and the test page's own storage, address and IndexedDB stay untouched.
import { screen, waitFor } from '@testing-library/react';
import type { KeptList, ListCacheKey, ListCacheStore } from '../../src/core/listCache';
import { offer } from '../support/offerFixtures';
import { chooseRowAction, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

let pageSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/page-hote?x=1');
  pageSpies = [
    jest.spyOn(window, 'open').mockImplementation(() => null),
    jest.spyOn(window.history, 'replaceState'),
    jest.spyOn(window.history, 'pushState'),
  ];
});
afterEach(() => {
  for (const spy of pageSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
  expect(window.sessionStorage.length).toBe(0);
  expect(window.localStorage.length).toBe(0);
  expect(window.location.search).toBe('?x=1');
});

const OFFERS = [offer(1, { outil: 'gebrik' }), offer(2, { outil: 'kess' })];

it('the view state (filters, page size) is kept in env.sessionStore under the list and user key', async () => {
  const { user, env } = await setupOffersLoaded({ family: 'parement', userId: 9, offers: OFFERS });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '25');
  const kept = JSON.parse(env.sessionStore.get('terreal-widgets:offres:parement:9') ?? 'null');
  expect(kept.list.pageSize).toBe(25);
  expect([...env.sessionStore.entries.keys()]).toEqual(['terreal-widgets:offres:parement:9']);
});

it('a view state found in env.sessionStore is restored', async () => {
  const { env, remount } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
  const view = JSON.parse(env.sessionStore.get('terreal-widgets:offres:bardages:5')!);
  env.sessionStore.set('terreal-widgets:offres:bardages:5', JSON.stringify({ ...view, list: { ...view.list, pageSize: 50 } }));
  remount();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveValue('50'));
});

it('hidden columns are kept in env.localStore', async () => {
  const { user, env } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
  await user.click(screen.getByRole('button', { name: 'Colonnes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chantier' }));
  await user.keyboard('{Escape}');
  expect(env.localStore.get('terreal-widgets:colonnes:bardages:5')).toBe(JSON.stringify(['projet_nom']));
});

it('saved views are kept in env.localStore', async () => {
  const { user, env } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
  await user.click(screen.getByRole('button', { name: 'Vues' }));
  await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
  await user.type(screen.getByRole('textbox', { name: 'Nom de la vue' }), 'Ma vue');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(JSON.parse(env.localStore.get('terreal-widgets:vues:offres:bardages:5')!)).toEqual([expect.objectContaining({ name: 'Ma vue' })]);
});

it('the veture tool is read from and written to env.address', async () => {
  const { user, env } = await setupOffersLoaded({ family: 'veture', address: '/liste?o=kess', offers: OFFERS });
  expect(screen.getByRole('radio', { name: 'Kess (TEST)' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Thermoreal-Gebrik' }));
  expect(env.address.search()).toBe('?o=gebrik');
});

it('the PDF opens through env.openWindow', async () => {
  const { user, env } = await setupOffersLoaded({ family: 'veture', offers: OFFERS });
  await chooseRowAction(user, 'OFF-1', 'Afficher le PDF');
  expect(env.openWindow.mock.calls).toEqual([['/veture/affiche-pdf-offre?offreid=1']]);
});

it('the list is kept in env.listCache', async () => {
  const asked: string[] = [];
  const kept: { key: ListCacheKey; list: KeptList<unknown> }[] = [];
  const listCache: ListCacheStore = {
    getEtag: async (key) => { asked.push(key.list); return null; },
    get: async () => null,
    put: async (key, list) => { kept.push({ key, list }); },
    forgetOtherUsers: async () => undefined,
    forgetBase: async () => undefined,
  };
  await setupOffersLoaded({ family: 'bardages', userId: 5, offers: OFFERS, listCache });
  expect(asked).toEqual(['offres/bardages']);
  await waitFor(() => expect(kept).toHaveLength(1));
  expect(kept[0].key).toMatchObject({ baseUrl: '', userId: 5, list: 'offres/bardages' });
  expect((kept[0].list.rows as { id: number }[]).map((r) => r.id)).toEqual([1, 2]);
});

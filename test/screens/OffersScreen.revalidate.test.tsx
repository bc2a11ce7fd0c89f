// Others' changes come in: the page shown again after at least a minute, or `Actualiser`, revalidates the
// list with its ETag; a 304 changes nothing; new data updates the rows in place, the focus where it was.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KeptList, ListCacheStore } from '../../src/core/listCache';
import type { Offer } from '../../src/core/types';
import { reply, type RecordedCall } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';
import { flush, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The server's list: `rows` with ETag `"v{version}"`, 304 when asked with the current one. */
function versionedList() {
  const state = { version: 1, rows: [offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '10' })] as Offer[] };
  const kept: { list: KeptList<unknown> | null } = { list: null };
  const listCache: ListCacheStore = {
    getEtag: async () => kept.list?.etag ?? null,
    get: async <Row,>() => kept.list as KeptList<Row> | null,
    put: async (_k, list) => { kept.list = list; },
    forgetOtherUsers: async () => undefined,
    forgetBase: async () => undefined,
  };
  const handler = (call: RecordedCall) => {
    const etag = `"v${state.version}"`;
    return call.headers['If-None-Match'] === etag ? { status: 304, text: '' } : reply.json(state.rows, 200, { headers: { ETag: etag } });
  };
  return { state, kept, listCache, handler };
}

async function loadedAt(start: number) {
  const server = versionedList();
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  const ctx = await setupOffersLoaded({ listCache: server.listCache, list: server.handler });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  await waitFor(() => expect(server.kept.list).not.toBeNull());
  return { ...ctx, ...server, now };
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

it('back after a minute hidden: new data updates the rows in place, the focus stays on its control', async () => {
  const ctx = await loadedAt(1_000_000);
  statusOf('OFF-4').focus();
  const focused = statusOf('OFF-4');
  setVisibility('hidden');
  ctx.state.version = 2;
  ctx.state.rows = [offer(3, { offre_statut: '40' }), offer(4, { offre_statut: '10' })];
  ctx.now.mockReturnValue(1_000_000 + 61_000);
  setVisibility('visible');
  await waitFor(() => expect(statusOf('OFF-3')).toHaveValue('40'));
  expect(ctx.listCalls().at(-1)!.headers['If-None-Match']).toBe('"v1"');
  expect(statusOf('OFF-4')).toBe(focused);
  expect(document.activeElement).toBe(focused);
});

it('back after a few seconds: nothing asked', async () => {
  const ctx = await loadedAt(1_000_000);
  const calls = ctx.listCalls().length;
  setVisibility('hidden');
  ctx.now.mockReturnValue(1_000_000 + 5_000);
  setVisibility('visible');
  await flush();
  expect(ctx.listCalls()).toHaveLength(calls);
});

it('`Actualiser` revalidates; a 304 changes nothing on the page', async () => {
  const ctx = await loadedAt(1_000_000);
  const calls = ctx.listCalls().length;
  const table = screen.getByRole('grid');
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(table.querySelector('tbody')!, { subtree: true, childList: true, attributes: true, characterData: true });
  fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
  await waitFor(() => expect(ctx.listCalls()).toHaveLength(calls + 1));
  await flush();
  observer.disconnect();
  expect(ctx.listCalls().at(-1)!.headers['If-None-Match']).toBe('"v1"');
  expect(changes).toEqual([]);
  expect(statusOf('OFF-3')).toHaveValue('10');
});

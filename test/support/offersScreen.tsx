// Renders the offers screen (preact in the screens project, as shipped; react-dom in screens-react)
// over the real API client and the fake fetch of fakeServer.ts, and reads it as a user does (roles, names,
// visible text).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { createApi } from '../../src/core/api';
import type { ListCacheStore } from '../../src/core/listCache';
import type { LeopardData, Offer, Prescriber } from '../../src/core/types';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { OffersScreen } from '../../src/screens/OffersScreen';
import { testEnv } from './env';
import { createFakeServer, reply, type FakeServer, type FakeServerOptions, type Handler } from './fakeServer';
import { waitForListComplete } from './listComplete';
import { settled } from './settle';
import { plain } from './offerFixtures';

export const CSRF = 'jeton-offres';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The URLs the Excel export fetched, once there are `count` of them. */
export async function exportUrls(server: FakeServer, count = 1): Promise<string[]> {
  await waitFor(() => expect(server.callsTo('GET', /\/excel-report\?/).length).toBeGreaterThanOrEqual(count));
  return server.callsTo('GET', /\/excel-report\?/).map((c) => c.url);
}

export interface OffersSetupOptions {
  family?: Family;
  offers?: Offer[];
  /** Answer of POST liste-offres (default: the offers as JSON). */
  list?: Handler;
  userId?: number | null;
  isBackoffice?: boolean;
  prescribers?: Prescriber[];
  leopard?: LeopardData | null;
  terca?: boolean;
  appVersion?: number;
  baseUrl?: string;
  /** The page address the screen starts with (path, query, hash; default '/'). */
  address?: string;
  /** Where the screen keeps its last list (default: keeps nothing). */
  listCache?: ListCacheStore;
  /** The user's clock (default: the real one). */
  now?: Date;
  server?: FakeServerOptions;
  /** Extra routes, registered before the first render. */
  routes?(server: FakeServer): void;
  /** Options for userEvent.setup (e.g. advanceTimers with fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function setupOffers(options: OffersSetupOptions = {}) {
  const family = options.family ?? 'bardages';
  const baseUrl = options.baseUrl ?? '';
  const userId = options.userId === undefined ? 5 : options.userId;
  const server = createFakeServer(options.server);
  // The Excel export fetches its file (issue 20); a test's own route for it wins (registered later).
  server.on('GET', /\/excel-report\?/, { text: 'PK-xlsx', contentType: XLSX_TYPE });
  currentServer = server;
  options.routes?.(server);
  server.on('POST', `${baseUrl}/ajax/${family}/liste-offres`, options.list ?? reply.json(options.offers ?? []));
  const env = Object.assign(
    testEnv({ api: createApi({ baseUrl, csrfToken: CSRF, fetch: server.fetch }), baseUrl, address: options.address, listCache: options.listCache, now: options.now }),
    { fetch: server.fetch },
  );
  const user = userEvent.setup(options.userOptions);
  const element = (over: { userId?: number | null } = {}) => (
    <OffersScreen
      env={env}
      config={FAMILY_CONFIGS[family]}
      userId={over.userId === undefined ? userId : over.userId}
      isBackoffice={options.isBackoffice ?? false}
      prescribers={options.prescribers ?? []}
      leopard={options.leopard ?? null}
      terca={options.terca ?? false}
      appVersion={options.appVersion ?? 2}
    />
  );
  let view = render(element());
  const listCalls = () => server.callsTo('POST', `${baseUrl}/ajax/${family}/liste-offres`);
  /** Unmounts and renders the same screen again (same env: same stores, same address): "coming back". */
  const remount = () => {
    view.unmount();
    view = render(element());
    return view;
  };
  return {
    family, server, env, user, listCalls, remount,
    get view() { return view; },
    rerenderWith: (o: { userId?: number | null }) => view.rerender(element(o)),
  };
}

export async function setupOffersLoaded(options: OffersSetupOptions = {}) {
  const ctx = setupOffers(options);
  await waitForLoaded();
  return ctx;
}

// ---- reading the screen ----------------------------------------------------------------------------

export { busyLists, loadingIndicator, waitForListComplete } from './listComplete';
/** Loaded means complete here: every row built (see listComplete.ts). */
export const waitForLoaded = waitForListComplete;

export const table = () => screen.getByRole('grid');
export const headerNames = () => within(table()).getAllByRole('columnheader').map((th) => computeAccessibleName(th).trim());
/**
 * Where the column named `name` sits among a row's cells: the position of its header among the header row's
 * cells (the selection's header, `Sélection`, comes before the columns).
 */
export function cellIndexOf(name: string): number {
  const th = within(table()).getAllByRole('columnheader').find((h) => computeAccessibleName(h).trim() === name);
  return th ? Array.from(th.parentElement!.children).indexOf(th) : -1;
}

/** The body rows (tbody's), in order: records, group heads, the empty text. */
export function bodyRows(): HTMLElement[] {
  return within(table()).getAllByRole('row').filter((r) => r.parentElement?.tagName === 'TBODY');
}

/** The totals line (tfoot's row). */
export function footerRow(): HTMLElement {
  const rows = within(table()).getAllByRole('row').filter((r) => r.parentElement?.tagName === 'TFOOT');
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** A row's cells in order: its data cells and its header (the name cell is the row's rowheader). */
export const cellsOf = (row: HTMLElement): HTMLTableCellElement[] => Array.from((row as HTMLTableRowElement).cells);

/** Texts of one column (by header name) for the rows shown, spaces normalised. */
export function columnTexts(name: string): string[] {
  const index = cellIndexOf(name);
  if (index < 0) throw new Error(`no column ${name}; columns: ${headerNames().join(' | ')}`);
  return bodyRows().map((row) => plain(cellsOf(row)[index].textContent));
}

/** Offer references (column N° offre) in display order. */
export const refsShown = () => {
  const rows = bodyRows();
  if (rows.length === 1 && cellsOf(rows[0]).length === 1) return [];
  return columnTexts('N° offre');
};

export function cellOf(row: HTMLElement, column: string): HTMLElement {
  const index = cellIndexOf(column);
  if (index < 0) throw new Error(`no column ${column}`);
  return cellsOf(row)[index];
}

export function rowOf(ref: string): HTMLElement {
  const index = cellIndexOf('N° offre');
  const row = bodyRows().find((r) => cellsOf(r)[index]?.textContent === ref);
  if (!row) throw new Error(`no row for ${ref}; rows: ${refsShown().join(' | ')}`);
  return row;
}

export const emptyText = () => {
  const rows = bodyRows();
  return rows.length === 1 && cellsOf(rows[0]).length === 1 ? plain(rows[0].textContent) : null;
};

/** Opens the row's action menu by clicking its menu button; returns the menu. */
export async function openRowMenu(user: ReturnType<typeof userEvent.setup>, ref: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `Actions de l'offre ${ref}` }));
  return screen.getByRole('menu', { name: `Actions de l'offre ${ref}` });
}

export async function chooseRowAction(user: ReturnType<typeof userEvent.setup>, ref: string, item: string): Promise<void> {
  const menu = await openRowMenu(user, ref);
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

/** Saves the current view under `name` (`Vues` → `Enregistrer la vue actuelle…`, its dialog's `Nom de la vue`). */
export async function saveView(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Vues' }));
  await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la vue' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
}
export const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((i) => plain(i.textContent));

/** The text of the pager's count (e.g. '3 offres sur 5'). */
export const pagerCount = () => plain(screen.getByRole('navigation', { name: 'Pagination' }).previousElementSibling?.textContent);

/**
 * happy-dom loads an iframe's src over the real network; the download frame (Excel, PDF) must only be
 * looked at, never fetched, in these tests.
 */
export function disableFrameLoading(): void {
  const settings = (window as unknown as { happyDOM?: { settings?: { disableIframePageLoading?: boolean } } }).happyDOM?.settings;
  if (settings) settings.disableIframePageLoading = true;
}

/** happy-dom's own console notice for a frame it did not load (see disableFrameLoading). */
export const isFrameLoadingNotice = (args: unknown[]): boolean =>
  args.length === 1 && String((args[0] as Error)?.message ?? '').includes('Iframe page loading is disabled');

/**
 * Per-test page hygiene for the offers screen files: React warnings (act, keys, updates after unmount) logged through console.error count as failures.
 */
export function installOffersPage(): { consoleError(): jest.SpyInstance } {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    disableFrameLoading();
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const calls = spy.mock.calls.filter((args) => !isFrameLoadingNotice(args));
    spy.mockRestore();
    jest.useRealTimers();
    expect(calls).toEqual([]);
  });
  return { consoleError: () => spy };
}

/** The fake server of the screen set up last (setupOffers). */
let currentServer: FakeServer | null = null;

/**
 * Lets what is under way finish (for "nothing happens" checks, and after releasing a held answer): a
 * condition, not a sleep: no request in flight at the fake server and what the answers set off has run
 * (test/support/settle.ts).
 */
export const flush = () => settled(currentServer!);

/**
 * happy-dom lays nothing out: the screen's element (`part="screen"`) is given a width, `initial` at each test's
 * start and `set(w)` within one (the other elements keep happy-dom's empty boxes).
 */
export function givenScreenWidth(initial: number): { set(width: number): void } {
  let width = initial;
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    width = initial;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rect = realRect.call(this);
      if (this.getAttribute('part') !== 'screen') return rect;
      return { ...rect.toJSON(), x: 0, y: 0, top: 0, left: 0, width, height: 600, right: width, bottom: 600, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return { set: (w) => { width = w; } };
}

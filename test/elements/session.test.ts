// Issue 22 on the real elements (happy-dom, preact as shipped): a refused base-url sends nothing,
// no CSRF token sends no POST, `terreal-session-expired` before the one reload of a 419, and other users'
// view states are forgotten when a widget starts (the IndexedDB part: test/screens/useRemoteList.cache).
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import '../../src/index';
import * as bundle from '../../src/index';
import { SESSION_RELOAD_KEY } from '../../src/core/sessionReload';
import { elementsSettled } from '../support/elementsSettled';
import { reply, type FakeServer, useFakeServerPage } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';

jest.setTimeout(20000);

let server: FakeServer;
let consoleError: jest.SpyInstance;
useFakeServerPage((s, spy) => { server = s; consoleError = spy; });
beforeEach(() => {
  const settings = (window as unknown as { happyDOM?: { settings?: { disableIframePageLoading?: boolean } } }).happyDOM?.settings;
  if (settings) settings.disableIframePageLoading = true;
});

function mount(tag: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}
const ui = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
/** The elements have rendered what was done to them, run its effects, and had every request answered. */
const settled = () => elementsSettled(server);
const errorsNaming = (name: string) => consoleError.mock.calls.filter((args) => args.map(String).join(' ').includes(`"${name}"`));

describe('base-url that leaves the origin: refused, nothing requested', () => {
  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example'])('%j', async (baseUrl) => {
    const offers = mount('terreal-offres-bardages', { userid: '5', 'base-url': baseUrl });
    const contacts = mount('terreal-contacts', { userid: '5', 'base-url': baseUrl });
    for (const el of [offers, contacts]) {
      expect(await ui(el).findByRole('alert')).toHaveTextContent('Adresse du serveur refusée (attribut « base-url »)');
    }
    await settled(); // the first renders' effects have run: a list request would have been sent
    expect(server.calls).toHaveLength(0);
    expect(errorsNaming('base-url')).toHaveLength(2); // one per element
    offers.setAttribute('is-backoffice', 'true'); // another render: no second message, still nothing sent
    await settled();
    expect(errorsNaming('base-url')).toHaveLength(2);
    expect(server.calls).toHaveLength(0);
  });
});

it('no CSRF token at all (no attribute, no <meta>): no POST, one console.error naming csrf-token, a French message', async () => {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
  server.on('POST', '/ajax/bardages/liste-offres', reply.json([offer(3)]));
  const el = mount('terreal-offres-bardages', { userid: '5' });
  const alert = await ui(el).findByRole('alert');
  expect(alert).toHaveTextContent("jeton de sécurité absent de la page (csrf-token) : la demande n'a pas été envoyée");
  expect(server.calls).toHaveLength(0);
  expect(errorsNaming('csrf-token')).toHaveLength(1);
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
  await settled(); // the retry has run (its render, its effect's load): a POST would have been sent
  expect(server.calls).toHaveLength(0);
  expect(errorsNaming('csrf-token')).toHaveLength(1);
});

it('a 419 dispatches terreal-session-expired (bubbles, composed, cancelable, {status}); cancelled: no reload, nothing kept', async () => {
  server.on('POST', '/ajax/bardages/liste-offres', reply.status(419));
  const seen: CustomEvent[] = [];
  const listener = (e: Event) => { seen.push(e as CustomEvent); e.preventDefault(); };
  document.addEventListener('terreal-session-expired', listener);
  try {
    const el = mount('terreal-offres-bardages', { userid: '5' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ bubbles: true, composed: true, cancelable: true, detail: { status: 419 } });
    expect(seen[0].target).toBe(el);
    expect(window.sessionStorage.getItem(SESSION_RELOAD_KEY)).toBeNull();
    expect(await ui(el).findByRole('alert')).toHaveTextContent('La session a expiré. Veuillez recharger cette page.');
  } finally {
    document.removeEventListener('terreal-session-expired', listener);
  }
});

describe('nothing left behind in the tab', () => {
  const viewOf = (family: string, user: number) => `terreal-widgets:offres:${family}:${user}`;

  it('a widget starting for user 6 deletes the view states (filters, search text) of every other user', async () => {
    window.sessionStorage.setItem(viewOf('bardages', 5), JSON.stringify({ list: { filters: { q: 'Chantier secret' } } }));
    window.sessionStorage.setItem(viewOf('veture', 5), '{}');
    window.sessionStorage.setItem('app-de-l-hote', 'garde');
    server.on('POST', '/ajax/bardages/liste-offres', reply.json([offer(3)]));
    const el = mount('terreal-offres-bardages', { userid: '6' });
    await ui(el).findByText('OFF-3', {}, { timeout: 5000 });
    expect(window.sessionStorage.getItem(viewOf('bardages', 5))).toBeNull();
    expect(window.sessionStorage.getItem(viewOf('veture', 5))).toBeNull();
    expect(window.sessionStorage.getItem('app-de-l-hote')).toBe('garde');
    expect(window.sessionStorage.getItem(viewOf('bardages', 6))).not.toBeNull();
  });

  it('a widget starting for another user (8) forgets the other users\' saved views (localStorage), not its own', async () => {
    window.localStorage.setItem('terreal-widgets:vues:offres:bardages:5', '[]');
    window.localStorage.setItem('terreal-widgets:vues:offres:bardages:8', '[]');
    window.localStorage.setItem('app-de-l-hote', 'garde');
    server.on('POST', '/ajax/bardages/liste-offres', reply.json([offer(3)]));
    const el = mount('terreal-offres-bardages', { userid: '8' });
    await ui(el).findByText('OFF-3', {}, { timeout: 5000 });
    expect(window.localStorage.getItem('terreal-widgets:vues:offres:bardages:5')).toBeNull();
    expect(window.localStorage.getItem('terreal-widgets:vues:offres:bardages:8')).toBe('[]');
    expect(window.localStorage.getItem('app-de-l-hote')).toBe('garde');
    window.localStorage.clear();
  });

  it('TerrealWidgets.clearStoredData() deletes every user\'s saved views too, and leaves the host\'s keys', async () => {
    window.localStorage.setItem('terreal-widgets:vues:contacts:5', '[]');
    window.localStorage.setItem('app-de-l-hote', 'garde');
    await bundle.clearStoredData();
    expect(window.localStorage.getItem('terreal-widgets:vues:contacts:5')).toBeNull();
    expect(window.localStorage.getItem('app-de-l-hote')).toBe('garde');
    window.localStorage.clear();
  });

  it('TerrealWidgets.clearStoredData() deletes every user\'s view state, and leaves the host\'s keys', async () => {
    window.sessionStorage.setItem(viewOf('bardages', 5), '{}');
    window.sessionStorage.setItem(viewOf('parement', 6), '{}');
    window.sessionStorage.setItem('app-de-l-hote', 'garde');
    await expect(bundle.clearStoredData()).resolves.toBeUndefined();
    expect(window.sessionStorage.getItem(viewOf('bardages', 5))).toBeNull();
    expect(window.sessionStorage.getItem(viewOf('parement', 6))).toBeNull();
    expect(window.sessionStorage.getItem('app-de-l-hote')).toBe('garde');
  });
});

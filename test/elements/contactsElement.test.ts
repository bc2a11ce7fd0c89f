// <terreal-contacts> as a host page uses it (DESIGN.md §2): the real custom element from src/index.ts,
// built on preact as shipped (moduleNameMapper), under happy-dom, with globalThis.fetch stubbed.
import { configure, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { defineTerrealElements } from '../../src/index';
import { contact } from '../support/contactFixtures';
import { elementsSettled } from '../support/elementsSettled';
import { reply, type FakeServer, type HeldRoute, useFakeServerPage } from '../support/fakeServer';

// Generous async timeout: the whole unit run shares 2 cores with other suites.
configure({ asyncUtilTimeout: 4000 });

const TAG = 'terreal-contacts';
const CONTACTS = [
  contact(42, { societe: 'Tuiles Martin', nom: 'Jean Dupont' }),
  contact(43, { societe: 'Briques & Co', nom: 'Paul Durand' }),
];

let server: FakeServer;
let consoleError: jest.SpyInstance;
useFakeServerPage((s, spy) => { server = s; consoleError = spy; });

afterEach(() => {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
});

function mount(attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

/** Testing Library queries inside the element's shadow root. */
const ui = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
const shown = (el: HTMLElement, text: string) => ui(el).findByText(text);
/** The elements have rendered what was done to them, run its effects, and had every request answered (held routes excepted). */
const settled = () => elementsSettled(server);

function rowOf(el: HTMLElement, societe: string): HTMLElement {
  // The Société column's cell (the row's header): at its header's place in the header row, after `Sélection`.
  const th = ui(el).getByRole('columnheader', { name: /^Société/ });
  const at = Array.from(th.parentElement!.children).indexOf(th);
  const row = ui(el).getAllByRole('row').find((r) => Array.from((r as HTMLTableRowElement).cells)[at]?.textContent === societe);
  if (!row) throw new Error(`no row for ${societe}`);
  return row;
}

async function mountLoaded(attributes: Record<string, string>, listUrl = '/contacts/list/7') {
  server.on('GET', listUrl, reply.json(CONTACTS));
  const el = mount(attributes);
  await shown(el, 'Tuiles Martin');
  return el;
}

async function deleteFirstContact(el: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(rowOf(el, 'Tuiles Martin')).getByRole('button', { name: /^Supprimer le contact / }));
  const dialog = await ui(el).findByRole('dialog'); // a part loaded on demand (ui/lazyPart)
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(server.callsTo('POST', /\/ajax\/contacts\/delete$/)).toHaveLength(1));
  return server.callsTo('POST', /\/ajax\/contacts\/delete$/)[0];
}

const consoleErrorsNaming = (name: string) =>
  consoleError.mock.calls.filter((args) => args.map(String).join(' ').includes(`"${name}"`));

describe('<terreal-contacts>: rendering', () => {
  it('renders the contacts table in an open shadow root', async () => {
    const el = await mountLoaded({ userid: '7' });
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot!.mode).toBe('open');
    const table = ui(el).getByRole('grid', { name: 'Contacts' });
    expect(within(table).getAllByRole('columnheader').map((th) => computeAccessibleName(th).trim()))
      .toEqual(['Sélection', 'Société', 'Entreprise / négoce', 'Contact', 'E-mail', 'Code postal', 'Ville', 'Actions']);
    // nothing leaks into the light DOM
    expect(el.children).toHaveLength(0);
    expect(document.body.querySelector('table')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('adopts its styles in the shadow root and adds nothing to document.head', async () => {
    const headBefore = document.head.innerHTML;
    const el = await mountLoaded({ userid: '7' });
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText)).join('\n');
    expect(rules).toMatch(/:host/);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    expect(document.adoptedStyleSheets ?? []).toHaveLength(0);
  });
});

describe('<terreal-contacts>: attributes → requests', () => {
  it('userid picks the list: GET /contacts/list/{userid} with the JSON/XHR headers', async () => {
    await mountLoaded({ userid: '7' });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /contacts/list/7']);
    expect(server.calls[0].headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
    expect(server.calls[0].credentials).toBe('same-origin');
  });

  it('base-url prefixes every call (list and delete) and every link', async () => {
    const base = 'https://portal.example/app';
    server.on('POST', `${base}/ajax/contacts/delete`, reply.json({ statut: 'ok', msg: '' }));
    const el = await mountLoaded({ 'base-url': `${base}/`, userid: '7' }, `${base}/contacts/list/7`);
    const hrefs: string[] = [];
    el.addEventListener('terreal-navigate', (e) => { e.preventDefault(); hrefs.push((e as CustomEvent<{ href: string }>).detail.href); });
    await userEvent.setup().click(within(rowOf(el, 'Tuiles Martin')).getByRole('button', { name: /^Modifier le contact / }));
    expect(hrefs).toEqual([`${base}/contacts/42`]);
    const call = await deleteFirstContact(el);
    expect(call.url).toBe(`${base}/ajax/contacts/delete`);
    expect(server.unmatched().map((c) => `${c.method} ${c.url}`)).toEqual([]);
  });

  it.each([
    ['the csrf-token attribute (it wins over the meta tag)', { 'csrf-token': 'jeton-attribut' }, 'jeton-meta', 'jeton-attribut'],
    ['the page\'s <meta name="csrf-token"> when the attribute is absent', {}, 'jeton-meta', 'jeton-meta'],
  ])('a POST carries X-CSRF-TOKEN from %s', async (_, attributes, meta, expected) => {
    document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove()); // the page's own, set by useFakeServerPage
    const tag = document.createElement('meta');
    tag.setAttribute('name', 'csrf-token');
    tag.setAttribute('content', meta);
    document.head.append(tag);
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok', msg: '' }));
    const el = await mountLoaded({ userid: '7', ...attributes });
    const call = await deleteFirstContact(el);
    expect(call.headers['X-CSRF-TOKEN']).toBe(expected);
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.body).toEqual({ id: 42, societe: 'Tuiles Martin', nom: 'Jean Dupont' });
  });

  // Hosts set attributes one by one (frameworks, document.createElement + setAttribute) and the HTML
  // parser adds them one by one after constructing an already-defined element: no request may leave
  // before the element is connected with all its attributes, and none may go to the host's own origin.
  it.each([
    ['set by script before the element is attached', () => {
      const el = document.createElement(TAG);
      el.setAttribute('userid', '7');
      el.setAttribute('base-url', 'https://portal.example/app');
      el.setAttribute('csrf-token', 'jeton');
      return el;
    }],
    ['parsed from HTML', () => {
      const box = document.createElement('div');
      box.innerHTML = '<terreal-contacts userid="7" base-url="https://portal.example/app"></terreal-contacts>';
      return box;
    }],
  ])('attributes %s: the only request is the list under base-url, sent once connected', async (_, build) => {
    server.on('GET', 'https://portal.example/app/contacts/list/7', reply.json(CONTACTS));
    const node = build();
    await settled(); // a render the attributes queued has run, and its effects: a request would have been sent
    expect(server.calls.map((c) => c.url)).toEqual([]);
    document.body.append(node);
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await settled(); // the list answered and shown: a second request would have been sent
    expect(server.calls.map((c) => c.url)).toEqual(['https://portal.example/app/contacts/list/7']);
  });

  it('changing userid reloads the list; the superseded request is aborted and its answer ignored', async () => {
    const held7: HeldRoute = server.hold('GET', '/contacts/list/7');
    server.on('GET', '/contacts/list/8', reply.json([contact(2, { societe: 'Liste de 8' })]));
    const el = mount({ userid: '7' });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    el.setAttribute('userid', '8');
    await shown(el, 'Liste de 8');
    expect(server.calls.map((c) => c.url)).toEqual(['/contacts/list/7', '/contacts/list/8']);
    expect(server.calls[0].aborted).toBe(true);
    held7.release(reply.json([contact(1, { societe: 'Liste de 7' })]));
    await settled(); // the released answer delivered and what it set off run
    expect(ui(el).queryByText('Liste de 7')).toBeNull();
    expect(ui(el).getByText('Liste de 8')).toBeInTheDocument();
  });

  it('changing userid after the first list was shown replaces it', async () => {
    server.on('GET', '/contacts/list/8', reply.json([contact(2, { societe: 'Liste de 8' })]));
    const el = await mountLoaded({ userid: '7' });
    el.setAttribute('userid', '8');
    await shown(el, 'Liste de 8');
    expect(ui(el).queryByText('Tuiles Martin')).toBeNull();
  });

  it('removing userid stops showing the previous user\'s list (r2wc would keep the old value)', async () => {
    const el = await mountLoaded({ userid: '7' });
    el.removeAttribute('userid');
    await waitFor(() => expect(ui(el).queryByText('Tuiles Martin')).toBeNull());
    expect(ui(el).getByRole('alert')).toHaveTextContent(/userid/);
    expect(server.calls).toHaveLength(1);
  });
});

describe('<terreal-contacts>: delete under preact', () => {
  it('two clicks on the confirm button in one task send one request; statut ok removes the row', async () => {
    const held = server.hold('POST', '/ajax/contacts/delete');
    const el = await mountLoaded({ userid: '7' });
    await userEvent.setup().click(within(rowOf(el, 'Tuiles Martin')).getByRole('button', { name: /^Supprimer le contact / }));
    const dialog = await ui(el).findByRole('dialog');
    expect(within(dialog).getByText('Si vous confirmez, le contact sera définitivement supprimé de la base de données.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    confirm.click();
    confirm.click();
    await settled(); // both clicks handled and rendered: a second delete would have been sent
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(1);
    held.release(reply.json({ statut: 'ok', msg: '' }));
    await waitFor(() => expect(ui(el).queryByText('Tuiles Martin')).toBeNull());
    expect(ui(el).getByText('Briques & Co')).toBeInTheDocument();
    expect(ui(el).queryByRole('dialog')).toBeNull();
  });
});

describe('<terreal-contacts>: terreal-navigate', () => {
  it('is dispatched on the element, bubbles out of the shadow root to document, cancelable, with detail {href}', async () => {
    const el = await mountLoaded({ userid: '7' });
    const atDocument: Array<{ event: CustomEvent; target: EventTarget | null }> = [];
    const onElement: CustomEvent[] = [];
    const listener = (e: Event) => { atDocument.push({ event: e as CustomEvent, target: e.target }); e.preventDefault(); };
    el.addEventListener('terreal-navigate', (e) => onElement.push(e as CustomEvent));
    document.addEventListener('terreal-navigate', listener);
    const hrefBefore = window.location.href;
    try {
      await userEvent.setup().click(within(rowOf(el, 'Tuiles Martin')).getByRole('button', { name: /^Modifier le contact / }));
    } finally {
      document.removeEventListener('terreal-navigate', listener);
    }
    expect(onElement).toHaveLength(1);
    expect(atDocument).toHaveLength(1);
    const { event, target } = atDocument[0];
    expect(target).toBe(el);
    expect(event.type).toBe('terreal-navigate');
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.cancelable).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(event.detail).toEqual({ href: '/contacts/42' });
    // prevented: the widget leaves the window where it is
    expect(window.location.href).toBe(hrefBefore);
  });

  it('is sent for /login when the list answers 401 (and the host may cancel it)', async () => {
    server.on('GET', 'https://portal.example/app/contacts/list/7', reply.status(401));
    const hrefs: string[] = [];
    const listener = (e: Event) => { e.preventDefault(); hrefs.push((e as CustomEvent<{ href: string }>).detail.href); };
    document.addEventListener('terreal-navigate', listener);
    const hrefBefore = window.location.href;
    try {
      mount({ 'base-url': 'https://portal.example/app', userid: '7' });
      await waitFor(() => expect(hrefs).toEqual(['https://portal.example/app/login']));
    } finally {
      document.removeEventListener('terreal-navigate', listener);
    }
    expect(window.location.href).toBe(hrefBefore);
  });

  it('when nobody cancels it, the widget sets window.location.href', async () => {
    const el = await mountLoaded({ userid: '7' });
    const assigned: string[] = [];
    const setHref = jest.spyOn(window.location, 'href', 'set').mockImplementation((v: string) => { assigned.push(String(v)); });
    try {
      await userEvent.setup().click(within(rowOf(el, 'Tuiles Martin')).getByRole('button', { name: /^Modifier le contact / }));
    } finally {
      setHref.mockRestore();
    }
    expect(assigned).toEqual(['/contacts/42']);
  });
});

describe('<terreal-contacts>: defining the element', () => {
  it('calling defineTerrealElements() again does not throw and keeps the element', () => {
    const before = customElements.get(TAG);
    expect(before).toBeDefined();
    expect(() => defineTerrealElements()).not.toThrow();
    expect(customElements.get(TAG)).toBe(before);
  });

  it('a second copy of the bundle loading does not throw and keeps the first definition', () => {
    const before = customElements.get(TAG);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a second copy synchronously
      expect(() => require('../../src/index')).not.toThrow();
    });
    expect(customElements.get(TAG)).toBe(before);
  });

  it('a second copy losing the race (not defined when checked, defined when defining) does not throw', () => {
    const before = customElements.get(TAG);
    const getSpy = jest.spyOn(customElements, 'get').mockImplementationOnce(() => undefined);
    const defineSpy = jest.spyOn(customElements, 'define');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a second copy synchronously
        const copy = require('../../src/elements') as typeof import('../../src/elements');
        expect(() => copy.defineTerrealElements()).not.toThrow();
      });
      // the copy really tried to define, and the registry refused it
      expect(defineSpy).toHaveBeenCalledWith(TAG, expect.any(Function));
      expect(defineSpy.mock.results.some((r) => r.type === 'throw')).toBe(true);
    } finally {
      getSpy.mockRestore();
      defineSpy.mockRestore();
    }
    expect(customElements.get(TAG)).toBe(before);
  });
});

describe('<terreal-contacts>: bad attributes never break the page', () => {
  it.each(['abc', '7x', '-3', '0', '1.5'])('userid="%s": no throw, one console.error naming userid, a French message, no request', async (value) => {
    let el!: HTMLElement;
    expect(() => { el = mount({ userid: value }); }).not.toThrow();
    const alert = await ui(el).findByRole('alert');
    expect(alert).toHaveTextContent(/userid/);
    expect(alert).toHaveTextContent(/impossible|invalide|non renseigné/i);
    // more renders must not log again
    el.setAttribute('base-url', 'https://portal.example/app');
    await settled();
    expect(consoleErrorsNaming('userid')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(0);
  });

  it('is-backoffice="peut-être": one console.error naming is-backoffice, the list still loads', async () => {
    let el!: HTMLElement;
    server.on('GET', '/contacts/list/7', reply.json(CONTACTS));
    expect(() => { el = mount({ userid: '7', 'is-backoffice': 'peut-être' }); }).not.toThrow();
    await shown(el, 'Tuiles Martin');
    expect(consoleErrorsNaming('is-backoffice')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a good userid logs nothing', async () => {
    await mountLoaded({ userid: '7', 'is-backoffice': 'true' });
    await settled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('<terreal-contacts>: removal', () => {
  it('removing the element while its list loads aborts the request, then nothing happens', async () => {
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = jest.fn();
    window.addEventListener('error', onError);
    const held = server.hold('GET', '/contacts/list/7');
    try {
      const el = mount({ userid: '7' });
      await waitFor(() => expect(server.calls).toHaveLength(1));
      el.remove();
      await settled();
      expect(server.calls[0].aborted).toBe(true);
      held.release(reply.json(CONTACTS));
      await settled(); // the released answer delivered and what it set off run
      expect(el.shadowRoot!.textContent).not.toContain('Tuiles Martin');
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
      expect(onError).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', onError);
      consoleWarn.mockRestore();
    }
  });
});

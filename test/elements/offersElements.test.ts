// <terreal-offres-bardages|parement|veture> as host pages use them (DESIGN.md §2): the real custom
// elements defined by importing src/index.ts, built on preact as shipped, under happy-dom, with
// globalThis.fetch replaced by the fake server.
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../src/index';
import type { Family } from '../../src/families';
import { elementsSettled } from '../support/elementsSettled';
import { reply, type FakeServer, useFakeServerPage } from '../support/fakeServer';
import { FAMILY_LIST, LEOPARD, offer, PRESCRIBERS } from '../support/offerFixtures';

const tag = (family: Family) => `terreal-offres-${family}`;

// Real elements under happy-dom are slow when suites run in parallel.
jest.setTimeout(20000);

let server: FakeServer;
let consoleError: jest.SpyInstance;
useFakeServerPage((s, spy) => { server = s; consoleError = spy; });

beforeEach(() => {
  const settings = (window as unknown as { happyDOM?: { settings?: { disableIframePageLoading?: boolean } } }).happyDOM?.settings;
  if (settings) settings.disableIframePageLoading = true;
});

function mount(family: Family, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag(family));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const ui = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
const listUrl = (family: Family) => `/ajax/${family}/liste-offres`;
const listCalls = (family: Family) => server.callsTo('POST', listUrl(family));
const consoleErrorsNaming = (name: string) =>
  consoleError.mock.calls.filter((args) => args.map(String).join(' ').includes(`"${name}"`));

async function mountLoaded(family: Family, attributes: Record<string, string>, offers = [offer(3, { offre_ref: 'OFF-3' })]) {
  server.on('POST', listUrl(family), reply.json(offers));
  const el = mount(family, attributes);
  await ui(el).findByText(offers.length ? offers[0].offre_ref : 'Aucune offre à lister...', {}, { timeout: 5000 });
  return el;
}

describe('the bundle entry defines the three offer elements', () => {
  it.each(FAMILY_LIST)('%s', (family) => {
    expect(customElements.get(tag(family))).toBeDefined();
  });

  it('defining again does not throw', async () => {
    const { defineTerrealElements } = await import('../../src/index');
    expect(() => defineTerrealElements()).not.toThrow();
  });
});

describe.each(FAMILY_LIST)('<terreal-offres-%s>', (family) => {
  it('renders its table in an open shadow root and loads {userid} from the userid attribute', async () => {
    const el = await mountLoaded(family, { userid: '5' });
    expect(el.shadowRoot?.mode).toBe('open');
    const table = ui(el).getByRole('grid', { name: family === 'veture' ? 'Offres vêture' : `Offres ${family}` });
    const headers = within(table).getAllByRole('columnheader').map((th) => computeAccessibleName(th).trim());
    expect(headers.slice(0, 2)).toEqual(['Sélection', 'Offre']);
    expect(headers.includes('Dest.')).toBe(family === 'bardages');
    expect(listCalls(family).map((c) => c.body)).toEqual([{ userid: 5 }]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is-backoffice="true" loads all users\' offers and shows the prescriber filter', async () => {
    const el = await mountLoaded(family, { userid: '5', 'is-backoffice': 'true', prescripteurs: JSON.stringify(PRESCRIBERS) });
    expect(listCalls(family).map((c) => c.body)).toEqual([{ userid: 'all' }]);
    expect(ui(el).getByRole('combobox', { name: 'Filtrer par prescripteur' })).toBeInTheDocument();
    expect(ui(el).getByRole('button', { name: 'Exporter dans un fichier Excel' })).toBeInTheDocument();
  });

  it('the leopard attribute adds leopard_data to the list call and builds the back link', async () => {
    const el = await mountLoaded(family, { userid: '5', leopard: JSON.stringify(LEOPARD) });
    expect(listCalls(family)[0].body).toEqual({ userid: 5, leopard_data: LEOPARD.leopard_data });
    expect(ui(el).getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/leopard/projets?projet=P-77&etape=2');
  });

  it('bad prescripteurs JSON: no throw, one console.error naming it, an empty list (export label for own offers)', async () => {
    const el = await mountLoaded(family, { userid: '5', prescripteurs: '[{"id": 21,' });
    expect(ui(el).getByRole('button', { name: 'Exporter mes offres sous format Excel' })).toBeInTheDocument();
    expect(consoleErrorsNaming('prescripteurs')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('prescripteurs that is JSON but not an array is reported the same way', async () => {
    await mountLoaded(family, { userid: '5', prescripteurs: '{"id": 21}' });
    expect(consoleErrorsNaming('prescripteurs')).toHaveLength(1);
  });

  it('bad leopard JSON: no throw, one console.error naming it, no leopard_data, back link to /', async () => {
    const el = await mountLoaded(family, { userid: '5', leopard: '{querystring:' });
    expect(listCalls(family)[0].body).toEqual({ userid: 5 });
    expect(ui(el).getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(consoleErrorsNaming('leopard')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a leopard attribute nested 2,500 deep: the list shows, with a French message and one console.error naming it; no leopard_data sent', async () => {
    const deep = `{"querystring":"projet=P-1","leopard_data":{"origine":"x","n":${'['.repeat(2_500)}${']'.repeat(2_500)}}}`;
    const el = await mountLoaded(family, { userid: '5', leopard: deep });
    expect(listCalls(family)[0].body).toEqual({ userid: 5 });
    expect(ui(el).getByText('Les données Leopard de la page sont illisibles : la liste est affichée sans elles.')).toBeInTheDocument();
    expect(ui(el).getAllByRole('row').length).toBeGreaterThan(1);
    expect(consoleErrorsNaming('leopard')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a non-numeric userid: no throw, one console.error naming it, a French message and no list call', async () => {
    const el = mount(family, { userid: 'abc' });
    expect(await ui(el).findByRole('alert')).toHaveTextContent(/userid/);
    await elementsSettled(server); // the first render's effects have run: a list request would have been sent
    expect(listCalls(family)).toHaveLength(0);
    expect(consoleErrorsNaming('userid')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('directeur-commercial is accepted (no error, the list loads)', async () => {
    await mountLoaded(family, { userid: '5', 'directeur-commercial': 'true' });
    expect(listCalls(family)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a new userid reloads the list', async () => {
    const el = await mountLoaded(family, { userid: '5' });
    server.on('POST', listUrl(family), reply.json([offer(9, { offre_ref: 'OFF-9' })]));
    el.setAttribute('userid', '6');
    await ui(el).findByText('OFF-9', {}, { timeout: 5000 });
    expect(listCalls(family).map((c) => c.body)).toEqual([{ userid: 5 }, { userid: 6 }]);
  });

  it('Afficher dispatches terreal-navigate (bubbles, composed, cancelable) with the edit href', async () => {
    server.on('POST', `https://portal.example/app${listUrl(family)}`, reply.json([offer(3)]));
    const el = mount(family, { userid: '5', 'base-url': 'https://portal.example/app/' });
    const button = await waitFor(() => ui(el).getByRole('button', { name: /^Afficher l'offre / }), { timeout: 5000 });
    const events: CustomEvent<{ href: string }>[] = [];
    const listener = (e: Event) => { e.preventDefault(); events.push(e as CustomEvent<{ href: string }>); };
    document.addEventListener('terreal-navigate', listener);
    const hrefBefore = window.location.href;
    try {
      await userEvent.setup().click(button);
    } finally {
      document.removeEventListener('terreal-navigate', listener);
    }
    expect(events).toHaveLength(1);
    expect(events[0].bubbles && events[0].composed && events[0].cancelable).toBe(true);
    expect(events[0].detail.href).toBe(`https://portal.example/app/${family}/offres/edition/3${family === 'veture' ? '?o=gebrik' : ''}`);
    expect(window.location.href).toBe(hrefBefore);
  });
});

describe('terca (parement)', () => {
  it.each([
    ['true', true],
    ['false', false],
    [undefined, false],
  ])('terca=%s → Terca link shown: %s', async (terca, shown) => {
    const el = await mountLoaded('parement', { userid: '5', ...(terca === undefined ? {} : { terca }) });
    expect(ui(el).queryByRole('link', { name: 'Nouvelle offre Terca' }) !== null).toBe(shown);
  });
});

describe('app-version (veture clone warning when above 1)', () => {
  const OLD = offer(3, { outil: 'gebrik', v_tarif: '20240101' });

  async function warningShown(attributes: Record<string, string>) {
    const el = await mountLoaded('veture', { userid: '5', ...attributes }, [OLD]);
    const user = userEvent.setup();
    await user.click(ui(el).getByRole('button', { name: "Actions de l'offre OFF-3" }));
    await user.click(ui(el).getByRole('menuitem', { name: 'Cloner' }));
    const dialog = await ui(el).findByRole('dialog', { name: "Cloner l'offre" });
    return within(dialog).queryByText('Attention !') !== null;
  }

  it.each([
    ['absent (default 2)', {}, true, 0],
    ['"2"', { 'app-version': '2' }, true, 0],
    ['"1.5"', { 'app-version': '1.5' }, true, 0],
    ['"1"', { 'app-version': '1' }, false, 0],
    ['"0"', { 'app-version': '0' }, false, 0],
    ['"abc" (reported, default 2)', { 'app-version': 'abc' }, true, 1],
  ])('app-version %s → warning %s', async (_, attributes, expected, errors) => {
    expect(await warningShown(attributes)).toBe(expected);
    expect(consoleErrorsNaming('app-version')).toHaveLength(errors);
  });
});

it('waits for the list call before showing rows: nothing is fetched from the real network', async () => {
  await mountLoaded('bardages', { userid: '5' });
  await waitFor(() => expect(server.unmatched()).toEqual([]));
});

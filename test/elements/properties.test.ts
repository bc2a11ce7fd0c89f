// The elements' properties, set the way Vue, Svelte and Lit set them (el.prop = value, before or after the
// element is in the page): objects and arrays for the JSON properties, numbers and booleans for the others.
import { waitFor, within } from '@testing-library/dom';
import '../../src/index';
import { defineElement } from '../../src/elements/defineElement';
import { reply, type FakeServer, useFakeServerPage } from '../support/fakeServer';
import { LEOPARD, offer, PRESCRIBERS } from '../support/offerFixtures';

jest.setTimeout(20000);

let server: FakeServer;
let consoleError: jest.SpyInstance;
useFakeServerPage((s, spy) => { server = s; consoleError = spy; });

type Props = Record<string, unknown>;
const LIST = '/ajax/bardages/liste-offres';
const ui = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
const consoleErrorsNaming = (name: string) => consoleError.mock.calls.filter((args) => args.map(String).join(' ').includes(`"${name}"`));

async function mountWithProperties(props: Props): Promise<HTMLElement & Props> {
  server.on('POST', LIST, reply.json([offer(3, { offre_ref: 'OFF-3' })]));
  const el = document.createElement('terreal-offres-bardages') as unknown as HTMLElement & Props;
  Object.assign(el, props);
  document.body.append(el);
  await ui(el).findByText('OFF-3', {}, { timeout: 5000 });
  return el;
}

describe('properties of <terreal-offres-bardages>', () => {
  it('prescripteurs as an array (not "[object Object]"): the prescriber filter lists them; no console error', async () => {
    const el = await mountWithProperties({ userid: 5, isBackoffice: true, prescripteurs: PRESCRIBERS });
    const filter = await ui(el).findByRole('combobox', { name: 'Filtrer par prescripteur' });
    expect(within(filter).getByRole('option', { name: /Durand/ })).toBeInTheDocument();
    expect(el.getAttribute('prescripteurs')).toBeNull();
    expect(el.prescripteurs).toBe(PRESCRIBERS);
    expect(el.getAttribute('is-backoffice')).toBe('true');
    expect(el.getAttribute('userid')).toBe('5');
    expect(server.callsTo('POST', LIST)[0].body).toMatchObject({ userid: 'all' }); // backoffice: every user's offers
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leopard as an object: leopard_data reaches the list call and the back link', async () => {
    const el = await mountWithProperties({ userid: 5, leopard: LEOPARD });
    expect(server.callsTo('POST', LIST)[0].body).toEqual({ userid: 5, leopard_data: LEOPARD.leopard_data });
    expect(ui(el).getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/leopard/projets?projet=P-77&etape=2');
  });

  it('the JSON attribute still works, and a property set later replaces it', async () => {
    server.on('POST', LIST, reply.json([offer(3, { offre_ref: 'OFF-3' })]));
    const el = document.createElement('terreal-offres-bardages') as unknown as HTMLElement & Props;
    el.setAttribute('userid', '5');
    el.setAttribute('is-backoffice', 'true');
    el.setAttribute('prescripteurs', JSON.stringify(PRESCRIBERS.slice(0, 1)));
    document.body.append(el);
    const filter = await ui(el).findByRole('combobox', { name: 'Filtrer par prescripteur' });
    expect(within(filter).queryByRole('option', { name: /Martin/ })).toBeNull();
    el.prescripteurs = PRESCRIBERS;
    expect(await within(filter).findByRole('option', { name: /Martin/ })).toBeInTheDocument();
  });

  it('properties set before the element is defined are replayed through the accessors once it upgrades', async () => {
    const seen: unknown[] = [];
    const Probe = (props: { fooBar?: unknown }) => { seen.push(props.fooBar); return null; };
    const el = document.createElement('terreal-probe-early') as HTMLElement & Props;
    el.fooBar = [{ id: 1 }]; // an own property: the tag is not defined yet
    document.body.append(el);
    defineElement('terreal-probe-early', Probe, ['fooBar'], ['fooBar']);
    await waitFor(() => expect(seen.at(-1)).toEqual([{ id: 1 }]));
    expect(Object.prototype.hasOwnProperty.call(el, 'fooBar')).toBe(false);
    expect(el.getAttribute('foo-bar')).toBeNull();
  });

  it('a property given the wrong shape is reported once, naming it, and the default applies', async () => {
    const el = await mountWithProperties({ userid: 5, isBackoffice: true, prescripteurs: { id: 21 } });
    const filter = ui(el).getByRole('combobox', { name: 'Filtrer par prescripteur' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tous']);
    expect(consoleErrorsNaming('prescripteurs')).toHaveLength(1);
  });

  it('null or undefined removes the attribute; numbers and booleans are written as text', async () => {
    const el = await mountWithProperties({ userid: 5, terca: false, appVersion: 1 });
    expect(el.getAttribute('terca')).toBe('false');
    expect(el.getAttribute('app-version')).toBe('1');
    el.appVersion = undefined;
    expect(el.hasAttribute('app-version')).toBe(false);
    el.terca = null;
    expect(el.hasAttribute('terca')).toBe(false);
  });
});

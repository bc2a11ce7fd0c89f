// Adversarial suite, item 2 (issue 6): bad attributes on the four real elements (preact as
// shipped, happy-dom, fake fetch). Invalid JSON, non-numeric userid, empty or missing values, an unknown
// ?o= tool, and attributes changed or removed after the first render: never an uncaught error, a French
// message or a safe default, and exactly one console.error naming the attribute (none for a good value).
import { waitFor, within } from '@testing-library/dom';
import '../../src/index';
import { reply, type FakeServer, useFakeServerPage } from '../support/fakeServer';
import { contact } from '../support/contactFixtures';
import { elementsSettled } from '../support/elementsSettled';
import { offer } from '../support/offerFixtures';

jest.setTimeout(20000);

type Tag = 'terreal-contacts' | 'terreal-offres-bardages' | 'terreal-offres-parement' | 'terreal-offres-veture';
const TAGS: Tag[] = ['terreal-contacts', 'terreal-offres-bardages', 'terreal-offres-parement', 'terreal-offres-veture'];
const OFFER_TAGS = TAGS.filter((t) => t !== 'terreal-contacts');
const familyOf = (tag: Tag) => tag.replace('terreal-offres-', '');
const listRoute = (tag: Tag, userid: number): ['GET' | 'POST', string] =>
  (tag === 'terreal-contacts' ? ['GET', `/contacts/list/${userid}`] : ['POST', `/ajax/${familyOf(tag)}/liste-offres`]);
const MISSING_USER = "Utilisateur non renseigné (attribut « userid ») : impossible d'afficher la liste.";
const INVALID_USER = "Identifiant d'utilisateur invalide (attribut « userid ») : impossible d'afficher la liste.";

let server: FakeServer;
let consoleError: jest.SpyInstance;
let uncaught: unknown[];
const onError = (e: ErrorEvent) => { uncaught.push(e.error ?? e.message); };
const onRejection = (e: PromiseRejectionEvent) => { uncaught.push(e.reason); };
useFakeServerPage((s, spy) => { server = s; consoleError = spy; });

beforeEach(() => {
  uncaught = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  document.body.replaceChildren(); // removing the elements must not throw either
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  expect(uncaught).toEqual([]);
});

const ui = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
/** The elements have rendered what was done to them, run its effects, and had every request answered. */
const settled = () => elementsSettled(server);
const errorsNaming = (name: string) => consoleError.mock.calls.filter((args) => args.map(String).join(' ').includes(`"${name}"`));

function serve(tag: Tag, userid: number, rows?: unknown[]): void {
  const [method, url] = listRoute(tag, userid);
  const data = rows ?? (tag === 'terreal-contacts' ? [contact(1, { societe: `Société de ${userid}` })] : [offer(1, { offre_ref: `OFF-de-${userid}` })]);
  server.on(method, url, reply.json(data));
}
const marker = (tag: Tag, userid: number) => (tag === 'terreal-contacts' ? `Société de ${userid}` : `OFF-de-${userid}`);

function mount(tag: Tag, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

async function mountLoaded(tag: Tag, attributes: Record<string, string>, userid = 5): Promise<HTMLElement> {
  serve(tag, userid);
  const el = mount(tag, { userid: String(userid), ...attributes });
  await ui(el).findByText(marker(tag, userid), {}, { timeout: 5000 });
  return el;
}

const BAD_USERIDS = ['abc', '7x', '-3', '0', '1.5', '1e3', '0x10', '٣', '99999999999999999999', '<script>', 'null', 'undefined'];
const EMPTY_USERIDS: [string, string | null][] = [['missing', null], ['empty', ''], ['blank', '   ']];

describe.each(TAGS)('<%s>', (tag) => {
  it.each(BAD_USERIDS)('userid="%s": the French message, no request, one console.error naming userid', async (value) => {
    let el!: HTMLElement;
    expect(() => { el = mount(tag, { userid: value }); }).not.toThrow();
    expect((await ui(el).findByRole('alert')).textContent).toBe(INVALID_USER);
    el.setAttribute('base-url', '/autre'); // another render does not log again
    await settled();
    expect(server.calls).toHaveLength(0);
    expect(errorsNaming('userid')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it.each(EMPTY_USERIDS)('userid %s: the French message, no request, one console.error naming userid', async (_what, value) => {
    const el = mount(tag, value === null ? {} : { userid: value });
    expect((await ui(el).findByRole('alert')).textContent).toBe(MISSING_USER);
    el.setAttribute('is-backoffice', 'false');
    await settled();
    expect(server.calls).toHaveLength(0);
    expect(errorsNaming('userid')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('userid " 12 " (spaces) is read as 12, with no error', async () => {
    serve(tag, 12);
    const el = mount(tag, { userid: ' 12 ' });
    await ui(el).findByText(marker(tag, 12), {}, { timeout: 5000 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([['is-backoffice', 'peut-être'], ['is-backoffice', '2']])(
    '%s="%s": safe default, the list still loads, one console.error naming it',
    async (name, value) => {
      await mountLoaded(tag, { [name]: value });
      expect(server.calls[0].url).toMatch(/^\/(contacts|ajax)\//);
      expect(errorsNaming(name)).toHaveLength(1);
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  // Issue 22: a refused base-url no longer falls back to the page's origin: nothing is requested at all.
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example'])(
    'base-url="%s": refused, no request, a French message, one console.error naming it',
    async (value) => {
      const el = mount(tag, { 'base-url': value });
      expect(await ui(el).findByRole('alert')).toHaveTextContent('Adresse du serveur refusée (attribut « base-url »)');
      await settled(); // the first render's effects have run: a list request would have been sent
      expect(server.calls).toHaveLength(0);
      expect(errorsNaming('base-url')).toHaveLength(1);
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  it('userid changed after render: to a bad value (list gone, message, one error), then to a good one (reloads), then removed', async () => {
    const el = await mountLoaded(tag, {});
    el.setAttribute('userid', 'abc');
    await waitFor(() => expect(ui(el).queryByText(marker(tag, 5))).toBeNull());
    expect(ui(el).getByRole('alert').textContent).toBe(INVALID_USER);
    expect(errorsNaming('userid')).toHaveLength(1);
    serve(tag, 6);
    el.setAttribute('userid', '6');
    await ui(el).findByText(marker(tag, 6), {}, { timeout: 5000 });
    expect(ui(el).queryByRole('alert')).toBeNull();
    el.removeAttribute('userid');
    await waitFor(() => expect(ui(el).queryByText(marker(tag, 6))).toBeNull());
    expect(ui(el).getByRole('alert').textContent).toBe(MISSING_USER);
    expect(errorsNaming('userid')).toHaveLength(2); // the invalid value, then the missing one
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('base-url changed after render: the next calls go under the new prefix; removed: back to the same origin', async () => {
    const el = await mountLoaded(tag, {});
    const [method, url] = listRoute(tag, 5);
    server.on(method, `/portail${url}`, reply.json([]));
    el.setAttribute('base-url', '/portail/');
    await waitFor(() => expect(server.callsTo(method, `/portail${url}`)).toHaveLength(1));
    el.removeAttribute('base-url');
    await waitFor(() => expect(server.callsTo(method, url)).toHaveLength(2));
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe.each(OFFER_TAGS)('<%s>: JSON attributes', (tag) => {
  const family = familyOf(tag);
  it.each([
    ['prescripteurs', '[{"id": 21,'], ['prescripteurs', '{"id": 21}'], ['prescripteurs', '"Durand"'], ['prescripteurs', 'null'],
    ['prescripteurs', 'undefined'], ['leopard', '{querystring:'], ['leopard', '[]'], ['leopard', '"projet=1"'], ['leopard', '42'],
    ['app-version', 'deux'], ['app-version', 'Infinity'], ['terca', 'oui-non'], ['directeur-commercial', 'peut-être'],
  ])('%s=\'%s\': safe default, the list loads, one console.error naming it', async (name, value) => {
    const el = await mountLoaded(tag, { 'is-backoffice': 'true', [name]: value });
    expect(errorsNaming(name)).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    if (name === 'prescripteurs') {
      expect(ui(el).getByRole('button', { name: 'Exporter mes offres sous format Excel' })).toBeTruthy();
      expect(ui(el).getAllByRole('option', { name: 'Tous' }).length).toBeGreaterThan(0);
    }
    if (name === 'leopard') {
      expect(server.calls[0].body).toEqual({ userid: 'all' });
      expect(ui(el).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    }
  });

  it('prescripteurs entries that are not prescribers are dropped (ids 0, "x", null, strings), the good one kept', async () => {
    const el = await mountLoaded(tag, {
      'is-backoffice': 'true',
      prescripteurs: JSON.stringify([{ id: 0, name: 'Zéro' }, { id: 'x', name: 'Ixe' }, null, 'Durand', { id: '21', name: 'Durand', firstname: null }]),
    });
    const select = ui(el).getByRole('combobox', { name: 'Filtrer par prescripteur' }) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => [o.value, o.textContent])).toEqual([['all', 'Tous'], ['21', 'Durand, ']]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('prescripteurs valid, then invalid, then removed after render: falls back to [] and reports once', async () => {
    const el = await mountLoaded(tag, { 'is-backoffice': 'true', prescripteurs: '[{"id":21,"name":"Durand","firstname":"Alice"}]' });
    await ui(el).findByRole('option', { name: 'Durand, Alice' });
    el.setAttribute('prescripteurs', '[{bad');
    await waitFor(() => expect(ui(el).queryByRole('option', { name: 'Durand, Alice' })).toBeNull());
    expect(ui(el).getByRole('button', { name: 'Exporter mes offres sous format Excel' })).toBeTruthy();
    el.removeAttribute('prescripteurs');
    await settled();
    expect(errorsNaming('prescripteurs')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('leopard set after render: sent with the next list call; then made invalid: the back link returns to /', async () => {
    const el = await mountLoaded(tag, {});
    el.setAttribute('leopard', JSON.stringify({ querystring: 'origine=projets&p=1', leopard_data: { origine: 'projets' } }));
    await waitFor(() => expect(ui(el).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/leopard/projets?origine=projets&p=1'));
    await waitFor(() => expect(server.callsTo('POST', `/ajax/${family}/liste-offres`).map((c) => c.body)).toContainEqual({ userid: 5, leopard_data: { origine: 'projets' } }));
    el.setAttribute('leopard', 'pas du JSON');
    await waitFor(() => expect(ui(el).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/'));
    expect(errorsNaming('leopard')).toHaveLength(1);
  });

  it('is-backoffice removed after render: the prescriber filter goes and the list is the user\'s own', async () => {
    const el = await mountLoaded(tag, { 'is-backoffice': 'true' });
    expect(server.calls[0].body).toEqual({ userid: 'all' });
    el.removeAttribute('is-backoffice');
    await waitFor(() => expect(ui(el).queryByRole('combobox', { name: 'Filtrer par prescripteur' })).toBeNull());
    await waitFor(() => expect(server.callsTo('POST', `/ajax/${family}/liste-offres`).at(-1)!.body).toEqual({ userid: 5 }));
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('<terreal-offres-veture>: unknown ?o= tool', () => {
  it.each(['hack', 'KESS ', '', '<script>', 'gebrik&o=kess'])('?o=%s falls back to a valid tool and writes it to the address', async (o) => {
    window.history.replaceState(null, '', `/veture?o=${encodeURIComponent(o)}&projet=7`);
    serve('terreal-offres-veture', 5, [offer(1, { offre_ref: 'OFF-G', outil: '' }), offer(2, { offre_ref: 'OFF-K', outil: 'kess' })]);
    const el = mount('terreal-offres-veture', { userid: '5' });
    const expected = o.trim().toLowerCase() === 'kess' ? 'kess' : 'gebrik';
    await ui(el).findByText(expected === 'kess' ? 'OFF-K' : 'OFF-G', {}, { timeout: 5000 });
    const radio = ui(el).getByRole('radio', { name: expected === 'kess' ? 'Kess (TEST)' : 'Thermoreal-Gebrik' }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('o')).toBe(expected);
    expect(params.get('projet')).toBe('7'); // other parameters kept
    expect(consoleError).not.toHaveBeenCalled();
  });
});

// The hosts of issue 4 end to end: the standalone app (/ and /app/…), the legacy Blade-like pages
// (/legacy/…), the QA page (/demo) and the Leopard round trip; the built bundle and host scripts in
// Chromium against the real server. Prescriber 2 (Pierre Dubois) unless said otherwise.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { columnChild, eventually, openAs } from './support/browser';
import { browser, server, useSession } from './support/session';

type Screen = 'contacts' | 'bardages' | 'parement' | 'veture';
const SCREENS: [Screen, string][] = [['contacts', 'Contacts'], ['bardages', 'Bardages'], ['parement', 'Parement'], ['veture', 'Vêture']];
const PRESCRIBER = 2;
const TERCA = 3;
const BACKOFFICE = 1;

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context });

const tagOf = (s: Screen): string => (s === 'contacts' ? 'terreal-contacts' : `terreal-offres-${s}`);
const tableOf = (s: Screen): Locator => page.locator(tagOf(s)).getByRole('grid', { name: s === 'contacts' ? 'Contacts' : s === 'veture' ? 'Offres vêture' : `Offres ${s}` });
/** Waits until the screen's table shows rows and is no longer busy. */
async function loaded(s: Screen): Promise<void> {
  await tableOf(s).locator('tbody tr td').first().waitFor();
  await eventually(async () => expect(await tableOf(s).getAttribute('aria-busy')).toBeNull());
}
const path = (): string => { const u = new URL(page.url()); return u.pathname + u.search; };
const marker = (): Promise<unknown> => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
const setMarker = (): Promise<void> => page.evaluate(() => { (window as unknown as { __marker?: string }).__marker = 'same document'; });
const nav = (): Locator => page.getByRole('navigation', { name: 'Navigation principale' });
const back = (s: Screen): Locator => page.locator(tagOf(s)).getByRole('link', { name: "Retour à l'accueil" });

describe('standalone app', () => {
  it('routes through the four screens without a full reload; back/forward and the widget’s home link stay in the page', async () => {
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/'));
    await page.getByRole('heading', { name: 'Bonjour Pierre Dubois' }).waitFor();
    await setMarker();
    for (const [screen, label] of SCREENS) {
      await nav().getByRole('link', { name: label }).click();
      await page.waitForURL((u) => u.pathname === `/app/${screen}`);
      await loaded(screen);
      expect(await marker()).toBe('same document');
      expect(await nav().getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('main').evaluate((m) => [...m.children].map((c) => c.localName))).toEqual(['h1', tagOf(screen)]);
      // The widget reads the user's attributes that the app wrote.
      expect(await page.locator(tagOf(screen)).getAttribute('userid')).toBe(String(PRESCRIBER));
    }
    expect(path()).toBe('/app/veture?o=gebrik'); // the veture widget keeps its tool in the address

    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/app/parement');
    await loaded('parement');
    await page.goForward();
    await page.waitForURL((u) => u.pathname === '/app/veture');
    await loaded('veture');
    expect(await marker()).toBe('same document');

    await back('veture').click(); // terreal-navigate { href: '/' }: an app route
    await page.getByRole('heading', { name: 'Bonjour Pierre Dubois' }).waitFor();
    expect(path()).toBe('/');
    expect(await marker()).toBe('same document');
  });

  it('lets the browser follow links it has no route for; the target page leads back into the app', async () => {
    const api = await apiAs(server.url, PRESCRIBER);
    const rows = (await (await api.post('/ajax/parement/liste-offres', { userid: PRESCRIBER })).json()) as { offre_ref: string; offre_statut: string }[];
    const ref = rows.find((o) => o.offre_statut === '10' && /^[A-Z]+-\d{4}-\d{4}$/.test(o.offre_ref))!.offre_ref;
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/app/parement'));
    await loaded('parement');
    await setMarker();
    await page.getByLabel("Filtrer par n° d'offre").fill(ref);
    await eventually(async () => expect(await tableOf('parement').locator('tbody tr').count()).toBe(1));
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith('/parement/offres/edition/')),
      tableOf('parement').locator('tbody tr').getByRole('button', { name: /^(Modifier|Afficher) l'offre / }).click(),
    ]);
    expect(await marker()).toBeUndefined(); // a real page load
    await page.getByRole('heading', { name: new RegExp(`Offre ${ref}`) }).waitFor();
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/app/parement'),
      page.getByRole('link', { name: 'Retour à la liste' }).click(),
    ]);
    await loaded('parement');
  });

  it('sends a signed-out visitor to /login, then back to the app screen asked for', async () => {
    context = await browser.newContext({ baseURL: server.url });
    page = await context.newPage();
    await page.goto('/app/contacts');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.selectOption('select[name="user_id"]', String(PRESCRIBER));
    await Promise.all([page.waitForURL((u) => u.pathname === '/app/contacts'), page.getByRole('button', { name: 'Se connecter' }).click()]);
    await loaded('contacts');
  });
});

describe('standalone app as a React 19 host', () => {
  const changeFirstStatus = async (screen: Screen): Promise<string> => {
    const select = page.locator(tagOf(screen)).getByRole('combobox', { name: /^Statut de l'offre / }).first();
    const next = (await select.inputValue()) === '20' ? '30' : '20';
    await select.selectOption(next);
    return next;
  };
  const notice = (): Promise<string | null> => page.locator('p.app-status').textContent();
  const isReactElement = (screen: Screen): Promise<boolean> =>
    page.locator(tagOf(screen)).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

  it('keeps the server-rendered first screen (one list load), then renders screens with React and hears their events through JSX props', async () => {
    const lists: string[] = [];
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/app/parement'));
    await loaded('parement'); // the first page's own load is over: only the reloaded page's are counted
    page.on('request', (r) => { if (/\/ajax\/\w+\/liste-offres$/.test(r.url())) lists.push(new URL(r.url()).pathname); });
    await page.reload();
    await loaded('parement');
    await page.waitForLoadState('networkidle'); // a second load would have kept the network busy
    expect(lists).toEqual(['/ajax/parement/liste-offres']); // the deep link loads its list once
    expect(await isReactElement('parement')).toBe(false); // the server's element, kept
    let next = await changeFirstStatus('parement');
    await eventually(async () => expect(await notice()).toMatch(new RegExp(`^Offre \\d+ : statut ${next} enregistré\\.$`)));

    await nav().getByRole('link', { name: 'Bardages' }).click();
    await page.waitForURL((u) => u.pathname === '/app/bardages');
    await loaded('bardages');
    expect(await isReactElement('bardages')).toBe(true); // created by React from the typed JSX
    expect(await notice()).toBe('');
    next = await changeFirstStatus('bardages');
    await eventually(async () => expect(await notice()).toMatch(new RegExp(`^Offre \\d+ : statut ${next} enregistré\\.$`)));
    expect(await page.locator('main').evaluate((m) => [...m.children].map((c) => c.localName))).toEqual(['h1', 'terreal-offres-bardages']);
    expect(await page.evaluate(() => 'React' in window)).toBe(false); // bundled into the app script, not global
  });
});

describe('Leopard', () => {
  it('round trip Leopard → list → Retour à l’accueil → Leopard, in the app (across screens) and on a legacy page', async () => {
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/leopard/P-7?projet=LEO-7'));
    const landing = '/leopard/P-7?projet=LEO-7&origine=P-7';
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/app/bardages'),
      page.getByRole('link', { name: 'Offres bardages du projet' }).click(),
    ]);
    expect(path()).toBe('/app/bardages?projet=LEO-7&origine=P-7');
    await loaded('bardages');
    expect(await page.locator('terreal-offres-bardages').getByRole('link', { name: 'Nouvelle offre' }).getAttribute('href'))
      .toBe('/bardages/nouvelle/terreal?projet=LEO-7&origine=P-7');

    await setMarker();
    await nav().getByRole('link', { name: 'Vêture' }).click(); // the app keeps the Leopard context
    await page.waitForURL((u) => u.pathname === '/app/veture');
    await loaded('veture');
    expect(path()).toBe('/app/veture?projet=LEO-7&origine=P-7&o=gebrik');
    expect(await marker()).toBe('same document');
    expect(await back('veture').getAttribute('href')).toBe(landing);
    await Promise.all([page.waitForURL((u) => u.pathname === '/leopard/P-7'), back('veture').click()]);
    expect(path()).toBe(landing);
    await page.getByRole('heading', { name: 'Leopard – projet P-7' }).waitFor();

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/legacy/parement'),
      page.getByRole('link', { name: 'Offres parement (legacy)' }).click(),
    ]);
    await loaded('parement');
    await Promise.all([page.waitForURL((u) => u.pathname === '/leopard/P-7'), back('parement').click()]);
    expect(path()).toBe(landing);
  });
});

describe('legacy page', () => {
  it('works with no host JavaScript: the only script is the bundle; CSRF from the meta tag; links navigate', async () => {
    ({ context, page } = await openAs(browser, server.url, TERCA, '/legacy/parement'));
    await loaded('parement');
    const scripts = await page.locator('script').evaluateAll((all) => all.map((s) => ({ src: (s as HTMLScriptElement).src, text: s.textContent })));
    expect(scripts).toEqual([{ src: new URL('/dist/terreal-widgets.js', server.url).href, text: '' }]);
    const handlers = await page.evaluate(() => [...document.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('on'))));
    expect(handlers).toEqual([]);
    const widget = page.locator('terreal-offres-parement');
    expect(await widget.getAttribute('csrf-token')).toBeNull();
    expect(await widget.getByRole('link', { name: 'Nouvelle offre Terca' }).getAttribute('href')).toBe('/parement/nouvelle/terca');

    // A POST authenticated by the page's <meta name="csrf-token">.
    const api = await apiAs(server.url, TERCA);
    const mine = (await (await api.post('/ajax/parement/liste-offres', { userid: TERCA })).json()) as { id: number; offre_ref: string; offre_statut: string }[];
    const offer = mine.find((o) => o.offre_statut === '10' && /^[A-Z]+-\d{4}-\d{4}$/.test(o.offre_ref))!;
    await page.getByLabel("Filtrer par n° d'offre").fill(offer.offre_ref);
    const saved = page.waitForResponse((r) => r.url().endsWith('/ajax/parement/statut-offre'));
    await widget.getByLabel(`Statut de l'offre ${offer.offre_ref}`).selectOption({ label: 'Gagné' });
    expect((await saved).status()).toBe(200);
    const after = (await (await api.post('/ajax/parement/liste-offres', { userid: TERCA })).json()) as { id: number; offre_statut: string }[];
    expect(after.find((o) => o.id === offer.id)!.offre_statut).toBe('20');

    // No listener cancels terreal-navigate: the widget navigates; the target page leads back here.
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/parement/nouvelle/terca'),
      widget.getByRole('link', { name: 'Nouvelle offre Terca' }).click(),
    ]);
    await Promise.all([page.waitForURL((u) => u.pathname === '/legacy/parement'), page.getByRole('link', { name: 'Retour à la liste' }).click()]);
    await loaded('parement');
  });
});

describe('QA page /demo', () => {
  const control = (name: string): Locator => page.locator(`#qa-controls [data-attr="${name}"]`);
  const logEntries = (event: string): Locator => page.locator(`#qa-log li[data-event="${event}"]`);

  it('controls change the elements’ attributes live; events are logged with their detail', async () => {
    ({ context, page } = await openAs(browser, server.url, BACKOFFICE, '/demo'));
    await loaded('contacts');
    const contacts = page.locator('terreal-contacts');
    expect(await tableOf('contacts').locator('tbody tr').count()).toBe(5); // user 1's contacts

    // User → every element gets the new userid; the contacts list reloads for that user.
    await page.getByLabel('Utilisateur').fill('2');
    await page.getByLabel('Utilisateur').press('Enter');
    await eventually(async () => expect(await contacts.getAttribute('userid')).toBe('2'));
    expect(await page.locator('terreal-offres-veture').getAttribute('userid')).toBe('2');
    await eventually(async () => expect(await tableOf('contacts').locator('tbody tr').count()).toBe(50));

    // Terca: false hides parement's Terca link, true shows it again.
    await page.getByRole('tab', { name: 'terreal-offres-parement' }).click();
    await loaded('parement');
    const parement = page.locator('terreal-offres-parement');
    const terca = parement.getByRole('link', { name: 'Nouvelle offre Terca' });
    await control('terca').selectOption('false');
    await terca.waitFor({ state: 'detached' });
    await control('terca').selectOption('true');
    await terca.waitFor();
    expect(await page.locator('#qa-markup').innerText()).toContain("terca='true'");

    // Invalid JSON is passed as is: the widget reports it once per element and keeps working.
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await control('prescripteurs').fill('[{bad');
    await control('prescripteurs').dispatchEvent('change');
    expect(await parement.getAttribute('prescripteurs')).toBe('[{bad');
    expect(await page.locator('#qa-status').innerText()).toContain('JSON invalide dans « prescripteurs »');
    await eventually(() => expect(errors.filter((e) => e.includes('"prescripteurs"'))).toHaveLength(3));
    await loaded('parement');

    // Leopard JSON → the back link; then cancelled navigation is logged with its href.
    await page.getByRole('button', { name: 'Exemple Leopard' }).click();
    await eventually(async () => expect(await back('parement').getAttribute('href')).toBe('/leopard/P-2024-001?projet=LEO-2024-001&origine=P-2024-001'));
    await page.getByLabel('Annuler terreal-navigate').check();
    await parement.getByRole('link', { name: 'Nouvelle offre', exact: true }).click();
    await eventually(async () => expect(await logEntries('terreal-navigate').first().innerText())
      .toContain('{"href":"/parement/nouvelle/terreal?projet=LEO-2024-001&origine=P-2024-001"} (annulé)'));
    expect(new URL(page.url()).pathname).toBe('/demo');

    // Removing the attribute (empty control) takes effect too.
    await control('leopard').fill('');
    await control('leopard').dispatchEvent('change');
    expect(await parement.getAttribute('leopard')).toBeNull();
    await eventually(async () => expect(await back('parement').getAttribute('href')).toBe('/'));
  });

  it('base-url sends every call and link under a sub-path; widget events are logged', async () => {
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/demo'));
    await page.getByRole('tab', { name: 'terreal-offres-bardages' }).click();
    await loaded('bardages');
    const bardages = page.locator('terreal-offres-bardages');
    const reload = page.waitForResponse((r) => r.url().endsWith('/portail/ajax/bardages/liste-offres'));
    await control('base-url').fill('/portail');
    await control('base-url').press('Enter');
    expect((await reload).status()).toBe(200);
    await loaded('bardages');
    expect(await bardages.getByRole('link', { name: 'Nouvelle offre' }).getAttribute('href')).toBe('/portail/bardages/nouvelle/terreal');

    // The N° offre column found by its header (the selection cell comes first; columns fold by width, issue 20).
    const refColumn = await columnChild(tableOf('bardages'), 'N° offre');
    const ref = (await tableOf('bardages').locator('tbody tr').first().locator(`td:nth-child(${refColumn})`).innerText()).trim();
    const saved = page.waitForResponse((r) => r.url().endsWith('/portail/ajax/bardages/statut-offre'));
    await bardages.getByLabel(`Statut de l'offre ${ref}`).selectOption({ label: 'Perdu' });
    expect((await saved).status()).toBe(200);
    await eventually(async () => expect(await logEntries('terreal-offre-status-change').first().innerText())
      .toMatch(/<terreal-offres-bardages> \{"family":"bardages","id":\d+,"statut":"30"\}/));
  });
});

// The widgets on the Laravel host (demo/laravel): the built bundle in Chromium against Blade pages and
// Laravel controllers (PHP-FPM behind nginx, Laravel 8 from Debian), on a fresh database seeded like the reference
// server's. Prescriber 2 (Pierre Dubois) and backoffice 1 (Sophie Martin).
import Database from 'better-sqlite3';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { columnChild, eventually, rowValue } from './support/browser';
import { laravelApiAs } from './support/laravel';
import { apiAs } from './support/server';
import { browser, server, useSession } from './support/session';

type Screen = 'contacts' | 'bardages' | 'parement' | 'veture';
interface Offer { id: number; offre_ref: string; offre_nom: string | null; offre_statut: string; statut: string; outil: string | null; projet_nom: string | null; projet_livraison: string | null }
const PRESCRIBER = 2;
const BACKOFFICE = 1;

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, laravel: true });

const tagOf = (s: Screen): string => (s === 'contacts' ? 'terreal-contacts' : `terreal-offres-${s}`);
let screen: Screen = 'bardages';
const widget = (): Locator => page.locator(tagOf(screen));
const table = (): Locator => widget().getByRole('grid', { name: screen === 'contacts' ? 'Contacts' : screen === 'veture' ? 'Offres vêture' : `Offres ${screen}` });
const counter = (): Locator => widget().locator('[part="pagination"] p');
const rowOf = (ref: string): Locator => table().locator('tbody tr').filter({ hasText: ref });
const path = (): string => { const u = new URL(page.url()); return u.pathname + u.search; };

/** A fresh context signed in as `userId` (a real sign-in through /login), on `where`; waits for the list. */
async function open(s: Screen, userId: number, where = `/${s}`): Promise<void> {
  screen = s;
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  context.setDefaultTimeout(10_000);
  const [name, value] = (await apiAs(server.url, userId)).cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  page = await context.newPage();
  await page.goto(where);
  await loaded();
}

async function loaded(): Promise<void> {
  await table().locator('tbody tr td').first().waitFor();
  await eventually(async () => expect(await table().getAttribute('aria-busy')).toBeNull());
}

async function offersOf(family: Screen, userid: number | 'all' = PRESCRIBER): Promise<Offer[]> {
  const res = await (await laravelApiAs(server.url, BACKOFFICE)).post(`/ajax/${family}/liste-offres`, { userid });
  expect(res.status).toBe(200);
  return (await res.json()) as Offer[];
}

const countText = (word: string, shown: number, total: number): string =>
  (shown === total ? `${total} ${word}${total > 1 ? 's' : ''}` : `${shown} ${word}${shown > 1 ? 's' : ''} sur ${total}`);
const gebrik = (s: Screen, rows: Offer[]): Offer[] => (s === 'veture' ? rows.filter((o) => o.outil !== 'kess') : rows);

describe('each list on its Blade page', () => {
  const cases = (['contacts', 'bardages', 'parement', 'veture'] as Screen[]).flatMap((s) => [[s, PRESCRIBER], [s, BACKOFFICE]] as [Screen, number][]);

  it.each(cases)('%s loads for user %i; the page is the layout, one script and one element written by Blade', async (s, userId) => {
    await open(s, userId);
    const scripts = await page.locator('script').evaluateAll((all) => all.map((x) => (x as HTMLScriptElement).src));
    expect(scripts).toEqual([new URL('/js/terreal-widgets.js', server.url).href]);
    expect(await page.locator('meta[name="csrf-token"]').getAttribute('content')).toMatch(/^\w{40}$/);
    expect(await page.locator('terreal-contacts, terreal-offres-bardages, terreal-offres-parement, terreal-offres-veture').count()).toBe(1);
    expect(await widget().getAttribute('userid')).toBe(String(userId));
    expect(await widget().getAttribute('is-backoffice')).toBe(String(userId === BACKOFFICE));
    if (s === 'contacts') {
      const rows = (await (await laravelApiAs(server.url, userId)).get(`/contacts/list/${userId}`).then((r) => r.json())) as unknown[];
      await eventually(async () => expect(await counter().innerText()).toBe(countText('contact', rows.length, rows.length)));
      return;
    }
    const all = gebrik(s, await offersOf(s, userId === BACKOFFICE ? 'all' : userId));
    const enCours = all.filter((o) => o.offre_statut === '10');
    await eventually(async () => expect(await counter().innerText()).toBe(countText('offre', enCours.length, all.length)));
    const prescribers = JSON.parse((await widget().getAttribute('prescripteurs'))!) as { id: number }[];
    expect(await widget().getAttribute('terca')).toBe(String(userId === BACKOFFICE)); // Sophie Martin has Terca
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Terca' }).count()).toBe(s === 'parement' && userId === BACKOFFICE ? 1 : 0);
    if (userId === BACKOFFICE) {
      expect(prescribers.map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 11]);
      expect(await widget().getByLabel('Filtrer par prescripteur').locator('option').count()).toBe(10);
    } else {
      expect(prescribers).toEqual([]);
      expect(await widget().getByLabel('Filtrer par prescripteur').count()).toBe(0);
      expect(await widget().getByRole('button', { name: 'Exporter mes offres sous format Excel' }).count()).toBe(1);
    }
  });
});

describe('changes persist across a reload (prescriber 2, bardages)', () => {
  const used = new Set<number>();
  async function pick(want: (o: Offer) => boolean): Promise<Offer> {
    const o = (await offersOf('bardages')).find((x) => x.offre_statut === '10' && !used.has(x.id) && /^BAR-\d{4}-\d{4}$/.test(x.offre_ref) && want(x));
    if (!o) throw new Error('no suitable offer');
    used.add(o.id);
    return o;
  }
  const editable = (o: Offer): boolean => ['brouillon', 'soumise'].includes(o.statut.toLowerCase());
  async function showOnly(ref: string): Promise<Locator> {
    await widget().getByLabel("Filtrer par n° d'offre").fill(ref);
    await eventually(async () => expect(await table().locator('tbody tr').count()).toBe(1));
    return rowOf(ref);
  }
  async function menu(ref: string, item: string): Promise<void> {
    await rowOf(ref).getByRole('button', { name: `Actions de l'offre ${ref}` }).click();
    await widget().getByRole('menuitem', { name: item, exact: true }).click();
  }
  async function reloadShowing(ref: string, status = '10'): Promise<Locator> {
    await page.reload();
    await loaded();
    await widget().getByLabel('Filtrer par statut').selectOption(status);
    await widget().getByLabel("Filtrer par n° d'offre").fill(ref);
    return rowOf(ref);
  }
  const answerOf = (action: string) => page.waitForResponse((r) => r.url().endsWith(`/ajax/bardages/${action}`));

  it('a status change', async () => {
    const o = await pick(() => true);
    await open('bardages', PRESCRIBER);
    await showOnly(o.offre_ref);
    const saved = answerOf('statut-offre');
    await widget().getByLabel(`Statut de l'offre ${o.offre_ref}`).selectOption({ label: 'Gagné' });
    expect((await saved).status()).toBe(200);
    await reloadShowing(o.offre_ref, '20');
    await eventually(async () => expect(await widget().getByLabel(`Statut de l'offre ${o.offre_ref}`).inputValue()).toBe('20'));
  });

  it('a clone', async () => {
    const o = await pick((x) => (x.offre_nom ?? '') !== '');
    await open('bardages', PRESCRIBER);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Cloner');
    const dialog = widget().getByRole('dialog', { name: "Cloner l'offre" });
    await dialog.getByLabel('Nom de la nouvelle offre').fill('Clone sur Laravel');
    const answer = answerOf('clonage-offre');
    await dialog.getByRole('button', { name: 'Cloner' }).click();
    const body = (await (await answer).json()) as { clonedata: Offer; title: string; msg: string };
    // A success is a floating notice with the server's msg, nothing to close.
    await widget().locator('[part="notices"]').getByText(body.msg, { exact: true }).waitFor();
    const row = await reloadShowing(body.clonedata.offre_ref);
    await eventually(async () => expect(await row.innerText()).toContain('Clone sur Laravel'));
  });

  it('a site name', async () => {
    const o = await pick((x) => !editable(x));
    await open('bardages', PRESCRIBER);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Modifier nom chantier');
    const dialog = widget().getByRole('dialog', { name: 'Modifier le nom du chantier' });
    await dialog.getByLabel('Nom du chantier').fill('Chantier « Laravel » & Cie');
    const saved = answerOf('nom-chantier');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);
    const row = await reloadShowing(o.offre_ref);
    // In its column, or in the row's detail where the column folds at this width (issue 20).
    await eventually(async () => expect(await rowValue(table(), row, 'Chantier')).toBe('Chantier « Laravel » & Cie'));
  });

  it('a delivery quarter', async () => {
    const o = await pick((x) => !editable(x) && /^20(2[7-9]|3\d)-T[1-4]$/.test(x.projet_livraison ?? ''));
    const quarter = o.projet_livraison === '2037-T4' ? '2037-T3' : '2037-T4';
    await open('bardages', PRESCRIBER);
    const row = await showOnly(o.offre_ref);
    const cell = row.getByRole('button', { name: `Modifier la date de livraison de l'offre ${o.offre_ref}` });
    await cell.click();
    const dialog = widget().getByRole('dialog', { name: 'Modifier la date de livraison' });
    await dialog.getByLabel('Trimestre de livraison').fill(quarter);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await widget().locator('[part="notices"]').getByText('Nouvelle date enregistrée').waitFor();
    await reloadShowing(o.offre_ref);
    await eventually(async () => expect(await cell.innerText()).toBe(quarter));
  });

  it('a hide and a delete', async () => {
    const hidden = await pick((x) => !editable(x));
    const deleted = await pick(editable);
    await open('bardages', PRESCRIBER);
    await showOnly(hidden.offre_ref);
    await menu(hidden.offre_ref, 'Masquer');
    await widget().getByRole('dialog', { name: "Masquer l'offre" }).getByRole('button', { name: 'Oui' }).click();
    await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
    await showOnly(deleted.offre_ref);
    await menu(deleted.offre_ref, 'Supprimer');
    await widget().getByRole('dialog', { name: "Supprimer l'offre" }).getByRole('button', { name: 'Supprimer' }).click();
    await widget().locator('[part="notices"]').getByText(`L'offre ${deleted.offre_ref} a été supprimée.`).waitFor();

    await page.reload();
    await loaded();
    await widget().getByLabel('Filtrer par statut').selectOption('');
    for (const o of [hidden, deleted]) {
      await widget().getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
      await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
    }
    const ids = (await offersOf('bardages')).map((x) => x.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(deleted.id);
  });
});

describe('sessions (SPEC.md §8) with Laravel\'s own 401 and 419', () => {
  /** Signs out, then (unless `only`) in again as `userId`, in a second tab of the same browser context. */
  async function inOtherTab(userId: number | null): Promise<void> {
    const other = await context.newPage();
    await other.goto('/');
    await Promise.all([other.waitForURL((u) => u.pathname === '/login'), other.getByRole('button', { name: 'Se déconnecter' }).click()]);
    if (userId !== null) {
      await other.selectOption('select[name="user_id"]', String(userId));
      await Promise.all([other.waitForURL((u) => u.pathname === '/'), other.getByRole('button', { name: 'Se connecter' }).click()]);
    }
    await other.close();
  }

  it('a rotated session token: the list load gets 419, the page reloads with the new token, the next call succeeds', async () => {
    await open('parement', BACKOFFICE);
    const oldToken = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    let loads = 0;
    page.on('load', () => { loads += 1; });
    await inOtherTab(BACKOFFICE); // sign out and in again: Laravel gives the session a new token

    const refused = page.waitForResponse((r) => r.url().endsWith('/ajax/parement/liste-offres'));
    await widget().getByLabel('Filtrer par prescripteur').selectOption({ label: 'Dubois, Pierre' });
    expect((await refused).status()).toBe(419);
    await eventually(() => expect(loads).toBe(1), 10_000); // SPEC.md §8: 419 on a list load reloads the page
    await loaded();
    expect(path()).toBe('/parement');
    const newToken = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    expect(newToken).not.toBe(oldToken);

    // An offer of Dubois: shown whether the list came back for everybody or for him.
    const o = (await offersOf('parement', PRESCRIBER)).find((x) => x.offre_statut === '10' && /^PAR-\d{4}-\d{4}$/.test(x.offre_ref))!;
    await widget().getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
    const saved = page.waitForResponse((r) => r.url().endsWith('/ajax/parement/statut-offre'));
    await widget().getByLabel(`Statut de l'offre ${o.offre_ref}`).selectOption({ label: 'NR VDS' });
    expect((await saved).status()).toBe(200);
    expect((await offersOf('parement', PRESCRIBER)).find((x) => x.id === o.id)!.offre_statut).toBe('45');
  });

  it('signed out in another tab: the next offers load (419, reload) and contacts load (401) go to /login', async () => {
    await open('veture', BACKOFFICE);
    await inOtherTab(null);
    const offers = page.waitForResponse((r) => r.url().endsWith('/ajax/veture/liste-offres'));
    await widget().getByLabel('Filtrer par prescripteur').selectOption({ label: 'Dubois, Pierre' });
    expect((await offers).status()).toBe(419);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(path()).toBe('/login?next=%2Fveture%3Fo%3Dgebrik');
    await context.close();

    await open('contacts', BACKOFFICE);
    await inOtherTab(null);
    const contacts = page.waitForResponse((r) => r.url().endsWith('/contacts/list/2'));
    await widget().evaluate((el) => el.setAttribute('userid', '2')); // the host asks for another user's list
    expect((await contacts).status()).toBe(401);
    await page.waitForURL((u) => u.pathname === '/login');
  });
});

describe('Blade writes the attributes', () => {
  it('hostile prescriber names (quotes, <, &, apostrophes) pass through @json into the widget intact', async () => {
    const hostile = { name: `O'Brien "le <b>grand</b>" & fils`, firstname: `Zoé's <script>alert('x')</script> &amp; co` };
    const db = new Database(server.dbPath);
    try {
      db.prepare('UPDATE users SET name = ?, firstname = ? WHERE id = 5').run(hostile.name, hostile.firstname);
    } finally {
      db.close();
    }
    const errors: string[] = [];
    await open('bardages', BACKOFFICE);
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const prescribers = JSON.parse((await widget().getAttribute('prescripteurs'))!) as { id: number; name: string; firstname: string }[];
    expect(prescribers.find((p) => p.id === 5)).toEqual({ id: 5, ...hostile });
    const options = await widget().getByLabel('Filtrer par prescripteur').locator('option').allInnerTexts();
    expect(options).toContain(`${hostile.name}, ${hostile.firstname}`);
    expect(await page.locator('body script, body b').count()).toBe(0); // nothing escaped into the page
    expect(await widget().evaluate((el) => el.getAttributeNames().sort())).toEqual(
      ['directeur-commercial', 'is-backoffice', 'prescripteurs', 'terca', 'userid'],
    );
    expect(errors).toEqual([]);
  });

  it('Leopard: /leopard/{origin}?… → list with the leopard attribute → new-offer page → Retour → Retour à l\'accueil', async () => {
    await open('contacts', PRESCRIBER, '/contacts');
    screen = 'bardages';
    await page.goto('/leopard/P-7?projet=LEO 7');
    await page.getByRole('heading', { name: 'Leopard – projet P-7' }).waitFor();
    await Promise.all([page.waitForURL((u) => u.pathname === '/bardages'), page.getByRole('link', { name: 'Offres bardages du projet' }).click()]);
    await loaded();
    expect(path()).toBe('/bardages?projet=LEO+7&origine=P-7');
    expect(JSON.parse((await widget().getAttribute('leopard'))!)).toEqual({
      querystring: 'projet=LEO+7&origine=P-7', leopard_data: { projet: 'LEO 7', origine: 'P-7' },
    });
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/bardages/nouvelle/terreal'),
      widget().getByRole('link', { name: 'Nouvelle offre' }).click(),
    ]);
    expect(await page.locator('[data-field="query"]').innerText()).toBe('projet=LEO+7&origine=P-7');
    await Promise.all([page.waitForURL((u) => u.pathname === '/bardages'), page.getByRole('link', { name: 'Retour à la liste' }).click()]);
    await loaded();
    await Promise.all([page.waitForURL((u) => u.pathname === '/leopard/P-7'), widget().getByRole('link', { name: "Retour à l'accueil" }).click()]);
    expect(path()).toBe('/leopard/P-7?projet=LEO+7&origine=P-7');
  });

  it('edit and view pages: the records read-only, with Retour to the list', async () => {
    await open('veture', PRESCRIBER, '/veture?o=kess');
    const row = table().locator('tbody tr').first();
    // The N° offre column found by its header (the selection cell comes first; columns fold by width, issue 20).
    const ref = (await row.locator(`td:nth-child(${await columnChild(table(), 'N° offre')})`).innerText()).trim();
    await Promise.all([
      page.waitForURL((u) => /^\/veture\/offres\/edition\/\d+$/.test(u.pathname) && u.search === '?o=kess'),
      row.getByRole('button', { name: /^(Modifier|Afficher) l'offre / }).click(),
    ]);
    await page.getByRole('heading', { name: new RegExp(`^Offre ${ref} \\(Vêture\\)$`) }).waitFor();
    expect(await page.locator('[data-field="outil"]').innerText()).toBe('kess');
    await Promise.all([page.waitForURL((u) => u.pathname === '/veture'), page.getByRole('link', { name: 'Retour à la liste' }).click()]);
    await loaded();
    expect(path()).toBe('/veture?o=kess');
    await context.close();

    await open('contacts', PRESCRIBER);
    const first = table().locator('tbody tr').first();
    await Promise.all([
      page.waitForURL((u) => /^\/contacts\/\d+$/.test(u.pathname)),
      first.getByRole('button', { name: /^Modifier le contact/ }).click(),
    ]);
    await page.getByRole('heading', { name: /^Contact / }).waitFor();
    await Promise.all([page.waitForURL((u) => u.pathname === '/contacts'), page.getByRole('link', { name: 'Retour aux contacts' }).click()]);
    await loaded();
  });
});

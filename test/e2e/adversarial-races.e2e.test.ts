// Adversarial suite, item 4 (issue 6): races, in Chromium against the real server. Earlier answers are
// made slower with the fault switch's delayMs (the request then reaches the real route), so they arrive
// last. Requests are counted as they leave the page; the server's state is checked through the API.
import type { Page } from 'playwright-core';
import { apiAs } from './support/server';
import { columnChild, eventually, injectFault, requestsEnded } from './support/browser';
import { countRequests, listShown, openHost, scriptErrors, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer { id: number; offre_nom: string; offre_ref: string; offre_statut: string; statut: string; projet_nom: string | null; projet_livraison: string | null; outil: string | null }
const USER = 2;
const BACKOFFICE = 1;
const PRESCRIBERS = JSON.stringify([2, 3, 4, 5].map((id) => ({ id, name: `Nom${id}`, firstname: `Prénom${id}` })));

let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'], clearFaults: true });

const tagOf = (family: Family | 'contacts') => (family === 'contacts' ? 'terreal-contacts' : `terreal-offres-${family}`);
async function open(family: Family | 'contacts', userId = USER, attrs: Record<string, string> = {}, query = ''): Promise<string> {
  const tag = tagOf(family);
  host = await openHost(browser, server.url, { userId, tag, attrs: { userid: String(userId), ...attrs }, query });
  page = host.page;
  await listShown(page, tag);
  return tag;
}
async function offersOf(family: Family, userid: number | 'all' = USER, as = USER): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, as)).post(`/ajax/${family}/liste-offres`, { userid });
  return (await res.json()) as WireOffer[];
}
/** The N° offre column, found by its header: its place follows the selection cell (issue 25) and the columns folded at this width (issue 20). */
const refsShown = async (tag: string) => page.locator(`${tag} tbody tr td:nth-child(${await columnChild(page.locator(`${tag} table`), 'N° offre')})`).allTextContents();
const used = new Set<number>();
async function pick(family: Family, editable: boolean): Promise<WireOffer> {
  const o = (await offersOf(family)).find((x) => !used.has(x.id) && x.offre_statut === '10' && (x.outil ?? '') !== 'kess'
    && ['brouillon', 'soumise'].includes(x.statut.toLowerCase()) === editable && /^[A-Z]+-\d{4}-\d{4}$/.test(x.offre_ref));
  if (!o) throw new Error('no offer');
  used.add(o.id);
  return o;
}

describe('the last choice wins', () => {
  it('prescriber filter: 2 (slow answer) then 3: the table shows 3\'s offers, also after 2\'s answer arrives', async () => {
    const tag = await open('parement', BACKOFFICE, { 'is-backoffice': 'true', prescripteurs: PRESCRIBERS });
    const select = page.locator(tag).getByRole('combobox', { name: 'Filtrer par prescripteur' });
    const three = (await offersOf('parement', 3, BACKOFFICE)).filter((o) => o.offre_statut === '10').map((o) => o.offre_ref);
    await injectFault(server.url, { method: 'POST', path: '/ajax/parement/liste-offres', delayMs: 1200 });
    const lists = countRequests(page, '/ajax/parement/liste-offres');
    await select.selectOption('2');
    await eventually(() => expect(lists).toHaveLength(1));
    await select.selectOption('3');
    await eventually(async () => expect(await refsShown(tag)).toEqual(three.slice(0, 50)));
    await requestsEnded(page, lists); // 2's answer has arrived, or it was aborted
    expect(await refsShown(tag)).toEqual(three.slice(0, 50));
    expect(await select.inputValue()).toBe('3');
    expect(lists.map((r) => r.postDataJSON())).toEqual([{ userid: 2 }, { userid: 3 }]);
  });

  it('prescriber filter switched 6 times in a row, every answer slow: only the last choice is shown', async () => {
    const tag = await open('bardages', BACKOFFICE, { 'is-backoffice': 'true', prescripteurs: PRESCRIBERS });
    const select = page.locator(tag).getByRole('combobox', { name: 'Filtrer par prescripteur' });
    const four = (await offersOf('bardages', 4, BACKOFFICE)).filter((o) => o.offre_statut === '10').map((o) => o.offre_ref);
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/liste-offres', delayMs: 600, times: 5 });
    const lists = countRequests(page, '/ajax/bardages/liste-offres');
    for (const v of ['2', '3', 'all', '5', '2', '4']) await select.selectOption(v);
    await eventually(async () => expect(await refsShown(tag)).toEqual(four.slice(0, 50)), 8000);
    await requestsEnded(page, lists); // every earlier answer arrived, or was aborted
    expect(await refsShown(tag)).toEqual(four.slice(0, 50));
  });

  it('veture tool clicked kess, gebrik, kess, gebrik, kess quickly: Kess checked, ?o=kess, only Kess offers', async () => {
    const tag = await open('veture');
    const kess = (await offersOf('veture')).filter((o) => o.outil === 'kess' && o.offre_statut === '10').map((o) => o.offre_ref);
    await page.evaluate((t) => {
      const radios = Array.from(document.querySelector(t)!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
      const byValue = (v: string) => radios.find((r) => r.value === v)!;
      for (const v of ['kess', 'gebrik', 'kess', 'gebrik', 'kess']) byValue(v).click(); // one task: no render in between
    }, tag);
    await eventually(async () => expect(await refsShown(tag)).toEqual(kess.slice(0, 50)));
    expect(await page.locator(tag).getByRole('radio', { name: 'Kess (TEST)' }).isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get('o')).toBe('kess');
    expect(await page.locator(tag).getByRole('link', { name: 'Nouvelle offre Kess' }).count()).toBe(1);
  });
});

describe('double (and triple) activation of every confirm button sends one request', () => {
  const slow = (path: string) => injectFault(server.url, { method: 'POST', path, delayMs: 500 });

  it('contacts: Supprimer in the confirmation, clicked twice, then three times in one task', async () => {
    const tag = await open('contacts');
    const deletes = countRequests(page, '/ajax/contacts/delete');
    const before = (await (await (await apiAs(server.url, USER)).get(`/contacts/list/${USER}`)).json()) as { id: number }[];
    for (const mode of ['dblclick', 'three clicks in one task']) {
      await slow('/ajax/contacts/delete');
      await page.locator(`${tag} tbody tr`).first().getByRole('button', { name: /^Supprimer le contact / }).click();
      const confirm = page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Supprimer', exact: true });
      if (mode === 'dblclick') await confirm.dblclick();
      else await confirm.evaluate((b: HTMLElement) => { b.click(); b.click(); b.click(); });
      await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));
    }
    expect(deletes).toHaveLength(2);
    const after = (await (await (await apiAs(server.url, USER)).get(`/contacts/list/${USER}`)).json()) as { id: number }[];
    expect(after).toHaveLength(before.length - 2);
  });

  it.each(['bardages', 'parement', 'veture'] as Family[])('%s: Cloner, Enregistrer (site name, delivery), Oui (hide), Supprimer — and Enter pressed twice', async (family) => {
    const fixed = await pick(family, false);
    const draft = await pick(family, true);
    const tag = await open(family);
    const w = page.locator(tag);
    const before = await offersOf(family);
    const rowMenu = async (o: WireOffer, item: string) => {
      await w.getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
      await w.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
      await w.getByRole('menuitem', { name: item, exact: true }).click();
      await page.locator(`${tag} dialog[open]`).waitFor();
    };
    const dialogButton = (name: string) => page.locator(`${tag} dialog[open]`).getByRole('button', { name, exact: true });
    // A success is a floating notice: nothing to close, the dialog goes once the answer is in.
    const closeMessage = async () => {
      await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));
    };
    const counts: Record<string, ReturnType<typeof countRequests>> = {};
    for (const p of ['clonage-offre', 'nom-chantier', 'date-livraison', 'visibilite-offre', 'supprime-offre']) counts[p] = countRequests(page, `/ajax/${family}/${p}`);

    await slow(`/ajax/${family}/clonage-offre`);
    await rowMenu(fixed, 'Cloner');
    await dialogButton('Cloner').dblclick();
    await closeMessage();

    await slow(`/ajax/${family}/nom-chantier`);
    await rowMenu(fixed, 'Modifier nom chantier');
    await w.getByRole('textbox', { name: 'Nom du chantier' }).fill('Chantier double clic');
    await dialogButton('Enregistrer').evaluate((b: HTMLElement) => { b.click(); b.click(); b.click(); });
    await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));

    await slow(`/ajax/${family}/date-livraison`);
    await rowMenu(fixed, 'Modifier date livraison');
    await w.getByRole('textbox', { name: 'Trimestre de livraison' }).fill('2037-T1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // the second Enter, while the first is in flight
    await w.locator('[part="notices"]').getByText('Nouvelle date enregistrée').waitFor();
    await closeMessage();

    await slow(`/ajax/${family}/supprime-offre`);
    await rowMenu(draft, 'Supprimer');
    await dialogButton('Supprimer').dblclick();
    await closeMessage();

    await slow(`/ajax/${family}/visibilite-offre`);
    await rowMenu(fixed, 'Masquer');
    await dialogButton('Oui').dblclick();
    await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));

    expect(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.length]))).toEqual({
      'clonage-offre': 1, 'nom-chantier': 1, 'date-livraison': 1, 'visibilite-offre': 1, 'supprime-offre': 1,
    });
    const after = await offersOf(family);
    // one clone added; the draft deleted; the fixed offer hidden (so no longer listed)
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((o) => o.id === draft.id || o.id === fixed.id)).toBe(false);
  });
});

describe('actions while a reload is in flight', () => {
  it('a slow status change, then a reload of the list: the row ends as the server has it, no duplicate rows', async () => {
    const o = await pick('bardages', false);
    const tag = await open('bardages', BACKOFFICE, { 'is-backoffice': 'true', prescripteurs: PRESCRIBERS });
    const w = page.locator(tag);
    await w.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
    await w.getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/statut-offre', delayMs: 1200 });
    await w.getByRole('combobox', { name: `Statut de l'offre ${o.offre_ref}` }).selectOption('40');
    await w.getByRole('combobox', { name: 'Filtrer par prescripteur' }).selectOption('2'); // reloads while the change is in flight
    await listShown(page, tag);
    await eventually(async () => expect((await offersOf('bardages')).find((x) => x.id === o.id)?.offre_statut).toBe('40'), 5000);
    await eventually(async () => expect(await w.getByRole('combobox', { name: `Statut de l'offre ${o.offre_ref}` }).inputValue()).toBe('40'));
    expect(await refsShown(tag)).toEqual([o.offre_ref]);
  });

  it('a slow clone, then Réessayer-style reload (prescriber back to all): the clone is listed exactly once', async () => {
    const o = await pick('parement', false);
    const tag = await open('parement', BACKOFFICE, { 'is-backoffice': 'true', prescripteurs: PRESCRIBERS });
    const w = page.locator(tag);
    await w.getByLabel("Filtrer par n° d'offre").fill(o.offre_ref.slice(0, 8)); // the offer and its clone
    await injectFault(server.url, { method: 'POST', path: '/ajax/parement/clonage-offre', delayMs: 1000 });
    await w.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
    await w.getByRole('menuitem', { name: 'Cloner' }).click();
    await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Cloner', exact: true }).click();
    await w.getByRole('combobox', { name: 'Filtrer par prescripteur' }).selectOption('2'); // hidden behind the modal for a user, not for a host script
    await w.locator('[part="notices"]').getByText(/a été dupliquée/).waitFor({ timeout: 6000 });
    await listShown(page, tag);
    const ids = await refsShown(tag);
    expect(ids).toContain(o.offre_ref);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the element removed while a request is pending', () => {
  it.each([
    ['offers list load', 'bardages', '/ajax/bardages/liste-offres'],
    ['contacts list load', 'contacts', `/contacts/list/${USER}`],
  ] as const)('%s: no error, nothing rendered afterwards', async (_what, family, path) => {
    await injectFault(server.url, { method: family === 'contacts' ? 'GET' : 'POST', path, delayMs: 800 });
    const tag = tagOf(family);
    host = await openHost(browser, server.url, { userId: USER, tag, attrs: { userid: String(USER) } });
    page = host.page;
    await page.locator(tag).getByRole('status').filter({ hasText: 'Chargement…' }).waitFor();
    // Still pending (the status says so): the Request objects hear of its end. The offers list is sent
    // once the kept copy's ETag is read (IndexedDB), a moment after the status shows.
    const pending = await eventually(async () => {
      const sent = (await page.requests()).filter((r) => new URL(r.url()).pathname === path);
      expect(sent.length).toBeGreaterThan(0);
      return sent;
    });
    const root = await page.evaluateHandle((t) => { const el = document.querySelector(t)!; el.remove(); return el.shadowRoot!; }, tag);
    await requestsEnded(page, pending); // past the answer (or its abort)
    expect(await root.evaluate((r) => r.querySelectorAll('tbody tr td').length <= 1)).toBe(true);
    expect(scriptErrors(host.errors)).toEqual([]);
  });

  it.each(['site name', 'delete contact'])('%s save pending: no error, no event after the removal', async (what) => {
    const family = what === 'site name' ? 'veture' : 'contacts';
    const tag = await open(family as Family | 'contacts');
    await page.evaluate((t) => {
      const w = window as unknown as { __events: string[] };
      w.__events = [];
      for (const name of ['terreal-offre-site-change', 'terreal-contact-delete']) document.addEventListener(name, () => w.__events.push(name));
      void t;
    }, tag);
    const saves = countRequests(page, what === 'site name' ? '/ajax/veture/nom-chantier' : '/ajax/contacts/delete');
    if (what === 'site name') {
      const o = await pick('veture', false);
      await injectFault(server.url, { method: 'POST', path: '/ajax/veture/nom-chantier', delayMs: 800 });
      await page.locator(tag).getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
      await page.locator(tag).getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
      await page.locator(tag).getByRole('menuitem', { name: 'Modifier nom chantier' }).click();
      await page.locator(tag).getByRole('textbox', { name: 'Nom du chantier' }).fill('Chantier orphelin');
      await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Enregistrer' }).click();
    } else {
      await injectFault(server.url, { method: 'POST', path: '/ajax/contacts/delete', delayMs: 800 });
      await page.locator(`${tag} tbody tr`).first().getByRole('button', { name: /^Supprimer le contact / }).click();
      await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Supprimer', exact: true }).click();
    }
    await page.evaluate((t) => document.querySelector(t)!.remove(), tag);
    await requestsEnded(page, saves); // past the answer (or its abort)
    expect(scriptErrors(host!.errors)).toEqual([]);
    expect(host!.dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual([]);
    // The document's focus is not left inside a removed element, and the page still works.
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
  });
});

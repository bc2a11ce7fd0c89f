// Issue 14 in Chromium against the real server and database: accent-insensitive quick search, the pipeline
// summary's figures against the list the API returns, a saved view surviving a reload, and undo posting
// the previous status through statut-offre.
import type { Locator, Page } from 'playwright-core';
import { formatMoney } from '../../src/core/format';
import { parseOfferList } from '../../src/core/normalize';
import { statusLabel } from '../../src/core/offerRules';
import type { Offer } from '../../src/core/types';
import { apiAs } from './support/server';
import { columnChild, eventually, plain } from './support/browser';
import { countRequests, listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';

const USER = 2;
const TAG = 'terreal-offres-bardages';

let host: HostPage | null = null;
let page: Page;
let widget: Locator;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

async function open(): Promise<void> {
  host = await openHost(browser, server.url, { userId: USER, tag: TAG, attrs: { userid: String(USER) } });
  page = host.page;
  widget = page.locator(TAG);
  await listShown(page, TAG);
}
async function offers(): Promise<Offer[]> {
  const res = await (await apiAs(server.url, USER)).post('/ajax/bardages/liste-offres', { userid: USER });
  return parseOfferList(await res.json());
}
/** The N° offre column, found by its header: its place follows the selection cell (issue 25) and the columns folded at this width (issue 20). */
const refsShown = async () => widget.locator(`tbody tr td:nth-child(${await columnChild(widget.locator('table'), 'N° offre')})`).allTextContents();
const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const SEARCHED = ['offre_nom', 'offre_ref', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp', 'client_ville', 'transport_dest'] as const;
const byNewest = (a: Offer, b: Offer) => b.id - a.id;

it('quick search: an unaccented, upper-case query finds the accented rows, as the server data says', async () => {
  const all = (await offers()).filter((o) => o.offre_statut === '10');
  const accented = all.flatMap((o) => SEARCHED.map((f) => o[f] ?? '')).find((v) => /[À-ÿ]/.test(v));
  expect(accented).toBeDefined(); // the demo data has accented names, cities or companies
  const word = accented!.split(/\s+/).find((w) => /[À-ÿ]/.test(w))!;
  const query = fold(word).toUpperCase();
  await open();
  await widget.getByRole('searchbox', { name: 'Rechercher' }).fill(query);
  const expected = all.filter((o) => SEARCHED.some((f) => fold(o[f] ?? '').includes(fold(query)))).sort(byNewest).map((o) => o.offre_ref);
  expect(expected.length).toBeGreaterThan(0);
  await eventually(async () => expect(await refsShown()).toEqual(expected.slice(0, 50)));
  // `/` focuses the box from elsewhere on the page
  await widget.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await eventually(async () => expect(await widget.getByRole('searchbox', { name: 'Rechercher' }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true));
});

it('the pipeline at a glance: each status\'s count and amount are those of the server\'s list', async () => {
  const all = await offers();
  await open();
  const names = await widget.getByRole('group', { name: 'Répartition par statut' }).getByRole('button')
    .allTextContents();
  const expected = ['10', '20', '30', '40'].map((code) => {
    const mine = all.filter((o) => String(o.offre_statut) === code);
    const amount = mine.reduce((sum, o) => sum + (o.budget ?? 0), 0);
    return `${statusLabel(code)} : ${mine.length} offre${mine.length > 1 ? 's' : ''}, ${plain(formatMoney(amount))}`;
  });
  expect(names.map(plain)).toEqual(expected);
  const won = widget.getByRole('button', { name: /^Gagné : / });
  await won.click();
  expect(await won.getAttribute('aria-pressed')).toBe('true');
  expect(await widget.getByRole('combobox', { name: 'Filtrer par statut' }).inputValue()).toBe('20');
  await eventually(async () => expect(await refsShown()).toEqual(all.filter((o) => o.offre_statut === '20').sort(byNewest).slice(0, 50).map((o) => o.offre_ref)));
});

it('a saved view survives a reload and brings back its quick search and status', async () => {
  await open();
  await widget.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('20');
  await widget.getByRole('searchbox', { name: 'Rechercher' }).fill('a');
  await widget.getByRole('button', { name: 'Vues' }).click();
  await widget.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }).click();
  await widget.getByRole('textbox', { name: 'Nom de la vue' }).fill('Gagnées avec a');
  await widget.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await widget.getByRole('button', { name: 'Effacer tous les filtres' }).click();
  await page.reload();
  await listShown(page, TAG);
  expect(await widget.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe('');
  await widget.getByRole('button', { name: 'Vues' }).click();
  await widget.getByRole('menuitem', { name: 'Gagnées avec a', exact: true }).click();
  expect(await widget.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe('a');
  expect(await widget.getByRole('combobox', { name: 'Filtrer par statut' }).inputValue()).toBe('20');
});

it('Annuler after a status change posts the previous status; the server and the row are as before', async () => {
  const target = (await offers()).filter((o) => o.offre_statut === '10').sort(byNewest)[0];
  await open();
  const posts = countRequests(page, '/ajax/bardages/statut-offre');
  const select = widget.getByRole('combobox', { name: `Statut de l'offre ${target.offre_ref}` });
  await select.selectOption('20');
  const undo = widget.getByRole('button', { name: 'Annuler' });
  await undo.click();
  await eventually(() => expect(posts.map((r) => r.postDataJSON())).toEqual([
    { offreid: target.id, offreref: target.offre_ref, statut: '20', statut_precedent: '10' },
    { offreid: target.id, offreref: target.offre_ref, statut: '10', statut_precedent: '20' },
  ]));
  await eventually(async () => expect(await select.inputValue()).toBe('10'));
  await eventually(async () => expect((await offers()).find((o) => o.id === target.id)?.offre_statut).toBe('10'));
  await eventually(async () => expect(await undo.count()).toBe(0));
});

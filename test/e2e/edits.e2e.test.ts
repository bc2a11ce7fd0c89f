// Edits you can trust, in Chromium against the real server (the built bundle on the demo app's page,
// prescriber 2): three ArrowDown then Tab on a real status select send one statut-offre with the final value
// (Chromium changes a closed select and fires `change` at each arrow); three quick clicks on `Appliquer` send
// one call per offer; the page shown again after a minute hidden revalidates the list and shows another
// session's change in place; two users on one offer: the second's undo is refused by the server and says why;
// an answer cut after the server applied the change: the list is reloaded and says what the server holds.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { eventually, listComplete, openAs } from './support/browser';
import { countRequests, listShown } from './support/adversarial';
import { browser, server, useSession } from './support/session';

interface WireOffer { id: number; offre_ref: string; offre_statut: string; statut: string }

const PRESCRIBER = 2;
const BACKOFFICE = 1;
const TAG = 'terreal-offres-bardages';

let opened: BrowserContext | null = null;
let page: Page;

useSession({ opened: () => opened, expectNone: ['scriptErrors', 'dialogs'] });

async function offers(): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, PRESCRIBER)).post('/ajax/bardages/liste-offres', { userid: PRESCRIBER });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOffer[];
}

async function openList(): Promise<void> {
  const signed = await openAs(browser, server.url, PRESCRIBER, '/bardages');
  opened = signed.context;
  page = signed.page;
  await listShown(page, TAG);
  await listComplete(page);
}

const widget = (): Locator => page.locator(TAG);
const statusOf = (ref: string): Locator => widget().getByRole('combobox', { name: `Statut de l'offre ${ref}`, exact: true });

/** Ticks the first `n` offers shown; gives them as the server holds them. */
async function selectFirstShown(n: number): Promise<WireOffer[]> {
  const labels = await widget().getByRole('combobox', { name: /^Statut de l'offre / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const all = await offers();
  const chosen = labels.slice(0, n).map((l) => all.find((x) => x.offre_ref === l.replace("Statut de l'offre ", ''))!);
  for (const o of chosen) await widget().getByRole('checkbox', { name: `Sélectionner l'offre ${o.offre_ref}`, exact: true }).check();
  return chosen;
}

/** Shows only `ref` (and any reference it is a prefix of), every status. */
async function showOnly(ref: string): Promise<void> {
  await widget().getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
  await widget().getByLabel("Filtrer par n° d'offre").fill(ref);
  await eventually(async () => expect(await statusOf(ref).count()).toBe(1));
}

it('three ArrowDown then Tab on a status select: one call, with the final value', async () => {
  const o = (await offers()).find((x) => x.offre_statut === '10')!;
  await openList();
  await showOnly(o.offre_ref);
  const calls = countRequests(page, '/ajax/bardages/statut-offre');
  const select = statusOf(o.offre_ref);
  await select.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  // En cours → Gagné → Perdu → Non retenue, shown, nothing sent yet.
  expect(await select.inputValue()).toBe('40');
  expect(calls).toHaveLength(0);
  await page.keyboard.press('Tab');
  await eventually(async () => expect((await offers()).find((x) => x.id === o.id)?.offre_statut).toBe('40'));
  await widget().locator('[part="notices"]').getByText(`Statut de l'offre ${o.offre_ref} : Non retenue.`).waitFor();
  expect(calls.map((r) => r.postDataJSON())).toEqual([{ offreid: o.id, offreref: o.offre_ref, statut: '40', statut_precedent: '10' }]);
});

it('three quick clicks on `Appliquer`: one call per offer', async () => {
  await openList();
  // The list opens on En cours: the first four offers shown are chosen (the selection is the view's).
  const chosen = await selectFirstShown(4);
  expect(chosen.map((o) => o.offre_statut)).toEqual(['10', '10', '10', '10']);
  await widget().getByText('4 offres sélectionnées').waitFor();
  const calls = countRequests(page, '/ajax/bardages/statut-offre');
  await widget().getByRole('button', { name: 'Changer le statut…' }).click();
  const dialog = widget().getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption('30');
  await dialog.getByRole('button', { name: 'Appliquer' }).click({ clickCount: 3 });
  await dialog.getByText('4 offres passées au statut Perdu.', { exact: true }).waitFor();
  expect(calls.map((r) => (r.postDataJSON() as { offreid: number }).offreid).sort()).toEqual(chosen.map((o) => o.id).sort());
  const now = await offers();
  for (const o of chosen) expect(now.find((x) => x.id === o.id)?.offre_statut).toBe('30');
});

it('the page shown again after a minute hidden revalidates the list: another session\'s change comes in', async () => {
  const o = (await offers()).find((x) => x.offre_statut !== '45' && x.offre_statut !== '20')!;
  await openList();
  await showOnly(o.offre_ref);
  const lists = countRequests(page, '/ajax/bardages/liste-offres');
  // Another session changes the offer meanwhile.
  const other = await (await apiAs(server.url, PRESCRIBER)).post('/ajax/bardages/statut-offre', { offreid: o.id, offreref: o.offre_ref, statut: '20' });
  expect(other.status).toBe(200);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const real = Date.now.bind(Date);
    Date.now = () => real() + 61_000;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await eventually(async () => expect(await statusOf(o.offre_ref).inputValue()).toBe('20'));
  expect(lists).toHaveLength(1);
});

const noticeOf = (text: string): Locator => widget().locator('[part="notices"]').getByText(text, { exact: true });
const serverStatus = async (id: number): Promise<string | undefined> => (await offers()).find((x) => x.id === id)?.offre_statut;

it('two users on one offer: the second\'s undo is refused by the server, says why, and leaves the other\'s value', async () => {
  const o = (await offers()).find((x) => x.offre_statut === '10')!;
  await openList();
  await showOnly(o.offre_ref);
  const calls = countRequests(page, '/ajax/bardages/statut-offre');
  await statusOf(o.offre_ref).selectOption('30'); // a pick: saved at once
  await eventually(async () => expect(await serverStatus(o.id)).toBe('30'));
  // The backoffice, which saw Perdu, sets Non retenue meanwhile.
  const other = await (await apiAs(server.url, BACKOFFICE)).post('/ajax/bardages/statut-offre', { offreid: o.id, offreref: o.offre_ref, statut: '40', statut_precedent: '30' });
  expect(await other.json()).toMatchObject({ statut: 'ok' });
  // The first user undoes from the rows: the undo carries what the row showed, and the server refuses it.
  await statusOf(o.offre_ref).focus();
  await page.keyboard.press('Control+z');
  await noticeOf(`L'offre ${o.offre_ref} a été modifiée entre-temps : son statut est maintenant Non retenue.`).waitFor();
  expect(calls.map((r) => r.postDataJSON())).toEqual([
    { offreid: o.id, offreref: o.offre_ref, statut: '30', statut_precedent: '10' },
    { offreid: o.id, offreref: o.offre_ref, statut: '10', statut_precedent: '30' },
  ]);
  expect(await serverStatus(o.id)).toBe('40');
  await eventually(async () => expect(await statusOf(o.offre_ref).inputValue()).toBe('40'));
  expect(await widget().getByRole('dialog').count()).toBe(0);
});

/** The calls to `statut-offre` reach the server, which applies them; the browser gets a reset instead of the answer. */
async function cutAnswers(which: (n: number) => boolean): Promise<void> {
  let n = 0;
  await page.route('**/ajax/bardages/statut-offre', async (route) => {
    const answer = await route.fetch();
    if (which(n++)) await route.abort('connectionreset');
    else await route.fulfill({ response: answer });
  });
}

it('an answer cut after the server applied the change: the list is reloaded and says what the server now holds; nothing to undo', async () => {
  const o = (await offers()).find((x) => x.offre_statut === '10')!;
  await openList();
  await showOnly(o.offre_ref);
  await cutAnswers(() => true);
  const lists = countRequests(page, '/ajax/bardages/liste-offres');
  await statusOf(o.offre_ref).selectOption('30');
  const dialog = widget().getByRole('dialog');
  await dialog.getByText(`${o.offre_ref} : statut inconnu, la liste a été rechargée — statut actuel : Perdu`).waitFor();
  expect(await dialog.innerText()).not.toContain('non modifiée');
  expect(await serverStatus(o.id)).toBe('30');
  expect(lists.length).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(await statusOf(o.offre_ref).inputValue()).toBe('30');
  // Undo covers what is known to be applied only: Ctrl+Z sends nothing; the next change is the first call seen.
  await page.unroute('**/ajax/bardages/statut-offre');
  const calls = countRequests(page, '/ajax/bardages/statut-offre');
  await statusOf(o.offre_ref).focus();
  await page.keyboard.press('Control+z');
  await statusOf(o.offre_ref).selectOption('20');
  await eventually(async () => expect(await serverStatus(o.id)).toBe('20'));
  expect(calls.map((r) => r.postDataJSON())).toEqual([{ offreid: o.id, offreref: o.offre_ref, statut: '20', statut_precedent: '30' }]);
});

it('in a bulk run, an answer cut after the server applied it is listed with what the server holds, never as "non modifiée"', async () => {
  await openList();
  const chosen = await selectFirstShown(3);
  await cutAnswers((n) => n === 1); // the second call's answer is lost
  await widget().getByRole('button', { name: 'Changer le statut…' }).click();
  const dialog = widget().getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption('30');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await dialog.getByText('2 offres passées au statut Perdu.', { exact: true }).waitFor();
  const lost = await dialog.getByText(/ : statut inconnu, la liste a été rechargée — statut actuel : Perdu$/).innerText();
  expect(chosen.map((o) => o.offre_ref)).toContain(lost.split(' : ')[0]);
  expect(await dialog.innerText()).not.toContain('non modifiée');
  const now = await offers();
  for (const o of chosen) expect(now.find((x) => x.id === o.id)?.offre_statut).toBe('30');
});

// Offer lists end to end (bardages, parement, veture): the built bundle in Chromium against the real server
// and database. Prescriber 2 unless said otherwise; backoffice 1 for the prescriber filter; terca user 3.
// SPEC.md §2 (offer list screens, routes), §4, §5, §7, §8.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { collectDialogs, eventually, filterBox, injectFault, listComplete, openAs, rowValue } from './support/browser';
import { browser, server, useSession } from './support/session';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer {
  id: number; offre_nom: string | null; offre_date: string; offre_ref: string; offre_statut: string; statut: string;
  projet_nom: string | null; projet_livraison: string | null; client_ville: string | null; qte_m2: string | null; qte_ml: string | null;
  produits: string | null; outil: string | null; v_tarif: string | null;
}

const FAMILIES: Family[] = ['bardages', 'parement', 'veture'];
const PRESCRIBER = 2;
const BACKOFFICE = 1;

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, clearFaults: true });

// ---- server side: what the list should show, computed from the API ----

async function offersOf(family: Family, userid: number | 'all' = PRESCRIBER, as = PRESCRIBER): Promise<WireOffer[]> {
  const api = await apiAs(server.url, as);
  const res = await api.post(`/ajax/${family}/liste-offres`, { userid });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOffer[];
}
const toolOf = (o: WireOffer): 'gebrik' | 'kess' => ((o.outil ?? '').trim().toLowerCase() === 'kess' ? 'kess' : 'gebrik');
/** The rows a list shows before any filter: veture shows one tool's offers (gebrik by default). */
const forTool = (family: Family, rows: WireOffer[], tool = 'gebrik'): WireOffer[] =>
  (family === 'veture' ? rows.filter((o) => toolOf(o) === tool) : rows);
const enCours = (rows: WireOffer[]): WireOffer[] => rows.filter((o) => o.offre_statut === '10');
const isEditable = (o: WireOffer): boolean => ['brouillon', 'soumise'].includes(o.statut.trim().toLowerCase());
const countText = (shown: number, total: number): string =>
  (shown === total ? `${total} offre${total > 1 ? 's' : ''}` : `${shown} offre${shown > 1 ? 's' : ''} sur ${total}`);

const used = new Set<string>();
/** An offer of user 2, `En cours`, shown by default (gebrik for veture), not used by another test. */
async function pick(family: Family, want: (o: WireOffer) => boolean): Promise<WireOffer> {
  const rows = enCours(forTool(family, await offersOf(family)));
  const found = rows.find((o) => !used.has(`${family}:${o.id}`) && /^[A-Z]+-\d{4}-\d{4}$/.test(o.offre_ref) && want(o));
  if (!found) throw new Error(`no suitable ${family} offer`);
  used.add(`${family}:${found.id}`);
  return found;
}

// ---- browser side ----

const abs = (path: string): string => new URL(path, server.url).href;

const tag = (family: Family) => `terreal-offres-${family}`;
let fam: Family = 'bardages';
const widget = (): Locator => page.locator(tag(fam));
const table = (): Locator => page.getByRole('grid', { name: fam === 'veture' ? 'Offres vêture' : `Offres ${fam}` });
const bodyRows = (): Locator => table().locator('tbody tr');
const counter = (): Locator => widget().locator('[part="pagination"] p');
const totalsLine = (): Locator => table().locator('tfoot td').nth(1); // after the selection cell (issue 25)
/** Every columnheader's text, the selection's (`Sélection`) first. */
const allHeaderTexts = async (): Promise<string[]> =>
  (await table().getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/[▲▼]/g, '').trim());
/** The columns' headers (the selection's left out). */
const headerTexts = async (): Promise<string[]> => (await allHeaderTexts()).filter((h) => h !== 'Sélection');
/** The texts of a column of the rows shown, once the list is complete (rows arrive in two stages). */
async function columnOf(header: string): Promise<string[]> {
  await listComplete(page);
  // A row's cells stand under the header row's: the selection first, the name a th (the row's header).
  const index = (await allHeaderTexts()).indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return bodyRows().locator(`:is(td,th):nth-child(${index + 1})`).allInnerTexts();
}
const refsShown = (): Promise<string[]> => columnOf('N° offre');
const rowOf = (ref: string): Locator => bodyRows().filter({ hasText: ref });

async function openList(family: Family, userId = PRESCRIBER, query = ''): Promise<void> {
  fam = family;
  const loaded = (async () => {
    ({ context, page } = await openAs(browser, server.url, userId, `/${family}${query}`));
  })();
  await loaded;
  await table().locator('tbody tr td').first().waitFor();
  await listComplete(page);
}

async function waitCount(text: string): Promise<void> {
  await eventually(async () => expect(await counter().innerText()).toBe(text));
}

/** Narrows the table to one offer by its N° offre. */
async function showOnly(ref: string): Promise<Locator> {
  await page.getByLabel("Filtrer par n° d'offre").fill(ref);
  await eventually(async () => expect(await refsShown()).toEqual([ref]));
  return rowOf(ref);
}

async function menu(ref: string, item: string): Promise<void> {
  await rowOf(ref).getByRole('button', { name: `Actions de l'offre ${ref}` }).click();
  await widget().getByRole('menuitem', { name: item, exact: true }).click();
}

const COMMON_HEADERS = ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Surface (m²)', 'Budget (€)', 'Livraison', 'Statut', 'N° offre', 'Actions'];
const HEADERS: Record<Family, string[]> = {
  bardages: ['Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)', 'Livraison', 'Statut', 'N° offre', 'Actions'],
  parement: COMMON_HEADERS,
  veture: COMMON_HEADERS,
};
const STATUS_OPTIONS: Record<Family, string[]> = {
  bardages: ['Tous', 'En cours', 'Gagné', 'Perdu', 'Non retenue'],
  parement: ['Tous', 'En cours', 'Gagné', 'Perdu', 'Non retenue', 'NR VDS'],
  veture: ['Tous', 'En cours', 'Gagné', 'Perdu', 'Non retenue'],
};

describe.each(FAMILIES)('offer list %s (prescriber 2)', (family) => {
  it('every column in the row, in order, default filter `En cours`, newest offer first, count and totals lines', async () => {
    await openList(family);
    const all = forTool(family, await offersOf(family));
    const shown = enCours(all);
    // Every shown column stays in the row, in order, whatever the element's width (the table scrolls sideways).
    expect(await headerTexts()).toEqual(HEADERS[family]);
    const status = page.getByLabel('Filtrer par statut');
    expect(await status.inputValue()).toBe('10');
    expect(await status.locator('option:checked').innerText()).toBe('En cours');
    expect(await status.locator('option').allInnerTexts()).toEqual(STATUS_OPTIONS[family]);
    await waitCount(countText(shown.length, all.length));
    expect(await refsShown()).toEqual(shown.slice(0, 50).map((o) => o.offre_ref));
    expect(await totalsLine().innerText()).toBe(`Total : ${shown.length} offres`);
    expect(await widget().getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('text filter (Filtrer par ville cliente) and numeric filter `Surface min`, each with its count; clear buttons', async () => {
    await openList(family);
    const all = forTool(family, await offersOf(family));
    const base = enCours(all);
    const lyon = base.filter((o) => (o.client_ville ?? '').toLowerCase().includes('lyon'));
    await page.getByLabel('Filtrer par ville cliente').fill(' LYON ');
    await waitCount(countText(lyon.length, all.length));
    expect(await refsShown()).toEqual(lyon.map((o) => o.offre_ref));
    expect(await totalsLine().innerText()).toBe(`Total : ${lyon.length} offre${lyon.length > 1 ? 's' : ''}`);
    await widget().getByRole('button', { name: 'Effacer tous les filtres' }).click();
    await waitCount(countText(base.length, all.length));
    expect(await page.getByLabel('Filtrer par ville cliente').inputValue()).toBe('');

    const big = base.filter((o) => o.qte_m2 !== null && Number(o.qte_m2) >= 2000);
    await page.getByLabel('Surface min', { exact: true }).fill('2000');
    await waitCount(countText(big.length, all.length));
    expect(await refsShown()).toEqual(big.slice(0, 50).map((o) => o.offre_ref));
    await widget().getByRole('button', { name: 'Effacer le filtre Surface min' }).click();
    await waitCount(countText(base.length, all.length));
    expect(await page.getByLabel('Surface min', { exact: true }).inputValue()).toBe('');
    expect(await widget().getByRole('button', { name: 'Effacer tous les filtres' }).count()).toBe(0);
  });

  it('a status change is saved at once and is still there after reload', async () => {
    const o = await pick(family, () => true);
    await openList(family);
    await showOnly(o.offre_ref);
    const select = page.getByLabel(`Statut de l'offre ${o.offre_ref}`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/ajax/${family}/statut-offre`));
    await select.selectOption({ label: 'Gagné' });
    expect((await saved).status()).toBe(200);
    // The row now fails the default `En cours` filter: it stays, marked, until the view changes (issue 9).
    await rowOf(o.offre_ref).getByText('Ne correspond plus aux filtres').waitFor();
    await page.getByLabel("Filtrer par n° d'offre").fill(`${o.offre_ref} `);
    await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
    expect((await offersOf(family)).find((x) => x.id === o.id)?.offre_statut).toBe('20');

    await page.reload();
    await table().locator('tbody tr td').first().waitFor();
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Gagné' });
    await showOnly(o.offre_ref);
    expect(await page.getByLabel(`Statut de l'offre ${o.offre_ref}`).inputValue()).toBe('20');
  });

  it('a refused status change shows the server msg in an alert and the select returns to the saved value', async () => {
    const o = await pick(family, () => true);
    await openList(family);
    await showOnly(o.offre_ref);
    await injectFault(server.url, {
      method: 'POST', path: `/ajax/${family}/statut-offre`, status: 200, contentType: 'application/json',
      body: JSON.stringify({ statut: 'ko', msg: 'Statut verrouillé par la direction commerciale.' }),
    });
    const select = page.getByLabel(`Statut de l'offre ${o.offre_ref}`);
    await select.selectOption({ label: 'Perdu' });
    await widget().getByRole('alert').filter({ hasText: 'Statut verrouillé par la direction commerciale.' }).waitFor();
    await eventually(async () => expect(await select.inputValue()).toBe('10'));
    expect(await refsShown()).toEqual([o.offre_ref]);
    expect((await offersOf(family)).find((x) => x.id === o.id)?.offre_statut).toBe('10');
  });

  it('clone: name pre-filled, `Cloner`, new row on top highlighted, then the server\'s title and msg', async () => {
    const o = await pick(family, (x) => (x.offre_nom ?? '').trim() !== '' && !/\(\d+\)$/.test(x.offre_nom ?? ''));
    const before = await offersOf(family);
    await openList(family);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Cloner');
    const dialog = page.getByRole('dialog', { name: "Cloner l'offre" });
    const name = dialog.getByLabel('Nom de la nouvelle offre');
    const base = (o.offre_nom ?? '').trim();
    const highest = Math.max(0, ...before.map((x) => (x.offre_nom ?? '').trim())
      .filter((n) => n === base || /^ \(\d+\)$/.test(n.slice(base.length)) && n.startsWith(base))
      .map((n) => (n === base ? 0 : Number(n.slice(base.length + 2, -1)))));
    expect(await name.inputValue()).toBe(`${base} (${highest + 1})`);
    await name.fill('Clone e2e');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/ajax/${family}/clonage-offre`));
    await dialog.getByRole('button', { name: 'Cloner' }).click();
    const body = (await (await answer).json()) as { clonedata: WireOffer; msg: string; title: string };
    // A success is a floating notice with the server's msg, nothing to close.
    expect(body.title).toBe('Offre dupliquée');
    await widget().locator('[part="notices"]').getByText(body.msg, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The clone is on top (the ref filter still applies to the other rows only if it matches: clear it).
    // The clone stays on top whatever the filter, so the rows are read once the cleared filter shows the
    // other offers again (more than the clone and the filtered offer), not as soon as the clone is first.
    await page.getByLabel("Filtrer par n° d'offre").fill('');
    await eventually(async () => expect((await refsShown()).length).toBeGreaterThan(2));
    await eventually(async () => expect((await refsShown())[0]).toBe(body.clonedata.offre_ref));
    const top = bodyRows().first();
    expect(await top.innerText()).toContain('Clone e2e');
    const bg = await top.evaluate((tr) => getComputedStyle(tr).backgroundColor);
    const other = await bodyRows().nth(2).evaluate((tr) => getComputedStyle(tr).backgroundColor);
    expect(bg).toBe('rgb(215, 245, 221)');
    expect(other).not.toBe(bg);
    expect((await offersOf(family)).some((x) => x.id === body.clonedata.id && x.offre_nom === 'Clone e2e')).toBe(true);
    // A clone is a new editable offer: `Modifier`, and a menu with Cloner and Supprimer.
    expect(await top.getByRole('button', { name: /^Modifier l'offre / }).count()).toBe(1);
  });

  it('delivery quarter: invalid input keeps the dialog open with the message; a valid one is confirmed and saved', async () => {
    const o = await pick(family, (x) => !isEditable(x) && /^20(2[7-9]|3\d)-T[1-4]$/.test(x.projet_livraison ?? ''));
    await openList(family);
    const row = await showOnly(o.offre_ref);
    await row.getByRole('button', { name: `Modifier la date de livraison de l'offre ${o.offre_ref}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la date de livraison' });
    const field = dialog.getByLabel('Trimestre de livraison');
    expect(await field.inputValue()).toBe(o.projet_livraison);
    await field.fill('T2-2026');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByRole('alert').filter({ hasText: "La date n'est pas valide (il faut trimestre et année)." }).waitFor();
    await field.fill('2041-T1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByRole('alert').filter({ hasText: "La date n'est pas valide (il faut trimestre et année)." }).waitFor();

    const newDate = o.projet_livraison === '2036-T2' ? '2036-T3' : '2036-T2';
    await field.fill(newDate);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await widget().locator('[part="notices"]').getByText('Nouvelle date enregistrée').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await row.getByRole('button', { name: `Modifier la date de livraison de l'offre ${o.offre_ref}` }).innerText()).toBe(newDate);
    expect((await offersOf(family)).find((x) => x.id === o.id)?.projet_livraison).toBe(newDate);

    await page.reload();
    await showOnly(o.offre_ref);
    expect(await rowOf(o.offre_ref).getByRole('button', { name: `Modifier la date de livraison de l'offre ${o.offre_ref}` }).innerText()).toBe(newDate);
  });

  it('site name: empty → message, dialog stays; a new name is saved and persisted', async () => {
    const o = await pick(family, (x) => !isEditable(x) && (x.projet_nom ?? '') !== '' && !/[<>]/.test(x.projet_nom ?? ''));
    await openList(family);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Modifier nom chantier');
    const dialog = page.getByRole('dialog', { name: 'Modifier le nom du chantier' });
    const field = dialog.getByLabel('Nom du chantier');
    expect(await field.inputValue()).toBe(o.projet_nom);
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Il faut écrire au minimum quelque chose...' }).waitFor();
    await field.fill(`Chantier e2e ${family}`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(async () => expect(await dialog.count()).toBe(0));
    // The site name in its column.
    expect(await table().locator('tbody tr[data-row-id]').count()).toBe(1);
    await eventually(async () => expect(await rowValue(table(), rowOf(o.offre_ref), 'Chantier')).toBe(`Chantier e2e ${family}`));
    expect((await offersOf(family)).find((x) => x.id === o.id)?.projet_nom).toBe(`Chantier e2e ${family}`);
    await page.reload();
    await showOnly(o.offre_ref);
    expect(await rowValue(table(), rowOf(o.offre_ref), 'Chantier')).toBe(`Chantier e2e ${family}`);
  });

  it('hide: `Voulez-vous masquer l\'offre {ref} ?`, Oui → row gone, and still gone after reload', async () => {
    const o = await pick(family, (x) => !isEditable(x));
    await openList(family);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Masquer');
    const dialog = page.getByRole('dialog', { name: "Masquer l'offre" });
    await dialog.getByText(`Voulez-vous masquer l'offre ${o.offre_ref} ?`, { exact: true }).waitFor();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Annuler', 'Oui']);
    await dialog.getByRole('button', { name: 'Oui' }).click();
    await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
    expect((await offersOf(family)).some((x) => x.id === o.id)).toBe(false);
    await page.reload();
    await page.getByLabel("Filtrer par n° d'offre").fill(o.offre_ref);
    await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
  });

  it('delete an editable offer: confirmation, row gone, the server\'s title and msg shown', async () => {
    const o = await pick(family, isEditable);
    await openList(family);
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Supprimer');
    const dialog = page.getByRole('dialog', { name: "Supprimer l'offre" });
    await dialog.getByText(o.offre_ref, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await widget().locator('[part="notices"]').getByText(`L'offre ${o.offre_ref} a été supprimée.`).waitFor();
    await widget().getByText('Aucune offre ne correspond aux filtres...').waitFor();
    expect((await offersOf(family)).some((x) => x.id === o.id)).toBe(false);
  });

  it('`Afficher` (non-editable) and `Modifier` (editable) open the edit page', async () => {
    const view = await pick(family, (x) => !isEditable(x));
    const edit = await pick(family, isEditable);
    const suffix = (o: WireOffer) => (family === 'veture' ? `?o=${toolOf(o)}` : '');
    await openList(family);
    let row = await showOnly(view.offre_ref);
    expect(await row.getByRole('button', { name: /^Modifier l'offre / }).count()).toBe(0);
    await Promise.all([
      page.waitForURL((u) => `${u.pathname}${u.search}` === `/${family}/offres/edition/${view.id}${suffix(view)}`),
      row.getByRole('button', { name: /^Afficher l'offre / }).click(),
    ]);
    await page.getByRole('heading', { name: new RegExp(`^Offre ${view.offre_ref} `) }).waitFor();

    await page.goBack();
    row = await showOnly(edit.offre_ref);
    await Promise.all([
      page.waitForURL((u) => `${u.pathname}${u.search}` === `/${family}/offres/edition/${edit.id}${suffix(edit)}`),
      row.getByRole('button', { name: /^Modifier l'offre / }).click(),
    ]);
    await page.getByRole('heading', { name: new RegExp(`^Offre ${edit.offre_ref} `) }).waitFor();
  });

  it('Excel export: the downloaded .xlsx is the screen: its rows for the same filters, in its order (Budget descending), its columns and totals line', async () => {
    await openList(family);
    await page.getByLabel('Lignes par page').selectOption('200');
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });
    await page.getByLabel('Filtrer par ville cliente').fill('a');
    await page.getByLabel('Budget min', { exact: true }).fill('5000');
    await eventually(async () => expect(await counter().innerText()).toMatch(/ sur /));
    // Sorted by Budget, descending: the file follows (it was in id order whatever the screen showed).
    const budget = table().getByRole('columnheader', { name: 'Budget (€)', exact: true });
    await budget.getByRole('button').click();
    await eventually(async () => expect(await budget.getAttribute('aria-sort')).toBe('ascending'));
    await budget.getByRole('button').click();
    await eventually(async () => expect(await budget.getAttribute('aria-sort')).toBe('descending'));
    const refs = await refsShown();
    const totals = (await totalsLine().innerText()).replace(/[\u00a0\u202f]/g, ' ').trim();
    const shownCount = Number(/^(\d+) offre/.exec(await counter().innerText())?.[1]);
    expect(refs.length).toBe(shownCount);
    expect(refs.length).toBeGreaterThan(0);

    // Since issue 20 the file is fetched (its preparation shown, its failure told), then saved from a blob.
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.url().includes(`/${family}/excel-report?`)),
      widget().getByRole('button', { name: 'Exporter dans un fichier Excel' }).click(),
    ]);
    expect(request.url()).toContain(`/${family}/excel-report?`);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^offres-${family}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const url = new URL(request.url());
    expect([url.searchParams.get('tri'), url.searchParams.get('ordre')]).toEqual(['budget', 'desc']);
    // The screen's columns in its order (the client as three), the controls left out.
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual([
      'Offre', 'Date', 'Réf. Leopard', 'Chantier', 'Client', 'Code postal', 'Ville', ...(family === 'bardages' ? ['Dest.'] : []), 'Surface (m²)',
      ...(family === 'bardages' ? ['Qté ml'] : []), 'Budget (€)', 'Livraison', 'Statut', 'N° offre',
    ]);
    const excelRefs: string[] = [];
    let last = '';
    ws.eachRow((r, n) => {
      if (n > 1) excelRefs.push(r.getCell(header.indexOf('N° offre') + 1).text);
      last = r.getCell(1).text;
    });
    expect(excelRefs.pop()).toBe('');
    expect(last.replace(/[\u00a0\u202f]/g, ' ')).toBe(totals);
    expect(excelRefs.length).toBe(refs.length);
    expect(excelRefs).toEqual(refs);
  });

  it('PDF: `Afficher le PDF` opens /{family}/affiche-pdf-offre?offreid={id} (application/pdf); `Télécharger le PDF` downloads it', async () => {
    const o = await pick(family, (x) => !isEditable(x));
    await openList(family);
    await showOnly(o.offre_ref);
    const popup = context.waitForEvent('page');
    await menu(o.offre_ref, 'Afficher le PDF');
    const tab = await popup;
    await eventually(() => expect(tab.url()).toBe(abs(`/${family}/affiche-pdf-offre?offreid=${o.id}`)));
    const res = await context.request.get(tab.url());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();

    const [download] = await Promise.all([page.waitForEvent('download'), menu(o.offre_ref, 'Télécharger le PDF')]);
    expect(download.url()).toBe(abs(`/${family}/affiche-pdf-offre?offreid=${o.id}&down=yes`));
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('coming back from an edit page restores filters, sort and page', async () => {
    await openList(family);
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });
    await page.getByLabel('Lignes par page').selectOption('25');
    await page.getByLabel('Filtrer par ville cliente').fill('e');
    const date = table().getByRole('columnheader', { name: 'Date', exact: true });
    await date.getByRole('button').click();
    await eventually(async () => expect(await date.getAttribute('aria-sort')).toBe('ascending'));
    await widget().getByRole('button', { name: 'Page suivante' }).click();
    await widget().getByText(/^Page 2 sur \d+$/).waitFor();
    const refs = await refsShown();
    const count = await counter().innerText();

    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith(`/${family}/offres/edition/`)),
      bodyRows().first().getByRole('button', { name: /^(Afficher|Modifier) l'offre / }).click(),
    ]);
    await page.goBack();
    await eventually(async () => expect(await counter().innerText()).toBe(count));
    expect(await page.getByLabel('Filtrer par statut').inputValue()).toBe('');
    expect(await page.getByLabel('Filtrer par ville cliente').inputValue()).toBe('e');
    expect(await page.getByLabel('Lignes par page').inputValue()).toBe('25');
    expect(await date.getAttribute('aria-sort')).toBe('ascending');
    expect(await widget().getByText(/^Page \d+ sur \d+$/).innerText()).toMatch(/^Page 2 sur \d+$/);
    expect(await refsShown()).toEqual(refs);
  });
});

describe.each(FAMILIES)('offer list %s (backoffice 1)', (family) => {
  it('`Filtrer par prescripteur`: Tous (all offers) and one option per prescriber; choosing one reloads that user\'s list', async () => {
    await openList(family, BACKOFFICE);
    const all = forTool(family, await offersOf(family, 'all', BACKOFFICE));
    await waitCount(countText(enCours(all).length, all.length));
    const select = page.getByLabel('Filtrer par prescripteur');
    expect(await select.inputValue()).toBe('all');
    const options = await select.locator('option').allInnerTexts();
    expect(options[0]).toBe('Tous');
    expect(options).toContain('Dubois, Pierre');
    expect(options).toContain('Lefèvre, Camille');
    expect(options).not.toContain('Martin, Sophie'); // backoffice users are not prescribers

    const reload = page.waitForRequest((r) => r.url().endsWith(`/ajax/${family}/liste-offres`));
    await select.selectOption({ label: 'Dubois, Pierre' });
    expect((await reload).postDataJSON()).toMatchObject({ userid: 2 });
    const mine = forTool(family, await offersOf(family));
    await waitCount(countText(enCours(mine).length, mine.length));
    expect(await refsShown()).toEqual(enCours(mine).slice(0, 50).map((o) => o.offre_ref));

    await select.selectOption({ label: 'Tous' });
    const again = forTool(family, await offersOf(family, 'all', BACKOFFICE));
    await waitCount(countText(enCours(again).length, again.length));
  });
});

describe('family specifics', () => {
  it('bardages: `Filtrer par produit` keeps offers containing any selected code', async () => {
    await openList('bardages');
    const all = await offersOf('bardages');
    const button = widget().getByRole('button', { name: 'Filtrer par produit' });
    await button.click();
    const group = widget().getByRole('group', { name: 'Filtrer par produit' });
    expect(await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b.parentElement?.textContent ?? '').trim()))).toEqual([
      'PS – Piterak Slim', 'PX – Piterak XS', 'AX – Autan XL', 'AU – Autan RQ', 'HX – Harmattan XL',
      'HA – Harmattan RQ', 'SH – Shamal XL', 'ZX – Zonda XL',
    ]);
    await group.getByRole('checkbox', { name: 'SH – Shamal XL' }).check();
    await group.getByRole('checkbox', { name: 'ZX – Zonda XL' }).check();
    await page.keyboard.press('Escape');
    const expected = enCours(all).filter((o) => /SH|ZX/.test(o.produits ?? ''));
    await waitCount(countText(expected.length, all.length));
    expect(await refsShown()).toEqual(expected.slice(0, 50).map((o) => o.offre_ref));
    // Linear metres (bardages only): `Qté ml min` narrows further, its clear button undoes it.
    const longOnes = expected.filter((o) => o.qte_ml !== null && Number(o.qte_ml) >= 300);
    // In the filter row (every shown column's filter box is there).
    await (await filterBox(widget(), 'Qté ml min')).fill('300');
    await waitCount(countText(longOnes.length, all.length));
    expect(await refsShown()).toEqual(longOnes.slice(0, 50).map((o) => o.offre_ref));
    await widget().getByRole('button', { name: 'Effacer le filtre Qté ml min' }).click();
    await waitCount(countText(expected.length, all.length));
    await widget().getByRole('button', { name: 'Effacer tous les filtres' }).click();
    await waitCount(countText(enCours(all).length, all.length));
    await button.click();
    expect(await group.getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('bardages: the clone highlight lasts 12 seconds (page clock)', async () => {
    const o = await pick('bardages', (x) => (x.offre_nom ?? '').trim() !== '');
    fam = 'bardages';
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/'));
    await page.clock.install();
    await page.goto('/bardages');
    await showOnly(o.offre_ref);
    await menu(o.offre_ref, 'Cloner');
    const dialog = page.getByRole('dialog', { name: "Cloner l'offre" });
    await dialog.getByLabel('Nom de la nouvelle offre').fill('Clone minuté');
    // From here the page's time moves only when the test says so (a loaded machine is no longer 12 s late).
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole('button', { name: 'Cloner' }).click();
    await widget().locator('[part="notices"]').getByText(/a été dupliquée/).waitFor();
    await page.getByLabel("Filtrer par n° d'offre").fill('');
    const top = bodyRows().first();
    await eventually(async () => expect(await top.innerText()).toContain('Clone minuté'));
    const bg = () => top.evaluate((tr) => getComputedStyle(tr).backgroundColor);
    expect(await bg()).toBe('rgb(215, 245, 221)');
    await page.clock.runFor(11_000);
    expect(await bg()).toBe('rgb(215, 245, 221)');
    await page.clock.runFor(1_500);
    await eventually(async () => expect(await bg()).not.toBe('rgb(215, 245, 221)'));
    expect(await top.innerText()).toContain('Clone minuté'); // still on top, no longer highlighted
  });

  it('parement: the status select offers `NR VDS` (45), in the filter and in each row', async () => {
    await openList('parement');
    const all = await offersOf('parement');
    const nrvds = all.filter((o) => o.offre_statut === '45');
    expect(nrvds.length).toBeGreaterThan(0);
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'NR VDS' });
    await waitCount(countText(nrvds.length, all.length));
    const ref = (await refsShown())[0];
    const rowSelect = page.getByLabel(`Statut de l'offre ${ref}`);
    expect(await rowSelect.inputValue()).toBe('45');
    expect(await rowSelect.locator('option').allInnerTexts()).toEqual(['—', 'En cours', 'Gagné', 'Perdu', 'Non retenue', 'NR VDS']);
  });

  it('parement: `Nouvelle offre Terca` only for a terca user (user 3), on a page with terca="true"', async () => {
    await openList('parement', 3);
    expect(await widget().getAttribute('terca')).toBe('true');
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Terca' }).getAttribute('href')).toBe('/parement/nouvelle/terca');
    expect(await widget().getByRole('link', { name: 'Nouvelle offre', exact: true }).getAttribute('href')).toBe('/parement/nouvelle/terreal');
    await context.close();

    await openList('parement', PRESCRIBER);
    expect(await widget().getAttribute('terca')).toBe('false');
    expect(await widget().getByRole('link', { name: 'Nouvelle offre', exact: true }).count()).toBe(1);
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Terca' }).count()).toBe(0);
    await context.close();

    await openList('bardages', 3);
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Terca' }).count()).toBe(0);
  });

  it('veture: `Filtrer les offres pour :` switches to Kess (TEST): ?o=kess in the address, `Nouvelle offre Kess`, kess offers', async () => {
    await openList('veture');
    const all = await offersOf('veture');
    const group = widget().getByRole('group', { name: 'Filtrer les offres pour :' });
    const gebrik = group.getByRole('radio', { name: 'Thermoreal-Gebrik' });
    const kess = group.getByRole('radio', { name: 'Kess (TEST)' });
    expect(await gebrik.isChecked()).toBe(true);
    await eventually(() => expect(new URL(page.url()).searchParams.get('o')).toBe('gebrik'));
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Thermoreal-Gebrik' }).getAttribute('href')).toBe('/veture/nouvelle/gebrik');

    await kess.check();
    const kessRows = forTool('veture', all, 'kess');
    await waitCount(countText(enCours(kessRows).length, kessRows.length));
    expect(await refsShown()).toEqual(enCours(kessRows).slice(0, 50).map((o) => o.offre_ref));
    expect(new URL(page.url()).searchParams.get('o')).toBe('kess');
    const link = widget().getByRole('link', { name: 'Nouvelle offre Kess' });
    expect(await link.getAttribute('href')).toBe('/veture/nouvelle/kess');
    expect(await widget().getByRole('link', { name: 'Nouvelle offre Thermoreal-Gebrik' }).count()).toBe(0);

    // Kess offers open with ?o=kess.
    await Promise.all([
      page.waitForURL((u) => /\/veture\/offres\/edition\/\d+\?o=kess$/.test(`${u.pathname}${u.search}`)),
      bodyRows().first().getByRole('button', { name: /^(Afficher|Modifier) l'offre / }).click(),
    ]);
    // A fresh page opened with ?o=kess starts on Kess.
    await context.close();
    await openList('veture', PRESCRIBER, '?o=kess');
    expect(await widget().getByRole('radio', { name: 'Kess (TEST)' }).isChecked()).toBe(true);
    await waitCount(countText(enCours(kessRows).length, kessRows.length));
  });

  it('no window dialog (alert) is ever used, even for hostile offer texts of user 2', async () => {
    ({ context, page } = await openAs(browser, server.url, PRESCRIBER, '/'));
    const dialogs = collectDialogs(page);
    for (const family of FAMILIES) {
      fam = family;
      await page.goto(`/${family}`);
      await page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });
      await page.getByLabel("Filtrer par nom d'offre").fill('<');
      await eventually(async () => expect(await bodyRows().count()).toBeGreaterThan(0));
      expect(await table().locator('tbody img, tbody script, tbody b').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });
});

// Adversarial suite, item 3 (issue 6): bad answers and faults, in Chromium against the real server and its
// fault switch. The list load gets HTML (a login page with 200), a non-array, an empty body, a 500 with
// a non-JSON body, rows with nulls / numeric strings / missing fields / huge values, a slow answer; every
// row action (status, delete, hide, clone, delivery, site name) gets a 500 without JSON, a login page
// with 200, a refusal (statut ko) and a 419. The user gets SPEC.md §8's message, the list stays usable,
// and the row stays exactly as the server has it (checked through the API). Last, the server goes down.
import type { Page } from 'playwright-core';
import { apiAs } from './support/server';
import { columnChild, eventually, injectFault, type Fault } from './support/browser';
import { PORTAL_VIEWPORTS } from './support/portal';
import { listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer {
  id: number; offre_nom: string; offre_ref: string; offre_statut: string; statut: string; projet_nom: string | null;
  projet_livraison: string | null; outil: string | null;
}
const USER = 2;

let host: HostPage | null = null;
let page: Page;
let serverDown = false;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'], clearFaults: () => !serverDown });

const LOGIN_PAGE = '<!doctype html><html lang="fr"><head><title>Connexion</title></head><body><form method="post" action="/login"><input name="email"><button>Se connecter</button></form></body></html>';
const html200: Omit<Fault, 'path'> = { status: 200, contentType: 'text/html; charset=utf-8', body: LOGIN_PAGE };
const text500: Omit<Fault, 'path'> = { status: 500, contentType: 'text/plain', body: 'Internal Server Error' };
const json = (body: unknown, status = 200): Omit<Fault, 'path'> => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

const tagOf = (family: Family | 'contacts') => (family === 'contacts' ? 'terreal-contacts' : `terreal-offres-${family}`);

async function open(family: Family | 'contacts', waitRows = true, viewport?: { width: number; height: number }): Promise<string> {
  const tag = tagOf(family);
  host = await openHost(browser, server.url, { userId: USER, tag, attrs: { userid: String(USER) }, viewport });
  page = host.page;
  if (waitRows) await listShown(page, tag);
  return tag;
}

async function offersOf(family: Family): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, USER)).post(`/ajax/${family}/liste-offres`, { userid: USER });
  return (await res.json()) as WireOffer[];
}
const serverRow = async (family: Family, id: number) => (await offersOf(family)).find((o) => o.id === id);

const loadCases: [string, Omit<Fault, 'path'>, string][] = [
  ['a login page with status 200', html200, "une erreur est survenue : la réponse du serveur n'est pas lisible"],
  ['a JSON object instead of an array', json({ data: [] }), "une erreur est survenue : la réponse du serveur n'a pas la forme attendue"],
  ['JSON null', json(null), "une erreur est survenue : la réponse du serveur n'a pas la forme attendue"],
  ['an empty body with status 200', { status: 200, contentType: 'application/json', body: '' }, "une erreur est survenue : la réponse du serveur n'est pas lisible"],
  ['truncated JSON', { status: 200, contentType: 'application/json', body: '[{"id": 1, "offre_nom": "Tron' }, "une erreur est survenue : la réponse du serveur n'est pas lisible"],
  ['a 500 with a non-JSON body', text500, 'une erreur est survenue : le serveur a répondu avec le code 500'],
  ['a 500 with the server\'s JSON message', json({ statut: 'ko', msg: 'Base de données indisponible.' }, 500), 'une erreur est survenue : Base de données indisponible.'],
  ['a 503 HTML page from a proxy', { status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }, 'une erreur est survenue : le serveur a répondu avec le code 503'],
  ['a 404', json({ message: 'Not Found' }, 404), 'une erreur est survenue : Not Found'],
];

describe('the list load answered badly: SPEC.md §8 alert, then Réessayer loads the list', () => {
  it.each(loadCases)('offers: %s', async (_what, fault, message) => {
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/liste-offres', ...fault });
    const tag = await open('bardages', false);
    const alert = page.locator(tag).getByRole('alert');
    await eventually(async () => expect(await alert.locator('span').first().textContent()).toBe(message));
    expect(await page.locator(`${tag} tbody tr`).textContent()).toBe(''); // not `Aucune offre à lister...`: the list is unknown
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await listShown(page, tag);
    await eventually(async () => expect(await page.locator(`${tag} tbody tr`).count()).toBeGreaterThan(1));
    expect(await page.locator(tag).getByRole('alert').count()).toBe(0);
    host!.errors.splice(0);
  });

  it.each(loadCases.slice(0, 6))('contacts: %s', async (_what, fault, message) => {
    await injectFault(server.url, { method: 'GET', path: `/contacts/list/${USER}`, ...fault });
    const tag = await open('contacts', false);
    const alert = page.locator(tag).getByRole('alert');
    await eventually(async () => expect(await alert.locator('span').first().textContent()).toBe(message));
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await eventually(async () => expect(await page.locator(`${tag} tbody tr`).count()).toBe(50));
    host!.errors.splice(0);
  });

  it('a slow answer (1.5 s): Chargement… (role=status) and aria-busy meanwhile, then the rows', async () => {
    await injectFault(server.url, { method: 'POST', path: '/ajax/parement/liste-offres', delayMs: 1500 });
    const tag = await open('parement', false);
    await page.locator(tag).getByRole('status').filter({ hasText: 'Chargement…' }).waitFor();
    expect(await page.locator(`${tag} .terreal-table-frame`).getAttribute('aria-busy')).toBe('true');
    await listShown(page, tag);
    expect(await page.locator(tag).getByRole('status').filter({ hasText: 'Chargement…' }).count()).toBe(0);
  });

  it('419 on load reloads the page once (then the list shows)', async () => {
    await injectFault(server.url, { method: 'POST', path: '/ajax/veture/liste-offres', ...json({ message: 'CSRF token mismatch.' }, 419) });
    let loads = 0;
    const tag = tagOf('veture');
    host = await openHost(browser, server.url, { userId: USER, tag, attrs: { userid: String(USER) } });
    page = host.page;
    page.on('load', () => { loads += 1; });
    await eventually(() => expect(loads).toBe(1), 10_000); // one reload after the first load
    await listShown(page, tag);
    host.errors.splice(0);
  });
});

describe('rows with nulls, numeric strings, missing fields and huge values', () => {
  it('offers: good rows shown and usable, garbage entries dropped, numbers read from text', async () => {
    const rows = [
      { id: 1, offre_nom: null, offre_date: null, offre_ref: null, offre_statut: null, statut: null, projet_ref: null, projet_nom: null, projet_livraison: null, client_societe: null, client_cp: null, client_ville: null, transport_dest: null, qte_m2: null, qte_ml: null, budget_produits: null, budget: null, produits: null, outil: null, v_tarif: null },
      { id: '2', offre_nom: 12345, offre_ref: 'N-2', offre_statut: 20, statut: 'validée', qte_m2: '1 234,5', qte_ml: '12.5', budget: '12345.678', offre_date: '2026-03-05 10:11:12', projet_livraison: '2031-T1' },
      { id: 3 },
      { id: 4, offre_ref: 'N-4', offre_nom: 'N'.repeat(5000), qte_m2: 1e308, qte_ml: -0, budget: 1e21, budget_produits: '', statut: 'soumise', offre_statut: '10', produits: ['PS', 'AX', null] },
      { id: null, offre_ref: 'SANS-ID' }, { id: 'abc', offre_ref: 'ID-TEXTE' }, { id: -1, offre_ref: 'ID-NEG' }, { id: 1.5, offre_ref: 'ID-DEC' },
      'une chaîne', null, [1, 2], 42, true,
    ];
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/liste-offres', ...json(rows) });
    // Every shown column in the row: the values are read in their columns, by header.
    const tag = await open('bardages', false, PORTAL_VIEWPORTS.wide);
    await page.locator(tag).getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
    await eventually(async () => expect(await page.locator(`${tag} [part="pagination"] p`).textContent()).toBe('4 offres'));
    const table = page.locator(`${tag} table`);
    const refs = await page.locator(`${tag} tbody tr :is(td,th):nth-child(${await columnChild(table, 'N° offre')})`).allTextContents();
    expect(refs).toEqual(['N-4', '', 'N-2', '']); // id desc; the rows without a usable id are dropped
    const row2 = page.locator(`${tag} tbody tr`).nth(2);
    const cells = (await row2.locator(':is(td,th)').allTextContents()).map((t) => t.replace(/[\u202f\u00a0]/g, ' ')); // the name is a th
    const cell = async (header: string) => cells[(await columnChild(table, header)) - 1];
    expect([await cell('Offre'), await cell('Date')]).toEqual(['12345', '05/03/2026']);
    expect(await cell('Surface (m²)')).toBe('1 234,5'); // qte_m2 from '1 234,5'
    expect(await cell('Qté ml')).toBe('12,5');
    expect(await cell('Budget (€)')).toBe('12 345,68 €');
    expect(await row2.getByRole('combobox').inputValue()).toBe('20');
    // Sorting and filtering still work on these rows.
    await page.locator(tag).getByRole('button', { name: 'Surface (m²)' }).click();
    await page.locator(tag).getByLabel("Filtrer par n° d'offre").fill('N-');
    await eventually(async () => expect(await page.locator(`${tag} tbody tr`).count()).toBe(2));
    expect(await page.locator(tag).getByRole('alert').count()).toBe(0);
  });

  it('contacts: null fields and numeric strings are shown as text; rows without an id are dropped', async () => {
    const rows = [
      { id: 1, societe: null, type_societe: null, nom: null, email: null, code_postal: null, ville: null },
      { id: '2', societe: 'Société 2', code_postal: 31000, ville: 75, nom: true },
      { id: 3 }, { societe: 'Sans id' }, null, 'x', { id: 0, societe: 'Zéro' },
    ];
    await injectFault(server.url, { method: 'GET', path: `/contacts/list/${USER}`, ...json(rows) });
    const tag = await open('contacts', false);
    await eventually(async () => expect(await page.locator(`${tag} tbody tr`).count()).toBe(3));
    const row = page.locator(`${tag} tbody tr`).filter({ hasText: 'Société 2' });
    // The columns' cells (the name a th), the selection's left out.
    expect((await row.locator(':is(td,th):not(.terreal-lead)').allTextContents()).slice(0, 6)).toEqual(['Société 2', '', 'true', '', '31000', '75']);
  });
});

type Action = 'status' | 'siteName' | 'delivery' | 'clone' | 'hide' | 'delete';
const ACTION_PATH: Record<Action, string> = {
  status: 'statut-offre', siteName: 'nom-chantier', delivery: 'date-livraison', clone: 'clonage-offre', hide: 'visibilite-offre', delete: 'supprime-offre',
};
type FaultKind = '500 text' | 'HTML 200' | 'ko' | '419';
const FAULT_KINDS: FaultKind[] = ['500 text', 'HTML 200', 'ko', '419'];
const faultOf = (kind: FaultKind): Omit<Fault, 'path'> => ({
  '500 text': text500, 'HTML 200': html200, ko: json({ statut: 'ko', msg: 'Refusé par le serveur.', title: 'Refus' }), '419': json({ message: 'CSRF token mismatch.' }, 419),
}[kind]);

/** What the user must see (SPEC.md §8) for `kind` on `action`: [dialog title, dialog text] or the alert text. */
function expected(action: Action, kind: FaultKind): { alert?: string; title?: string; text?: string } {
  if (kind === '419') return { title: 'Session expirée', text: 'La session a expiré. Veuillez recharger cette page.' };
  if (kind === '500 text') return { title: "Erreur lors de l'exécution de la demande", text: "Une erreur s'est produite : le serveur a rencontré une erreur (code = 500)" };
  if (kind === 'HTML 200') return { title: "Erreur lors de l'exécution de la demande", text: "Une erreur s'est produite : la réponse du serveur n'est pas lisible (code = 200)" };
  if (action === 'status') return { alert: 'Refusé par le serveur.' };
  if (action === 'clone' || action === 'delete') return { title: 'Refus', text: 'Refusé par le serveur.' };
  return { title: 'Erreur', text: 'Refusé par le serveur.' };
}

describe('a failed change leaves the row exactly as the server has it', () => {
  const families: Family[] = ['bardages', 'parement', 'veture'];
  it.each(families)('%s: every action × every fault (500 text, login page 200, statut ko, 419)', async (family) => {
    const all = (await offersOf(family)).filter((o) => o.offre_statut === '10' && (o.outil ?? '') !== 'kess' && /^[A-Z]+-\d{4}-\d{4}$/.test(o.offre_ref));
    const fixed = all.find((o) => !['brouillon', 'soumise'].includes(o.statut.toLowerCase()) && /^20(2[7-9]|3\d)-T[1-4]$/.test(o.projet_livraison ?? ''))!;
    const draft = all.find((o) => ['brouillon', 'soumise'].includes(o.statut.toLowerCase()))!;
    const tag = await open(family);
    const w = page.locator(tag);
    const rowOf = (o: WireOffer) => page.locator(`${tag} tbody tr`).filter({ has: page.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }) });
    const rowText = async (o: WireOffer) => (await rowOf(o).locator('td').allTextContents()).join('|');
    const before = { fixed: await rowText(fixed), draft: await rowText(draft), count: await w.locator('[part="pagination"] p').textContent() };
    const serverBefore = { fixed: await serverRow(family, fixed.id), draft: await serverRow(family, draft.id), n: (await offersOf(family)).length };

    for (const action of Object.keys(ACTION_PATH) as Action[]) {
      for (const kind of FAULT_KINDS) {
        const o = action === 'delete' ? draft : fixed;
        await injectFault(server.url, { method: 'POST', path: `/ajax/${family}/${ACTION_PATH[action]}`, ...faultOf(kind) });
        if (action === 'status') {
          await w.getByRole('combobox', { name: `Statut de l'offre ${o.offre_ref}` }).selectOption('30');
        } else {
          const item = { siteName: 'Modifier nom chantier', delivery: 'Modifier date livraison', clone: 'Cloner', hide: 'Masquer', delete: 'Supprimer' }[action];
          await rowOf(o).getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
          await w.getByRole('menuitem', { name: item, exact: true }).click();
          if (action === 'siteName') await w.getByRole('textbox', { name: 'Nom du chantier' }).fill('Nom jamais enregistré');
          if (action === 'delivery') await w.getByRole('textbox', { name: 'Trimestre de livraison' }).fill('2038-T4');
          const confirm = { siteName: 'Enregistrer', delivery: 'Enregistrer', clone: 'Cloner', hide: 'Oui', delete: 'Supprimer' }[action];
          await page.locator(`${tag} dialog[open]`).getByRole('button', { name: confirm, exact: true }).click();
        }
        const want = expected(action, kind);
        if (want.alert) {
          const alert = w.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Fermer' }) });
          await eventually(async () => expect(await alert.locator('span').first().textContent()).toBe(want.alert));
          await alert.getByRole('button', { name: 'Fermer' }).click();
        } else {
          // The action's own dialog stays open until the answer; wait for the message dialog by its title.
          const dialog = w.getByRole('dialog', { name: want.title, exact: true });
          await dialog.waitFor();
          expect([await dialog.locator('h2').textContent(), await dialog.locator('p').textContent()]).toEqual([want.title, want.text]);
          await dialog.getByRole('button', { name: 'OK' }).click();
          if (action === 'delivery' || action === 'siteName') {
            // A failed save gives the field's dialog back with what was typed (the delivery quarter, the site
            // name: nothing typed is lost); the user cancels it.
            const [name, typed] = action === 'delivery' ? ['Trimestre de livraison', '2038-T4'] : ['Nom du chantier', 'Nom jamais enregistré'];
            const box = w.getByRole('textbox', { name });
            await eventually(async () => expect(await box.inputValue()).toBe(typed));
            await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Annuler', exact: true }).click();
          }
          await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));
        }
        // The rows and the count are as before; the select shows the saved status.
        await eventually(async () => expect({ fixed: await rowText(fixed), draft: await rowText(draft), count: await w.locator('[part="pagination"] p').textContent() })
          .toEqual(before), 3000);
        expect(await w.getByRole('combobox', { name: `Statut de l'offre ${fixed.offre_ref}` }).inputValue()).toBe('10');
      }
    }
    expect({ fixed: await serverRow(family, fixed.id), draft: await serverRow(family, draft.id), n: (await offersOf(family)).length }).toEqual(serverBefore);
    host!.errors.splice(0);
  }, 120_000); // 24 action × fault rounds in one browser page: slow on a loaded 2-core machine


  it('contacts delete: 500 text, login page 200 and 419 give their dialog; the contact stays, in the list and on the server', async () => {
    const tag = await open('contacts');
    const first = page.locator(`${tag} tbody tr`).first();
    // The Société cell: the row's header, after the selection's cell.
    const societe = await first.locator(':is(td,th):not(.terreal-lead)').first().textContent();
    for (const kind of ['500 text', 'HTML 200', '419'] as FaultKind[]) {
      await injectFault(server.url, { method: 'POST', path: '/ajax/contacts/delete', ...faultOf(kind) });
      await first.getByRole('button', { name: /^Supprimer le contact / }).click();
      await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Supprimer', exact: true }).click();
      const want = expected('siteName', kind);
      const dialog = page.locator(tag).getByRole('dialog', { name: want.title, exact: true });
      await dialog.waitFor();
      expect([await dialog.locator('h2').textContent(), await dialog.locator('p').textContent()]).toEqual([want.title, want.text]);
      await dialog.getByRole('button', { name: 'OK' }).click();
      expect(await page.locator(`${tag} tbody tr`).first().locator(':is(td,th):not(.terreal-lead)').first().textContent()).toBe(societe);
    }
    const list = (await (await (await apiAs(server.url, USER)).get(`/contacts/list/${USER}`)).json()) as { societe: string }[];
    expect(list.some((c) => c.societe === societe)).toBe(true);
    host!.errors.splice(0);
  });

  it('a slow action (2 s): the confirm button is disabled and busy meanwhile, then the change is shown and saved', async () => {
    const o = (await offersOf('parement')).find((x) => x.offre_statut === '10' && !['brouillon', 'soumise'].includes(x.statut.toLowerCase()))!;
    const tag = await open('parement');
    await injectFault(server.url, { method: 'POST', path: '/ajax/parement/nom-chantier', delayMs: 2000 });
    await page.locator(tag).getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
    await page.locator(tag).getByRole('menuitem', { name: 'Modifier nom chantier' }).click();
    await page.locator(tag).getByRole('textbox', { name: 'Nom du chantier' }).fill('Chantier lent');
    const save = page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Enregistrer' });
    await save.click();
    await eventually(async () => expect(await save.getAttribute('aria-busy')).toBe('true'));
    expect(await save.isDisabled()).toBe(true);
    await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0), 6000);
    expect((await serverRow('parement', o.id))?.projet_nom).toBe('Chantier lent');
  });
});

describe('the server goes down mid-session', () => {
  // Issue 22: a write with no answer may have been applied: the dialog says so, and the list is asked again
  // (which fails here: the rows stay as they were, still usable).
  it('actions give the error dialog (the change may not be saved), nothing changes, and the list stays usable (filter, sort, pages)', async () => {
    const tag = await open('bardages');
    const w = page.locator(tag);
    // The N° offre column, found by its header at each reading (the selection cell comes first).
    const refsNow = async () => page.locator(`${tag} tbody tr td:nth-child(${await columnChild(page.locator(`${tag} table`), 'N° offre')})`).allTextContents();
    const refs = await refsNow();
    const count = await w.locator('[part="pagination"] p').textContent();
    serverDown = true;
    await server.stop();

    const ref = refs[0];
    await w.getByRole('combobox', { name: `Statut de l'offre ${ref}` }).selectOption('20');
    const failed = "Erreur lors de l'exécution de la demande";
    let dialog = w.getByRole('dialog', { name: failed, exact: true });
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe(failed);
    expect(await dialog.locator('p').textContent()).toBe("La modification n'a peut-être pas été enregistrée.");
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await w.getByRole('combobox', { name: `Statut de l'offre ${ref}` }).inputValue()).toBe('10');

    await w.getByRole('button', { name: `Actions de l'offre ${ref}`, exact: true }).click();
    await w.getByRole('menuitem', { name: 'Cloner' }).click();
    await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Cloner', exact: true }).click();
    dialog = w.getByRole('dialog', { name: failed, exact: true }); // the clone dialog stays open until the answer
    await dialog.waitFor();
    expect(await dialog.locator('p').textContent()).toBe("La modification n'a peut-être pas été enregistrée.");
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Still usable: same rows and count, filtering, sorting and paging work without the server.
    expect(await w.locator('[part="pagination"] p').textContent()).toBe(count);
    expect(await refsNow()).toEqual(refs);
    await w.getByLabel("Filtrer par n° d'offre").fill(ref);
    await eventually(async () => expect(await refsNow()).toEqual([ref]));
    await w.getByLabel("Filtrer par n° d'offre").fill('');
    await w.getByRole('button', { name: 'N° offre' }).click();
    await eventually(async () => expect((await refsNow())[0]).not.toBe(ref));
    host!.errors.splice(0);
  });
});

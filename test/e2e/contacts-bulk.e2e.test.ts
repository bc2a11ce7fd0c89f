// Issue 25 on the contacts list, end to end: the built bundle in Chromium against the real server and
// database, signed in as user 2 (152 contacts, 4 pages). The selection across pages, `Supprimer…` on the
// selected contacts (one the server refuses, the others deleted, checked through the API), the keyboard grid,
// and axe-core with rows selected and in the bulk dialog.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { eventually, listComplete, openAs } from './support/browser';
import { focused } from './support/adversarial';
import { browser, server, useSession } from './support/session';
import { axeViolations } from './support/axe';

interface Contact { id: number; societe: string; nom: string; email: string }

const USER = 2;
const SEEDED = 152;
let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, clearFaults: true });

async function contactsOf(): Promise<Contact[]> {
  const res = await (await apiAs(server.url, USER)).get(`/contacts/list/${USER}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Contact[];
}

const widget = (): Locator => page.locator('terreal-contacts');
const grid = (): Locator => page.getByRole('grid', { name: 'Contacts' });
const bodyRows = (): Locator => grid().locator('tbody tr[data-row-id]');
const countText = (): Locator => widget().locator('[part="pagination"] p');
const bar = (): Locator => widget().locator('[part="selection-bar"] [role="status"]');
const pageBox = (): Locator => widget().getByRole('checkbox', { name: 'Sélectionner les contacts de la page' });

async function openContacts(total?: number): Promise<void> {
  ({ context, page } = await openAs(browser, server.url, USER, '/contacts'));
  await countText().filter({ hasText: total === undefined ? /^\d+ contacts$/ : `${total} contacts` }).waitFor();
  await listComplete(page);
}

/** The row checkbox of the row shown at `i`, with the contact's id. */
async function rowBox(i: number): Promise<{ box: Locator; id: number }> {
  const row = bodyRows().nth(i);
  return { box: row.getByRole('checkbox'), id: Number(await row.getAttribute('data-row-id')) };
}

describe('Contacts: the selection and Supprimer… (issue 25, user 2)', () => {
  it('the selection survives paging; the bar counts in French; axe-core clean with rows selected', async () => {
    await openContacts(SEEDED);
    const [a, b] = [await rowBox(0), await rowBox(1)];
    await a.box.check();
    await b.box.check();
    await bar().filter({ hasText: '2 contacts sélectionnés' }).waitFor();
    expect(await pageBox().getAttribute('aria-checked')).toBe('mixed');

    await widget().getByRole('button', { name: 'Page suivante' }).click();
    await widget().getByText('Page 2 sur 4').waitFor();
    await listComplete(page);
    const c = await rowBox(3);
    expect([a.id, b.id]).not.toContain(c.id);
    await c.box.check();
    await bar().filter({ hasText: '3 contacts sélectionnés' }).waitFor();
    await widget().getByRole('button', { name: 'Page précédente' }).click();
    await widget().getByText('Page 1 sur 4').waitFor();
    await listComplete(page);
    expect([await bodyRows().nth(0).getByRole('checkbox').isChecked(), await bodyRows().nth(1).getByRole('checkbox').isChecked()]).toEqual([true, true]);
    expect(await widget().getByRole('button', { name: `Sélectionner les ${SEEDED} contacts filtrés` }).count()).toBe(1);
    expect(await axeViolations(page, 'terreal-contacts')).toEqual([]);
  });

  it('`Supprimer…` deletes the selected contacts one by one: the one already gone is listed, the others deleted', async () => {
    await openContacts(SEEDED);
    const [a, b] = [await rowBox(0), await rowBox(1)];
    const c = await rowBox(2);
    for (const { box } of [a, b, c]) await box.check();
    await bar().filter({ hasText: '3 contacts sélectionnés' }).waitFor();

    // Contact b is deleted meanwhile (another tab): the server refuses it in the bulk run, the others go on.
    const all = await contactsOf();
    const gone = all.find((x) => x.id === b.id)!;
    const api = await apiAs(server.url, USER);
    expect(await (await api.post('/ajax/contacts/delete', { id: gone.id, societe: gone.societe, nom: gone.nom })).json()).toMatchObject({ statut: 'ok' });

    await widget().getByRole('button', { name: 'Supprimer…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    await dialog.getByText('Voulez-vous supprimer définitivement 3 contacts ?').waitFor();
    expect(await axeViolations(page, 'terreal-contacts')).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await dialog.getByText('2 contacts supprimés.').waitFor();
    expect(await dialog.getByText('3 sur 3 envoyés').count()).toBe(1);
    expect(await dialog.getByText('1 contact non supprimé :').count()).toBe(1);
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([`${gone.nom || gone.societe} : Ce contact n'existe pas ou a déjà été supprimé.`]);
    expect(await axeViolations(page, 'terreal-contacts')).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await eventually(async () => expect(await dialog.count()).toBe(0));

    const left = new Set((await contactsOf()).map((x) => x.id));
    expect(left.size).toBe(SEEDED - 3);
    expect([a.id, b.id, c.id].filter((id) => left.has(id))).toEqual([]);
    // The refused row stays shown and selected; the two deleted left the list and the selection.
    await bar().filter({ hasText: '1 contact sélectionné' }).waitFor();
    expect(await countText().innerText()).toBe(`${SEEDED - 2} contacts`);
  });

  it('the keyboard grid: one Tab stop, arrow keys, Space selects the row, Enter enters `Modifier`, Escape comes back', async () => {
    await openContacts();
    await widget().getByLabel('Filtrer par ville').focus();
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first.tag).toBe('td');
    expect(await grid().locator('tbody [tabindex="0"]').count()).toBe(1);
    expect(await grid().locator('tbody button[tabindex="0"], tbody input[tabindex="0"], tbody a[tabindex="0"]').count()).toBe(0);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const societe = (await bodyRows().nth(1).locator('th[scope="row"]').innerText()).trim(); // Société: the row's header
    expect((await focused(page)).text).toBe(societe);
    await page.keyboard.press(' ');
    await bar().filter({ hasText: '1 contact sélectionné' }).waitFor();
    expect(await bodyRows().nth(1).getByRole('checkbox').isChecked()).toBe(true);
    await page.keyboard.press(' ');
    await eventually(async () => expect(await bodyRows().nth(1).getByRole('checkbox').isChecked()).toBe(false));

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    expect((await focused(page)).label).toMatch(/^Modifier le contact /);
    await page.keyboard.press('Escape');
    expect((await focused(page)).tag).toBe('td');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ tag: 'td' });
    expect(await bodyRows().nth(0).locator('td').first().evaluate((td) => td === (td.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    // Tab leaves the rows: the rows were one stop.
    await page.keyboard.press('Tab');
    expect(await grid().evaluate((g) => g.contains((g.getRootNode() as ShadowRoot).activeElement))).toBe(false);
  });
});

// Contacts list end to end: the built bundle in Chromium against the real server and database, signed in
// as user 2 (150 seeded contacts + 2 hostile ones = 152). SPEC.md §2 (Contacts table), §5, §7, §8.
import Database from 'better-sqlite3';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { brokenImagesSettled, collectDialogs, eventually, injectFault, listComplete, openAs } from './support/browser';
import { browser, server, useSession } from './support/session';

interface Contact { id: number; societe: string; type_societe: string; nom: string; email: string; code_postal: string; ville: string }

const USER = 2;
const SEEDED = 152;
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, clearFaults: true });

async function contactsOf(userId = USER): Promise<Contact[]> {
  const api = await apiAs(server.url, userId);
  const res = await api.get(`/contacts/list/${userId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Contact[];
}

/** Opens /contacts signed in as user 2 and waits until the list is shown. */
async function openContacts(total = SEEDED): Promise<void> {
  ({ context, page } = await openAs(browser, server.url, USER, '/contacts'));
  await countText().filter({ hasText: `${total} contacts` }).waitFor();
  await listComplete(page);
}

const widget = (): Locator => page.locator('terreal-contacts');
// A keyboard grid (issue 25); its first cell in a row is the selection's, before the columns.
const table = (): Locator => page.getByRole('grid', { name: 'Contacts' });
const bodyRows = (): Locator => table().locator('tbody tr');
const countText = (): Locator => widget().locator('[part="pagination"] p');
/** The texts of column n (from 1, after the selection's cell) of the rows shown, once the list is complete (rows arrive in two stages). */
const column = async (n: number): Promise<string[]> => {
  await listComplete(page);
  return bodyRows().locator(`:is(td,th):nth-child(${n + 1})`).allTextContents(); // Société is the row's header
};
/** The cells of the columns (the selection's cell left out). */
const dataCells = (): Locator => bodyRows().locator(':is(td,th):not(.terreal-lead)');
const rowOf = (email: string): Locator => bodyRows().filter({ has: page.locator('td:nth-child(5)', { hasText: email }) });

/** A contact whose e-mail is unique among user 2's contacts (so a filter shows exactly its row). */
async function uniqueContact(skip: number[] = []): Promise<Contact> {
  const all = await contactsOf();
  const found = all.find((c) => !skip.includes(c.id) && /^[a-z.-]+@[a-z-]+\.fr$/.test(c.email)
    && all.filter((o) => o.email.includes(c.email)).length === 1);
  if (!found) throw new Error('no contact with a unique e-mail');
  return found;
}

async function showOnly(c: Contact): Promise<Locator> {
  await page.getByLabel('Filtrer par e-mail').fill(c.email);
  await eventually(async () => expect(await bodyRows().count()).toBe(1));
  return rowOf(c.email);
}

describe('Contacts list (terreal-contacts, user 2)', () => {
  it('loads the user\'s contacts: 50 rows, sorted by Société ascending (aria-sort), count text', async () => {
    await openContacts();
    const contacts = await contactsOf();
    expect(contacts).toHaveLength(SEEDED);

    expect(await bodyRows().count()).toBe(50);
    expect(await table().getByRole('columnheader', { name: 'Société', exact: true }).getAttribute('aria-sort')).toBe('ascending');
    expect(await table().getByRole('columnheader', { name: 'Ville', exact: true }).getAttribute('aria-sort')).toBe('none');
    const headers = await table().getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼]/g, '').trim()))
      .toEqual(['Sélection', 'Société', 'Entreprise / négoce', 'Contact', 'E-mail', 'Code postal', 'Ville', 'Actions']);

    const expected = contacts.map((c) => c.societe).sort(collator.compare).slice(0, 50);
    expect(await column(1)).toEqual(expected);
    expect(await countText().innerText()).toBe('152 contacts');
    expect(await widget().getByText('Page 1 sur 4').count()).toBe(1);
  });

  it('clicking the Société header toggles to descending, then back to ascending', async () => {
    await openContacts();
    const societes = (await contactsOf()).map((c) => c.societe);
    const header = table().getByRole('columnheader', { name: 'Société', exact: true });
    await header.getByRole('button').click();
    await eventually(async () => expect(await header.getAttribute('aria-sort')).toBe('descending'));
    expect(await column(1)).toEqual([...societes].sort(collator.compare).reverse().slice(0, 50));

    await header.getByRole('button').click();
    await eventually(async () => expect(await header.getAttribute('aria-sort')).toBe('ascending'));
    expect(await column(1)).toEqual([...societes].sort(collator.compare).slice(0, 50));

    const ville = table().getByRole('columnheader', { name: 'Ville', exact: true });
    await ville.getByRole('button').click();
    await eventually(async () => expect(await ville.getAttribute('aria-sort')).toBe('ascending'));
    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(await column(6)).toEqual((await contactsOf()).map((c) => c.ville).sort(collator.compare).slice(0, 50));
  });

  it('filters by city (case-insensitive, trimmed) with the count text, and `Effacer tous les filtres` clears it', async () => {
    await openContacts();
    const contacts = await contactsOf();
    const lyon = contacts.filter((c) => c.ville.toLowerCase().includes('lyon'));
    expect(lyon.length).toBeGreaterThan(0);
    expect(await widget().getByRole('button', { name: 'Effacer tous les filtres' }).count()).toBe(0);

    await page.getByLabel('Filtrer par ville').fill('  lYoN ');
    await eventually(async () => expect(await countText().innerText()).toBe(`${lyon.length} contact${lyon.length > 1 ? 's' : ''} sur 152`));
    expect(await bodyRows().count()).toBe(lyon.length);
    expect(new Set(await column(6))).toEqual(new Set(['Lyon']));

    await page.getByLabel('Filtrer par ville').fill('zzz-aucune-ville');
    await widget().getByText('Aucun contact ne correspond à la recherche...').waitFor();

    await widget().getByRole('button', { name: 'Effacer tous les filtres' }).click();
    await eventually(async () => expect(await countText().innerText()).toBe('152 contacts'));
    expect(await page.getByLabel('Filtrer par ville').inputValue()).toBe('');
    expect(await bodyRows().count()).toBe(50);
    expect(await widget().getByRole('button', { name: 'Effacer tous les filtres' }).count()).toBe(0);
  });

  it('`Lignes par page` offers 25, 50, 100, 200 and changes the page size (25 → 7 pages, 100 → 2 pages)', async () => {
    await openContacts();
    const size = page.getByLabel('Lignes par page');
    expect(await size.inputValue()).toBe('50');
    expect(await size.locator('option').allTextContents()).toEqual(['25', '50', '100', '200']);

    await size.selectOption('25');
    await widget().getByText('Page 1 sur 7').waitFor();
    expect(await bodyRows().count()).toBe(25);

    await size.selectOption('100');
    await widget().getByText('Page 1 sur 2').waitFor();
    expect(await bodyRows().count()).toBe(100);
  });

  it('pagination buttons: `Page suivante`, `Dernière page`, `Page précédente`, `Première page`', async () => {
    await openContacts();
    const sorted = (await contactsOf()).map((c) => c.societe).sort(collator.compare);
    const btn = (name: string) => widget().getByRole('button', { name, exact: true });
    expect(await btn('Page précédente').isDisabled()).toBe(true);
    expect(await btn('Première page').isDisabled()).toBe(true);

    await btn('Page suivante').click();
    await widget().getByText('Page 2 sur 4').waitFor();
    expect(await column(1)).toEqual(sorted.slice(50, 100));

    await btn('Dernière page').click();
    await widget().getByText('Page 4 sur 4').waitFor();
    expect(await bodyRows().count()).toBe(2);
    expect(await column(1)).toEqual(sorted.slice(150));
    expect(await btn('Page suivante').isDisabled()).toBe(true);
    expect(await btn('Dernière page').isDisabled()).toBe(true);

    await btn('Page précédente').click();
    await widget().getByText('Page 3 sur 4').waitFor();
    expect(await column(1)).toEqual(sorted.slice(100, 150));

    await btn('Première page').click();
    await widget().getByText('Page 1 sur 4').waitFor();
    expect(await column(1)).toEqual(sorted.slice(0, 50));
  });

  it('hostile texts are rendered as text: no script runs, no window dialog opens', async () => {
    // Extra rows written straight into the real database, each trying to set window.__xss if parsed as HTML.
    const db = new Database(server.dbPath);
    const ins = db.prepare('INSERT INTO contacts (user_id, societe, type_societe, nom, email, code_postal, ville) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const payloads = [
      '<img src=x onerror="window.__xss=1">',
      '<svg onload="window.__xss=2"></svg>',
      '"><script>window.__xss=3</script>',
      '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
    ];
    const ids = payloads.map((p, i) => Number(ins.run(USER, `XSS ${p}`, 'entreprise', p, `xss${i}@hostile.test`, '75001', p).lastInsertRowid));
    db.close();
    try {
      ({ context, page } = await openAs(browser, server.url, USER, '/'));
      const dialogs = collectDialogs(page);
      await page.addInitScript(() => {
        (window as unknown as { __xss: unknown }).__xss = 0;
      });
      await page.goto('/contacts');
      await countText().filter({ hasText: `${SEEDED + payloads.length} contacts` }).waitFor();

      // Seeded hostile rows: '<img src=x onerror=alert(1)>' and '"><script>alert("xss")</script>'.
      await page.getByLabel('Filtrer par société').fill('<img src=x onerror=alert');
      await eventually(async () => expect(await bodyRows().count()).toBe(1));
      expect(await dataCells().nth(0).innerText()).toBe('<img src=x onerror=alert(1)>');
      expect(await dataCells().nth(5).innerText()).toBe('"><script>alert("xss")</script>');
      expect(await table().locator('tbody img, tbody script, tbody svg, tbody iframe').count()).toBe(0);

      await page.getByLabel('Filtrer par société').fill('XSS ');
      await eventually(async () => expect(await bodyRows().count()).toBe(payloads.length));
      expect((await column(3)).sort()).toEqual([...payloads].sort());
      expect(await table().locator('tbody img, tbody script, tbody svg, tbody iframe').count()).toBe(0);

      await page.getByLabel('Filtrer par société').fill('');
      await page.getByLabel('Filtrer par contact').fill('<b>gras</b>');
      await eventually(async () => expect(await bodyRows().count()).toBe(1));
      expect(await dataCells().nth(2).innerText()).toBe('<b>gras</b> & "guillemets" \'apostrophes\'');
      expect(await dataCells().nth(0).innerText()).toBe('مؤسسة البناء 🏗️ Société Ünïcode');

      await brokenImagesSettled(page); // a broken image's onerror fires asynchronously
      expect(await page.evaluate(() => (window as unknown as { __xss: unknown }).__xss)).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      const api = await apiAs(server.url, USER);
      for (const [i, id] of ids.entries()) await api.post('/ajax/contacts/delete', { id, societe: 'XSS', nom: payloads[i] });
    }
  });

  it('a hostile host stylesheet (table, td, button, input { color: red; font-size: 30px }) does not restyle the widget', async () => {
    await openContacts();
    const styles = () => widget().evaluate((host) => {
      const root = host.shadowRoot!;
      const pick = (sel: string) => {
        const el = root.querySelector(sel);
        if (!el) throw new Error(`no ${sel} in the shadow root`);
        const cs = getComputedStyle(el);
        return { color: cs.color, fontSize: cs.fontSize, fontFamily: cs.fontFamily };
      };
      return { table: pick('table'), td: pick('tbody td'), button: pick('tbody button'), input: pick('thead input'), th: pick('th') };
    });
    const before = await styles();
    await page.addStyleTag({ content: 'table, td, th, button, input, select { color: red !important; font-size: 30px !important } body { color: red; font-size: 30px; font-family: serif }' });
    // The rule does apply to the page's own controls (the sign-out button): the check below is meaningful.
    expect(await page.locator('header button').evaluate((b) => getComputedStyle(b).fontSize)).toBe('30px');
    const after = await styles();
    expect(after).toEqual(before);
    for (const s of Object.values(after)) {
      expect(s.color).not.toBe('rgb(255, 0, 0)');
      expect(s.fontSize).not.toBe('30px');
    }
  });

  it('`Modifier` navigates to /contacts/{id}, and that page exists', async () => {
    await openContacts();
    const c = await uniqueContact();
    const row = await showOnly(c);
    await Promise.all([
      page.waitForURL((u) => u.pathname === `/contacts/${c.id}`),
      row.getByRole('button', { name: /^Modifier le contact / }).click(),
    ]);
    await page.getByRole('heading', { name: `Contact ${c.nom}` }).waitFor();
    expect(await page.locator('dd').nth(3).innerText()).toBe(c.email);
  });

  it('`terreal-navigate` can be cancelled by the host: the address does not change', async () => {
    await openContacts();
    await page.evaluate(() => {
      const w = window as unknown as { __navigations: unknown[]; __started: string[]; __handled: Promise<void> };
      w.__navigations = [];
      w.__started = [];
      let handled!: () => void;
      w.__handled = new Promise<void>((resolve) => { handled = resolve; });
      document.addEventListener('terreal-navigate', (e) => {
        const ev = e as CustomEvent<{ href: string }>;
        w.__navigations.push({ href: ev.detail.href, cancelable: ev.cancelable, composed: ev.composed });
        ev.preventDefault();
        // The widget sets location.href right after this dispatch unless it was cancelled, and any navigation
        // the page starts fires the Navigation API's `navigate` event at once, as the address is set: heard
        // from now on, and one task later the widget has acted on the event's outcome.
        navigation.addEventListener('navigate', (n) => { w.__started.push(n.destination.url); });
        setTimeout(handled, 0);
      });
    });
    const before = page.url();
    const c = await uniqueContact();
    const row = await showOnly(c);
    await row.getByRole('button', { name: /^Modifier le contact / }).click();
    // Not a sleep: read once the widget has dispatched the event and acted on it. A navigation it started has
    // fired `navigate` by then; one that has already replaced the page shows in page.url().
    const { navs, started } = await page.evaluate(async () => {
      const w = window as unknown as { __navigations: unknown[]; __started: string[]; __handled: Promise<void> };
      await w.__handled;
      return { navs: w.__navigations, started: w.__started };
    });
    expect(page.url()).toBe(before);
    expect(navs).toEqual([{ href: `/contacts/${c.id}`, cancelable: true, composed: true }]);
    expect(started).toEqual([]);
    expect(await table().isVisible()).toBe(true);
  });

  it('401 on load: a page with the widget opened without a session ends on /login', async () => {
    ({ context, page } = await openAs(browser, server.url, USER, '/contacts', true));
    await countText().filter({ hasText: 'contacts' }).waitFor();
    // Sign out in the same context with the page's own form.
    await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.getByRole('button', { name: 'Se déconnecter' }).click()]);
    const res = await context.request.get('/contacts/list/2', { headers: { accept: 'application/json' } });
    expect(res.status()).toBe(401);
    // The demo host redirects /contacts itself when signed out; serve a plain host page (a legacy page
    // cached, say) so that the widget's own 401 handling is what sends the user to /login.
    const host = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><script src="/dist/terreal-widgets.js"></script></head>
      <body><h1>Page hôte</h1><terreal-contacts userid="2" is-backoffice="false"></terreal-contacts></body></html>`;
    await injectFault(server.url, { method: 'GET', path: '/contacts', status: 200, body: host, contentType: 'text/html; charset=utf-8' });
    const listCall = page.waitForResponse((r) => r.url().endsWith('/contacts/list/2'));
    await page.goto('/contacts');
    expect((await listCall).status()).toBe(401);
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('delete ok: confirmation text, row gone, and still gone after reload (server checked through the API)', async () => {
    await openContacts();
    const c = await uniqueContact();
    const row = await showOnly(c);
    await row.getByRole('button', { name: /^Supprimer le contact / }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le contact' });
    await confirm.getByText('Si vous confirmez, le contact sera définitivement supprimé de la base de données.').waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();

    await widget().getByText('Aucun contact ne correspond à la recherche...').waitFor();
    expect(await confirm.count()).toBe(0);
    expect((await contactsOf()).some((x) => x.id === c.id)).toBe(false);

    // Issue 20 §5 / 21: coming back in the same tab (a reload) keeps the filter typed; the list is reloaded.
    await page.reload();
    await countText().filter({ hasText: `0 contact sur ${SEEDED - 1}` }).waitFor();
    expect(await page.getByLabel('Filtrer par e-mail').inputValue()).toBe(c.email);
    await widget().getByText('Aucun contact ne correspond à la recherche...').waitFor();
    await page.getByLabel('Filtrer par e-mail').fill('');
    await countText().filter({ hasText: `${SEEDED - 1} contacts` }).waitFor();
    await page.getByLabel('Filtrer par e-mail').fill(c.email);
    await widget().getByText('Aucun contact ne correspond à la recherche...').waitFor();
  });

  it('delete ko: a contact deleted meanwhile → dialog `Erreur pendant la suppression` with the server\'s msg; the row stays', async () => {
    await openContacts(SEEDED - 1);
    const c = await uniqueContact();
    const row = await showOnly(c);
    const api = await apiAs(server.url, USER);
    const gone = await api.post('/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom });
    expect(await gone.json()).toMatchObject({ statut: 'ok' });

    await row.getByRole('button', { name: /^Supprimer le contact / }).click();
    await page.getByRole('dialog', { name: 'Supprimer le contact' }).getByRole('button', { name: 'Supprimer' }).click();
    const err = page.getByRole('dialog', { name: 'Erreur pendant la suppression' });
    await err.getByText("Ce contact n'existe pas ou a déjà été supprimé.").waitFor();
    await err.getByRole('button', { name: 'OK' }).click();
    await eventually(async () => expect(await err.count()).toBe(0));
    expect(await rowOf(c.email).count()).toBe(1);
  });

  it('delete with a wrong CSRF token (419) → dialog `Session expirée`; the contact is kept', async () => {
    await openContacts(SEEDED - 2);
    const c = await uniqueContact();
    const row = await showOnly(c);
    await widget().evaluate((el) => el.setAttribute('csrf-token', 'jeton-faux'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/ajax/contacts/delete'));
    await row.getByRole('button', { name: /^Supprimer le contact / }).click();
    await page.getByRole('dialog', { name: 'Supprimer le contact' }).getByRole('button', { name: 'Supprimer' }).click();
    expect((await answer).status()).toBe(419);
    const err = page.getByRole('dialog', { name: 'Session expirée' });
    await err.getByText('La session a expiré. Veuillez recharger cette page.').waitFor();
    expect(await rowOf(c.email).count()).toBe(1);
    expect((await contactsOf()).some((x) => x.id === c.id)).toBe(true);
  });

  it('delete answered by HTTP 500 → dialog "Erreur lors de l\'exécution de la demande" with the server message and code', async () => {
    await openContacts(SEEDED - 2);
    const c = await uniqueContact();
    const row = await showOnly(c);
    await injectFault(server.url, {
      method: 'POST', path: '/ajax/contacts/delete', status: 500,
      body: JSON.stringify({ statut: 'ko', msg: 'Base de données indisponible' }), contentType: 'application/json',
    });
    await row.getByRole('button', { name: /^Supprimer le contact / }).click();
    await page.getByRole('dialog', { name: 'Supprimer le contact' }).getByRole('button', { name: 'Supprimer' }).click();
    const err = page.getByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    await err.getByText("Une erreur s'est produite : Base de données indisponible (code = 500)").waitFor();
    expect(await rowOf(c.email).count()).toBe(1);
    expect((await contactsOf()).some((x) => x.id === c.id)).toBe(true);
  });
});

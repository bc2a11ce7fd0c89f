// Adversarial suite, item 1 (issue 6): hostile text. Every payload of test/support/hostileCorpus.ts goes
// into every displayed field of contacts and offers (lists answered by the real server's fault switch,
// and offers written through the real API), into the server's msg and title, and into the prescripteurs,
// leopard and base-url attributes. In Chromium: nothing executes (window.__xss stays undefined, no window
// dialog), everything is shown as the same text, and links keep their intended targets.
import type { Page } from 'playwright-core';
import { HOSTILE_TEXTS, hostileContact, hostileOffer } from '../support/hostileCorpus';
import { apiAs } from './support/server';
import { brokenImagesSettled, eventually, injectFault } from './support/browser';
import { announced, listShown, openHost, scriptErrors, type HostPage } from './support/adversarial';
import { PORTAL_VIEWPORTS } from './support/portal';
import { browser, server, useSession } from './support/session';

type Family = 'bardages' | 'parement' | 'veture';
const FAMILIES: Family[] = ['bardages', 'parement', 'veture'];
const USER = 2;
const BACKOFFICE = 1;
const EXECUTABLE = HOSTILE_TEXTS.filter((h) => /__xss/.test(h.text));

let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, clearFaults: true });

/**
 * Opens `tag` at 1,920 × 1,080; every shown column is in the row (the table scrolls sideways where they do not
 * fit), so each payload is read in its own column.
 */
async function open(tag: string, attrs: Record<string, string>, userId = USER): Promise<void> {
  const route = routed;
  routed = null;
  host = await openHost(browser, server.url, {
    userId, tag, attrs, viewport: PORTAL_VIEWPORTS.wide,
    routes: route ? { [route.path]: { status: 200, contentType: 'application/json', body: route.body } } : undefined,
  });
  page = host.page;
  await listShown(page, tag);
}

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * The list answer for the next page: through the fault switch, or, above the switch's JSON body limit
 * (express.json: 100 kB; the 10 000-character payload in every field of a row passes it), through a
 * route of the browser context set before the page opens.
 */
let routed: { path: string; body: string } | null = null;
async function serveList(method: string, path: string, rows: unknown[]): Promise<void> {
  const body = JSON.stringify(rows);
  if (body.length < 90_000) await injectFault(server.url, { method, path, ...json(rows) });
  else routed = { path, body };
}

/** Nothing ran: no payload set window.__xss, no window dialog, no script error; no live markup. */
async function expectNothingExecuted(tag: string): Promise<void> {
  // Broken images fire onerror asynchronously, after a network round trip.
  await brokenImagesSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(host!.dialogs).toEqual([]);
  expect(scriptErrors(host!.errors)).toEqual([]);
  const live = await page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const bad = root.querySelectorAll('script, img, iframe, object, embed, details, a:not([href]), [onerror], [onload], [ontoggle], [srcdoc], [style*="javascript"]');
    const hrefs = Array.from(root.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
    return { bad: Array.from(bad, (n) => n.outerHTML.slice(0, 80)), hrefs };
  }, tag);
  expect(live.bad).toEqual([]);
  // same-origin paths, or a contact's e-mail behind mailto: — never javascript:, data:, //host
  for (const href of live.hrefs) expect(href).toMatch(/^(\/(?!\/)|mailto:)/);
}

/**
 * Header texts and, per body row, the textContent (exact, not innerText) of the cell under each header, in the
 * headers' order: the selection's column (`Sélection`) is left out. The header row is in the header's table,
 * the rows in the body's.
 */
function tableText(tag: string): Promise<{ headers: string[]; rows: string[][] }> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const ths = Array.from(root.querySelectorAll<HTMLTableCellElement>('thead tr:first-child th:not(.terreal-lead)'));
    const headers = ths.map((th) => (th.textContent ?? '').replace(/[▲▼]/g, '').trim());
    const text = (cell: HTMLTableCellElement | undefined): string => {
      return cell?.textContent ?? '';
    };
    const rows = Array.from(root.querySelectorAll<HTMLTableRowElement>('tbody tr'), (tr) => ths.map((th) => text(tr.cells[th.cellIndex])));
    return { headers, rows };
  }, tag);
}

/** Captures the next terreal-navigate (cancelled, so the page stays) and returns its href. */
async function nextNavigation(tag: string, click: () => Promise<void>): Promise<string> {
  await page.evaluate((t) => {
    const w = window as unknown as { __nav?: string };
    w.__nav = undefined;
    document.querySelector(t)!.addEventListener('terreal-navigate', (e) => {
      e.preventDefault();
      w.__nav = (e as CustomEvent<{ href: string }>).detail.href;
    }, { once: true });
  }, tag);
  await click();
  return eventually(async () => {
    const href = await page.evaluate(() => (window as unknown as { __nav?: string }).__nav);
    expect(href).toBeDefined();
    return href!;
  });
}

describe(`${HOSTILE_TEXTS.length} hostile texts in every displayed field`, () => {
  it('contacts: each payload in all six columns, shown as the same text; Modifier keeps /contacts/{id}; nothing runs', async () => {
    const contacts = HOSTILE_TEXTS.map((h, i) => hostileContact(i, h.text));
    await injectFault(server.url, { method: 'GET', path: `/contacts/list/${USER}`, ...json(contacts) });
    await open('terreal-contacts', { userid: String(USER) });
    const { rows } = await tableText('terreal-contacts');
    expect(rows).toHaveLength(HOSTILE_TEXTS.length);
    const shown = rows.map((cells) => cells.slice(0, 6));
    for (const cells of shown) expect(new Set(cells).size).toBe(1); // the six fields of a row carry the same payload
    expect(shown.map((cells) => cells[0]).sort()).toEqual(HOSTILE_TEXTS.map((h) => h.text).sort());

    const row = page.locator('terreal-contacts tbody tr').first();
    const societe = (await tableText('terreal-contacts')).rows[0][0];
    const id = contacts.find((c) => c.societe === societe)!.id;
    expect(await nextNavigation('terreal-contacts', () => row.getByRole('button', { name: /^Modifier le contact/ }).click())).toBe(`/contacts/${id}`);
    await expectNothingExecuted('terreal-contacts');
  });

  it.each(FAMILIES)('%s: each payload in every text column, shown as the same text; Afficher keeps the edit path; nothing runs', async (family) => {
    const tag = `terreal-offres-${family}`;
    const offers = HOSTILE_TEXTS.map((h, i) => hostileOffer(i, h.text, family));
    await serveList('POST', `/ajax/${family}/liste-offres`, offers);
    await open(tag, { userid: String(USER) });
    // Every shown column in the row: each text column read under its header.
    await eventually(async () => expect((await tableText(tag)).headers).toContain('Client'));
    const { headers, rows } = await tableText(tag);
    expect(rows).toHaveLength(offers.length);
    const col = (h: string) => headers.indexOf(h);
    for (const cells of rows) {
      const o = offers.find((x) => x.offre_ref === cells[col('N° offre')]);
      expect(o).toBeDefined();
      const text = o!.offre_nom;
      expect(cells[col('Offre')]).toBe(text);
      expect(cells[col('Date')]).toBe(text.trim());
      expect(cells[col('Réf. Leopard')]).toBe(text);
      expect(cells[col('Chantier')]).toBe(text);
      // One line (issue 20): the company, then a space and the postal code and city.
      expect(cells[col('Client')]).toBe(text + (text ? ` ${[text, text].join(' ')}` : ''));
      expect(cells[col('Budget (€)')]).toBe(text || '100 €'.replace(' ', '\u00a0'));
      if (family === 'bardages') expect(cells[col('Dest.')]).toBe(text);
    }
    // Edit link of a hostile row: the path is built from the numeric id only.
    const first = page.locator(`${tag} tbody tr`).first();
    const ref = rows[0][col('N° offre')];
    const id = offers.find((x) => x.offre_ref === ref)!.id;
    const href = await nextNavigation(tag, () => first.getByRole('button', { name: /^Afficher l'offre / }).click());
    expect(href).toBe(`/${family}/offres/edition/${id}${family === 'veture' ? '?o=gebrik' : ''}`);
    await expectNothingExecuted(tag);
  });

  it('bardages: the hostile name and reference inside the dialogs (site name, hide) stay text', async () => {
    const tag = 'terreal-offres-bardages';
    const offers = EXECUTABLE.map((h, i) => hostileOffer(i, h.text, 'bardages'));
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/liste-offres', ...json(offers) });
    await open(tag, { userid: String(USER) });
    for (const o of offers.slice(0, 4)) {
      const row = page.locator(`${tag} tbody tr`).filter({ has: page.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }) });
      await row.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
      await page.locator(tag).getByRole('menuitem', { name: 'Modifier nom chantier' }).click();
      expect(await page.locator(tag).getByRole('textbox', { name: 'Nom du chantier' }).inputValue()).toBe(o.projet_nom);
      await page.keyboard.press('Escape');
      await row.getByRole('button', { name: `Actions de l'offre ${o.offre_ref}`, exact: true }).click();
      await page.locator(tag).getByRole('menuitem', { name: 'Masquer' }).click();
      expect(await page.locator(`${tag} dialog[open] p`).first().textContent()).toBe(`Voulez-vous masquer l'offre ${o.offre_ref} ?`);
      // Issue 20 §5: the confirmation also names the offer, as text.
      expect(await page.locator(`${tag} dialog[open] p`).nth(1).textContent()).toContain(`Offre « ${o.offre_nom.trim()} »`);
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));
    }
    await expectNothingExecuted(tag);
  });
});

describe('hostile server msg and title', () => {
  it(`statut ko: each of the ${HOSTILE_TEXTS.length} payloads as msg is shown as the alert's text`, async () => {
    const tag = 'terreal-offres-parement';
    const offers = [hostileOffer(0, 'Offre témoin', 'parement')];
    await injectFault(server.url, { method: 'POST', path: '/ajax/parement/liste-offres', ...json(offers) });
    await open(tag, { userid: String(USER) });
    const select = page.locator(tag).getByRole('combobox', { name: `Statut de l'offre ${offers[0].offre_ref}` });
    for (const [i, h] of HOSTILE_TEXTS.entries()) {
      await injectFault(server.url, { method: 'POST', path: '/ajax/parement/statut-offre', ...json({ statut: 'ko', msg: h.text }) });
      await select.selectOption(i % 2 ? '30' : '20');
      const alert = page.locator(tag).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Fermer' }) });
      await eventually(async () => expect(await alert.locator('span').first().textContent()).toBe(h.text));
      await alert.getByRole('button', { name: 'Fermer' }).click();
      await eventually(async () => expect(await select.inputValue()).toBe('10'));
    }
    await expectNothingExecuted(tag);
  });

  it(`clone ok, delete ok and a 500: ${EXECUTABLE.length} executable payloads as title, msg and the new row's name`, async () => {
    const tag = 'terreal-offres-veture';
    const base = hostileOffer(0, 'Offre témoin', 'veture');
    await injectFault(server.url, { method: 'POST', path: '/ajax/veture/liste-offres', ...json([base]) });
    await open(tag, { userid: String(USER) });
    for (const [i, h] of EXECUTABLE.entries()) {
      const clone = { ...hostileOffer(100 + i, h.text, 'veture'), statut: 'brouillon' };
      const kind = i % 3;
      if (kind === 0) {
        await injectFault(server.url, { method: 'POST', path: '/ajax/veture/clonage-offre', ...json({ statut: 'ok', clonedata: clone, msg: h.text, title: h.text }) });
      } else if (kind === 1) {
        await injectFault(server.url, { method: 'POST', path: '/ajax/veture/clonage-offre', ...json({ statut: 'ko', clonedata: null, msg: h.text, title: h.text }) });
      } else {
        await injectFault(server.url, { method: 'POST', path: '/ajax/veture/clonage-offre', status: 500, contentType: 'application/json', body: JSON.stringify({ msg: h.text }) });
      }
      await page.locator(tag).getByRole('button', { name: `Actions de l'offre ${base.offre_ref}` }).click();
      await page.locator(tag).getByRole('menuitem', { name: 'Cloner' }).click();
      await page.locator(tag).getByRole('button', { name: 'Cloner', exact: true }).click();
      const dialog = page.locator(`${tag} dialog[open]`);
      if (kind === 0) {
        // A success is a floating notice with the server's msg, as text; no dialog to close.
        await eventually(async () => expect(await announced(page, tag)).toBe(`Offre ${h.text} ajoutée en tête de liste.`));
        const notice = page.locator(tag).locator('[part="notices"] p[role="status"]').last();
        await eventually(async () => expect(await notice.textContent()).toBe(h.text));
        expect((await tableText(tag)).rows[0][0]).toBe(h.text); // on top
        await eventually(async () => expect(await dialog.count()).toBe(0));
        continue;
      }
      // The clone dialog gives way to the message dialog, the one with an OK button.
      await dialog.getByRole('button', { name: 'OK' }).waitFor();
      const [title, text] = [await dialog.locator('h2').textContent(), await dialog.locator('p').textContent()];
      if (kind === 2) {
        expect([title, text]).toEqual(["Erreur lors de l'exécution de la demande", `Une erreur s'est produite : ${h.text} (code = 500)`]);
      } else {
        expect([title, text]).toEqual([h.text, h.text]);
      }
      await dialog.getByRole('button', { name: 'OK' }).click();
      await eventually(async () => expect(await page.locator(`${tag} dialog[open]`).count()).toBe(0));
    }
    host!.errors.splice(0); // the browser logs the 500 answers itself
    await expectNothingExecuted(tag);
  });
});

describe('hostile attributes', () => {
  it('prescripteurs: every payload as name and first name is an option text; choosing it asks for that id only', async () => {
    const tag = 'terreal-offres-bardages';
    const prescribers = HOSTILE_TEXTS.map((h, i) => ({ id: 500 + i, name: h.text, firstname: h.text }));
    await open(tag, { userid: String(BACKOFFICE), 'is-backoffice': 'true', prescripteurs: JSON.stringify(prescribers) }, BACKOFFICE);
    const select = page.locator(tag).getByRole('combobox', { name: 'Filtrer par prescripteur' });
    const options = await select.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([['all', 'Tous'], ...prescribers.map((p) => [String(p.id), `${p.name}, ${p.firstname}`])]);
    const bodies: unknown[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/ajax/bardages/liste-offres')) bodies.push(r.postDataJSON()); });
    await injectFault(server.url, { method: 'POST', path: '/ajax/bardages/liste-offres', ...json([]) });
    await select.selectOption('500');
    await eventually(async () => expect(bodies).toEqual([{ userid: 500 }]));
    await expectNothingExecuted(tag);
  });

  it.each(EXECUTABLE.map((h) => [h.name, h.text]))('leopard data %s: links keep their targets, query strings encoded, nothing runs', async (_name, text) => {
    const tag = 'terreal-offres-parement';
    const leopard = { querystring: `projet=${text}&etape=<b>2</b>`, leopard_data: { origine: text, projet: text } };
    await open(tag, { userid: '3', terca: 'true', leopard: JSON.stringify(leopard) }, 3);
    const hrefs = await page.locator(tag).getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    const query = new URLSearchParams(leopard.querystring).toString();
    const origin = text.trim();
    const back = /^\.+$/.test(origin) || origin === '' ? '/' : `/leopard/${encodeURIComponent(origin)}?${query}`;
    expect(hrefs).toEqual([
      ['Nouvelle offre', `/parement/nouvelle/terreal?${query}`],
      ['Nouvelle offre Terca', `/parement/nouvelle/terca?${query}`],
      ["Retour à l'accueil", back],
    ]);
    for (const [, href] of hrefs) expect(href).not.toMatch(/[<>" \t\n]/);
    expect(await nextNavigation(tag, () => page.locator(tag).getByRole('link', { name: "Retour à l'accueil" }).click())).toBe(back);
    await expectNothingExecuted(tag);
  });

  // Issue 22: a refused base-url no longer falls back to the page's origin: the widget loads nothing and says so.
  it('base-url: script schemes and markup are refused (one console.error, a French message, no call); nothing runs', async () => {
    for (const base of ['javascript:window.__xss=20//', ' JAVASCRIPT:window.__xss=21', 'data:text/html,<script>window.__xss=22</script>']) {
      host = await openHost(browser, server.url, { userId: USER, tag: 'terreal-contacts', attrs: { userid: String(USER), 'base-url': base } });
      page = host.page;
      await page.locator('terreal-contacts').getByRole('alert').filter({ hasText: 'Adresse du serveur refusée' }).waitFor();
      expect(host.errors.filter((e) => e.includes('"base-url"'))).toHaveLength(1);
      host.errors.splice(0);
      await expectNothingExecuted('terreal-contacts');
      await host.context.close();
    }
    host = await openHost(browser, server.url, { userId: USER, tag: 'terreal-offres-bardages', attrs: { userid: String(USER), 'base-url': '"><img src=x onerror=window.__xss=23>' } });
    page = host.page;
    await page.locator('terreal-offres-bardages').getByRole('alert').filter({ hasText: 'Adresse du serveur refusée' }).waitFor();
    const href = await page.locator('terreal-offres-bardages').getByRole('link', { name: 'Nouvelle offre' }).getAttribute('href');
    expect(href).toBe('/bardages/nouvelle/terreal'); // a refused base is never a prefix
    await brokenImagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(host.dialogs).toEqual([]);
  });
});

describe('hostile names written through the real API', () => {
  it('clones named with each executable payload and site names set to them are listed as text after a reload', async () => {
    const api = await apiAs(server.url, USER);
    const rows = (await (await api.post('/ajax/parement/liste-offres', { userid: USER })).json()) as { id: number; statut: string }[];
    const source = rows.find((o) => !['brouillon', 'soumise'].includes(o.statut.toLowerCase()))!;
    const names = HOSTILE_TEXTS.filter((h) => h.text.trim() !== '' && h.text.length <= 255).map((h) => h.text);
    const cloneIds: number[] = [];
    for (const name of names) {
      const res = await api.post('/ajax/parement/clonage-offre', { offreid: source.id, newname: name });
      const answer = (await res.json()) as { statut: string; clonedata: { id: number } };
      expect(answer.statut).toBe('ok');
      cloneIds.push(answer.clonedata.id);
      expect((await (await api.post('/ajax/parement/nom-chantier', { offreid: source.id, nomchantier: name })).json()).statut).toBe('ok');
    }
    const tag = 'terreal-offres-parement';
    await open(tag, { userid: String(USER) });
    await page.locator(tag).getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
    await page.locator(tag).getByRole('combobox', { name: 'Lignes par page' }).selectOption('200');
    const { headers, rows: shown } = await tableText(tag);
    const nameCol = headers.indexOf('Offre');
    // Newest first: the clones lead the list, in reverse order of creation. The server trims names.
    expect(shown.slice(0, names.length).map((cells) => cells[nameCol])).toEqual([...names].reverse().map((n) => n.trim()));
    const sourceRow = shown.find((cells) => cells[headers.indexOf('Chantier')] === names[names.length - 1].trim());
    expect(sourceRow).toBeDefined();
    await expectNothingExecuted(tag);
  });
});

// Daily use in Chromium against the real server: the built bundle on a host page of our own.
// Arrowing through a closed status select then Enter changes that offer only, to the last choice (the arrows
// alone send nothing: one save per decision), focus stays on that offer, and the offer stays listed (marked)
// until the view changes.
import type { Page } from 'playwright-core';
import { apiAs } from './support/server';
import { eventually, filterBox } from './support/browser';
import { countRequests, focused, listShown, openHost, seriousViolations, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer { id: number; offre_ref: string; offre_statut: string; outil: string | null }

const PRESCRIBER = 2;
let host: HostPage | null = null;
let page: Page;

useSession({ opened: () => host, expectNone: ['scriptErrors'], clearFaults: true });

async function offersOf(family: Family): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, PRESCRIBER)).post(`/ajax/${family}/liste-offres`, { userid: PRESCRIBER });
  return (await res.json()) as WireOffer[];
}
const statusById = async (family: Family): Promise<Map<number, string>> =>
  new Map((await offersOf(family)).map((o) => [o.id, o.offre_statut]));

async function open(family: Family): Promise<string> {
  const tag = `terreal-offres-${family}`;
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) } });
  page = host.page;
  await listShown(page, tag);
  return tag;
}

const statusSelectRefs = (tag: string): Promise<string[]> =>
  page.locator(tag).getByRole('combobox', { name: /^Statut de l'offre / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

describe.each(['bardages', 'parement', 'veture'] as const)('%s: ArrowDown ×3 then Enter on a row status select (list filtered on En cours)', (family) => {
  it('changes that offer only, to the last choice, once; focus stays on it; the row stays, marked, until the view changes', async () => {
    const tag = await open(family);
    const before = await statusById(family);
    const labels = await statusSelectRefs(tag);
    expect(labels.length).toBeGreaterThan(3);
    const label = labels[0];
    const ref = label.replace("Statut de l'offre ", '');
    const target = (await offersOf(family)).find((o) => o.offre_ref === ref)!;
    expect(target.offre_statut).toBe('10');

    const select = page.locator(tag).getByRole('combobox', { name: label, exact: true });
    await select.focus();
    const calls = countRequests(page, `/ajax/${family}/statut-offre`);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    // En cours (10) → Gagné (20) → Perdu (30) → Non retenue (40) shown; nothing saved before the decision.
    expect(await select.inputValue()).toBe('40');
    expect(calls).toHaveLength(0);
    expect((await statusById(family)).get(target.id)).toBe('10');
    await page.keyboard.press('Enter');

    // The last choice is saved, in one call.
    await eventually(async () => expect((await statusById(family)).get(target.id)).toBe('40'));
    await eventually(async () => expect(await select.inputValue()).toBe('40'));
    const after = await statusById(family);
    for (const [id, statut] of before) if (id !== target.id) expect({ id, statut: after.get(id) }).toEqual({ id, statut });
    expect(calls.map((r) => (r.postDataJSON() as { statut: string }).statut)).toEqual(['40']);
    expect(await focused(page)).toMatchObject({ label });

    // Still listed where it was, and marked as no longer matching the filters.
    expect((await statusSelectRefs(tag))[0]).toBe(label);
    const firstRow = page.locator(`${tag} tbody tr`).first();
    await eventually(async () => expect(await firstRow.innerText()).toContain('Ne correspond plus aux filtres'));
    expect(await page.locator(`${tag} tbody tr`).filter({ hasText: 'Ne correspond plus aux filtres' }).count()).toBe(1);

    // Changing the sort ends the hold: the offer leaves the En cours list.
    await page.locator(tag).getByRole('button', { name: /^N° offre/ }).click();
    await eventually(async () => expect(await statusSelectRefs(tag)).not.toContain(label));
  });
});

// ---- point 2: it fits the screens people use -------------------------------------------------------------

const LAPTOP = { viewport: { width: 1366, height: 768 }, boxStyle: 'margin-left:240px;width:1100px' };
const PHONE = { viewport: { width: 390, height: 844 } };

async function openSized(tag: string, size: { viewport: { width: number; height: number }; boxStyle?: string }, attrs: Record<string, string> = {}): Promise<void> {
  host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER), ...attrs }, ...size });
  page = host.page;
  // A row of data (not the loading row), and the list no longer busy.
  await page.locator(`${tag} tbody tr[data-row-id], ${tag} [part="cards"] li`).first().waitFor();
  await page.waitForFunction((t) => !document.querySelector(t)?.shadowRoot?.querySelector('[aria-busy="true"]'), tag);
}

/** The box of `locator`, and whether it lies wholly inside `outer`'s visible box. */
async function inside(locator: ReturnType<Page['locator']>, outer: ReturnType<Page['locator']>): Promise<boolean> {
  const [a, b] = [await locator.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

describe.each(['bardages', 'parement', 'veture'] as const)('%s on a laptop (1366×768, element 1,100 px wide)', (family) => {
  const tag = `terreal-offres-${family}`;

  // DESIGN.md §2 "Round 5": every shown column stays in the row and the table's box scrolls sideways where they
  // do not fit, the name pinned at the start, the status and the actions at the end; the page scrolls down.
  it('each row shows its name, status select, open button and menu button without scrolling sideways (pinned)', async () => {
    await openSized(tag, LAPTOP);
    const wrapper = page.locator(`${tag} [part="table-wrapper"]`);
    for (let i = 0; i < 5; i++) {
      const row = page.locator(`${tag} tbody tr`).nth(i);
      const ref = (await row.getByRole('button', { name: /^Actions de l'offre / }).getAttribute('aria-label'))!.replace("Actions de l'offre ", '');
      await row.scrollIntoViewIfNeeded();
      expect(await inside(row.locator('td').first(), wrapper)).toBe(true);
      expect(await inside(row.getByRole('combobox', { name: `Statut de l'offre ${ref}` }), wrapper)).toBe(true);
      expect(await inside(row.getByRole('button', { name: new RegExp(`^(Modifier|Afficher) l'offre ${ref}$`) }), wrapper)).toBe(true);
      expect(await inside(row.getByRole('button', { name: `Actions de l'offre ${ref}` }), wrapper)).toBe(true);
    }
    // No vertical scroll box of its own: the page's scroll is the only one.
    expect(await wrapper.evaluate((w) => w.scrollHeight <= w.clientHeight + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  });

  it('the column titles and the filter row stay in view while scrolling down the list', async () => {
    await openSized(tag, LAPTOP);
    const wrapper = page.locator(`${tag} [part="table-wrapper"]`);
    // Issue 20: the page scrolls, and the header rows stick to its top (no host bar here: --terreal-sticky-top 0).
    await eventually(async () => {
      await page.evaluate(() => window.scrollTo(0, 1500));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const header = (await page.locator(`${tag} thead tr`).first().boundingBox())!;
      expect(Math.abs(header.y)).toBeLessThanOrEqual(2);
    });
    const box = (await page.getByLabel("Filtrer par nom d'offre").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    expect(await wrapper.count()).toBe(1);
  });

  it('the menu of the last row opens fully visible and its items can be clicked', async () => {
    await openSized(tag, LAPTOP);
    // Issue 20: the page scrolls (no scroll box of our own).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator(`${tag} tbody tr`).last();
    await last.scrollIntoViewIfNeeded();
    await last.getByRole('button', { name: /^Actions de l'offre / }).click();
    const items = page.locator(tag).getByRole('menuitem');
    const n = await items.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const b = (await items.nth(i).boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(768);
    }
    await items.filter({ hasText: 'Cloner' }).click();
    await page.locator(`${tag} dialog[open]`).waitFor();
  });
});

describe.each(['contacts', 'bardages', 'parement', 'veture'] as const)('%s on a phone (390×844)', (screen) => {
  const tag = screen === 'contacts' ? 'terreal-contacts' : `terreal-offres-${screen}`;

  it('shows cards, not a table, with no sideways page scroll; Filtres says how many are active; Trier par sorts', async () => {
    await openSized(tag, PHONE);
    const w = page.locator(tag);
    expect(await w.locator('table').count()).toBe(0);
    const cards = w.getByRole('list').first().getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const first = cards.first();
    if (screen === 'contacts') {
      expect(await first.getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
      await first.getByRole('button', { name: /^Modifier le contact/ }).waitFor();
      await first.getByRole('button', { name: /^Supprimer le contact/ }).waitFor();
    } else {
      const ref = (await first.getByRole('button', { name: /^Actions de l'offre / }).getAttribute('aria-label'))!.replace("Actions de l'offre ", '');
      await first.getByText(ref, { exact: true }).waitFor();
      await first.getByRole('combobox', { name: `Statut de l'offre ${ref}` }).waitFor();
      await first.getByRole('button', { name: new RegExp(`^(Modifier|Afficher) l'offre ${ref}$`) }).waitFor();
      for (const label of ['Client', 'Budget (€)', 'Livraison']) await first.getByText(label, { exact: true }).waitFor();
    }
    // Filtres: a disclosure whose description counts the active filters; issue 20: its name is what it shows,
    // `Filtres`, then `Filtres (1)` (DESIGN.md §2), so it is found by its start.
    const filtres = w.getByRole('button', { name: /^Filtres/ });
    const description = () => filtres.evaluate((b) => (b.getRootNode() as ShadowRoot).getElementById(b.getAttribute('aria-describedby')!)?.textContent);
    expect(await filtres.getAttribute('aria-expanded')).toBe('false');
    expect(await description()).toBe('aucun filtre actif');
    await filtres.click();
    const box = screen === 'contacts' ? w.getByLabel('Filtrer par ville') : w.getByLabel('Filtrer par ville cliente');
    await box.fill('a');
    await eventually(async () => expect(await description()).toBe('1 filtre actif'));
    expect((await filtres.innerText()).replace(/\s+/g, ' ')).toBe('Filtres (1)');
    // Trier par: the first card follows the chosen order.
    const sortBy = w.getByLabel('Trier par');
    const option = screen === 'contacts' ? 'Société, ordre décroissant' : 'Offre, ordre croissant';
    await sortBy.selectOption({ label: option });
    await eventually(async () => expect(await sortBy.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe(option));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('column chooser', () => {
  it('Colonnes hides a column, keeps the choice per user and list across a reload, and Réinitialiser les colonnes restores it', async () => {
    const tag = 'terreal-offres-bardages';
    await openSized(tag, LAPTOP);
    const w = page.locator(tag);
    const headers = async () => (await w.getByRole('columnheader').evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-label') ?? th.textContent?.trim())));
    await w.getByRole('button', { name: 'Colonnes' }).click();
    const group = w.getByRole('group', { name: 'Colonnes' });
    const names = await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim()));
    // The columns, nothing more (no folding, no side-by-side switch); at 1,100 px each one is in the table.
    expect(names).toEqual(['Date', 'Réf. Leopard', 'Chantier', 'Client', 'Dest.', 'Surface (m²)', 'Qté ml', 'Budget (€)', 'Livraison', 'N° offre']);
    const inTable = await headers();
    for (const n of names) expect({ n, inTable: inTable.includes(n!) }).toEqual({ n, inTable: true });
    await group.getByRole('checkbox', { name: 'Réf. Leopard' }).uncheck();
    await eventually(async () => expect(await headers()).not.toContain('Réf. Leopard'));
    expect(await headers()).toEqual(expect.arrayContaining(['Offre', 'Statut', 'Actions']));
    await page.reload();
    await w.locator('tbody tr td').first().waitFor();
    expect(await headers()).not.toContain('Réf. Leopard');
    // Another list of the same user keeps its own columns.
    await w.getByRole('button', { name: 'Colonnes' }).click();
    await group.getByRole('button', { name: 'Réinitialiser les colonnes' }).click();
    // Back in the row.
    await eventually(async () => expect(await group.getByRole('checkbox', { name: 'Réf. Leopard' }).isChecked()).toBe(true));
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await headers()).toContain('Réf. Leopard'));
  });
});

// ---- point 3: keyboard and screen reader ------------------------------------------------------------------

describe('keyboard and screen reader', () => {
  it('a sort and a page change are announced; the sort button names its state', async () => {
    const tag = 'terreal-offres-bardages';
    await openSized(tag, LAPTOP);
    const w = page.locator(tag);
    await w.getByRole('button', { name: /^Offre/ }).first().click();
    await eventually(async () => expect(await w.getByRole('status').allTextContents()).toContain('Trié par Offre, ordre croissant'));
    expect(await w.getByRole('button', { name: 'Offre, tri croissant' }).count()).toBe(1);
    await w.getByRole('button', { name: 'Page suivante' }).click();
    await eventually(async () => expect(await w.getByRole('status').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Page 2 sur \d+$/)])));
  });

  it('focus never falls to the page: Effacer tous les filtres, a × clear button and Dernière page hand it to a neighbour', async () => {
    const tag = 'terreal-offres-bardages';
    await openSized(tag, LAPTOP);
    const w = page.locator(tag);
    // Surface min is in the filter row.
    await (await filterBox(w, 'Surface min')).fill('100');
    await w.getByRole('button', { name: 'Effacer le filtre Surface min' }).click();
    expect(await focused(page)).toMatchObject({ label: 'Surface min' });
    await w.getByLabel("Filtrer par nom d'offre").fill('e');
    await w.getByRole('button', { name: 'Effacer tous les filtres' }).click();
    expect((await focused(page)).tag).not.toBe('body');
    expect((await focused(page)).text).toMatch(/^Export/);
    await w.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption({ label: 'Tous' });
    await w.getByRole('button', { name: 'Dernière page' }).click();
    expect(await focused(page)).toMatchObject({ label: 'Page précédente' });
  });

  it('a skip link takes keyboard users from above the list to the pager', async () => {
    const tag = 'terreal-contacts';
    await openSized(tag, LAPTOP);
    const skip = page.locator(tag).getByRole('button', { name: 'Aller à la pagination' });
    await skip.focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate((t) => document.querySelector(t)!.shadowRoot!.activeElement?.getAttribute('aria-label'), tag)).toBe('Pagination');
  });

  it('the delete-contact dialog names the contact above the spec sentence, which describes the dialog', async () => {
    const tag = 'terreal-contacts';
    const res = await (await apiAs(server.url, PRESCRIBER)).get(`/contacts/list/${PRESCRIBER}`);
    const contacts = (await res.json()) as { societe: string; nom: string; email: string }[];
    const c = contacts.find((x) => /^[A-Za-z][\w .-]+$/.test(x.societe) && /^[A-Za-z][\w .-]+$/.test(x.nom) && x.email)!;
    await openSized(tag, LAPTOP);
    await page.locator(tag).getByLabel('Filtrer par e-mail').fill(c.email);
    await eventually(async () => expect(await page.locator(`${tag} tbody tr`).count()).toBe(1));
    await page.locator(`${tag} tbody tr`).first().getByRole('button', { name: `Supprimer le contact ${c.nom}` }).click();
    const dialog = page.locator(tag).getByRole('dialog', { name: 'Supprimer le contact' });
    const text = await dialog.innerText();
    const sentence = 'Si vous confirmez, le contact sera définitivement supprimé de la base de données.';
    expect(text).toContain(`${c.societe} — ${c.nom}`);
    expect(text.indexOf(`${c.societe} — ${c.nom}`)).toBeLessThan(text.indexOf(sentence));
    const description = await dialog.evaluate((d) => (d.getRootNode() as ShadowRoot).getElementById(d.getAttribute('aria-describedby')!)?.textContent ?? '');
    expect(description).toContain(sentence);
  });
});

describe('focus after an action that removes or adds a row', () => {
  const rowIdOf = () => page.evaluate((t) => {
    const el: Element | null = document.querySelector(t)!.shadowRoot!.activeElement;
    return el?.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null;
  }, 'terreal-contacts');

  it('deleting a contact puts focus on the next row', async () => {
    const tag = 'terreal-contacts';
    await openSized(tag, LAPTOP);
    const rows = page.locator(`${tag} tbody tr`);
    const second = await rows.nth(1).getAttribute('data-row-id');
    await rows.first().getByRole('button', { name: /^Supprimer le contact/ }).click();
    await page.locator(tag).getByRole('dialog', { name: 'Supprimer le contact' }).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await eventually(async () => expect(await rowIdOf()).toBe(second));
  });

  it('hiding an offer puts focus on the next row; a clone puts it on the new row once its message is closed', async () => {
    const tag = 'terreal-offres-parement';
    await openSized(tag, LAPTOP);
    const focusedRow = () => page.evaluate((t) => document.querySelector(t)!.shadowRoot!.activeElement?.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null, tag);
    const rows = page.locator(`${tag} tbody tr`);
    // The first offer that can be hidden (non-editable: its menu has Masquer).
    let index = 0;
    for (; index < 10; index++) {
      if ((await rows.nth(index).getByRole('button', { name: /^Afficher l'offre / }).count()) === 1) break;
    }
    const next = await rows.nth(index + 1).getAttribute('data-row-id');
    await rows.nth(index).getByRole('button', { name: /^Actions de l'offre / }).click();
    await page.locator(tag).getByRole('menuitem', { name: 'Masquer' }).click();
    await page.locator(tag).getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await eventually(async () => expect(await focusedRow()).toBe(next));

    await rows.first().getByRole('button', { name: /^Actions de l'offre / }).click();
    await page.locator(tag).getByRole('menuitem', { name: 'Cloner' }).click();
    await page.locator(`${tag} dialog[open]`).getByRole('button', { name: 'Cloner', exact: true }).click();
    // The success is a notice (nothing to close): the focus goes to the clone.
    await page.locator(tag).locator('[part="notices"]').getByText(/a été dupliquée/).waitFor();
    const top = await rows.first().getAttribute('data-row-id');
    await eventually(async () => expect(await focusedRow()).toBe(top));
  });
});

describe('axe-core in the new states', () => {
  it.each(['terreal-contacts', 'terreal-offres-bardages'])('%s: phone cards with Filtres open, and laptop with Colonnes open', async (tag) => {
    await openSized(tag, PHONE);
    await page.locator(tag).getByRole('button', { name: 'Filtres', exact: true }).click();
    expect(await seriousViolations(page, tag)).toEqual([]);
    await host!.context.close();
    host = null;
    await openSized(tag, LAPTOP);
    await page.locator(tag).getByRole('button', { name: 'Colonnes' }).click();
    expect(await seriousViolations(page, tag)).toEqual([]);
  }, 60_000); // two pages and two axe runs: over 30 s on this shared 2-core machine under load
});

describe('the demo host pages fit a phone', () => {
  it.each(['/app/bardages', '/demo', '/legacy/bardages', '/bardages', '/'])('%s: no sideways page scroll at 390×844', async (path) => {
    const { cookie } = await apiAs(server.url, 1);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const p = await context.newPage();
    await p.goto(path);
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The legacy page is the bare Blade-like page: no header of ours there.
    if (path !== '/legacy/bardages') {
      const header = (await p.locator('header').first().boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});

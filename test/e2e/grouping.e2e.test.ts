// Issue 25 "Grouping" in Chromium against the real server and database, the built bundle in a portal-like
// page at the laptop size: `Grouper par` Client shows a group row per company with `{n} offre(s)` and the
// budget and surface totals the server's list gives (computed here from the API's answer, not by the
// widget's code), a group folds, the grouping is saved in a view that a reload and `Vues` bring back, and
// axe-core reports nothing in the grouped state.
import type { Locator, Page } from 'playwright-core';
import { formatDecimal, formatMoney } from '../../src/core/format';
import { parseOfferList } from '../../src/core/normalize';
import type { Offer } from '../../src/core/types';
import { apiAs } from './support/server';
import { columnChild, eventually, listComplete, plain } from './support/browser';
import { listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';
import { axeViolations } from './support/axe';

const USER = 2;
const TAG = 'terreal-offres-bardages';
/** The list's default page size. */
const PAGE_SIZE = 50;

let host: HostPage | null = null;
let page: Page;
let widget: Locator;

useSession({ opened: () => host, expectNone: ['scriptErrors', 'dialogs'] });

async function open(): Promise<void> {
  host = await openHost(browser, server.url, { userId: USER, tag: TAG, attrs: { userid: String(USER) }, portal: 'laptop' });
  page = host.page;
  widget = page.locator(TAG);
  await listShown(page, TAG);
}

/** The offers the list shows by default (status `En cours`, newest first), as the server's list gives them. */
async function defaultOffers(): Promise<Offer[]> {
  const res = await (await apiAs(server.url, USER)).post('/ajax/bardages/liste-offres', { userid: USER });
  return parseOfferList(await res.json()).filter((o) => o.offre_statut === '10').sort((a, b) => b.id - a.id);
}

interface ExpectedGroup { label: string; offers: Offer[] }

/** Groups by company, written here from DESIGN.md §2: one group per name whatever its case and spaces, in the order of their first offer. */
function byCompany(offers: readonly Offer[]): ExpectedGroup[] {
  const groups = new Map<string, ExpectedGroup>();
  for (const o of offers) {
    const name = o.client_societe.trim().replace(/\s+/g, ' ');
    const id = name.toLocaleLowerCase('fr-FR');
    if (!groups.has(id)) groups.set(id, { label: name || 'Client non renseigné', offers: [] });
    groups.get(id)!.offers.push(o);
  }
  return [...groups.values()];
}

const headText = (g: ExpectedGroup) => {
  const n = g.offers.length;
  const budget = g.offers.reduce((s, o) => s + (o.budget ?? 0), 0);
  const surface = g.offers.reduce((s, o) => s + (o.qte_m2 ?? 0), 0);
  return plain(`${g.label} ${n} offre${n > 1 ? 's' : ''} Budget ${formatMoney(budget)}, surface ${formatDecimal(surface)} m²`);
};

const groupBy = () => widget.getByRole('combobox', { name: 'Grouper par' });
const foldButton = (label: string) => widget.getByRole('button', { name: `Groupe ${label}`, exact: true });

/** The body rows as read: `[label, count, totals]` for a group row, the reference for an offer's row. */
async function rowsShown(): Promise<string[]> {
  const refChild = await columnChild(widget.locator('table'), 'N° offre');
  return widget.locator('tbody tr').evaluateAll((rows, child) => rows.map((tr) => {
    const text = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();
    const head = tr.querySelector('button[aria-label^="Groupe "]');
    if (!head) return text(tr.children[child - 1]?.textContent ?? '');
    const shown = [...head.parentElement!.children].filter((c) => c !== head).map((c) => text(c.textContent));
    return `[${[head.getAttribute('aria-label')!.slice('Groupe '.length), ...shown].join(' ')}]`;
  }), refChild);
}

/**
 * The first page's rows by company, from the server's list: a group row before each group's first offer on the
 * page; a folded group's row where its offers would have started (paging counts the offers shown only).
 */
function expectedFirstPage(offers: readonly Offer[], folded: ReadonlySet<string> = new Set()): string[] {
  const groups = byCompany(offers);
  const onePage = groups.reduce((n, g) => n + (folded.has(g.label) ? 0 : g.offers.length), 0) <= PAGE_SIZE;
  const rows: string[] = [];
  let paged = 0;
  for (const g of groups) {
    if (folded.has(g.label)) {
      if (paged < PAGE_SIZE || onePage) rows.push(`[${headText(g)}]`);
    } else if (paged < PAGE_SIZE) {
      const here = g.offers.slice(0, PAGE_SIZE - paged);
      rows.push(`[${headText(g)}]`, ...here.map((o) => o.offre_ref));
      paged += here.length;
    }
  }
  return rows;
}

it('by client: group rows with the counts and totals of the server\'s list; a group folds; a saved view brings it back after a reload; axe clean', async () => {
  const offers = await defaultOffers();
  const groups = byCompany(offers);
  // The seeded data has companies with several offers, so the totals add something up.
  expect(groups.some((g) => g.offers.length > 1)).toBe(true);
  await open();
  await groupBy().selectOption({ label: 'Client' });
  await listComplete(page);
  await eventually(async () => expect(await rowsShown()).toEqual(expectedFirstPage(offers)));
  expect(await axeViolations(page, TAG)).toEqual([]);

  // Fold the first group with several offers: its row stays, its offers leave every page.
  const target = groups.find((g) => g.offers.length > 1)!;
  const button = foldButton(target.label);
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await button.click();
  await eventually(async () => expect(await button.getAttribute('aria-expanded')).toBe('false'));
  await listComplete(page);
  await eventually(async () => expect(await rowsShown()).toEqual(expectedFirstPage(offers, new Set([target.label]))));
  for (const o of target.offers) expect(await widget.getByText(o.offre_ref, { exact: true }).count()).toBe(0);
  expect(await axeViolations(page, TAG)).toEqual([]);

  // Saved as a view; the list ungrouped; a reload keeps the list as left (ungrouped); the view brings the grouping back.
  await widget.getByRole('button', { name: 'Vues' }).click();
  await widget.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }).click();
  await widget.getByRole('textbox', { name: 'Nom de la vue' }).fill('Par client');
  await widget.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await groupBy().selectOption({ label: 'Aucun' });
  await page.reload();
  await listShown(page, TAG);
  expect(await groupBy().inputValue()).toBe('none');
  expect(await widget.getByRole('button', { name: /^Groupe / }).count()).toBe(0);
  await widget.getByRole('button', { name: 'Vues' }).click();
  await widget.getByRole('menuitem', { name: 'Par client', exact: true }).click();
  await eventually(async () => expect(await groupBy().inputValue()).toBe('client'));
  await listComplete(page);
  expect(await foldButton(target.label).getAttribute('aria-expanded')).toBe('false');
  await eventually(async () => expect(await rowsShown()).toEqual(expectedFirstPage(offers, new Set([target.label]))));

  // Unfolded again: its offers are back.
  await foldButton(target.label).click();
  await listComplete(page);
  await eventually(async () => expect(await rowsShown()).toEqual(expectedFirstPage(offers)));
}, 60_000);

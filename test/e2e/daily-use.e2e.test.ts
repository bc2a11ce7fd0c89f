// Issue 9 (daily use) in Chromium against the real server: the built bundle on a host page of our own.
// Point 1: arrowing through a closed status select changes that offer only, the last choice wins, focus
// stays on that offer, and the offer stays listed (marked) until the view changes.
import type { Browser, Page } from 'playwright-core';
import { apiAs, type TestServer } from './support/server';
import { clearFaults, eventually, useServerAndBrowser } from './support/browser';
import { focused, listShown, openHost, scriptErrors, type HostPage } from './support/adversarial';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer { id: number; offre_ref: string; offre_statut: string; outil: string | null }

const PRESCRIBER = 2;
let server: TestServer;
let browser: Browser;
let host: HostPage | null = null;
let page: Page;

useServerAndBrowser((s, b) => { server = s; browser = b; });
afterEach(async () => {
  if (host) expect(scriptErrors(host.errors)).toEqual([]);
  await host?.context.close();
  host = null;
  await clearFaults(server.url);
});

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

describe.each(['bardages', 'parement', 'veture'] as const)('%s: ArrowDown ×3 on a row status select (list filtered on En cours)', (family) => {
  it('changes that offer only, to the last choice; focus stays on it; the row stays, marked, until the view changes', async () => {
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
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');

    // En cours (10) → Gagné (20) → Perdu (30) → Non retenue (40): the last choice is saved.
    await eventually(async () => expect((await statusById(family)).get(target.id)).toBe('40'));
    await eventually(async () => expect(await select.inputValue()).toBe('40'));
    const after = await statusById(family);
    for (const [id, statut] of before) if (id !== target.id) expect({ id, statut: after.get(id) }).toEqual({ id, statut });
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

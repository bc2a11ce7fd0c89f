// Issue 38 §1 and §6 in Chromium against the real server, the built bundle on a portal-like page at the
// laptop size (prescriber 2): an overdue offer re-dated by keyboard only. `Livraison dépassée ({n})` lists
// only the overdue offers (n = those of `En cours`, by the browser's clock in Paris), `Rechercher` finds the
// offer, ↓ goes to its row, F2 opens its delivery dialog (naming the offer, its planned quarter and today's, clear of
// its row), the new quarter typed and Enter saves it: one date-livraison call, and the row is no longer marked.
import type { Locator, Page } from 'playwright-core';
import { eventually, listComplete, plain } from './support/browser';
import { listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';
import { bardagesOffers, isEditable, isOverdue, parisQuarter } from './support/wireOffers';

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
let opened: HostPage | null = null;
let page: Page;

useSession({ opened: () => opened, expectNone: ['scriptErrors', 'dialogs'] });

const offersOf = () => bardagesOffers(server.url, PRESCRIBER);

const widget = (): Locator => page.locator(TAG);
/** The element focused inside the widget's shadow root: its tag, accessible hints and the row it is in. */
const focused = () => page.evaluate((tag) => {
  const el = document.querySelector(tag)!.shadowRoot!.activeElement as HTMLElement | null;
  return el && { tag: el.tagName, label: el.getAttribute('aria-label'), row: el.closest('tr')?.getAttribute('data-row-id') ?? null, cellIndex: (el as HTMLTableCellElement).cellIndex };
}, TAG);

describe('re-dating an overdue offer by keyboard only (bardages, portal laptop)', () => {
  it('toggle, Rechercher, ↓, F2, type, Enter: one date-livraison call, the row no longer marked', async () => {
    const current = parisQuarter(new Date());
    const offers = await offersOf();
    const overdueEnCours = offers.filter((o) => o.offre_statut === '10' && isOverdue(o.projet_livraison, current));
    const o = overdueEnCours.find((x) => !isEditable(x) && /^[A-Z]+-\d{4}-\d{4}$/.test(x.offre_ref) && (x.offre_nom ?? '').trim() !== '');
    if (!o) throw new Error('no overdue offer to re-date');

    opened = await openHost(browser, server.url, { userId: PRESCRIBER, tag: TAG, attrs: { userid: String(PRESCRIBER) }, portal: 'laptop' });
    page = opened.page;
    await listShown(page, TAG);
    await listComplete(page);

    // The toggle, by keyboard: its count is the overdue offers of `En cours`.
    const toggle = widget().getByRole('button', { name: /^Livraison dépassée/ });
    expect(await toggle.getAttribute('aria-label')).toBeNull();
    expect(plain(await toggle.innerText())).toBe(`Livraison dépassée (${overdueEnCours.length})`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await toggle.getAttribute('aria-pressed')).toBe('true'));

    // Rechercher, then ↓ to the offer's row.
    await widget().getByRole('searchbox', { name: 'Rechercher' }).focus();
    await page.keyboard.type(o.offre_ref);
    const row = widget().locator(`tbody tr[data-row-id="${o.id}"]`);
    await eventually(async () => expect(await widget().locator('tbody tr[data-row-id]').count()).toBe(1));
    await listComplete(page);
    const button = row.getByRole('button', { name: new RegExp(`^Modifier la date de livraison de l'offre ${o.offre_ref}`) });
    expect(await button.getAttribute('aria-label')).toBe(`Modifier la date de livraison de l'offre ${o.offre_ref} : ${o.projet_livraison!.trim()}, dépassée`);
    // Its colour: --terreal-danger (rgb(180, 35, 24)).
    expect(await button.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(180, 35, 24)');
    await page.keyboard.press('ArrowDown');
    await eventually(async () => expect(await focused()).toMatchObject({ tag: 'TD', row: String(o.id), cellIndex: 0 }));

    // F2: the dialog names the offer and its current quarter, and leaves the row's name in sight.
    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'Modifier la date de livraison' });
    await dialog.waitFor();
    await dialog.getByText(`${o.offre_ref} – ${o.offre_nom!.trim()}`).waitFor();
    await dialog.getByText(`Livraison prévue : ${o.projet_livraison!.trim()}`).waitFor();
    await dialog.getByText(`Trimestre en cours : ${current}`).waitFor();
    const nameCell = row.locator('td').nth(1);
    const [d, n] = [await dialog.boundingBox(), await nameCell.boundingBox()];
    expect(d && n && (d.y + d.height <= n.y || d.y >= n.y + n.height)).toBe(true);

    // Type, Enter: saved.
    const call = page.waitForRequest((r) => r.url().endsWith('/ajax/bardages/date-livraison') && r.method() === 'POST');
    await page.keyboard.type('2036-T2');
    await page.keyboard.press('Enter');
    expect((await call).postDataJSON()).toMatchObject({ offreid: o.id, newdate: '2036-T2' });
    // Saved: said in a notice, no window to close.
    await page.locator('[part="notices"]').getByText('Nouvelle date enregistrée').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await eventually(async () => expect(await button.getAttribute('aria-label')).toBe(`Modifier la date de livraison de l'offre ${o.offre_ref} : 2036-T2`));
    expect(await button.evaluate((b) => b.classList.contains('terreal-overdue'))).toBe(false);
    expect((await offersOf()).find((x) => x.id === o.id)?.projet_livraison).toBe('2036-T2');
  });
});

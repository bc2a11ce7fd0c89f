// The screen's details in Chromium against the real server, the built bundle on a portal-like page at the
// laptop size (prescriber 2, bardages; contacts of user 2): a draft's delivery quarter reads as text (its
// computed styles) and F2 on it says in a notice where it is changed; the delivery dialog says the offer's
// planned quarter and today's (Paris) and `Trimestre suivant` then Enter saves that quarter in one call; the
// bulk confirmations name what they delete or hide; Escape after a pointer pick on a status select goes back
// to the cell, so ArrowDown + Enter afterwards saves nothing more.
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './support/server';
import { eventually, listComplete, plain } from './support/browser';
import { countRequests, listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';
import { bardagesOffers, isEditable, isOverdue, parisQuarter, type WireOffer } from './support/wireOffers';

interface WireContact { id: number; societe: string; nom: string }

const USER = 2;
const OFFERS = 'terreal-offres-bardages';
const CONTACTS = 'terreal-contacts';
const DANGER = 'rgb(180, 35, 24)'; // --terreal-danger
let opened: HostPage | null = null;
let page: Page;

useSession({ opened: () => opened, expectNone: ['scriptErrors', 'dialogs'] });

const offersOf = () => bardagesOffers(server.url, USER);
/** The quarter after `q` (2026-T4 → 2027-T1). */
const after = (q: string) => (q.endsWith('T4') ? `${Number(q.slice(0, 4)) + 1}-T1` : `${q.slice(0, 6)}${Number(q[6]) + 1}`);
const quarterOf = (o: WireOffer) => (o.projet_livraison ?? '').trim();
const isDraft = (o: WireOffer) => o.statut.trim().toLowerCase() === 'brouillon';

async function open(tag: string): Promise<void> {
  opened = await openHost(browser, server.url, { userId: USER, tag, attrs: { userid: String(USER) }, portal: 'laptop' });
  page = opened.page;
  await listShown(page, tag);
  await listComplete(page);
}

const widget = (tag = OFFERS): Locator => page.locator(tag);
const rowOf = (o: WireOffer): Locator => widget().locator(`tbody tr[data-row-id="${o.id}"]`);
const notices = (): Locator => widget().locator('[part="notices"]');
/** The focused element inside the offers' shadow root: its tag and the row it is in. */
const focusedIn = () => page.evaluate((tag) => {
  const el = document.querySelector(tag)!.shadowRoot!.activeElement as HTMLElement | null;
  return el && { tag: el.tagName, row: el.closest('tr')?.getAttribute('data-row-id') ?? null, label: el.getAttribute('aria-label') };
}, OFFERS);

/** Every status, and only `o` listed (Rechercher), then ↓ to its row's first cell. */
async function toRow(o: WireOffer): Promise<void> {
  await widget().getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
  await widget().getByRole('searchbox', { name: 'Rechercher' }).fill(o.offre_ref);
  await eventually(async () => expect(await widget().locator('tbody tr[data-row-id]').count()).toBe(1));
  await listComplete(page);
  await widget().getByRole('searchbox', { name: 'Rechercher' }).focus();
  await page.keyboard.press('ArrowDown');
  await eventually(async () => expect(await focusedIn()).toMatchObject({ tag: 'TD', row: String(o.id) }));
}

describe('offers at the portal laptop', () => {
  it("a draft's quarter reads as text, still marked overdue; F2 on its row says in a notice where it is changed", async () => {
    const current = parisQuarter(new Date());
    const draft = (await offersOf()).find((o) => isDraft(o) && isOverdue(o.projet_livraison, current));
    if (!draft) throw new Error('no overdue draft in the seed');
    await open(OFFERS);
    await toRow(draft);
    const text = rowOf(draft).locator('.terreal-overdue'); // the delivery quarter, marked overdue
    const style = await text.evaluate((el) => {
      const s = getComputedStyle(el);
      return { decoration: s.textDecorationLine, cursor: s.cursor, color: s.color, role: el.getAttribute('role'), inButton: el.closest('button') !== null, text: el.textContent };
    });
    expect(style).toEqual({ decoration: 'none', cursor: 'default', color: DANGER, role: null, inButton: false, text: `${quarterOf(draft)}, dépassée` });
    expect(await rowOf(draft).getByRole('button', { name: /date de livraison/ }).count()).toBe(0);

    const calls = countRequests(page, '/ajax/bardages/date-livraison');
    await page.keyboard.press('F2');
    await notices().getByText("La livraison d'un brouillon se modifie dans l'offre.").waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await focusedIn()).toMatchObject({ tag: 'TD', row: String(draft.id) });
  });

  it('the delivery dialog: Livraison prévue and Trimestre en cours; F2, Trimestre suivant, Enter: one date-livraison call', async () => {
    const current = parisQuarter(new Date());
    const next = after(current);
    const o = (await offersOf()).find((x) => x.offre_statut === '10' && !isEditable(x) && isOverdue(x.projet_livraison, current));
    if (!o) throw new Error('no overdue offer to re-date');
    await open(OFFERS);
    await toRow(o);
    const calls = countRequests(page, '/ajax/bardages/date-livraison');
    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'Modifier la date de livraison' });
    await dialog.waitFor();
    await dialog.getByText(`Livraison prévue : ${quarterOf(o)}`, { exact: true }).waitFor();
    await dialog.getByText(`Trimestre en cours : ${current}`, { exact: true }).waitFor();
    await dialog.getByText('La date est dépassée.', { exact: true }).waitFor();
    expect(await dialog.getByText(/Trimestre actuel/).count()).toBe(0);
    const box = dialog.getByRole('textbox', { name: 'Trimestre de livraison' });
    expect(await box.inputValue()).toBe('');

    const button = dialog.getByRole('button', { name: /^Trimestre suivant/ });
    expect(plain(await button.innerText())).toBe(`Trimestre suivant (${next})`);
    await button.click();
    expect(await box.inputValue()).toBe(next);
    expect(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await notices().getByText('Nouvelle date enregistrée').first().waitFor();
    expect(calls.map((r) => r.postDataJSON())).toEqual([expect.objectContaining({ offreid: o.id, newdate: next })]);
    expect((await offersOf()).find((x) => x.id === o.id)?.projet_livraison).toBe(next);
  });

  it('Escape after a pointer pick on a status select goes back to the cell: ArrowDown + Enter then saves nothing', async () => {
    const o = (await offersOf()).find((x) => x.offre_statut === '10')!;
    await open(OFFERS);
    await toRow(o);
    const calls = countRequests(page, '/ajax/bardages/statut-offre');
    const select = rowOf(o).getByRole('combobox', { name: `Statut de l'offre ${o.offre_ref}`, exact: true });
    // A pointer pick: the press focuses the select and opens its list, the pick saves at once. With the list
    // still open, Chromium closes it with Escape's keydown, which the page never sees (only the keyup).
    const box = (await select.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await select.selectOption('20');
    await page.mouse.up();
    await notices().getByText(`Statut de l'offre ${o.offre_ref} : Gagné.`).waitFor();
    expect(await focusedIn()).toMatchObject({ tag: 'SELECT', row: String(o.id) });
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await focusedIn()).toMatchObject({ tag: 'TD', row: String(o.id) }));
    expect(await select.inputValue()).toBe('20');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Whatever those keys sent would go before the list asked again (`Actualiser`): the one pick only.
    const reload = page.waitForResponse((r) => r.url().endsWith('/ajax/bardages/liste-offres'));
    await widget().getByRole('button', { name: 'Actualiser' }).click();
    await reload;
    expect(calls.map((r) => r.postDataJSON())).toEqual([{ offreid: o.id, offreref: o.offre_ref, statut: '20', statut_precedent: '10' }]);
    expect((await offersOf()).find((x) => x.id === o.id)?.offre_statut).toBe('20');
  });

  it('Masquer… names the offers it hides, as their rows show them', async () => {
    await open(OFFERS);
    const all = await offersOf();
    const refs = await widget().getByRole('combobox', { name: /^Statut de l'offre / }).evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace("Statut de l'offre ", '')));
    const hideable = refs.map((ref) => all.find((x) => x.offre_ref === ref)!).filter((x) => !isEditable(x)).slice(0, 7);
    expect(hideable).toHaveLength(7);
    for (const o of hideable) await widget().getByRole('checkbox', { name: `Sélectionner l'offre ${o.offre_ref}`, exact: true }).check();
    await widget().getByRole('button', { name: 'Masquer…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Masquer les offres sélectionnées' });
    const named = hideable.slice(0, 5).map((o) => ((o.offre_nom ?? '').trim() ? `${o.offre_ref} — ${o.offre_nom}` : o.offre_ref));
    await dialog.getByText(`${named.join(', ')} et 2 autres`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('contacts at the portal laptop', () => {
  it('Supprimer… names the contacts it deletes: five, then `et {n} autres`; one alone by name', async () => {
    const res = await (await apiAs(server.url, USER)).get(`/contacts/list/${USER}`);
    const contacts = (await res.json()) as WireContact[];
    await open(CONTACTS);
    const rows = widget(CONTACTS).locator('tbody tr[data-row-id]');
    const shown = await rows.evaluateAll((trs) => trs.slice(0, 6).map((tr) => Number(tr.getAttribute('data-row-id'))));
    const names = shown.map((id) => contacts.find((c) => c.id === id)!).map((c) => c.nom || c.societe);
    for (let i = 0; i < 6; i++) await rows.nth(i).getByRole('checkbox').check();
    const bulk = widget(CONTACTS).getByRole('button', { name: 'Supprimer…' });
    await bulk.click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer les contacts sélectionnés' });
    await dialog.getByText('Voulez-vous supprimer définitivement 6 contacts ?').waitFor();
    await dialog.getByText(`${names.slice(0, 5).join(', ')} et 1 autre`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await widget(CONTACTS).getByRole('button', { name: 'Tout désélectionner' }).click();
    await rows.nth(0).getByRole('checkbox').check();
    await bulk.click();
    await dialog.getByText('Voulez-vous supprimer définitivement 1 contact ?').waitFor();
    await dialog.getByText(names[0], { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
});

// Issue 25 "Bulk actions" and "Keyboard grid" in Chromium against the real server and database, the built
// bundle on a portal-like page at the laptop size (prescriber 2): twenty offers selected across the two pages
// of `En cours` (the selection survives paging, a sort and a filter) and marked `Perdu` in one go while another
// session deletes one of them, so the server refuses that one: it is listed with its reference and the
// server's message, the nineteen others are posted (read back from the API), then one `Annuler` puts them all
// back; `Sélectionner les {m} offres filtrées`, `Tout désélectionner` and `Masquer…` (those skipped named);
// the selection cleared when the prescriber (backoffice) or the vêture tool changes; the grid's keys (one Tab
// stop, arrows, Home/End, Ctrl+Home/Ctrl+End, PageUp/PageDown, Enter on the name, Enter/F2 into the status
// select and Escape out, Space); axe-core reports nothing in each state.
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { apiAs } from './support/server';
import { columnChild, eventually, filterBox, listComplete, openAs } from './support/browser';
import { countRequests, listShown, openHost, type HostPage } from './support/adversarial';
import { browser, server, useSession } from './support/session';
import { axeViolations } from './support/axe';

type Family = 'bardages' | 'parement' | 'veture';
interface WireOffer {
  id: number; user_id: number; offre_nom: string | null; offre_ref: string; offre_statut: string; statut: string; outil: string | null;
}

const PRESCRIBER = 2;
const BACKOFFICE = 1;
/** The list's default page size. */
const PAGE_SIZE = 50;
const PERDU = '30';

let opened: HostPage | BrowserContext | null = null;
let page: Page;
let tag = 'terreal-offres-bardages';

useSession({ opened: () => opened, expectNone: ['scriptErrors', 'dialogs'] });

// ---- the server's side ----

async function offersOf(family: Family, userid: number | 'all' = PRESCRIBER, as = PRESCRIBER): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, as)).post(`/ajax/${family}/liste-offres`, { userid });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOffer[];
}
const statusById = async (family: Family): Promise<Map<number, string>> => new Map((await offersOf(family)).map((o) => [o.id, o.offre_statut]));
/** The offers a list shows by default: `En cours`, newest first (veture: one tool's). */
const enCours = (rows: WireOffer[]): WireOffer[] => rows.filter((o) => o.offre_statut === '10').sort((a, b) => b.id - a.id);
const isEditable = (o: WireOffer): boolean => ['brouillon', 'soumise'].includes(o.statut.trim().toLowerCase());

// ---- the browser's side ----

async function openPortal(family: Family): Promise<void> {
  tag = `terreal-offres-${family}`;
  const host = await openHost(browser, server.url, { userId: PRESCRIBER, tag, attrs: { userid: String(PRESCRIBER) }, portal: 'laptop' });
  opened = host;
  page = host.page;
  await listShown(page, tag);
  await listComplete(page);
}

/** A demo page of the server itself (its attributes as the app writes them: prescribers for backoffice). */
async function openApp(family: Family, userId: number): Promise<void> {
  tag = `terreal-offres-${family}`;
  const signed = await openAs(browser, server.url, userId, `/${family}`);
  opened = signed.context;
  page = signed.page;
  await listShown(page, tag);
  await listComplete(page);
}

const widget = (): Locator => page.locator(tag);
/** The grid: a frame holding the header's table (header and filter rows) and the rows' table. */
const table = (): Locator => widget().locator('[role="grid"]');
const box = (ref: string): Locator => widget().getByRole('checkbox', { name: `Sélectionner l'offre ${ref}`, exact: true });
const pageBox = (): Locator => widget().getByRole('checkbox', { name: 'Sélectionner les offres de la page', exact: true });
/** The selection bar's count (empty when nothing is selected). */
const barText = (): Promise<string> => widget().locator('[part="selection-bar"] [role="status"]').innerText();
const barButton = (name: string | RegExp): Locator => widget().locator('[part="selection-bar"]').getByRole('button', { name });
const pagerStatus = (): Promise<string> => widget().locator('[part="pagination"] [role="status"]').innerText();

/** The N° offre of the rows shown, once the list is complete. */
async function refsShown(): Promise<string[]> {
  await listComplete(page);
  const child = await columnChild(table(), 'N° offre');
  return table().locator(`tbody tr[data-row-id] > td:nth-child(${child})`).allTextContents();
}
/** The references whose row checkbox is checked, in the order shown. */
const checkedRefs = (): Promise<string[]> => widget().locator('tbody input[type="checkbox"][aria-label^="Sélectionner l\'offre "]')
  .evaluateAll((boxes) => boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.getAttribute('aria-label')!.slice("Sélectionner l'offre ".length)));

async function waitBar(text: string): Promise<void> {
  await eventually(async () => expect(await barText()).toBe(text));
}

/** The statut-offre calls made, as posted. */
const posted = (requests: readonly Request[]) => requests.map((r) => r.postDataJSON() as { offreid: number; offreref: string; statut: string });

// ---- 1. Bulk actions ----

describe('bulk actions (bardages, prescriber 2, laptop portal)', () => {
  it('twenty offers across two pages marked `Perdu` in one go: one deleted meanwhile is listed with the server\'s message, nineteen posted; one `Annuler` puts them back', async () => {
    const before = await offersOf('bardages');
    const shown = enCours(before);
    expect(shown.length).toBeGreaterThan(PAGE_SIZE); // two pages
    const page1 = shown.slice(0, PAGE_SIZE);
    const page2 = shown.slice(PAGE_SIZE);
    const fromPage1 = page1.slice(-12);
    const fromPage2 = page2.slice(0, 8);
    const chosen = [...fromPage1, ...fromPage2];
    expect(chosen).toHaveLength(20);
    // The one another session deletes: an editable offer (one its owner may delete).
    const victim = [...fromPage2].reverse().find(isEditable) ?? [...chosen].reverse().find(isEditable);
    expect(victim).toBeDefined();

    await openPortal('bardages');
    expect(await refsShown()).toEqual(page1.map((o) => o.offre_ref));
    expect(await barText()).toBe('');
    for (const o of fromPage1) await box(o.offre_ref).check();
    await waitBar('12 offres sélectionnées');
    expect(await pageBox().getAttribute('aria-checked')).toBe('mixed');

    // Paging: page 2, eight more; back on page 1, the twelve are still checked.
    await widget().getByRole('button', { name: 'Page suivante' }).click();
    await eventually(async () => expect(await pagerStatus()).toBe('Page 2 sur 2'));
    await eventually(async () => expect(await refsShown()).toEqual(page2.map((o) => o.offre_ref)));
    expect(await checkedRefs()).toEqual([]);
    for (const o of fromPage2) await box(o.offre_ref).check();
    await waitBar('20 offres sélectionnées');
    expect(await axeViolations(page, tag)).toEqual([]); // rows selected, the bar shown
    await widget().getByRole('button', { name: 'Page précédente' }).click();
    await eventually(async () => expect(await refsShown()).toEqual(page1.map((o) => o.offre_ref)));
    expect(await checkedRefs()).toEqual(fromPage1.map((o) => o.offre_ref));
    expect(await barText()).toBe('20 offres sélectionnées');

    // A sort: other rows on page 1; those of the twenty among them are checked, and only those.
    const chosenRefs = new Set(chosen.map((o) => o.offre_ref));
    await widget().getByRole('button', { name: /^N° offre/ }).click();
    await eventually(async () => expect(await refsShown()).not.toEqual(page1.map((o) => o.offre_ref)));
    const sorted = await refsShown();
    expect(sorted.filter((r) => chosenRefs.has(r)).length).toBeGreaterThan(0);
    expect(await checkedRefs()).toEqual(sorted.filter((r) => chosenRefs.has(r)));
    expect(await barText()).toBe('20 offres sélectionnées');

    // A filter on N° offre matching some of the twenty and some others: the same, and the bar offers the filtered ones.
    const matchingOf = (p: string) => shown.filter((o) => o.offre_ref.toLowerCase().includes(p.toLowerCase()));
    const mixed = (p: string) => matchingOf(p).some((o) => chosenRefs.has(o.offre_ref)) && matchingOf(p).some((o) => !chosenRefs.has(o.offre_ref));
    const part = chosen.flatMap((o) => [o.offre_ref.slice(0, -1), o.offre_ref.slice(0, -2)]).find(mixed);
    expect(part).toBeDefined();
    const matching = matchingOf(part!);
    expect(matching.length).toBeLessThanOrEqual(PAGE_SIZE);
    await (await filterBox(widget(), "Filtrer par n° d'offre")).fill(part!);
    await eventually(async () => expect(new Set(await refsShown())).toEqual(new Set(matching.map((o) => o.offre_ref))));
    const filteredShown = await refsShown();
    expect(await checkedRefs()).toEqual(filteredShown.filter((r) => chosenRefs.has(r)));
    expect(await barText()).toBe('20 offres sélectionnées');
    expect(await barButton(`Sélectionner les ${matching.length} offres filtrées`).count()).toBe(1);
    await widget().getByRole('button', { name: 'Effacer tous les filtres' }).click();
    await eventually(async () => expect((await refsShown()).length).toBe(PAGE_SIZE));
    expect(await barText()).toBe('20 offres sélectionnées');
    expect(await barButton(`Sélectionner les ${shown.length} offres filtrées`).count()).toBe(1);

    // `Changer le statut…`: the dialog, `Nouveau statut` → Perdu.
    await barButton('Changer le statut…').click();
    const dialog = widget().getByRole('dialog', { name: 'Changer le statut des offres sélectionnées' });
    await dialog.waitFor();
    await dialog.getByText('20 offres sélectionnées', { exact: true }).waitFor();
    expect(await axeViolations(page, tag)).toEqual([]); // the bulk dialog open
    await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'Perdu' });

    // Another session (the same prescriber, elsewhere) deletes one of the twenty before `Appliquer`.
    const deleted = await (await apiAs(server.url, PRESCRIBER)).post('/ajax/bardages/supprime-offre', { offreid: victim!.id, offreref: victim!.offre_ref });
    expect(await deleted.json()).toMatchObject({ statut: 'ok' });

    // Every progress count the dialog shows, in order.
    await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      new MutationObserver(() => {
        const text = root.querySelector('dialog progress')?.nextElementSibling?.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    }, tag);
    const posts = countRequests(page, '/ajax/bardages/statut-offre');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await dialog.getByText('19 offres passées au statut Perdu.', { exact: true }).waitFor({ timeout: 30_000 });

    // Twenty calls, one per offer, in list order; the victim's refused by the server, with its message.
    // Each call carries the status the user saw (the server refuses it if another user changed it meanwhile).
    expect(posted(posts)).toEqual(chosen.map((o) => ({ offreid: o.id, offreref: o.offre_ref, statut: PERDU, statut_precedent: o.offre_statut })));
    const victimCall = posts.find((r) => (r.postDataJSON() as { offreid: number }).offreid === victim!.id)!;
    const refusal = (await (await victimCall.response())!.json()) as { statut: string; msg: string };
    expect(refusal.statut).not.toBe('ok');
    expect(refusal.msg).toBe("Cette offre n'existe pas ou a été supprimée.");
    await dialog.getByText('1 offre non modifiée :', { exact: true }).waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([`${victim!.offre_ref} : ${refusal.msg}`]);
    // The progress count: step by step up to all twenty sent.
    expect(await dialog.locator('progress').evaluate((p) => [(p as HTMLProgressElement).value, (p as HTMLProgressElement).max])).toEqual([20, 20]);
    expect(await dialog.getByText('20 sur 20 envoyées', { exact: true }).count()).toBe(1);
    const steps = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    const counts = steps.map((s) => Number(/^(\d+) sur 20 envoyées$/.exec(s)?.[1]));
    expect(counts.every((n, i) => Number.isInteger(n) && (i === 0 || n > counts[i - 1]))).toBe(true);
    expect(counts[counts.length - 1]).toBe(20);
    expect(counts.length).toBeGreaterThan(10);

    // The server: the nineteen are Perdu, the victim is gone, every other offer is as it was.
    const afterRun = await offersOf('bardages');
    const expectedAfter = before.filter((o) => o.id !== victim!.id)
      .map((o) => ({ id: o.id, statut: chosenRefs.has(o.offre_ref) ? PERDU : o.offre_statut }));
    expect(afterRun.map((o) => ({ id: o.id, statut: o.offre_statut }))).toEqual(expectedAfter);
    expect(await axeViolations(page, tag)).toEqual([]); // the result, a failure listed

    // One `Annuler`: every changed offer back, one call each; the server as before (but the deleted one).
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.getByText('Statut rétabli pour 19 offres.', { exact: true }).waitFor({ timeout: 30_000 });
    const changed = chosen.filter((o) => o.id !== victim!.id);
    expect(posted(posts.slice(20))).toEqual(changed.map((o) => ({ offreid: o.id, offreref: o.offre_ref, statut: o.offre_statut, statut_precedent: PERDU })));
    const afterUndo = await offersOf('bardages');
    expect(afterUndo.map((o) => ({ id: o.id, statut: o.offre_statut })))
      .toEqual(before.filter((o) => o.id !== victim!.id).map((o) => ({ id: o.id, statut: o.offre_statut })));
    expect(await dialog.getByRole('button', { name: 'Annuler' }).count()).toBe(0); // one undo
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await eventually(async () => expect(await widget().getByRole('dialog').count()).toBe(0));
  }, 120_000);

  it('`Sélectionner les {m} offres filtrées` selects every page, `Tout désélectionner` clears; `Masquer…` hides those it can and names those skipped', async () => {
    const before = await offersOf('parement');
    const shown = enCours(before);
    expect(shown.length).toBeGreaterThan(PAGE_SIZE);
    await openPortal('parement');
    const first = shown[0].offre_ref;
    await box(first).check();
    await waitBar('1 offre sélectionnée');
    await barButton(`Sélectionner les ${shown.length} offres filtrées`).click();
    await waitBar(`${shown.length} offres sélectionnées`);
    expect(await barButton(/^Sélectionner les \d+ offres filtrées$/).count()).toBe(0);
    expect(await pageBox().isChecked()).toBe(true);
    expect(await checkedRefs()).toEqual(await refsShown());
    await widget().getByRole('button', { name: 'Page suivante' }).click();
    await eventually(async () => expect(await refsShown()).toEqual(shown.slice(PAGE_SIZE).map((o) => o.offre_ref)));
    expect(await checkedRefs()).toEqual(shown.slice(PAGE_SIZE).map((o) => o.offre_ref));
    await barButton('Tout désélectionner').click();
    await waitBar('');
    expect(await checkedRefs()).toEqual([]);
    expect(await barButton('Changer le statut…').count()).toBe(0);

    // `Masquer…` on two offers that can be hidden and one that cannot (editable), all on page 1.
    await widget().getByRole('button', { name: 'Première page' }).click();
    await eventually(async () => expect(await refsShown()).toEqual(shown.slice(0, PAGE_SIZE).map((o) => o.offre_ref)));
    const plainName = (o: WireOffer) => /^[\p{L}\d ,'.-]+$/u.test(o.offre_nom ?? '') && (o.offre_nom ?? '').trim() === o.offre_nom;
    const onPage = shown.slice(0, PAGE_SIZE);
    const hideable = onPage.filter((o) => !isEditable(o)).slice(0, 2);
    const skipped = onPage.find((o) => isEditable(o) && plainName(o));
    expect(hideable).toHaveLength(2);
    expect(skipped).toBeDefined();
    for (const o of [...hideable, skipped!]) await box(o.offre_ref).check();
    await waitBar('3 offres sélectionnées');
    await barButton('Masquer…').click();
    const dialog = widget().getByRole('dialog', { name: 'Masquer les offres sélectionnées' });
    await dialog.getByText('2 offres seront masquées.', { exact: true }).waitFor();
    await dialog.getByText('1 offre ne peut pas être masquée (offre modifiable) :', { exact: true }).waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([`${skipped!.offre_ref} — ${skipped!.offre_nom}`]);
    expect(await axeViolations(page, tag)).toEqual([]);
    const hides = countRequests(page, '/ajax/parement/visibilite-offre');
    await dialog.getByRole('button', { name: 'Masquer', exact: true }).click();
    await dialog.getByText('2 offres masquées.', { exact: true }).waitFor();
    // Each with the status its row showed (the server hides nothing another user changed meanwhile).
    expect(hides.map((r) => r.postDataJSON())).toEqual(hideable.map((o) => ({ action: 'masquer', offreid: o.id, offreref: o.offre_ref, statut_precedent: o.offre_statut })));
    const after = await offersOf('parement');
    expect(after.map((o) => o.id)).toEqual(before.filter((o) => !hideable.some((h) => h.id === o.id)).map((o) => o.id));
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await eventually(async () => expect(await refsShown()).not.toContain(hideable[0].offre_ref));
    expect(await refsShown()).toContain(skipped!.offre_ref);
  }, 90_000);

  it('the selection is cleared when the backoffice prescriber changes, and when the vêture tool changes', async () => {
    // Backoffice on its app page: two of prescriber 2's offers selected under `Tous`, then prescriber 2 chosen.
    const all = enCours(await offersOf('bardages', 'all', BACKOFFICE));
    const mine = enCours(await offersOf('bardages'));
    await openApp('bardages', BACKOFFICE);
    const shownAll = await refsShown();
    const two = all.slice(0, PAGE_SIZE).filter((o) => o.user_id === PRESCRIBER && mine.slice(0, PAGE_SIZE).some((m) => m.id === o.id)).slice(0, 2);
    expect(two).toHaveLength(2);
    expect(shownAll).toEqual(expect.arrayContaining(two.map((o) => o.offre_ref)));
    for (const o of two) await box(o.offre_ref).check();
    await waitBar('2 offres sélectionnées');
    const prescriber = widget().getByLabel('Filtrer par prescripteur');
    await prescriber.selectOption({ label: 'Dubois, Pierre' });
    await eventually(async () => expect(await refsShown()).toEqual(mine.slice(0, PAGE_SIZE).map((o) => o.offre_ref)));
    // The same two offers are in this list too: unchecked, nothing selected.
    expect(await checkedRefs()).toEqual([]);
    await waitBar('');
    await prescriber.selectOption({ label: 'Tous' });
    await eventually(async () => expect(await refsShown()).toEqual(shownAll));
    expect(await checkedRefs()).toEqual([]);
    expect(await barText()).toBe('');
    await (opened as BrowserContext).close();

    // Vêture: two Gebrik offers selected, then Kess, then Gebrik again: nothing selected.
    await openApp('veture', PRESCRIBER);
    const gebrik = await refsShown();
    for (const ref of gebrik.slice(0, 2)) await box(ref).check();
    await waitBar('2 offres sélectionnées');
    const tools = widget().getByRole('group', { name: 'Filtrer les offres pour :' });
    await tools.getByRole('radio', { name: 'Kess (TEST)' }).check();
    await eventually(async () => expect(await refsShown()).not.toEqual(gebrik));
    await waitBar('');
    expect(await checkedRefs()).toEqual([]);
    await tools.getByRole('radio', { name: 'Thermoreal-Gebrik' }).check();
    await eventually(async () => expect(await refsShown()).toEqual(gebrik));
    expect(await checkedRefs()).toEqual([]);
    expect(await barText()).toBe('');
  }, 60_000);
});

// ---- 2. The keyboard grid ----

interface GridAt {
  /** On a body cell, on a control inside one, or elsewhere (`none`: focus not in the element). */
  where: 'cell' | 'control' | 'outside' | 'none';
  row: number;
  col: number;
  /** The focused element's aria-label. */
  label: string | null;
  /** Cells per body row. */
  shape: number[];
}

/** Where the focus is in the element's grid, read through its shadow root (body rows as the grid counts them). */
const gridAt = (): Promise<GridAt> => page.evaluate((t): GridAt => {
  const host = document.querySelector(t)!;
  const root = host.shadowRoot!;
  const table = root.querySelector('[role="grid"] table[part="table"]')!; // the rows' table
  const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')).filter((r) => !r.hidden && r.cells.length > 0);
  const shape = rows.map((r) => r.cells.length);
  const active = document.activeElement === host ? root.activeElement : null;
  if (!active) return { where: 'none', row: -1, col: -1, label: null, shape };
  const cell = table.contains(active) ? active.closest('td, th') : null;
  const row = rows.findIndex((r) => cell !== null && r === cell.parentElement);
  return {
    where: row < 0 ? 'outside' : active === cell ? 'cell' : 'control',
    row,
    col: row < 0 ? -1 : (cell as HTMLTableCellElement).cellIndex,
    label: active.getAttribute('aria-label'),
    shape,
  };
}, tag);

async function press(key: string, row: number, col: number): Promise<void> {
  await page.keyboard.press(key);
  await eventually(async () => expect(await gridAt()).toMatchObject({ where: 'cell', row, col }));
}

describe('keyboard grid (bardages, prescriber 2, laptop portal)', () => {
  it('one Tab stop; arrows, Home/End, Ctrl+Home/Ctrl+End, PageUp/PageDown; Enter on the name opens; Enter/F2 into the status select, Escape out; Space selects; axe clean', async () => {
    const shown = enCours(await offersOf('bardages'));
    const before = await statusById('bardages');
    await openPortal('bardages');
    const refs = await refsShown();
    expect(refs).toEqual(shown.slice(0, PAGE_SIZE).map((o) => o.offre_ref));

    // The control before the rows (the last of the header: the filter row) → Tab → a cell → Tab → out of the grid.
    const headControls = table().locator('thead').locator('input, select, button');
    const lastHead = headControls.nth((await headControls.count()) - 1);
    await lastHead.focus();
    await press('Tab', 0, 0);
    await page.keyboard.press('Tab');
    await eventually(async () => expect((await gridAt()).where).not.toMatch(/^(cell|control)$/));
    await press('Shift+Tab', 0, 0);

    // Arrows (nothing wraps), Home/End, Ctrl+Home/Ctrl+End.
    const { shape } = await gridAt();
    const last = shape.length - 1;
    expect(last).toBe(PAGE_SIZE - 1);
    // ↑ from the first row reaches the header row (inside the grid's one Tab stop); ↓ comes back.
    await page.keyboard.press('ArrowUp');
    await eventually(async () => expect(await page.evaluate((t) => {
      const active = document.querySelector(t)!.shadowRoot!.activeElement;
      return active?.matches('[role="grid"] thead > tr:first-child > th') ? active.getAttribute('aria-label') : null;
    }, tag)).toBe('Sélection'));
    await press('ArrowDown', 0, 0);
    await press('ArrowLeft', 0, 0);
    await press('ArrowRight', 0, 1);
    await press('ArrowRight', 0, 2);
    await press('ArrowDown', 1, 2);
    await press('End', 1, shape[1] - 1);
    await press('Home', 1, 0);
    await press('Control+End', last, shape[last] - 1);
    await press('Control+Home', 0, 0);

    // PageDown: a screenful of rows down (between half and all the rows the window holds); the cell in view, below the sticky header.
    await page.keyboard.press('PageDown');
    const down = await eventually(async () => {
      const at = await gridAt();
      expect(at).toMatchObject({ where: 'cell', col: 0 });
      expect(at.row).toBeGreaterThan(1);
      return at;
    });
    const geometry = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const cell = root.activeElement as HTMLElement;
      const head = root.querySelector('[part="table-head"] thead')!.getBoundingClientRect(); // the header's own table, sticky
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return {
        top: box.top, bottom: box.bottom, rowHeight: box.height, headBottom: head.bottom, headTop: head.top, window: innerHeight,
        focusVisible: cell.matches(':focus-visible'), outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    }, tag);
    expect(down.row * geometry.rowHeight).toBeLessThanOrEqual(geometry.window);
    expect(down.row * geometry.rowHeight).toBeGreaterThanOrEqual(geometry.window / 2);
    expect(geometry.headTop).toBeGreaterThanOrEqual(56); // the header sticks below the portal's bar
    expect(geometry.top).toBeGreaterThanOrEqual(geometry.headBottom - 0.5);
    expect(geometry.bottom).toBeLessThanOrEqual(geometry.window + 0.5);
    expect(geometry.focusVisible).toBe(true);
    expect(geometry.outline).toBe('solid 2px');
    expect(await axeViolations(page, tag)).toEqual([]); // the grid with a cell focused
    await press('PageUp', 0, 0);

    // The page scrolled by the user so that the next row sits half under the sticky header (itself below the
    // portal's 56 px bar): the arrow key brings that row out whole, below the header.
    await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const row = root.querySelectorAll<HTMLElement>('tbody tr[data-row-id]')[1];
      const head = root.querySelector<HTMLElement>('[part="table-head"]')!;
      const stuckBottom = parseFloat(getComputedStyle(head).top) + head.getBoundingClientRect().height;
      window.scrollBy(0, row.getBoundingClientRect().top - stuckBottom + row.offsetHeight / 2);
    }, tag);
    const halfHidden = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const row = root.querySelectorAll<HTMLElement>('tbody tr[data-row-id]')[1];
      return { top: row.getBoundingClientRect().top, headBottom: root.querySelector<HTMLElement>('[part="table-head"]')!.getBoundingClientRect().bottom };
    }, tag);
    expect(halfHidden.top).toBeLessThan(halfHidden.headBottom - 8); // the case is set: the row is partly covered
    await press('ArrowDown', 1, 0);
    const uncovered = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      const cell = root.activeElement as HTMLElement;
      return { top: cell.getBoundingClientRect().top, headBottom: root.querySelector<HTMLElement>('[part="table-head"]')!.getBoundingClientRect().bottom };
    }, tag);
    expect(uncovered.top).toBeGreaterThanOrEqual(uncovered.headBottom - 0.5);
    await press('ArrowUp', 0, 0);

    const nameCol = (await columnChild(table(), 'Offre')) - 1;
    const statusCol = (await columnChild(table(), 'Statut')) - 1;
    expect(nameCol).toBeLessThan(statusCol);

    // Enter on the status cell: into the select; ArrowDown changes that offer only (posted once); Escape: back to the cell.
    for (let c = 1; c <= statusCol; c++) await press('ArrowRight', 0, c);
    const posts = countRequests(page, '/ajax/bardages/statut-offre');
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await gridAt()).toMatchObject({ where: 'control', row: 0, col: statusCol, label: `Statut de l'offre ${refs[0]}` }));
    // ArrowDown moves through the values without saving (one save per decision); Enter saves the choice once.
    await page.keyboard.press('ArrowDown'); // En cours → Gagné
    await eventually(async () => expect(await widget().getByRole('combobox', { name: `Statut de l'offre ${refs[0]}` }).inputValue()).toBe('20'));
    expect(posts).toHaveLength(0);
    await page.keyboard.press('Enter');
    await eventually(async () => expect((await statusById('bardages')).get(shown[0].id)).toBe('20'));
    const after = await statusById('bardages');
    expect([...after].filter(([id, s]) => before.get(id) !== s)).toEqual([[shown[0].id, '20']]);
    expect(posted(posts)).toEqual([{ offreid: shown[0].id, offreref: shown[0].offre_ref, statut: '20', statut_precedent: '10' }]);
    expect(await gridAt()).toMatchObject({ where: 'control', row: 0, col: statusCol });
    // The row is marked busy until the widget has the server's answer; then Escape leaves the select.
    await eventually(async () => expect(await table().locator('tbody tr').first().getAttribute('aria-busy')).not.toBe('true'));
    await press('Escape', 0, statusCol);
    // F2 on the next row's status cell: into its select; Escape: back, nothing posted.
    await press('ArrowDown', 1, statusCol);
    await page.keyboard.press('F2');
    await eventually(async () => expect(await gridAt()).toMatchObject({ where: 'control', row: 1, col: statusCol, label: `Statut de l'offre ${refs[1]}` }));
    await press('Escape', 1, statusCol);
    expect(posts).toHaveLength(1);
    expect(await widget().getByRole('combobox', { name: `Statut de l'offre ${refs[1]}` }).inputValue()).toBe('10');

    // Space toggles the focused row's selection; the focus stays on the cell.
    await page.keyboard.press(' ');
    await eventually(async () => expect(await box(refs[1]).isChecked()).toBe(true));
    await waitBar('1 offre sélectionnée');
    expect(await gridAt()).toMatchObject({ where: 'cell', row: 1, col: statusCol });
    expect(await axeViolations(page, tag)).toEqual([]);
    await page.keyboard.press(' ');
    await eventually(async () => expect(await box(refs[1]).isChecked()).toBe(false));
    await waitBar('');
    expect(await gridAt()).toMatchObject({ where: 'cell', row: 1, col: statusCol });

    // Enter on an offer's name opens it: terreal-navigate with its edit page, which the page then goes to.
    for (let c = statusCol - 1; c >= nameCol; c--) await press('ArrowLeft', 1, c);
    await page.evaluate((t) => {
      document.querySelector(t)!.addEventListener('terreal-navigate', (e) => {
        sessionStorage.setItem('e2e-navigate', (e as CustomEvent<{ href: string }>).detail.href);
      }, { once: true });
    }, tag);
    const edit = `/bardages/offres/edition/${shown[1].id}`;
    await Promise.all([page.waitForURL((u) => u.pathname === edit), page.keyboard.press('Enter')]);
    expect(new URL(await page.evaluate(() => sessionStorage.getItem('e2e-navigate') ?? ''), server.url).pathname).toBe(edit);
  }, 90_000);
});

// Issue 38 §1 and §6: overdue delivery quarters marked in rows and cards (colour, a warning sign, read
// `2022-T3, dépassée`), drafts too; the toggle `Livraison dépassée ({n})` beside the status summary (kept in
// the list state and saved views, `depassee=1` in the export); the delivery dialog naming its offer and its
// current quarter; ↓ from `Rechercher` to the rows, Ctrl+F or `/` back; F2 on a row or Enter on its
// delivery cell opens the delivery dialog, Enter in it saves. The user's clock is the env's (`now`).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { reply } from '../support/fakeServer';
import { offer, plain } from '../support/offerFixtures';
import {
  bodyRows, cellOf, exportUrls, givenScreenWidth, installOffersPage, refsShown, rowOf, saveView, setupOffersLoaded,
} from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

/** 15 May 2026 in Paris: the current quarter is 2026-T2. */
const MAY_2026 = new Date('2026-05-15T10:00:00Z');

const OFFERS = [
  offer(1, { projet_livraison: '2022-T3', offre_nom: 'EHPAD Les Glycines' }),
  offer(2, { projet_livraison: '2030-T2' }),
  offer(3, { projet_livraison: '2026-T1', statut: 'brouillon' }), // a draft: its quarter is plain text
  offer(4, { projet_livraison: '' }),
  offer(5, { projet_livraison: '2026-T2' }), // the current quarter: not overdue
  offer(6, { projet_livraison: '2025-T4', offre_statut: '20' }), // overdue, but Gagné
];

const deliveryCell = (ref: string) => cellOf(rowOf(ref), 'Livraison');
const cellText = (ref: string) => plain(deliveryCell(ref).textContent);
const marked = (ref: string) => deliveryCell(ref).querySelector('.terreal-overdue') !== null;
const overdueToggle = () => screen.getByRole('button', { name: /^Livraison dépassée/ });
const search = () => screen.getByRole('searchbox', { name: 'Rechercher' });
const active = () => document.activeElement;
const cellsOf = (row: number) => (bodyRows()[row] as HTMLTableRowElement).cells;

describe('overdue quarters in the rows', () => {
  it('marks a quarter before the current one: colour, warning sign, and text ending with `dépassée`; drafts too', async () => {
    await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    expect(['OFF-1', 'OFF-2', 'OFF-3', 'OFF-4', 'OFF-5'].map((ref) => [ref, cellText(ref), marked(ref)])).toEqual([
      ['OFF-1', '2022-T3, dépassée', true],
      ['OFF-2', '2030-T2', false],
      ['OFF-3', '2026-T1, dépassée', true],
      ['OFF-4', '', false],
      ['OFF-5', '2026-T2', false],
    ]);
    // The button's name (what a screen reader reads for the cell) ends with it as well.
    const button = within(deliveryCell('OFF-1')).getByRole('button');
    expect(computeAccessibleName(button)).toBe("Modifier la date de livraison de l'offre OFF-1 : 2022-T3, dépassée");
    expect(computeAccessibleName(within(deliveryCell('OFF-2')).getByRole('button'))).toBe("Modifier la date de livraison de l'offre OFF-2 : 2030-T2");
    // The sign is for the eyes only; the words are for screen readers only.
    for (const ref of ['OFF-1', 'OFF-3']) {
      const cell = deliveryCell(ref);
      expect(cell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(within(cell).getByText(', dépassée')).toHaveClass('sr-only');
    }
    expect(deliveryCell('OFF-3').querySelector('button')).toBeNull();
  });

  it('reads the current quarter in Paris: at 2026-03-31T23:30Z, 2026-T1 is already overdue', async () => {
    const offers = [offer(1, { projet_livraison: '2026-T1' }), offer(2, { projet_livraison: '2025-T4' })];
    await setupOffersLoaded({ offers, now: new Date('2026-03-31T23:30:00Z') });
    expect([cellText('OFF-1'), cellText('OFF-2')]).toEqual(['2026-T1, dépassée', '2025-T4, dépassée']);
  });

  it('an hour earlier, still T1 in Paris: 2026-T1 is not', async () => {
    const offers = [offer(1, { projet_livraison: '2026-T1' }), offer(2, { projet_livraison: '2025-T4' })];
    await setupOffersLoaded({ offers, now: new Date('2026-03-31T21:30:00Z') });
    expect([cellText('OFF-1'), cellText('OFF-2')]).toEqual(['2026-T1', '2025-T4, dépassée']);
  });
});

describe('overdue quarters in the cards (narrow layouts)', () => {
  givenScreenWidth(390); // a phone's

  it('marks the overdue quarter of a card as in the rows', async () => {
    await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    const cards = await screen.findAllByRole('listitem');
    const card = (ref: string) => cards.find((c) => c.textContent!.includes(ref))!;
    const button = within(card('OFF-1')).getByRole('button', { name: /^Modifier la date de livraison/ });
    expect(computeAccessibleName(button)).toBe("Modifier la date de livraison de l'offre OFF-1 : 2022-T3, dépassée");
    expect(button).toHaveClass('terreal-overdue');
    expect(within(card('OFF-2')).getByRole('button', { name: /^Modifier la date de livraison/ })).not.toHaveClass('terreal-overdue');
    expect(within(card('OFF-3')).getByText(', dépassée')).toHaveClass('sr-only');
  });
});

describe('the toggle `Livraison dépassée ({n})`', () => {
  it('counts the overdue offers under every other filter, lists only them when pressed, and is cleared with the filters', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    // En cours (the default status): OFF-1 and the draft OFF-3; OFF-6 is Gagné.
    expect(overdueToggle()).toHaveAccessibleName('Livraison dépassée (2)');
    expect(overdueToggle()).toHaveAttribute('aria-pressed', 'false');
    // Beside the status summary.
    expect(overdueToggle().parentElement).toBe(screen.getByRole('group', { name: 'Répartition par statut' }).parentElement);
    await user.click(overdueToggle());
    expect(overdueToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(refsShown()).toEqual(['OFF-3', 'OFF-1']);
    // The figure does not count the toggle itself: still 2; the status summary counts with it.
    expect(overdueToggle()).toHaveAccessibleName('Livraison dépassée (2)');
    const chip = (label: string) => within(screen.getByRole('group', { name: 'Répartition par statut' })).getByRole('button', { name: new RegExp(`^${label} :`) });
    expect(plain(computeAccessibleName(chip('Gagné')))).toBe('Gagné : 1 offre, 1 000 €');
    await user.click(chip('En cours'));
    // Status Tous: OFF-6 too.
    expect(overdueToggle()).toHaveAccessibleName('Livraison dépassée (3)');
    expect(refsShown()).toEqual(['OFF-6', 'OFF-3', 'OFF-1']);
    await user.type(search(), 'glycines');
    expect(overdueToggle()).toHaveAccessibleName('Livraison dépassée (1)');
    expect(refsShown()).toEqual(['OFF-1']);
    await user.click(screen.getByRole('button', { name: 'Effacer tous les filtres' }));
    expect(overdueToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(refsShown()).toEqual(['OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
  });

  it('is sent to the export as depassee=1 only when pressed', async () => {
    const { user, server } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    const exportButton = screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' });
    await user.click(exportButton);
    let urls = await exportUrls(server, 1);
    expect(new URL(urls[0], 'http://localhost').searchParams.has('depassee')).toBe(false);
    await user.click(overdueToggle());
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    urls = await exportUrls(server, 2);
    expect(new URL(urls[1], 'http://localhost').searchParams.get('depassee')).toBe('1');
  });

  it('is kept with the list state: coming back, the list still shows only the overdue offers', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await ctx.user.click(overdueToggle());
    ctx.remount();
    await screen.findByText('OFF-1');
    expect(overdueToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(refsShown()).toEqual(['OFF-3', 'OFF-1']);
  });

  it('is kept in a saved view and comes back with it', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await user.click(overdueToggle());
    await saveView(user, 'En retard');
    await user.click(overdueToggle());
    expect(refsShown()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'En retard' }));
    expect(overdueToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(refsShown()).toEqual(['OFF-3', 'OFF-1']);
  });
});

describe('the delivery dialog names the offer, its planned quarter and today\'s', () => {
  // Today (15 May 2026 in Paris) is 2026-T2: `Trimestre suivant` proposes 2026-T3.
  it.each<[string, string, string[], string[]]>([
    ['an overdue quarter', 'OFF-1', ['OFF-1 – EHPAD Les Glycines', 'Livraison prévue : 2022-T3', 'Trimestre en cours : 2026-T2', 'La date est dépassée.'], []],
    ['a future quarter', 'OFF-2', ['OFF-2 – Offre 002', 'Livraison prévue : 2030-T2', 'Trimestre en cours : 2026-T2'], ['La date est dépassée.']],
    // With no quarter, `Livraison prévue` says SPEC.md's no-date text (once).
    ['no quarter', 'OFF-4', ['OFF-4 – Offre 004', "Aucune date n'avait été précédemment renseignée.", 'Trimestre en cours : 2026-T2'], []],
  ])('%s', async (_n, ref, shown, absent) => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await user.click(within(deliveryCell(ref)).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Modifier la date de livraison' });
    for (const text of shown) expect(within(dialog).getByText(text)).toBeInTheDocument();
    for (const text of absent) expect(within(dialog).queryByText(text, { exact: false })).toBeNull();
    expect(within(dialog).queryByText(/Trimestre actuel/)).toBeNull();
    const none = within(dialog).queryAllByText(/Aucune date n'avait été précédemment renseignée\./);
    expect(none).toHaveLength(ref === 'OFF-4' ? 1 : 0);
    if (ref === 'OFF-4') expect(none[0].parentElement!.textContent).toBe("Livraison prévue : Aucune date n'avait été précédemment renseignée.");
  });

  it('`Trimestre suivant (2026-T3)` puts the quarter after today\'s in the box, the focus back in it; Enter saves it', async () => {
    const { user, server } = await setupOffersLoaded({
      offers: OFFERS, now: MAY_2026, routes: (s) => s.on('POST', '/ajax/bardages/date-livraison', reply.json({ statut: 'ok', msg: '' })),
    });
    await user.click(within(deliveryCell('OFF-1')).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Modifier la date de livraison' });
    const box = within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' });
    expect(box).toHaveValue(''); // overdue: the box starts empty
    await user.click(within(dialog).getByRole('button', { name: 'Trimestre suivant (2026-T3)' }));
    expect(box).toHaveValue('2026-T3');
    expect(active()).toBe(box);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/ajax/bardages/date-livraison')).toHaveLength(1));
    expect(server.callsTo('POST', '/ajax/bardages/date-livraison')[0].body).toMatchObject({ offreid: 1, newdate: '2026-T3' });
    await waitFor(() => expect(cellText('OFF-1')).toBe('2026-T3'));
  });

  it('proposes the quarter after today\'s in Paris, across the year: 31 December 2026 at 23:30 UTC is 2027-T1 there', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: new Date('2026-12-31T23:30:00Z') });
    await user.click(within(deliveryCell('OFF-2')).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Modifier la date de livraison' });
    expect(within(dialog).getByText('Trimestre en cours : 2027-T1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Trimestre suivant/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' })).toHaveValue('2027-T2');
  });
});

describe('fewer keys', () => {
  it('↓ in Rechercher goes to the first row\'s first cell; Ctrl+F and / in the rows come back to Rechercher', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await user.click(search());
    await user.keyboard('{ArrowDown}');
    const first = cellsOf(0)[0];
    expect(active()).toBe(first);
    expect(first).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(active()).toBe(cellsOf(1)[1]);
    // Ctrl+F: handled (the browser's own find is not opened), the search's text selected.
    await user.type(search(), 'offre');
    cellsOf(1)[1].focus();
    const ctrlF = fireEvent.keyDown(active()!, { key: 'f', ctrlKey: true });
    expect(ctrlF).toBe(false); // default prevented
    expect(active()).toBe(search());
    expect((search() as HTMLInputElement).selectionStart).toBe(0);
    expect((search() as HTMLInputElement).selectionEnd).toBe(5);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(cellsOf(0)[0]);
    await user.keyboard('/');
    expect(active()).toBe(search());
    expect(search()).toHaveValue('offre');
  });

  it('↓ in Rechercher with no row, and Ctrl+F outside the rows, are left to the browser', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await user.type(search(), 'zzz');
    await waitFor(() => expect(refsShown()).toEqual([]));
    expect(fireEvent.keyDown(search(), { key: 'ArrowDown' })).toBe(true);
    expect(active()).toBe(search());
    expect(fireEvent.keyDown(overdueToggle(), { key: 'f', ctrlKey: true })).toBe(true);
  });

  it('re-dates an overdue offer by keyboard: F2 on any cell of its row, type, Enter; the row is no longer marked', async () => {
    const { user, server } = await setupOffersLoaded({
      offers: OFFERS, now: MAY_2026, routes: (s) => s.on('POST', '/ajax/bardages/date-livraison', reply.json({ statut: 'ok', msg: '' })),
    });
    await user.click(search());
    await user.keyboard('{ArrowDown}'); // the first row: OFF-6 is Gagné, so OFF-5 … OFF-1 under En cours
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}'); // OFF-1, the last row
    expect(rowOf('OFF-1').contains(active())).toBe(true);
    await user.keyboard('{F2}');
    const dialog = screen.getByRole('dialog', { name: 'Modifier la date de livraison' });
    const box = within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' });
    expect(active()).toBe(box);
    await user.keyboard('2027-T1{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/ajax/bardages/date-livraison')).toHaveLength(1));
    expect(server.callsTo('POST', '/ajax/bardages/date-livraison')[0].body).toMatchObject({ offreid: 1, newdate: '2027-T1' });
    await waitFor(() => expect(cellText('OFF-1')).toBe('2027-T1'));
    expect(marked('OFF-1')).toBe(false);
  });

  it('F2 on the status cell still enters its select', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    cellOf(rowOf('OFF-1'), 'Statut').focus();
    await user.keyboard('{F2}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(active()).toBe(screen.getByRole('combobox', { name: "Statut de l'offre OFF-1" }));
  });

  it('Enter on the delivery cell opens the dialog', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    deliveryCell('OFF-2').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Modifier la date de livraison' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Livraison prévue : 2030-T2')).toBeInTheDocument();
  });
});

describe("a draft's delivery quarter is plain text (SPEC.md §2)", () => {
  const DRAFT_SAYS = "La livraison d'un brouillon se modifie dans l'offre.";
  const notice = () => screen.queryByText(DRAFT_SAYS, { selector: '[part="notices"] *' });

  it('reads as text: no button, no underline, the default cursor; still marked overdue', async () => {
    await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    const cell = deliveryCell('OFF-3');
    expect(within(cell).queryByRole('button')).toBeNull();
    const text = cell.firstElementChild!;
    expect(text.getAttribute('role')).toBeNull();
    expect(text).toHaveClass('cursor-default', 'terreal-overdue');
    expect(text.className).not.toMatch(/underline/);
    expect(plain(cell.textContent)).toBe('2026-T1, dépassée');
    // The other rows' overdue quarters are still buttons underlined as links.
    expect(within(deliveryCell('OFF-1')).getByRole('button').className).toMatch(/underline/);
  });

  it.each<[string, string]>([['Enter', 'Livraison'], ['F2', 'Livraison'], ['F2', 'N° offre']])(
    '%s on its %s cell says in a notice that it is changed in the offer (no dialog)', async (key, column) => {
      const { user, server } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
      cellOf(rowOf('OFF-3'), column).focus();
      expect(notice()).toBeNull();
      await user.keyboard(`{${key}}`);
      expect(await screen.findByText(DRAFT_SAYS, { selector: '[part="notices"] *' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(server.callsTo('POST', '/ajax/bardages/date-livraison')).toHaveLength(0);
      expect(active()).toBe(cellOf(rowOf('OFF-3'), column));
    },
  );

  it('a tap on it does nothing else: no dialog, no notice', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, now: MAY_2026 });
    await user.click(deliveryCell('OFF-3').firstElementChild!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notice()).toBeNull();
  });
});

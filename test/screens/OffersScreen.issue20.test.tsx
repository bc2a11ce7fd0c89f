// Issue 20 §3 and §5 on the offers screen: the undo notice (hover and focus keep it, Ctrl+Z), notices
// floating after the list, quick search by several words, `/` selecting the search text, no false figures,
// the Excel export's progress and errors, confirmations naming the offer, the delivery dialog, a hidden
// clone kept on top, the prescriber filter under arrow keys, and focus after `Réinitialiser les colonnes`.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, reply, type Reply } from '../support/fakeServer';
import { offer, plain, PRESCRIBERS } from '../support/offerFixtures';
import {
  chooseRowAction, flush, installOffersPage, refsShown, rowOf, setupOffers, setupOffersLoaded, waitForLoaded, XLSX_TYPE,
} from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;
const undoButton = () => screen.queryByRole('button', { name: 'Annuler' });
const STATUS_URL = '/ajax/bardages/statut-offre';

async function statusChanged() {
  const ctx = await setupOffersLoaded({
    offers: [offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '10' })],
    routes: (s) => s.on('POST', STATUS_URL, () => reply.json({ statut: 'ok', msg: '' })),
  });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  return { ...ctx, calls: () => ctx.server.callsTo('POST', STATUS_URL).map((c) => c.body) };
}

// ---- §3 the undo notice --------------------------------------------------------------------------------

describe('the undo notice', () => {
  it('floats in the notices layer placed after the list, and says that Ctrl+Z does the same', async () => {
    const { user } = await statusChanged();
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    const undo = await screen.findByRole('button', { name: 'Annuler' });
    const layer = undo.closest('[part="notices"]')!;
    expect(layer).not.toBeNull();
    // After the table in the document: nothing is inserted above the rows.
    expect(screen.getByRole('grid').compareDocumentPosition(layer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(layer.textContent).toContain('ou Ctrl+Z');
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z');
  });

  it.each(['hovered', 'focused'])('stays while %s; its 10 s count goes on once neither', async (how) => {
    const { user } = await statusChanged();
    jest.useFakeTimers();
    try {
      const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await u.selectOptions(statusOf('OFF-3'), 'Gagné');
      await waitFor(() => expect(undoButton()).toBeInTheDocument());
      act(() => { jest.advanceTimersByTime(4000); });
      const notice = undoButton()!.closest('[part="undo-notice"]') as HTMLElement;
      if (how === 'hovered') fireEvent.mouseEnter(notice);
      else act(() => { undoButton()!.focus(); });
      act(() => { jest.advanceTimersByTime(30000); });
      expect(undoButton()).toBeInTheDocument();
      if (how === 'hovered') fireEvent.mouseLeave(notice);
      else act(() => { statusOf('OFF-4').focus(); });
      act(() => { jest.advanceTimersByTime(1); });
      // 4 s were counted before: 6 s are left.
      act(() => { jest.advanceTimersByTime(5800); });
      expect(undoButton()).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(300); });
      expect(undoButton()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    void user;
  });

  it('Ctrl+Z with the focus in the list undoes the last status change while the notice shows', async () => {
    const { user, calls } = await statusChanged();
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await screen.findByRole('button', { name: 'Annuler' });
    statusOf('OFF-3').focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]).toEqual({ offreid: 3, offreref: 'OFF-3', statut: '10', statut_precedent: '20' });
    await flush();
    expect(statusOf('OFF-3')).toHaveValue('10');
    expect(undoButton()).toBeNull();
    // Nothing left to undo: a second Ctrl+Z sends nothing.
    await user.keyboard('{Control>}z{/Control}');
    await flush();
    expect(calls()).toHaveLength(2);
  });

  it('Ctrl+Z in a text box is the text box\'s own undo, not ours; Ctrl+Shift+Z does nothing', async () => {
    const { user, calls } = await statusChanged();
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await screen.findByRole('button', { name: 'Annuler' });
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.keyboard('{Control>}z{/Control}');
    statusOf('OFF-4').focus();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await flush();
    expect(calls()).toHaveLength(1);
    expect(undoButton()).toBeInTheDocument();
  });

  it('a refused status change shows its alert in the notices layer too', async () => {
    await setupOffersLoaded({ offers: [offer(3)], routes: (s) => s.on('POST', STATUS_URL, () => reply.json({ statut: 'ko', msg: 'Refusé' })) });
    await userEvent.setup().selectOptions(statusOf('OFF-3'), 'Perdu');
    const alert = await screen.findByRole('alert');
    expect(alert.closest('[part="notices"]')).not.toBeNull();
  });
});

describe('"no longer matches the filters" marks the row without a new line in the flow', () => {
  it('the mark sits in the first cell as an overlay (class terreal-row-note)', async () => {
    const { user } = await setupOffersLoaded({ offers: [offer(3), offer(4)], routes: (s) => s.on('POST', STATUS_URL, () => reply.json({ statut: 'ok', msg: '' })) });
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    const note = await within(rowOf('OFF-3')).findByText('Ne correspond plus aux filtres');
    expect(note).toHaveClass('terreal-row-note');
  });
});

// ---- §5 quick search -----------------------------------------------------------------------------------

describe('quick search', () => {
  const OFFERS = [
    offer(1, { client_societe: 'SOGEA Sud', client_ville: 'Montpellier', projet_livraison: '2027-T1' }),
    offer(2, { client_societe: 'SOGEA Nord', client_ville: 'Lille' }),
    offer(3, { client_societe: 'Eiffage', client_ville: 'Montpellier', budget: 12345, budget_produits: '' }),
  ];
  const searchBox = () => screen.getByRole('searchbox', { name: 'Rechercher' });

  it.each<[string, string[]]>([
    ['sogea montpellier', ['OFF-1']],
    ['montpellier', ['OFF-3', 'OFF-1']],
    ['2027-t1', ['OFF-1']],
    ['12 345', ['OFF-3']],
  ])('%j shows %j', async (q, refs) => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    await user.type(searchBox(), q);
    await waitFor(() => expect(refsShown()).toEqual(refs));
  });

  it('`/` outside a text box focuses the search box and selects its text', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await user.type(searchBox(), 'sogea');
    const columns = screen.getByRole('button', { name: 'Colonnes' });
    columns.focus();
    fireEvent.keyDown(columns, { key: '/' });
    const box = searchBox() as HTMLInputElement;
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 5]);
    await user.keyboard('lille');
    await waitFor(() => expect(box).toHaveValue('lille'));
  });
});

// ---- §5 no false figures -------------------------------------------------------------------------------

describe('no false figures', () => {
  const figures = () => [
    ...within(screen.getByRole('group', { name: 'Répartition par statut' })).getAllByRole('button').map((b) => plain(b.textContent)),
    ...screen.queryAllByText(/offres?\b/).map((e) => plain(e.textContent)),
    ...screen.queryAllByText(/€/).map((e) => plain(e.textContent)),
  ].join(' | ');

  it('while the list loads, nothing says 0 offre or 0 €', async () => {
    const gate = deferred<Reply>();
    setupOffers({ list: () => gate.promise });
    await screen.findByRole('group', { name: 'Répartition par statut' });
    expect(figures()).not.toMatch(/\b0 offre|\b0 €/);
    expect(screen.queryByRole('rowgroup', { name: /Total/ })).toBeNull();
    gate.resolve(reply.json([offer(1, { budget: 1000, budget_produits: '' })]));
    await waitForLoaded();
    expect(figures()).toMatch(/En cours : 1 offre, 1 000 €/);
  });

  it('after a failed load, nothing says 0 offre or 0 € either', async () => {
    setupOffers({ list: reply.json({ msg: 'Base indisponible' }, 500) });
    await screen.findByRole('alert');
    expect(figures()).not.toMatch(/\b0 offre|\b0 €/);
    expect(screen.queryByText(/^Total/)).toBeNull();
  });
});

// ---- §5 Excel export -----------------------------------------------------------------------------------

describe('Excel export', () => {
  const exportButton = () => screen.getByRole('button', { name: 'Exporter mes offres sous format Excel' });

  it('shows that the file is being prepared, then saves it under the server\'s name', async () => {
    const gate = deferred<Reply>();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => { created.push(blob); return 'blob:fichier'; });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: { href: string; download: string }[] = [];
    const onClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    try {
      const { user } = await setupOffersLoaded({ offers: [offer(1)], routes: (s) => s.on('GET', /excel-report/, () => gate.promise) });
      await user.click(exportButton());
      expect(await screen.findByText('Préparation du fichier Excel…')).toBeInTheDocument();
      gate.resolve({ text: 'PK', contentType: XLSX_TYPE });
      await waitFor(() => expect(screen.queryByText('Préparation du fichier Excel…')).toBeNull());
      expect(clicks).toEqual([{ href: 'blob:fichier', download: 'offres-bardages.xlsx' }]);
      expect(created).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      onClick.mockRestore();
    }
  });

  it.each<[string, Reply, string]>([
    ['a server error', reply.json({ msg: 'Base indisponible' }, 500), "Le fichier Excel n'a pas pu être préparé : Base indisponible (code = 500)."],
    ['a login page', reply.html('<html>Connexion</html>'), "Le fichier Excel n'a pas pu être préparé : le serveur n'a pas envoyé de fichier Excel."],
    ['no network', reply.networkError(), "Le fichier Excel n'a pas pu être préparé : le serveur ne répond pas (connexion impossible)."],
  ])('%s gives a clear French error, closed with Fermer', async (_name, answer, text) => {
    const { user } = await setupOffersLoaded({ offers: [offer(1)], routes: (s) => s.on('GET', /excel-report/, answer) });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain(text);
    await user.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// ---- §5 confirmations name the offer ------------------------------------------------------------------

describe('hide and delete confirmations name the offer and its client besides its reference', () => {
  it.each<[string, string, string, string]>([
    ['Masquer', "Masquer l'offre", "Voulez-vous masquer l'offre OFF-3 ?", 'validée'],
    ['Supprimer', "Supprimer l'offre", "Voulez-vous supprimer définitivement l'offre OFF-3 ?", 'brouillon'],
  ])('%s', async (item, title, question, statut) => {
    const { user } = await setupOffersLoaded({
      offers: [offer(3, { statut, offre_nom: 'Maison Dupont', client_societe: 'SOGEA Sud', client_cp: '34000', client_ville: 'Montpellier' })],
    });
    await chooseRowAction(user, 'OFF-3', item);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(within(dialog).getByText('Offre « Maison Dupont », client SOGEA Sud (34000 Montpellier).')).toBeInTheDocument();
  });
});

// ---- §5 delivery dialog --------------------------------------------------------------------------------

describe('delivery dialog', () => {
  const URL_DELIVERY = '/ajax/bardages/date-livraison';
  async function open(answer: () => Reply | Promise<Reply>) {
    const ctx = await setupOffersLoaded({ offers: [offer(3, { projet_livraison: '2030-T2' })], routes: (s) => s.on('POST', URL_DELIVERY, answer) });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier date livraison');
    const dialog = screen.getByRole('dialog', { name: 'Modifier la date de livraison' });
    const box = within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' });
    return { ...ctx, dialog, box, calls: () => ctx.server.callsTo('POST', URL_DELIVERY).map((c) => c.body) };
  }

  it('accepts 2027-t1 as 2027-T1', async () => {
    const { user, box, calls } = await open(() => reply.json({ statut: 'ok', msg: '' }));
    await user.clear(box);
    await user.type(box, '2027-t1{Enter}');
    await screen.findByText('Nouvelle date enregistrée', { selector: '[part="notices"] *' });
    expect(calls()).toEqual([{ offreid: 3, newdate: '2027-T1', date_precedente: '2030-T2' }]);
  });

  it.each<[string, Reply]>([
    ['refused', reply.json({ statut: 'ko', msg: 'Trimestre refusé' })],
    ['failed', reply.json({ msg: 'Panne' }, 500)],
  ])('a %s save shows the error, then gives the dialog back with the quarter typed', async (_name, answer) => {
    const { user, box } = await open(() => answer);
    await user.clear(box);
    await user.type(box, '2031-T3{Enter}');
    const error = await screen.findByRole('dialog', { name: /Erreur/ });
    await user.click(within(error).getByRole('button', { name: /OK|Fermer/ }));
    const again = await screen.findByRole('dialog', { name: 'Modifier la date de livraison' });
    expect(within(again).getByRole('textbox', { name: 'Trimestre de livraison' })).toHaveValue('2031-T3');
  });

  it('a save in flight keeps the dialog open: Escape does not hide it', async () => {
    const gate = deferred<Reply>();
    const { user, box, dialog } = await open(() => gate.promise);
    await user.clear(box);
    await user.type(box, '2031-T4{Enter}');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Modifier la date de livraison' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    gate.resolve(reply.json({ statut: 'ok', msg: '' }));
    await screen.findByText('Nouvelle date enregistrée', { selector: '[part="notices"] *' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// ---- §5 a clone the filters hide -----------------------------------------------------------------------

describe('a clone made while the filters hide it', () => {
  it('stays on top, marked as not matching, until a filter changes', async () => {
    const clone = offer(50, { offre_ref: 'OFF-50', offre_nom: 'Copie', statut: 'brouillon', offre_statut: '' });
    const { user } = await setupOffersLoaded({
      offers: [offer(1), offer(2)],
      routes: (s) => s.on('POST', '/ajax/bardages/clonage-offre', reply.json({ statut: 'ok', title: 'Offre clonée', msg: 'Prête.', clonedata: clone })),
    });
    // The default status filter (En cours) hides a clone without a status.
    await chooseRowAction(user, 'OFF-2', 'Cloner');
    await user.click(within(screen.getByRole('dialog', { name: "Cloner l'offre" })).getByRole('button', { name: 'Cloner' }));
    await screen.findByText('Prête.', { selector: '[part="notices"] *' });
    expect(refsShown()).toEqual(['OFF-50', 'OFF-2', 'OFF-1']);
    expect(within(rowOf('OFF-50')).getByText('Ne correspond plus aux filtres')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }), 'Offre');
    await waitFor(() => expect(refsShown()).toEqual(['OFF-2', 'OFF-1']));
  });
});

// ---- §5 backoffice prescriber filter -------------------------------------------------------------------

describe('Filtrer par prescripteur under the arrow keys', () => {
  it('reloads once the choice settles, not at each step (Chromium fires change at each arrow key)', async () => {
    const { listCalls } = await setupOffersLoaded({ isBackoffice: true, prescribers: PRESCRIBERS });
    const select = screen.getByRole('combobox', { name: 'Filtrer par prescripteur' }) as HTMLSelectElement;
    expect(listCalls()).toHaveLength(1);
    jest.useFakeTimers();
    try {
      for (const value of ['21', '22']) {
        fireEvent.keyDown(select, { key: 'ArrowDown' });
        select.value = value;
        fireEvent.change(select);
        fireEvent.keyUp(select, { key: 'ArrowDown' });
        act(() => { jest.advanceTimersByTime(300); });
      }
      expect(select).toHaveValue('22');
      expect(listCalls()).toHaveLength(1);
      act(() => { jest.advanceTimersByTime(700); });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].body).toMatchObject({ userid: 22 });
  });

  it('a choice made with the pointer reloads at once', async () => {
    const { user, listCalls } = await setupOffersLoaded({ isBackoffice: true, prescribers: PRESCRIBERS });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' }), 'Durand, Alice');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].body).toMatchObject({ userid: 21 });
  });
});

// ---- §5 focus after Réinitialiser les colonnes ---------------------------------------------------------

it('after Réinitialiser les colonnes the focus is on the first column checkbox, not lost to the page', async () => {
  const { user } = await setupOffersLoaded({ offers: [offer(1)] });
  await user.click(screen.getByRole('button', { name: 'Colonnes' }));
  const panel = screen.getByRole('group', { name: 'Colonnes' });
  const boxes = within(panel).getAllByRole('checkbox');
  await user.click(boxes[1]);
  await user.click(within(panel).getByRole('button', { name: 'Réinitialiser les colonnes' }));
  expect(within(panel).getAllByRole('checkbox')[0]).toHaveFocus();
});

// ---- §5 coming back to the list ------------------------------------------------------------------------

it('coming back to the list after opening an offer puts the focus on that offer\'s open button, once', async () => {
  const { user, env, remount } = await setupOffersLoaded({ offers: [offer(1), offer(2), offer(3)] });
  const open = screen.getByRole('button', { name: "Afficher l'offre OFF-2" });
  await user.click(open);
  expect(env.navigate).toHaveBeenCalledTimes(1);
  remount();
  await waitForLoaded();
  await waitFor(() => expect(screen.getByRole('button', { name: "Afficher l'offre OFF-2" })).toHaveFocus());
  // Used once: the next visit starts as usual.
  remount();
  await waitForLoaded();
  await flush();
  expect(screen.getByRole('button', { name: "Afficher l'offre OFF-2" })).not.toHaveFocus();
});

it('an opening the host cancels (terreal-navigate) is not remembered: a later change of the rows leaves the focus where it is', async () => {
  const { user, env, remount } = await setupOffersLoaded({ offers: [offer(1), offer(2), offer(3)] });
  env.navigate.mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: "Afficher l'offre OFF-2" }));
  expect(env.navigate).toHaveBeenCalledTimes(1);
  remount();
  await waitForLoaded();
  await flush();
  expect(screen.getByRole('button', { name: "Afficher l'offre OFF-2" })).not.toHaveFocus();
});

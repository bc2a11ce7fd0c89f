// The offer dialogs (SPEC.md §4, §5, §8; issue #3 item 7): delivery quarter, site name, clone (suggestion,
// veture warning, highlight), delete and hide; a confirm button pressed twice sends one request.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Family } from '../../src/families';
import { deferred, reply, type Reply } from '../support/fakeServer';
import { FAMILY_LIST, offer, plain } from '../support/offerFixtures';
import {
  cellOf, chooseRowAction, flush, installOffersPage, refsShown, rowOf, setupOffersLoaded,
} from '../support/offersScreen';

installOffersPage();
// 50-row pages and typed filters are slow under happy-dom when suites run in parallel.
jest.setTimeout(20000);

/** Fakes only Date (the current quarter); timers and promises stay real. */
function fixClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
      'setTimeout', 'clearTimeout',
    ],
  });
}

const url = (family: Family, action: string) => `/ajax/${family}/${action}`;
const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
/** A success: a floating notice saying `text` (no dialog, nothing to press). */
const noticeSaying = (text: string) => screen.findByText(text, { selector: '[part="notices"] *' });

// ---- delivery quarter ---------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: delivery dialog (today 15 May 2026, quarter 2026-T2)', (family) => {
  beforeEach(() => fixClock(new Date(2026, 4, 15, 10, 0, 0)));

  async function openDelivery(projet_livraison: string, answer: Reply | Promise<Reply> = reply.json({ statut: 'ok', msg: '' })) {
    const ctx = await setupOffersLoaded({
      family, offers: [offer(3, { projet_livraison })], routes: (s) => s.on('POST', url(family, 'date-livraison'), () => answer),
    });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier date livraison');
    const dialog = dialogNamed('Modifier la date de livraison');
    const box = within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' });
    const calls = () => ctx.server.callsTo('POST', url(family, 'date-livraison'));
    return { ...ctx, dialog, box, calls };
  }

  it.each([
    ['a future quarter', '2030-T2', '2030-T2', null],
    ['the current quarter', '2026-T2', '2026-T2', null],
    ['a past quarter', '2026-T1', '', 'La date est dépassée.'],
    ['a quarter of a past year', '2025-T4', '', 'La date est dépassée.'],
    ['no quarter', '', '', "Aucune date n'avait été précédemment renseignée."],
  ])('with %s (%j) it starts with %j and the notice %j', async (_, existing, value, notice) => {
    const { dialog, box } = await openDelivery(existing);
    expect(box).toHaveValue(value);
    for (const text of ['La date est dépassée.', "Aucune date n'avait été précédemment renseignée."]) {
      if (text === notice) expect(within(dialog).getByText(text)).toBeInTheDocument();
      else expect(within(dialog).queryByText(text)).toBeNull();
    }
  });

  // '2026-t1' is no longer rejected: issue 20 accepts it as 2026-T1 (OffersScreen.issue20.test.tsx).
  it.each(['2026-T5', '2026-T0', '2040-T1', '2019-T4', '26-T1', '2026T1', '2026-t5', 'demain', ''])(
    'rejects %j: the dialog stays open with the message, no call', async (typed) => {
      const { user, dialog, box, calls } = await openDelivery('2030-T2');
      await user.clear(box);
      if (typed) await user.type(box, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent("La date n'est pas valide (il faut trimestre et année).");
      expect(dialog).toBeInTheDocument();
      await flush();
      expect(calls()).toHaveLength(0);
    },
  );

  it('the same quarter as before makes no call and closes the dialog', async () => {
    const { user, dialog, calls } = await openDelivery('2030-T2');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await flush();
    expect(calls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new quarter posts date-livraison {offreid, newdate, date_precedente}; success is a notice saying "Nouvelle date enregistrée", no dialog', async () => {
    const { user, dialog, box, calls } = await openDelivery('2030-T2');
    await user.clear(box);
    await user.type(box, ' 2031-T1 {Enter}');
    await noticeSaying('Nouvelle date enregistrée');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().map((c) => c.body)).toEqual([{ offreid: 3, newdate: '2031-T1', date_precedente: '2030-T2' }]);
    expect(dialog).not.toBeInTheDocument();
    expect(plain(cellOf(rowOf('OFF-3'), 'Livraison').textContent)).toBe('2031-T1');
  });

  it('a ko answer opens the dialog "Erreur" with the server msg; the cell keeps its value', async () => {
    const { user, dialog, box } = await openDelivery('2030-T2', reply.json({ statut: 'ko', msg: 'Trimestre refusé' }));
    await user.clear(box);
    await user.type(box, '2031-T1');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(error).toHaveTextContent('Trimestre refusé');
    expect(plain(cellOf(rowOf('OFF-3'), 'Livraison').textContent)).toBe('2030-T2');
  });

  it('Enregistrer pressed twice sends one request', async () => {
    const gate = deferred<Reply>();
    const { user, dialog, box, calls } = await openDelivery('2030-T2', gate.promise);
    await user.clear(box);
    await user.type(box, '2032-T3');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    await user.dblClick(save);
    await user.click(save);
    gate.resolve(reply.json({ statut: 'ok', msg: '' }));
    await noticeSaying('Nouvelle date enregistrée');
    expect(calls()).toHaveLength(1);
  });
});

it('the current quarter follows the clock across a year end (2 January 2027 → 2026-T4 is past)', async () => {
  fixClock(new Date(2027, 0, 2, 9, 0, 0));
  const { user } = await setupOffersLoaded({ offers: [offer(3, { projet_livraison: '2026-T4' })] });
  await chooseRowAction(user, 'OFF-3', 'Modifier date livraison');
  const dialog = dialogNamed('Modifier la date de livraison');
  expect(within(dialog).getByRole('textbox', { name: 'Trimestre de livraison' })).toHaveValue('');
  expect(within(dialog).getByText('La date est dépassée.')).toBeInTheDocument();
});

// ---- site name ----------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: site name dialog', (family) => {
  async function openSiteName(projet_nom: string, answer: Reply = reply.json({ statut: 'ok', msg: '' })) {
    const ctx = await setupOffersLoaded({
      family, offers: [offer(3, { projet_nom })], routes: (s) => s.on('POST', url(family, 'nom-chantier'), answer),
    });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier nom chantier');
    const dialog = dialogNamed('Modifier le nom du chantier');
    const box = within(dialog).getByRole('textbox', { name: 'Nom du chantier' });
    const calls = () => ctx.server.callsTo('POST', url(family, 'nom-chantier'));
    return { ...ctx, dialog, box, calls };
  }

  it('starts with the current name; without one it says "Pas de nom de chantier existant"', async () => {
    const first = await openSiteName('Résidence Les Pins');
    expect(first.box).toHaveValue('Résidence Les Pins');
    expect(within(first.dialog).queryByText('Pas de nom de chantier existant')).toBeNull();
    first.view.unmount();
    const second = await openSiteName('');
    expect(second.box).toHaveValue('');
    expect(within(second.dialog).getByText('Pas de nom de chantier existant')).toBeInTheDocument();
  });

  it.each(['', '   '])('an empty name (%j) keeps the dialog open with the message, no call', async (typed) => {
    const { user, dialog, box, calls } = await openSiteName('Résidence');
    await user.clear(box);
    if (typed) await user.type(box, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Il faut écrire au minimum quelque chose...');
    await flush();
    expect(calls()).toHaveLength(0);
  });

  it('the same name makes no call and closes', async () => {
    const { user, dialog, calls } = await openSiteName('Résidence');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await flush();
    expect(calls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new name posts nom-chantier {offreid, nomchantier, nom_precedent}, updates the row and says so in a notice', async () => {
    const { user, dialog, box, calls } = await openSiteName('Résidence');
    await user.clear(box);
    await user.type(box, 'Gymnase municipal');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await noticeSaying("Nom du chantier de l'offre OFF-3 enregistré.");
    expect(calls().map((c) => c.body)).toEqual([{ offreid: 3, nomchantier: 'Gymnase municipal', nom_precedent: 'Résidence' }]);
    expect(plain(cellOf(rowOf('OFF-3'), 'Chantier').textContent)).toBe('Gymnase municipal');
  });

  it('a ko answer opens "Erreur" with the msg; the row keeps its name', async () => {
    const { user, dialog, box } = await openSiteName('Résidence', reply.json({ statut: 'ko', msg: 'Nom refusé' }));
    await user.clear(box);
    await user.type(box, 'Autre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('dialog', { name: 'Erreur' })).toHaveTextContent('Nom refusé');
    expect(plain(cellOf(rowOf('OFF-3'), 'Chantier').textContent)).toBe('Résidence');
  });
});

// ---- clone --------------------------------------------------------------------------------------------

const CLONE_OK = (over: Partial<ReturnType<typeof offer>> = {}) => reply.json({
  statut: 'ok', title: 'Offre clonée', msg: 'La copie OFF-50 est prête.',
  clonedata: offer(50, { offre_ref: 'OFF-50', offre_nom: 'Maison Dupont (3)', statut: 'brouillon', ...over }),
});

describe.each(FAMILY_LIST)('%s: clone dialog', (family) => {
  async function openClone(offers: ReturnType<typeof offer>[], ref: string, answer: Reply | Promise<Reply> = CLONE_OK(), extra = {}) {
    const ctx = await setupOffersLoaded({
      family, offers, routes: (s) => s.on('POST', url(family, 'clonage-offre'), () => answer), ...extra,
    });
    await chooseRowAction(ctx.user, ref, 'Cloner');
    const dialog = dialogNamed("Cloner l'offre");
    const box = within(dialog).getByRole('textbox', { name: 'Nom de la nouvelle offre' });
    const calls = () => ctx.server.callsTo('POST', url(family, 'clonage-offre'));
    return { ...ctx, dialog, box, calls };
  }

  it.each([
    ['Maison Dupont', ['Maison Dupont'], 'Maison Dupont (1)'],
    ['Maison Dupont', ['Maison Dupont', 'Maison Dupont (2)'], 'Maison Dupont (3)'],
    ['Maison Dupont (2)', ['Maison Dupont', 'Maison Dupont (2)', 'Maison Dupont (7)'], 'Maison Dupont (8)'],
    ['', [''], 'Indiquer un nom'],
  ])('cloning %j among %j suggests %j', async (name, names, suggestion) => {
    const offers = names.map((n, i) => offer(i + 1, { offre_nom: n, offre_ref: `R-${i + 1}` }));
    const ref = `R-${names.indexOf(name) + 1}`;
    const { box } = await openClone(offers, ref);
    expect(box).toHaveValue(suggestion);
  });

  it('posts clonage-offre {offreid, newname}, shows the server msg in a notice (no dialog), puts the clone at the top, highlighted for 12 s', async () => {
    const offers = [offer(100, { offre_nom: 'Maison Dupont' }), offer(101), offer(102)];
    const { dialog, box, calls } = await openClone(offers, 'OFF-100');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(box);
    await user.type(box, 'Copie Dupont');
    await user.click(within(dialog).getByRole('button', { name: 'Cloner' }));
    await noticeSaying('La copie OFF-50 est prête.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().map((c) => c.body)).toEqual([{ offreid: 100, newname: 'Copie Dupont' }]);
    expect(refsShown()).toEqual(['OFF-50', 'OFF-102', 'OFF-101', 'OFF-100']);
    // the clone is a new editable offer
    expect(within(rowOf('OFF-50')).getByRole('button', { name: /^Modifier l'offre / })).toBeInTheDocument();
    // green highlight (no accessible equivalent: read from the row's class)
    expect(rowOf('OFF-50').className).toMatch(/terreal-highlight/);
    expect(rowOf('OFF-102').className).not.toMatch(/terreal-highlight/);
    act(() => { jest.advanceTimersByTime(11900); });
    expect(rowOf('OFF-50').className).toMatch(/terreal-highlight/);
    act(() => { jest.advanceTimersByTime(200); });
    expect(rowOf('OFF-50').className).not.toMatch(/terreal-highlight/);
  });

  it('Cloner pressed twice sends one request', async () => {
    const gate = deferred<Reply>();
    const { user, dialog, calls } = await openClone([offer(100, { offre_nom: 'Maison Dupont' })], 'OFF-100', gate.promise);
    const confirm = within(dialog).getByRole('button', { name: 'Cloner' });
    await user.dblClick(confirm);
    gate.resolve(CLONE_OK());
    await noticeSaying('La copie OFF-50 est prête.');
    expect(calls()).toHaveLength(1);
  });

  it('a ko answer shows the server title and msg and adds no row', async () => {
    const { user, dialog } = await openClone([offer(100)], 'OFF-100', reply.json({ statut: 'ko', title: 'Clonage impossible', msg: 'Offre verrouillée' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cloner' }));
    expect(await screen.findByRole('dialog', { name: 'Clonage impossible' })).toHaveTextContent('Offre verrouillée');
    expect(refsShown()).toEqual(['OFF-100']);
  });

  it.each([
    ['gebrik', 2, '20250331'],
    ['', 3, '20240101'],
  ])(family === 'veture' ? 'warns "Attention !" for outil %j, app-version %i, v_tarif %s' : 'never warns (outil %j, app-version %i, v_tarif %s)',
    async (outil, appVersion, v_tarif) => {
      const { dialog } = await openClone([offer(100, { outil, v_tarif })], 'OFF-100', CLONE_OK(), { appVersion });
      if (family === 'veture') {
        expect(within(dialog).getByText('Attention !')).toBeInTheDocument();
        expect(plain(dialog.textContent)).toMatch(/ancienne version de l'outil Gebrik/);
      } else {
        expect(within(dialog).queryByText('Attention !')).toBeNull();
      }
    });
});

describe('veture clone warning: only when not kess, app-version > 1 and v_tarif < 20250401', () => {
  it.each([
    ['kess', 2, '20240101'],
    ['gebrik', 1, '20240101'],
    ['gebrik', 2, '20250401'],
    ['gebrik', 2, '20260115'],
  ])('no warning for outil %j, app-version %i, v_tarif %s', async (outil, appVersion, v_tarif) => {
    const address = outil === 'kess' ? '/?o=kess' : '/';
    const { user } = await setupOffersLoaded({ family: 'veture', address, appVersion, offers: [offer(100, { outil, v_tarif })] });
    await chooseRowAction(user, 'OFF-100', 'Cloner');
    expect(within(dialogNamed("Cloner l'offre")).queryByText('Attention !')).toBeNull();
  });
});

// ---- delete -------------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: delete', (family) => {
  async function askDelete(answer: Reply | Promise<Reply>) {
    const ctx = await setupOffersLoaded({
      family, offers: [offer(3, { statut: 'brouillon' }), offer(4)], routes: (s) => s.on('POST', url(family, 'supprime-offre'), () => answer),
    });
    await chooseRowAction(ctx.user, 'OFF-3', 'Supprimer');
    const dialog = dialogNamed("Supprimer l'offre");
    const calls = () => ctx.server.callsTo('POST', url(family, 'supprime-offre'));
    return { ...ctx, dialog, calls };
  }

  it('Annuler sends nothing and keeps the row', async () => {
    const { user, dialog, calls } = await askDelete(reply.json({ statut: 'ok' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await flush();
    expect(calls()).toHaveLength(0);
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3']);
  });

  it('posts supprime-offre {offreref, offreid, statut_precedent}, shows the server msg in a notice (no dialog), removes the row', async () => {
    const { user, dialog, calls } = await askDelete(reply.json({ statut: 'ok', title: 'Suppression effectuée', msg: "L'offre OFF-3 est supprimée." }));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await noticeSaying("L'offre OFF-3 est supprimée.");
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().map((c) => c.body)).toEqual([{ offreref: 'OFF-3', offreid: 3, statut_precedent: '10' }]);
    expect(refsShown()).toEqual(['OFF-4']);
  });

  it('a ko answer shows the server title and msg and keeps the row', async () => {
    const { user, dialog } = await askDelete(reply.json({ statut: 'ko', title: 'Suppression refusée', msg: 'Offre signée' }));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('dialog', { name: 'Suppression refusée' })).toHaveTextContent('Offre signée');
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3']);
  });

  it('Supprimer pressed twice sends one request', async () => {
    const gate = deferred<Reply>();
    const { user, dialog, calls } = await askDelete(gate.promise);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Supprimer' }));
    gate.resolve(reply.json({ statut: 'ok', title: 'Suppression', msg: 'Supprimée' }));
    await noticeSaying('Supprimée');
    expect(calls()).toHaveLength(1);
  });

  it('HTTP 500 opens the request-failed dialog with the status code', async () => {
    const { user, dialog } = await askDelete(reply.json({ msg: 'Erreur SQL' }, 500));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const error = await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    expect(plain(error.textContent)).toContain("Une erreur s'est produite : Erreur SQL (code = 500)");
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3']);
  });
});

// ---- hide ---------------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: hide', (family) => {
  async function askHide(answer: Reply | Promise<Reply>) {
    const ctx = await setupOffersLoaded({
      family, offers: [offer(3), offer(4)], routes: (s) => s.on('POST', url(family, 'visibilite-offre'), () => answer),
    });
    await chooseRowAction(ctx.user, 'OFF-3', 'Masquer');
    const dialog = dialogNamed("Masquer l'offre");
    const calls = () => ctx.server.callsTo('POST', url(family, 'visibilite-offre'));
    return { ...ctx, dialog, calls };
  }

  it("asks 'Voulez-vous masquer l'offre {ref} ?' with Oui and Annuler; Annuler sends nothing", async () => {
    const { user, dialog, calls } = await askHide(reply.json({ statut: 'ok' }));
    expect(within(dialog).getByText("Voulez-vous masquer l'offre OFF-3 ?")).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((b) => plain(b.textContent)).sort()).toEqual(['Annuler', 'Oui']);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await flush();
    expect(calls()).toHaveLength(0);
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3']);
  });

  it('Oui posts visibilite-offre {action: "masquer", offreid, offreref, statut_precedent}, removes the row and shows the server msg in a notice', async () => {
    const { user, dialog, calls } = await askHide(reply.json({ statut: 'ok', msg: 'Offre masquée.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(refsShown()).toEqual(['OFF-4']));
    await noticeSaying('Offre masquée.');
    expect(calls().map((c) => c.body)).toEqual([{ action: 'masquer', offreid: 3, offreref: 'OFF-3', statut_precedent: '10' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focus goes to the next row, never to the offer that takes the hidden row\'s place on the page', async () => {
    // 51 offers: hiding one of the 50 shown brings the 51st onto the page, in the row element the hidden
    // offer left (rows are reused, ui/useRowSlots); the menu button that opened the dialog is then another
    // offer's.
    const offers = Array.from({ length: 51 }, (_, i) => offer(i + 1));
    const { user } = await setupOffersLoaded({ family, offers, routes: (s) => s.on('POST', url(family, 'visibilite-offre'), reply.json({ statut: 'ok' })) });
    await chooseRowAction(user, 'OFF-51', 'Masquer');
    await user.click(within(dialogNamed("Masquer l'offre")).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(refsShown()).not.toContain('OFF-51'));
    await waitFor(() => expect(document.activeElement?.closest('tr')?.getAttribute('data-row-id')).toBe('50'));
    expect(refsShown()).toContain('OFF-1');
  });

  it('Oui pressed twice sends one request', async () => {
    const gate = deferred<Reply>();
    const { user, dialog, calls } = await askHide(gate.promise);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Oui' }));
    gate.resolve(reply.json({ statut: 'ok' }));
    await waitFor(() => expect(refsShown()).toEqual(['OFF-4']));
    expect(calls()).toHaveLength(1);
  });

  it('HTTP 419 opens "Session expirée" and keeps the row', async () => {
    const { user, dialog } = await askHide(reply.status(419));
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByRole('dialog', { name: 'Session expirée' })).toHaveTextContent('La session a expiré. Veuillez recharger cette page.');
    expect(refsShown()).toEqual(['OFF-4', 'OFF-3']);
  });
});

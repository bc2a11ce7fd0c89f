// Edits you can trust (round 4): a change shows while it is saved and the summary follows the server's
// answer; each change says the value the user saw, and a conflict puts the server's row in the list with a
// notice beside it; the undo stack restores, again and again, each change to its value from before the
// decision; a lost answer reloads the list and says what the server holds.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, reply, type Reply } from '../support/fakeServer';
import { offer, plain } from '../support/offerFixtures';
import { cellOf, chooseRowAction, flush, installOffersPage, rowOf, setupOffersLoaded } from '../support/offersScreen';
import type { Offer } from '../../src/core/types';

installOffersPage();
jest.setTimeout(20000);

const STATUS = '/ajax/bardages/statut-offre';
const DELIVERY = '/ajax/bardages/date-livraison';
const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;
const undoButton = () => screen.queryByRole('button', { name: 'Annuler' });
const chip = (label: string) => plain(screen.getAllByRole('button').find((b) => plain(b.textContent).startsWith(`${label} :`))?.textContent);
const noticeSaying = (text: string) => screen.findByText(text, { selector: '[part="notices"] *' });
const ctrlZ = () => fireEvent.keyDown(document.activeElement!, { key: 'z', ctrlKey: true });

/** The offers list with every status shown, its status calls answered by `answer` (in order when several). */
async function loaded(offers: Offer[], answers: (Reply | Promise<Reply>)[], list?: () => Offer[]) {
  let n = 0;
  const ctx = await setupOffersLoaded({
    offers,
    list: list ? () => reply.json(list()) : undefined,
    routes: (s) => s.on('POST', STATUS, () => answers[Math.min(n++, answers.length - 1)]),
  });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  const sent = () => ctx.server.callsTo('POST', STATUS).map((c) => c.body);
  return { ...ctx, sent };
}

const OK = reply.json({ statut: 'ok', msg: '' });

describe('a change shows while it is saved', () => {
  it('the row is busy and says `Enregistrement…` until the answer; the summary follows the answer, not the click', async () => {
    const gate = deferred<Reply>();
    const { user } = await loaded([offer(3, { offre_statut: '10' }), offer(4)], [gate.promise]);
    expect(chip('Gagné')).toMatch(/^Gagné : 0 offre/);
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await waitFor(() => expect(rowOf('OFF-3')).toHaveAttribute('aria-busy', 'true'));
    expect(rowOf('OFF-3')).toHaveTextContent('Enregistrement…');
    expect(rowOf('OFF-4')).not.toHaveAttribute('aria-busy');
    expect(chip('Gagné')).toMatch(/^Gagné : 0 offre/);
    expect(chip('En cours')).toMatch(/^En cours : 2 offres/);
    gate.resolve(OK);
    await flush();
    expect(rowOf('OFF-3')).not.toHaveAttribute('aria-busy');
    expect(rowOf('OFF-3')).not.toHaveTextContent('Enregistrement…');
    expect(chip('Gagné')).toMatch(/^Gagné : 1 offre/);
  });

  it('a refused change leaves the summary as it was', async () => {
    const { user } = await loaded([offer(3), offer(4)], [reply.json({ statut: 'ko', msg: 'Non' })]);
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    await screen.findByRole('alert');
    expect(chip('Perdu')).toMatch(/^Perdu : 0 offre/);
    expect(rowOf('OFF-3')).not.toHaveAttribute('aria-busy');
  });

  it('a delivery quarter being saved marks its row too', async () => {
    const gate = deferred<Reply>();
    const ctx = await setupOffersLoaded({ offers: [offer(3), offer(4)], routes: (s) => s.on('POST', DELIVERY, () => gate.promise) });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier date livraison');
    const box = screen.getByRole('textbox', { name: 'Trimestre de livraison' });
    await ctx.user.clear(box);
    await ctx.user.type(box, '2031-T1{Enter}');
    await waitFor(() => expect(rowOf('OFF-3')).toHaveAttribute('aria-busy', 'true'));
    gate.resolve(OK);
    await flush();
    expect(rowOf('OFF-3')).not.toHaveAttribute('aria-busy');
  });
});

describe('changes carry what the user saw; a conflict shows the server\'s row and says why', () => {
  const CONFLICT = reply.json({
    statut: 'ko', conflit: true,
    msg: "L'offre OFF-3 a été modifiée entre-temps : son statut est maintenant Non retenue.",
    offre: { ...offer(3), offre_statut: 40, budget: '1000' },
  });

  it('a status change refused by a conflict: the row shows the current value, a notice beside it (no dialog, no alert, no undo)', async () => {
    const { user, sent } = await loaded([offer(3, { offre_statut: '' }), offer(4)], [CONFLICT]);
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    await noticeSaying("L'offre OFF-3 a été modifiée entre-temps : son statut est maintenant Non retenue.");
    expect(sent()).toEqual([{ offreid: 3, offreref: 'OFF-3', statut: '30', statut_precedent: '' }]);
    await waitFor(() => expect(statusOf('OFF-3')).toHaveValue('40'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(undoButton()).toBeNull();
    expect(chip('Non retenue')).toMatch(/^Non retenue : 1 offre/);
  });

  it('a site name refused by a conflict closes its dialog and shows the server\'s name', async () => {
    const ctx = await setupOffersLoaded({
      offers: [offer(3, { projet_nom: 'Résidence' })],
      routes: (s) => s.on('POST', '/ajax/bardages/nom-chantier', reply.json({ statut: 'ko', conflit: true, msg: 'Renommée entre-temps.', offre: offer(3, { projet_nom: 'Gymnase' }) })),
    });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier nom chantier');
    const box = screen.getByRole('textbox', { name: 'Nom du chantier' });
    await ctx.user.clear(box);
    await ctx.user.type(box, 'Piscine{Enter}');
    await noticeSaying('Renommée entre-temps.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(plain(cellOf(rowOf('OFF-3'), 'Chantier').textContent)).toBe('Gymnase');
    expect(ctx.server.callsTo('POST', '/ajax/bardages/nom-chantier')[0].body).toEqual({ offreid: 3, nomchantier: 'Piscine', nom_precedent: 'Résidence' });
  });

  it('bulk `Changer le statut…` sends every selected offer with the status it showed; a conflict is listed with the server\'s message and its row updated', async () => {
    const answers = [OK, OK, reply.json({ statut: 'ko', conflit: true, msg: 'Modifiée entre-temps.', offre: offer(5, { offre_statut: '40' }) })];
    const { user, sent } = await loaded([offer(3, { offre_statut: '30' }), offer(4), offer(5)], answers);
    for (const ref of ['OFF-3', 'OFF-4', 'OFF-5']) await user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
    await user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await within(dialog).findByText('OFF-5 : Modifiée entre-temps.')).toBeInTheDocument();
    const byId = (a: unknown, b: unknown) => (a as { offreid: number }).offreid - (b as { offreid: number }).offreid;
    // OFF-3 too, which the list showed at Perdu already: the server's answer decides.
    expect([...sent()].sort(byId)).toEqual([
      { offreid: 3, offreref: 'OFF-3', statut: '30', statut_precedent: '30' },
      { offreid: 4, offreref: 'OFF-4', statut: '30', statut_precedent: '10' },
      { offreid: 5, offreref: 'OFF-5', statut: '30', statut_precedent: '10' },
    ]);
    await flush();
    expect(statusOf('OFF-5')).toHaveValue('40');
  });
});

describe('undo that restores', () => {
  it('Ctrl+Z again and again undoes each change, most recent first, back to the value before (sending the value set as the one seen)', async () => {
    const { user, sent } = await loaded([offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '20' })], [OK]);
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    await flush();
    await user.selectOptions(statusOf('OFF-4'), 'Non retenue');
    await flush();
    statusOf('OFF-4').focus();
    ctrlZ();
    await flush();
    expect(statusOf('OFF-4')).toHaveValue('20');
    // The second undo: the notice offered it, and so does the shortcut.
    ctrlZ();
    await flush();
    expect(statusOf('OFF-3')).toHaveValue('10');
    expect(sent()).toEqual([
      { offreid: 3, offreref: 'OFF-3', statut: '30', statut_precedent: '10' },
      { offreid: 4, offreref: 'OFF-4', statut: '40', statut_precedent: '20' },
      { offreid: 4, offreref: 'OFF-4', statut: '20', statut_precedent: '40' },
      { offreid: 3, offreref: 'OFF-3', statut: '10', statut_precedent: '30' },
    ]);
    // Nothing left: a third sends nothing.
    ctrlZ();
    await flush();
    expect(sent()).toHaveLength(4);
  });

  it('three arrow keys then Tab, then Ctrl+Z: back to the value from before the decision, never an intermediate one', async () => {
    const { sent } = await loaded([offer(3, { offre_statut: '10' })], [OK]);
    const select = statusOf('OFF-3');
    select.focus();
    for (const value of ['20', '30', '40']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      select.value = value;
      fireEvent.change(select);
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    fireEvent.keyDown(select, { key: 'Tab' });
    await flush();
    ctrlZ();
    await flush();
    expect(sent()).toEqual([
      { offreid: 3, offreref: 'OFF-3', statut: '40', statut_precedent: '10' },
      { offreid: 3, offreref: 'OFF-3', statut: '10', statut_precedent: '40' },
    ]);
    expect(statusOf('OFF-3')).toHaveValue('10');
  });

  it('the stack outlives the notice: once it has gone, Ctrl+Z still undoes', async () => {
    const { user, sent } = await loaded([offer(3, { offre_statut: '10' })], [OK]);
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      await act(async () => { fireEvent.change(statusOf('OFF-3'), { target: { value: '20' } }); });
      await act(async () => { await Promise.resolve(); });
      await waitFor(() => expect(undoButton()).toBeInTheDocument());
      act(() => { jest.advanceTimersByTime(11000); });
      expect(undoButton()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    statusOf('OFF-3').focus();
    ctrlZ();
    await flush();
    expect(sent()).toHaveLength(2);
    expect(statusOf('OFF-3')).toHaveValue('10');
    void user;
  });

  it('in a text box of the widget Ctrl+Z is the box\'s own: not prevented, nothing sent', async () => {
    const { user, sent } = await loaded([offer(3, { offre_statut: '10' })], [OK]);
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await flush();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    search.focus();
    const event = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true, composed: true });
    search.dispatchEvent(event);
    await flush();
    expect(event.defaultPrevented).toBe(false);
    expect(sent()).toHaveLength(1);
  });

  it('an undo refused by a conflict says so and leaves the other user\'s value', async () => {
    const conflict = reply.json({ statut: 'ko', conflit: true, msg: "L'offre OFF-3 a été modifiée entre-temps : son statut est maintenant Non retenue.", offre: offer(3, { offre_statut: '40' }) });
    const { user } = await loaded([offer(3, { offre_statut: '10' })], [OK, conflict]);
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    await flush();
    await user.click(undoButton()!);
    await noticeSaying("L'offre OFF-3 a été modifiée entre-temps : son statut est maintenant Non retenue.");
    expect(statusOf('OFF-3')).toHaveValue('40');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a delivery quarter is undone too, through date-livraison with the value set as the one seen', async () => {
    const ctx = await setupOffersLoaded({ offers: [offer(3, { projet_livraison: '2030-T2' })], routes: (s) => s.on('POST', DELIVERY, OK) });
    await chooseRowAction(ctx.user, 'OFF-3', 'Modifier date livraison');
    const box = screen.getByRole('textbox', { name: 'Trimestre de livraison' });
    await ctx.user.clear(box);
    await ctx.user.type(box, '2031-T1{Enter}');
    await noticeSaying('Nouvelle date enregistrée');
    await ctx.user.click(undoButton()!);
    await flush();
    expect(ctx.server.callsTo('POST', DELIVERY).map((c) => c.body)).toEqual([
      { offreid: 3, newdate: '2031-T1', date_precedente: '2030-T2' },
      { offreid: 3, newdate: '2030-T2', date_precedente: '2031-T1' },
    ]);
    expect(plain(cellOf(rowOf('OFF-3'), 'Livraison').textContent)).toBe('2030-T2');
  });

  it('a bulk status change is one undo: Ctrl+Z puts every changed offer back', async () => {
    const { user, sent } = await loaded([offer(3), offer(4)], [OK]);
    for (const ref of ['OFF-3', 'OFF-4']) await user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
    await user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nouveau statut' }), 'Gagné');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    statusOf('OFF-3').focus();
    ctrlZ();
    await flush();
    expect(sent().slice(2)).toEqual(expect.arrayContaining([
      { offreid: 3, offreref: 'OFF-3', statut: '10', statut_precedent: '20' },
      { offreid: 4, offreref: 'OFF-4', statut: '10', statut_precedent: '20' },
    ]));
    expect(sent()).toHaveLength(4);
    expect(statusOf('OFF-3')).toHaveValue('10');
    expect(statusOf('OFF-4')).toHaveValue('10');
  });
});

describe('unknown outcomes resolved, not guessed', () => {
  it('a status change whose answer is lost reloads the list and says what the server now holds; nothing to undo', async () => {
    let rows = [offer(3, { offre_statut: '10' }), offer(4)];
    const ctx = await loaded(rows, [reply.networkError()], () => rows);
    const listCalls = ctx.listCalls().length;
    // The server applied it, then the connection dropped.
    rows = [offer(3, { offre_statut: '30' }), offer(4)];
    await ctx.user.selectOptions(statusOf('OFF-3'), 'Perdu');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('OFF-3 : statut inconnu, la liste a été rechargée — statut actuel : Perdu');
    expect(dialog).not.toHaveTextContent('non modifiée');
    expect(ctx.listCalls().length).toBe(listCalls + 1);
    expect(statusOf('OFF-3')).toHaveValue('30');
    expect(undoButton()).toBeNull();
  });

  it('in a bulk run: listed with what the server holds, never as "non modifiée"', async () => {
    let rows = [offer(3), offer(4)];
    const ctx = await loaded(rows, [OK, reply.networkError()], () => rows);
    for (const ref of ['OFF-3', 'OFF-4']) await ctx.user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
    await ctx.user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
    const dialog = screen.getByRole('dialog');
    await ctx.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    const first = rows;
    rows = first.map((r) => ({ ...r, offre_statut: '30' }));
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    const line = await within(dialog).findByText(/statut inconnu, la liste a été rechargée — statut actuel : Perdu$/);
    expect(line.textContent).toMatch(/^OFF-[34] : /);
    expect(dialog).not.toHaveTextContent('non modifiée');
    expect(within(dialog).getByText('1 offre passée au statut Perdu.')).toBeInTheDocument();
  });
});

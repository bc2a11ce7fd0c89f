// Issue 14 "Undo a status change": after a status is saved, the confirmation carries `Annuler` for 10 s;
// it posts the previous status through the same statut-offre call and shows the row as before.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../support/fakeServer';
import { FAMILY_LIST, offer } from '../support/offerFixtures';
import { flush, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;
const undoButton = () => screen.queryByRole('button', { name: 'Annuler' });

async function changed(family: (typeof FAMILY_LIST)[number], answer = reply.json({ statut: 'ok', msg: '' })) {
  const url = `/ajax/${family}/statut-offre`;
  const ctx = await setupOffersLoaded({ family, offers: [offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '10' })], routes: (s) => s.on('POST', url, () => answer) });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  await ctx.user.selectOptions(statusOf('OFF-3'), 'Gagné');
  await flush();
  return { ...ctx, calls: () => ctx.server.callsTo('POST', url).map((c) => c.body) };
}

describe.each(FAMILY_LIST)('%s: undo a status change', (family) => {
  it('the confirmation carries `Annuler`, which posts the previous status and shows the row as before', async () => {
    const { user, calls, env } = await changed(family);
    expect(screen.getByText("Statut de l'offre OFF-3 : Gagné.", { selector: 'span' })).toBeInTheDocument();
    await user.click(undoButton()!);
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()).toEqual([
      { offreid: 3, offreref: 'OFF-3', statut: '20', statut_precedent: '10' },
      { offreid: 3, offreref: 'OFF-3', statut: '10', statut_precedent: '20' },
    ]);
    await flush();
    expect(statusOf('OFF-3')).toHaveValue('10');
    expect(undoButton()).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain("Statut de l'offre OFF-3 rétabli : En cours.");
    expect(env.emit).toHaveBeenLastCalledWith('terreal-offre-status-change', { family, id: 3, statut: '10' });
  });

  it('`Annuler` is offered for 10 seconds', async () => {
    const url = `/ajax/${family}/statut-offre`;
    await setupOffersLoaded({ family, offers: [offer(3, { offre_statut: '10' })], routes: (s) => s.on('POST', url, () => reply.json({ statut: 'ok', msg: '' })) });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.selectOptions(statusOf('OFF-3'), 'Gagné');
      await waitFor(() => expect(undoButton()).toBeInTheDocument());
      act(() => { jest.advanceTimersByTime(9800); });
      expect(undoButton()).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(300); });
      expect(undoButton()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('no `Annuler` when the change was refused', async () => {
    await changed(family, reply.json({ statut: 'ko', msg: 'Refusé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé');
    expect(undoButton()).toBeNull();
  });
});

it('a refused undo shows the alert and leaves the row as the server has it', async () => {
  let n = 0;
  const url = '/ajax/bardages/statut-offre';
  const ctx = await setupOffersLoaded({
    offers: [offer(3, { offre_statut: '10' })],
    routes: (s) => s.on('POST', url, () => (++n === 1 ? reply.json({ statut: 'ok', msg: '' }) : reply.json({ statut: 'ko', msg: 'Trop tard' }))),
  });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  await user.selectOptions(statusOf('OFF-3'), 'Perdu');
  await flush();
  await user.click(undoButton()!);
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop tard');
  expect(statusOf('OFF-3')).toHaveValue('30');
  expect(ctx.server.callsTo('POST', url)).toHaveLength(2);
});

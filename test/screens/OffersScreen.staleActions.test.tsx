// Delete and hide carry the status the row showed (statut_precedent, DESIGN.md §2 "Round 5"), from the row
// menu and from `Masquer…` on a selection. When another user changed the offer meanwhile, the server's
// conflict is shown as for the changes made in place: a notice beside the row (no dialog to close), the
// server's row in the list; an offer hidden meanwhile leaves the list.
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';
import { chooseRowAction, flush, installOffersPage, refsShown, setupOffersLoaded } from '../support/offersScreen';
import type { Offer } from '../../src/core/types';

installOffersPage();
jest.setTimeout(20000);

const DELETE = '/ajax/bardages/supprime-offre';
const HIDE = '/ajax/bardages/visibilite-offre';
const WON = "L'offre OFF-3 a été modifiée entre-temps : son statut est maintenant Gagné.";
const conflict = (o: Offer, extra: Record<string, unknown> = {}) => reply.json({ statut: 'ko', conflit: true, msg: WON, offre: { ...o, offre_statut: '20' }, ...extra });
const noticeSaying = (text: string) => screen.findByText(text, { selector: '[part="notices"] *' });
const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` });

/** The offers list with every status shown (a row at Gagné stays), `path` answered by `answer`. */
async function loaded(offers: Offer[], path: string, answer: ReturnType<typeof reply.json>) {
  const ctx = await setupOffersLoaded({ offers, routes: (s) => s.on('POST', path, answer) });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  return { ...ctx, sent: () => ctx.server.callsTo('POST', path).map((c) => c.body) };
}

describe('a delete or hide that another user\'s change got in before', () => {
  it('a delete sends the status the row showed; its conflict keeps the row with the server\'s status and says why beside it', async () => {
    const draft = offer(3, { statut: 'brouillon', offre_statut: '30' });
    const { user, sent } = await loaded([draft, offer(4)], DELETE, conflict(draft, { title: 'Erreur' }));
    await chooseRowAction(user, 'OFF-3', 'Supprimer');
    await user.click(within(screen.getByRole('dialog', { name: "Supprimer l'offre" })).getByRole('button', { name: 'Supprimer' }));
    await noticeSaying(WON);
    expect(sent()).toEqual([{ offreref: 'OFF-3', offreid: 3, statut_precedent: '30' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refsShown()).toContain('OFF-3');
    expect(statusOf('OFF-3')).toHaveValue('20');
  });

  it('a hide sends the status the row showed; its conflict keeps the row with the server\'s status and says why beside it', async () => {
    const signed = offer(3, { offre_statut: '' });
    const { user, sent } = await loaded([signed, offer(4)], HIDE, conflict(signed));
    await chooseRowAction(user, 'OFF-3', 'Masquer');
    await user.click(within(screen.getByRole('dialog', { name: "Masquer l'offre" })).getByRole('button', { name: 'Oui' }));
    await noticeSaying(WON);
    expect(sent()).toEqual([{ action: 'masquer', offreid: 3, offreref: 'OFF-3', statut_precedent: '' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statusOf('OFF-3')).toHaveValue('20');
  });

  it('a status the user just saved is the one a delete then says it saw', async () => {
    const draft = offer(3, { statut: 'brouillon', offre_statut: '10' });
    const ctx = await setupOffersLoaded({
      offers: [draft],
      routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', reply.json({ statut: 'ok', msg: '' })).on('POST', DELETE, reply.json({ statut: 'ok', msg: 'Supprimée' })),
    });
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    await ctx.user.selectOptions(statusOf('OFF-3'), 'Perdu');
    await flush();
    await chooseRowAction(ctx.user, 'OFF-3', 'Supprimer');
    await ctx.user.click(within(screen.getByRole('dialog', { name: "Supprimer l'offre" })).getByRole('button', { name: 'Supprimer' }));
    await noticeSaying('Supprimée');
    expect(ctx.server.callsTo('POST', DELETE).map((c) => c.body)).toEqual([{ offreref: 'OFF-3', offreid: 3, statut_precedent: '30' }]);
  });

  it('an offer another user hid meanwhile leaves the list, a notice says so', async () => {
    const hiddenMeanwhile = "L'offre OFF-3 a été modifiée entre-temps : elle est déjà masquée.";
    const { user } = await loaded([offer(3), offer(4)], HIDE, reply.json({ statut: 'ko', conflit: true, msg: hiddenMeanwhile }));
    await chooseRowAction(user, 'OFF-3', 'Masquer');
    await user.click(within(screen.getByRole('dialog', { name: "Masquer l'offre" })).getByRole('button', { name: 'Oui' }));
    await noticeSaying(hiddenMeanwhile);
    expect(refsShown()).toEqual(['OFF-4']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('`Masquer…` sends each offer with the status it showed; a conflict is listed with the server\'s message and its row updated', async () => {
    const answerTo = (call: { body: unknown }) => ((call.body as { offreid: number }).offreid === 3 ? conflict(offer(3)) : reply.json({ statut: 'ok', msg: '' }));
    const ctx = await setupOffersLoaded({ offers: [offer(3, { offre_statut: '30' }), offer(4)], routes: (s) => s.on('POST', HIDE, answerTo) });
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    for (const ref of ['OFF-4', 'OFF-3']) await ctx.user.click(screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }));
    await ctx.user.click(screen.getByRole('button', { name: 'Masquer…' }));
    const dialog = screen.getByRole('dialog');
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(await within(dialog).findByText(`OFF-3 : ${WON}`)).toBeInTheDocument();
    const byId = (a: unknown, b: unknown) => (a as { offreid: number }).offreid - (b as { offreid: number }).offreid;
    expect(ctx.server.callsTo('POST', HIDE).map((c) => c.body).sort(byId)).toEqual([
      { action: 'masquer', offreid: 3, offreref: 'OFF-3', statut_precedent: '30' },
      { action: 'masquer', offreid: 4, offreref: 'OFF-4', statut_precedent: '10' },
    ]);
    await waitFor(() => expect(refsShown()).toEqual(['OFF-3']));
    expect(statusOf('OFF-3')).toHaveValue('20');
  });
});

// One offer row (SPEC.md §2 row actions, §4, §8; issue #3 item 6): edit/view and the action menu by
// document status, the APG menu-button keyboard, navigation, PDF, the status select, the delivery cell.
import { screen, waitFor, within } from '@testing-library/react';
import type { Family } from '../../src/families';
import { deferred, reply, type Reply } from '../support/fakeServer';
import { FAMILY_LIST, offer, plain } from '../support/offerFixtures';
import {
  cellOf, chooseRowAction, flush, installOffersPage, menuItems, openRowMenu, refsShown, rowOf, setupOffersLoaded,
} from '../support/offersScreen';

installOffersPage();
// 50-row pages and typed filters are slow under happy-dom when suites run in parallel.
jest.setTimeout(20000);

const SIX = ['Télécharger le PDF', 'Afficher le PDF', 'Cloner', 'Modifier nom chantier', 'Modifier date livraison', 'Masquer'];

describe.each(FAMILY_LIST)('%s: row actions by document status', (family) => {
  it.each(['brouillon', 'Brouillon', 'soumise', 'Soumise', 'SOUMISE'])('statut %j is editable: Modifier + menu Cloner, Supprimer', async (statut) => {
    const { user } = await setupOffersLoaded({ family, offers: [offer(3, { statut })] });
    const row = rowOf('OFF-3');
    expect(within(row).getByRole('button', { name: /^Modifier l'offre / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Afficher l'offre / })).toBeNull();
    expect(menuItems(await openRowMenu(user, 'OFF-3'))).toEqual(['Cloner', 'Supprimer']);
  });

  it.each(['validée', 'Acceptée', 'envoyée', ''])('statut %j is not editable: Afficher + the six actions', async (statut) => {
    const { user } = await setupOffersLoaded({ family, offers: [offer(3, { statut })] });
    const row = rowOf('OFF-3');
    expect(within(row).getByRole('button', { name: /^Afficher l'offre / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Modifier l'offre / })).toBeNull();
    expect(menuItems(await openRowMenu(user, 'OFF-3'))).toEqual(SIX);
  });

  it('Modifier and Afficher open /{family}/offres/edition/{id} through navigation (veture adds ?o=)', async () => {
    const { user, env } = await setupOffersLoaded({
      family, baseUrl: 'https://portal.example/app', offers: [offer(3, { statut: 'brouillon' }), offer(4, { statut: 'validée' })],
    });
    await user.click(within(rowOf('OFF-3')).getByRole('button', { name: /^Modifier l'offre / }));
    await user.click(within(rowOf('OFF-4')).getByRole('button', { name: /^Afficher l'offre / }));
    const suffix = family === 'veture' ? '?o=gebrik' : '';
    expect(env.navigate.mock.calls).toEqual([
      [`https://portal.example/app/${family}/offres/edition/3${suffix}`],
      [`https://portal.example/app/${family}/offres/edition/4${suffix}`],
    ]);
  });
});

describe('veture edit links carry the offer\'s tool', () => {
  it.each([
    ['kess', '?o=kess', 'kess'],
    ['gebrik', '?o=gebrik', 'gebrik'],
    ['', '?o=gebrik', 'gebrik'],
  ])('outil %j → %s', async (outil, suffix, addressTool) => {
    const { user, env } = await setupOffersLoaded({ family: 'veture', address: `/?o=${addressTool}`, offers: [offer(8, { outil })] });
    await user.click(within(rowOf('OFF-8')).getByRole('button', { name: /^Afficher l'offre / }));
    expect(env.navigate).toHaveBeenCalledWith(`/veture/offres/edition/8${suffix}`);
  });
});

describe('the row menu follows the APG menu-button pattern', () => {
  const button = () => screen.getByRole('button', { name: "Actions de l'offre OFF-3" });
  const focusedItem = () => plain((document.activeElement as HTMLElement | null)?.textContent);

  it('ArrowDown opens on the first item, arrows move and wrap, Escape closes and returns focus', async () => {
    const { user } = await setupOffersLoaded({ offers: [offer(3)] });
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: "Actions de l'offre OFF-3" })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(focusedItem()).toBe('Télécharger le PDF');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Afficher le PDF');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedItem()).toBe('Masquer');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Télécharger le PDF');
    await user.keyboard('{End}');
    expect(focusedItem()).toBe('Masquer');
    await user.keyboard('{Home}');
    expect(focusedItem()).toBe('Télécharger le PDF');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowUp opens on the last item; Enter chooses the focused item', async () => {
    const { user } = await setupOffersLoaded({ offers: [offer(3)] });
    button().focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Masquer');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('dialog', { name: "Masquer l'offre" })).toBeInTheDocument();
  });
});

describe.each(FAMILY_LIST)('%s: PDF', (family) => {
  it('"Télécharger le PDF" downloads through the hidden frame with &down=yes', async () => {
    const { user, env } = await setupOffersLoaded({ family, offers: [offer(3)] });
    await chooseRowAction(user, 'OFF-3', 'Télécharger le PDF');
    expect(screen.getByTitle('Téléchargement')).toHaveAttribute('src', `/${family}/affiche-pdf-offre?offreid=3&down=yes`);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('"Afficher le PDF" opens the PDF in a new tab through the env, never window.open', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user, env } = await setupOffersLoaded({ family, offers: [offer(3)] });
      await chooseRowAction(user, 'OFF-3', 'Afficher le PDF');
      expect(env.openWindow.mock.calls).toEqual([[`/${family}/affiche-pdf-offre?offreid=3`]]);
      expect(open).not.toHaveBeenCalled();
      expect(env.navigate).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});

// ---- status select ------------------------------------------------------------------------------------

const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;
const statusUrl = (family: string) => `/ajax/${family}/statut-offre`;

async function loadedWithStatus(family: Family, answer: Reply | Promise<Reply>) {
  const ctx = await setupOffersLoaded({
    family, offers: [offer(3, { offre_statut: '10' })],
    routes: (s) => s.on('POST', statusUrl(family), () => answer),
  });
  // Tous, so that the row stays in view whatever its new status
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  return ctx;
}

describe.each(FAMILY_LIST)('%s: the per-row status select', (family) => {
  it('offers the family\'s statuses and posts statut-offre {offreid, offreref, statut, statut_precedent} at once', async () => {
    const { user, server } = await loadedWithStatus(family, reply.json({ statut: 'ok', msg: '' }));
    const labels = within(statusOf('OFF-3')).getAllByRole('option').map((o) => plain(o.textContent)).slice(1);
    expect(labels).toEqual(['En cours', 'Gagné', 'Perdu', 'Non retenue', ...(family === 'parement' ? ['NR VDS'] : [])]);
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await waitFor(() => expect(server.callsTo('POST', statusUrl(family))).toHaveLength(1));
    expect(server.callsTo('POST', statusUrl(family))[0].body).toEqual({ offreid: 3, offreref: 'OFF-3', statut: '20', statut_precedent: '10' });
    await flush();
    expect(statusOf('OFF-3')).toHaveValue('20');
  });

  it('a non-ok answer shows the msg in an alert and the select returns to the saved value', async () => {
    const { user } = await loadedWithStatus(family, reply.json({ statut: 'ko', msg: 'Changement refusé par le serveur' }));
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changement refusé par le serveur');
    await waitFor(() => expect(statusOf('OFF-3')).toHaveValue('10'));
  });

  it('closing the alert with Fermer keeps focus in the widget (on the screen), never on the page', async () => {
    const { user } = await loadedWithStatus(family, reply.json({ statut: 'ko', msg: 'Changement refusé par le serveur' }));
    await user.selectOptions(statusOf('OFF-3'), 'Perdu');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.getAttribute('part')).toBe('screen');
  });

  it('shows the new value while the request runs', async () => {
    const gate = deferred<Reply>();
    const { user } = await loadedWithStatus(family, gate.promise);
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    expect(statusOf('OFF-3')).toHaveValue('20');
    gate.resolve(reply.json({ statut: 'ok', msg: '' }));
    await flush();
    expect(statusOf('OFF-3')).toHaveValue('20');
  });

  it.each([
    ['HTTP 419', reply.status(419), 'Session expirée', 'La session a expiré. Veuillez recharger cette page.'],
    ['HTTP 401', reply.status(401), 'Session expirée', 'La session a expiré. Veuillez recharger cette page.'],
    ['HTTP 500', reply.json({ msg: 'Panne SQL' }, 500), "Erreur lors de l'exécution de la demande", "Une erreur s'est produite : Panne SQL (code = 500)"],
  ])('%s opens the dialog "%s"; the select returns to the saved value', async (_, answer, title, text) => {
    const { user } = await loadedWithStatus(family, answer);
    await user.selectOptions(statusOf('OFF-3'), 'Gagné');
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(plain(dialog.textContent)).toContain(text);
    await waitFor(() => expect(statusOf('OFF-3')).toHaveValue('10'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// ---- delivery cell ------------------------------------------------------------------------------------

describe.each(FAMILY_LIST)('%s: the delivery cell', (family) => {
  it('is plain text for a draft', async () => {
    await setupOffersLoaded({ family, offers: [offer(3, { statut: 'brouillon', projet_livraison: '2030-T2' })] });
    const cell = cellOf(rowOf('OFF-3'), 'Livraison');
    expect(plain(cell.textContent)).toBe('2030-T2');
    expect(within(cell).queryByRole('button')).toBeNull();
  });

  it('is a button for other offers; an empty value shows a calendar with an accessible name', async () => {
    const { user } = await setupOffersLoaded({
      family, offers: [offer(3, { projet_livraison: '2030-T2' }), offer(4, { projet_livraison: '' }), offer(5, { statut: 'soumise', projet_livraison: '' })],
    });
    const filled = within(cellOf(rowOf('OFF-3'), 'Livraison')).getByRole('button');
    expect(plain(filled.textContent)).toBe('2030-T2');
    const empty = within(cellOf(rowOf('OFF-4'), 'Livraison')).getByRole('button', { name: "Renseigner la date de livraison de l'offre OFF-4" });
    expect(plain(empty.textContent)).toBe('');
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(within(cellOf(rowOf('OFF-5'), 'Livraison')).getByRole('button')).toBeInTheDocument();
    await user.click(empty);
    expect(screen.getByRole('dialog', { name: 'Modifier la date de livraison' })).toBeInTheDocument();
    expect(refsShown()).toEqual(['OFF-5', 'OFF-4', 'OFF-3']);
  });
});

// ---- status changes per offer (issue 9 point 1, issue 10 status race) ---------------------------------

describe('status changes are tracked per offer', () => {
  it('row A refused while row B is in flight: A shows its saved value again, B its new value', async () => {
    const gates = new Map<number, ReturnType<typeof deferred<Reply>>>();
    const ctx = await setupOffersLoaded({
      offers: [offer(1, { offre_statut: '10' }), offer(2, { offre_statut: '10' })],
      routes: (s) => s.on('POST', statusUrl('bardages'), (call) => {
        const gate = deferred<Reply>();
        gates.set((call.body as { offreid: number }).offreid, gate);
        return gate.promise;
      }),
    });
    await ctx.user.selectOptions(statusOf('OFF-2'), 'Gagné');
    await ctx.user.selectOptions(statusOf('OFF-1'), 'Perdu');
    await waitFor(() => expect(gates.size).toBe(2));
    gates.get(1)!.resolve(reply.json({ statut: 'ko', msg: 'Refusé' }));
    await waitFor(() => expect(statusOf('OFF-1')).toHaveValue('10'));
    expect(statusOf('OFF-2')).toHaveValue('20');
    gates.get(2)!.resolve(reply.json({ statut: 'ok', msg: '' }));
    await flush();
    expect(statusOf('OFF-2')).toHaveValue('20');
    expect(statusOf('OFF-1')).toHaveValue('10');
  });

  it('three quick changes of one offer: one request at a time, the last choice is the one saved, no other offer posted', async () => {
    const gates: { body: { offreid: number; statut: string }; gate: ReturnType<typeof deferred<Reply>> }[] = [];
    const ctx = await setupOffersLoaded({
      offers: [offer(1, { offre_statut: '10' }), offer(2, { offre_statut: '10' }), offer(3, { offre_statut: '10' })],
      routes: (s) => s.on('POST', statusUrl('bardages'), (call) => {
        const gate = deferred<Reply>();
        gates.push({ body: call.body as { offreid: number; statut: string }, gate });
        return gate.promise;
      }),
    });
    for (const label of ['Gagné', 'Perdu', 'Non retenue']) await ctx.user.selectOptions(statusOf('OFF-1'), label);
    await waitFor(() => expect(gates).toHaveLength(1));
    expect(statusOf('OFF-1')).toHaveValue('40');
    gates[0].gate.resolve(reply.json({ statut: 'ok', msg: '' }));
    await waitFor(() => expect(gates).toHaveLength(2));
    gates[1].gate.resolve(reply.json({ statut: 'ok', msg: '' }));
    await flush();
    expect(gates.map((g) => g.body)).toEqual([
      { offreid: 1, offreref: 'OFF-1', statut: '20', statut_precedent: '10' },
      // The choice in between was never sent: the second says the status the first saved.
      { offreid: 1, offreref: 'OFF-1', statut: '40', statut_precedent: '20' },
    ]);
    // The list is filtered on En cours: the changed offer stays, marked, until the view changes.
    expect(refsShown()).toEqual(['OFF-3', 'OFF-2', 'OFF-1']);
    expect(rowOf('OFF-1')).toHaveTextContent('Ne correspond plus aux filtres');
    expect(statusOf('OFF-1')).toHaveValue('40');
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'En cours');
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Gagné');
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'En cours');
    expect(refsShown()).toEqual(['OFF-3', 'OFF-2']);
  });
});

// Issue 22 on the offers screen: a 419 reloads the page once per page session, then the `Session expirée`
// dialog; a host may cancel the reload; a list with no answer is abandoned after 30 s (fake clock); a write
// whose answer is lost says so and reloads the list; a stored prescriber that is not a whole number is 'all'.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD_KEY } from '../../src/core/sessionReload';
import { storageKey } from '../../src/screens/offers/viewState';
import { reply, type RecordedCall } from '../support/fakeServer';
import { offer, plain, PRESCRIBERS } from '../support/offerFixtures';
import { installOffersPage, loadingIndicator, setupOffers, setupOffersLoaded, waitForLoaded } from '../support/offersScreen';

installOffersPage();

const EXPIRED = 'La session a expiré. Veuillez recharger cette page.';
const retry = () => screen.getByRole('button', { name: 'Réessayer' });

describe('HTTP 419 on the list: one reload per page session, then the dialog', () => {
  it('the first 419 reloads once (kept in the tab with its time); after the reload, the dialog and no other reload', async () => {
    const before = Date.now();
    const ctx = setupOffers({ list: reply.status(419) });
    await waitFor(() => expect(ctx.env.reloadPage).toHaveBeenCalledTimes(1));
    expect(ctx.env.reloadPage).toHaveBeenCalledWith(419);
    const kept = JSON.parse(ctx.env.sessionStore.get(SESSION_RELOAD_KEY)!) as { at: number; status: number };
    expect(kept.status).toBe(419);
    expect(kept.at).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The page came back (same tab store) with the same stale token: no reload, the dialog.
    ctx.remount();
    const dialog = await screen.findByRole('dialog', { name: 'Session expirée' }, { timeout: 5000 });
    expect(plain(dialog.textContent)).toContain(EXPIRED);
    expect(ctx.env.reloadPage).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    // The list says why it is empty, and `Réessayer` asks again: still no reload.
    expect(plain(screen.getByRole('alert').textContent)).toContain(EXPIRED);
    const calls = ctx.listCalls().length;
    await userEvent.setup().click(retry());
    await waitFor(() => expect(ctx.listCalls()).toHaveLength(calls + 1));
    await screen.findByRole('dialog', { name: 'Session expirée' }, { timeout: 5000 });
    expect(ctx.env.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a host that cancels terreal-session-expired: no reload, nothing kept, the list says so with Réessayer', async () => {
    const ctx = setupOffers({ list: reply.status(419) });
    ctx.env.reloadPage.mockReturnValue(false);
    await waitFor(() => expect(ctx.env.reloadPage).toHaveBeenCalledTimes(1));
    expect(ctx.env.sessionStore.get(SESSION_RELOAD_KEY)).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain(EXPIRED);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a tab that cannot keep the record (storage disabled) never reloads: the dialog at once', async () => {
    const ctx = setupOffers({ list: reply.status(419), userId: null });
    ctx.env.sessionStore.set = () => undefined; // disabled: writes are dropped
    ctx.rerenderWith({ userId: 5 });
    await screen.findByRole('dialog', { name: 'Session expirée' }, { timeout: 5000 });
    expect(ctx.env.reloadPage).not.toHaveBeenCalled();
  }, 15_000); // the wait above has its own 5 s bound: Jest's default 5 s must not cut it first on a loaded machine
});

describe('a list with no answer is abandoned after 30 s', () => {
  it('shows the load error with Réessayer at 30 s, not before; Réessayer loads again', async () => {
    jest.useFakeTimers();
    let answer = false;
    const ctx = setupOffers({
      offers: [offer(3)],
      list: () => (answer ? reply.json([offer(3, { offre_statut: '10' })]) : new Promise(() => undefined)),
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await act(async () => { await jest.advanceTimersByTimeAsync(29_900); });
    expect(loadingIndicator()).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => { await jest.advanceTimersByTimeAsync(200); });
    const alert = screen.getByRole('alert');
    expect(plain(alert.textContent)).toContain("une erreur est survenue : le serveur n'a pas répondu dans les 30 secondes");
    expect(loadingIndicator()).toBeNull();
    expect(ctx.listCalls()[0].aborted).toBe(true);
    answer = true;
    await ctx.user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await act(async () => { await jest.advanceTimersByTimeAsync(50); });
    expect(ctx.listCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    jest.useRealTimers();
  });
});

describe('a write whose answer is lost', () => {
  const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;

  it('reloads the list and says what the server now holds (never "not saved" for a change that may have been applied)', async () => {
    let applied = false;
    const ctx = await setupOffersLoaded({
      offers: [offer(3, { offre_statut: '10' })],
      list: () => reply.json([offer(3, { offre_statut: applied ? '20' : '10' })]),
      routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', () => { applied = true; return reply.networkError(); }),
    });
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    expect(ctx.listCalls()).toHaveLength(1);
    await ctx.user.selectOptions(statusOf('OFF-3'), 'Gagné');
    const dialog = await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    expect(plain(dialog.textContent)).toContain('OFF-3 : statut inconnu, la liste a été rechargée — statut actuel : Gagné');
    await waitFor(() => expect(ctx.listCalls()).toHaveLength(2));
    await waitForLoaded();
    await waitFor(() => expect(statusOf('OFF-3')).toHaveValue('20')); // the server applied it
  });

  it('when the list cannot be had either (server down), the rows stay as they were, still usable', async () => {
    let down = false;
    const ctx = await setupOffersLoaded({
      offers: [offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '10' })],
      list: () => (down ? reply.networkError() : reply.json([offer(3, { offre_statut: '10' }), offer(4, { offre_statut: '10' })])),
      routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', () => { down = true; return reply.networkError(); }),
    });
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    await ctx.user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    await waitFor(() => expect(ctx.listCalls()).toHaveLength(2));
    await waitFor(() => expect(ctx.listCalls()[1].settled).toBe(true));
    expect(loadingIndicator()).toBeNull();
    expect(screen.getAllByRole('combobox', { name: /^Statut de l'offre / })).toHaveLength(2);
    expect(statusOf('OFF-3')).toHaveValue('10');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('an answer that says no is not "unknown": no reload', async () => {
    const ctx = await setupOffersLoaded({
      offers: [offer(3, { offre_statut: '10' })],
      routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', reply.json({ msg: 'Panne SQL' }, 500)),
    });
    await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
    await ctx.user.selectOptions(statusOf('OFF-3'), 'Gagné');
    await screen.findByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
    expect(ctx.listCalls()).toHaveLength(1);
  });
});

describe('the prescriber kept in the tab is read as all or a whole positive number', () => {
  it.each([2.5, 1e308, -3, '2.5', 'x'])('%j → the list of every prescriber (userid all)', async (userFilter) => {
    const ctx = setupOffers({ isBackoffice: true, prescribers: PRESCRIBERS, offers: [offer(3)] });
    await waitForLoaded();
    ctx.env.sessionStore.set(storageKey('bardages', 5), JSON.stringify({ list: {}, userFilter }));
    ctx.remount();
    await waitFor(() => expect(ctx.listCalls()).toHaveLength(2));
    await waitForLoaded();
    expect(ctx.listCalls().map((c: RecordedCall) => (c.body as { userid: unknown }).userid)).toEqual(['all', 'all']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a whole number is kept', async () => {
    const ctx = setupOffers({ isBackoffice: true, prescribers: PRESCRIBERS, offers: [offer(3)] });
    await waitForLoaded();
    ctx.env.sessionStore.set(storageKey('bardages', 5), JSON.stringify({ list: {}, userFilter: PRESCRIBERS[0].id }));
    ctx.remount();
    await waitFor(() => expect(ctx.listCalls()).toHaveLength(2));
    expect((ctx.listCalls()[1].body as { userid: unknown }).userid).toBe(PRESCRIBERS[0].id);
  });
});

// Issue 25 on the offers screen: the selection checkboxes and bar, `Changer le statut…` on many offers at once
// (one failure listed, the rest posted, then one `Annuler`), the selection across pages and its clearing when
// the prescriber changes, and the keyboard grid (one Tab stop, arrow keys, Space selects the focused row).
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { manyOffers, offer } from '../support/offerFixtures';
import { flush, installOffersPage, rowOf, setupOffersLoaded, table } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(30000);

const checkbox = (ref: string) => screen.getByRole('checkbox', { name: `Sélectionner l'offre ${ref}` }) as HTMLInputElement;
const pageBox = () => screen.getByRole('checkbox', { name: 'Sélectionner les offres de la page' }) as HTMLInputElement;
const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;
const bulkDialog = () => screen.getByRole('dialog', { name: 'Changer le statut des offres sélectionnées' });

describe('offers: bulk status change', () => {
  it('twenty offers marked Perdu in one go: one failure listed, the rest posted and shown, then all undone', async () => {
    const url = '/ajax/bardages/statut-offre';
    const { user, server, env } = await setupOffersLoaded({
      family: 'bardages',
      offers: manyOffers(20),
      routes: (s) => s.on('POST', url, (call) => {
        const body = call.body as { offreid: number; statut: string };
        return body.offreid === 7 && body.statut === '30'
          ? reply.json({ statut: 'ko', msg: 'Offre verrouillée' })
          : reply.json({ statut: 'ok', msg: '' });
      }),
    });
    await user.click(pageBox());
    expect(screen.getByText('20 offres sélectionnées')).toBeInTheDocument();
    expect(checkbox('OFF-5').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
    await user.selectOptions(within(bulkDialog()).getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    await user.click(within(bulkDialog()).getByRole('button', { name: 'Appliquer' }));
    expect(await within(bulkDialog()).findByText('19 offres passées au statut Perdu.')).toBeInTheDocument();
    expect(within(bulkDialog()).getByRole('listitem')).toHaveTextContent('OFF-7 : Offre verrouillée');
    const calls = () => server.callsTo('POST', url).map((c) => c.body as { offreid: number; statut: string });
    expect(calls()).toHaveLength(20);
    expect(new Set(calls().map((c) => c.offreid))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(calls().every((c) => c.statut === '30')).toBe(true);
    // The rows stay in place (they no longer match `En cours`) and show their new status; the failed one its old.
    expect(statusOf('OFF-3')).toHaveValue('30');
    expect(statusOf('OFF-7')).toHaveValue('10');
    expect(env.emit).toHaveBeenCalledWith('terreal-offre-status-change', { family: 'bardages', id: 3, statut: '30' });

    await user.click(within(bulkDialog()).getByRole('button', { name: 'Annuler' }));
    expect(await within(bulkDialog()).findByText('Statut rétabli pour 19 offres.')).toBeInTheDocument();
    expect(calls()).toHaveLength(39);
    expect(calls().slice(20).every((c) => c.statut === '10' && c.offreid !== 7)).toBe(true);
    expect(statusOf('OFF-3')).toHaveValue('10');
    await user.click(within(bulkDialog()).getByRole('button', { name: 'Fermer' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('offers: the selection', () => {
  it('survives paging; `Sélectionner les {m} offres filtrées` selects every page; `Tout désélectionner` clears it', async () => {
    const { user } = await setupOffersLoaded({ family: 'parement', offers: manyOffers(60) });
    await user.click(checkbox('OFF-60'));
    expect(screen.getByText('1 offre sélectionnée')).toBeInTheDocument();
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: "Sélectionner l'offre OFF-60" })).toBeNull());
    await user.click(checkbox('OFF-5'));
    expect(screen.getByText('2 offres sélectionnées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect((await screen.findByRole('checkbox', { name: "Sélectionner l'offre OFF-60" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 60 offres filtrées' }));
    expect(screen.getByText('60 offres sélectionnées')).toBeInTheDocument();
    expect(pageBox().checked).toBe(true);
    expect(screen.queryByRole('button', { name: /^Sélectionner les \d+ offres filtrées$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    expect(screen.queryByText(/sélectionnée/)).toBeNull();
    expect(checkbox('OFF-60').checked).toBe(false);
  });
});

describe('offers: the selection and the prescriber', () => {
  it('is cleared when the backoffice user chooses another prescriber', async () => {
    const prescribers = [{ id: 21, name: 'Dubois', firstname: 'Pierre' }, { id: 22, name: 'Martin', firstname: 'Bruno' }];
    const { user } = await setupOffersLoaded({
      family: 'parement', isBackoffice: true, prescribers, offers: [offer(1, { user_id: 21 }), offer(2, { user_id: 22 })],
    });
    await user.click(checkbox('OFF-2'));
    expect(screen.getByText('1 offre sélectionnée')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' }), 'Martin, Bruno');
    await flush();
    await waitFor(() => expect(screen.queryByText(/sélectionnée/)).toBeNull());
    expect((await screen.findByRole('checkbox', { name: "Sélectionner l'offre OFF-2" }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('offers: the keyboard grid', () => {
  it('is one Tab stop; arrow keys move between cells; Space toggles the focused row; Enter on the name opens it', async () => {
    const { user, env } = await setupOffersLoaded({ family: 'bardages', offers: [offer(1), offer(2), offer(3)] });
    const grid = table();
    expect(grid).toHaveAttribute('role', 'grid');
    const stops = Array.from(grid.querySelectorAll('tbody [tabindex="0"]'));
    expect(stops).toHaveLength(1);
    expect(Array.from(grid.querySelectorAll('tbody button, tbody select, tbody input')).every((c) => c.getAttribute('tabindex') === '-1')).toBe(true);
    (stops[0] as HTMLElement).focus();
    const first = rowOf('OFF-3');
    expect(first.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(rowOf('OFF-2').contains(document.activeElement)).toBe(true);
    await user.keyboard(' ');
    expect(checkbox('OFF-2').checked).toBe(true);
    expect(screen.getByText('1 offre sélectionnée')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(checkbox('OFF-2').checked).toBe(false);
    // Home: the row's first cell (the selection); one step right: the name, where Enter opens the offer.
    await user.keyboard('{Home}{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Offre 002');
    expect(env.navigate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(env.navigate).toHaveBeenCalledTimes(1);
    // The same address as the row's own open button.
    rowOf('OFF-2').querySelector<HTMLButtonElement>('[data-open]')!.click();
    expect(env.navigate).toHaveBeenCalledTimes(2);
    expect(env.navigate.mock.calls[0][0]).toBe(env.navigate.mock.calls[1][0]);
    expect(env.navigate.mock.calls[0][0]).toMatch(/2/);
  });
});

// The screens still work under real react-dom 19 (the `screens` project runs them on preact, as the
// bundle ships; host apps may mount them with React, see src/react): load a list, sort it, open a dialog
// and confirm it, with no React warning.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version as compatVersion } from 'preact/compat';
import { version as reactDomVersion } from 'react-dom';
import { createApi } from '../../src/core/api';
import { ContactsScreen } from '../../src/screens/ContactsScreen';
import { contact } from '../support/contactFixtures';
import { testEnv } from '../support/env';
import { createFakeServer, reply } from '../support/fakeServer';
import { offer, plain } from '../support/offerFixtures';
import { columnTexts, installOffersPage, refsShown, setupOffersLoaded, table } from '../support/offersScreen';

// Under a loaded 2-core machine (several suites at once) these exchanges can pass 5 s: a time limit, not a check.
jest.setTimeout(20_000);

configure({ asyncUtilTimeout: 4000 });

installOffersPage();

it('runs on real react-dom 19, not on preact/compat', () => {
  expect(reactDomVersion).toMatch(/^19\./);
  expect(reactDomVersion).not.toBe(compatVersion);
});

describe('ContactsScreen under react-dom', () => {
  it('loads the list, sorts by a header, and deletes a contact through its dialog', async () => {
    const server = createFakeServer();
    server.on('GET', '/contacts/list/7', reply.json([
      contact(1, { societe: 'Tuiles Martin' }),
      contact(2, { societe: 'Bâti Lyonnais' }),
      contact(3, { societe: 'Négoce du Sud' }),
    ]));
    server.on('POST', '/ajax/contacts/delete', reply.json({ statut: 'ok' }));
    const env = testEnv({ api: createApi({ baseUrl: '', csrfToken: 'jeton', fetch: server.fetch }) });
    const user = userEvent.setup();
    render(<ContactsScreen env={env} userId={7} isBackoffice={false} />);

    const grid = await screen.findByRole('grid', { name: 'Contacts' });
    const bodyRows = () => within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    // The Société column's cell (the row's header): at its header's place in the header row, after `Sélection`.
    const at = () => { const th = within(grid).getByRole('columnheader', { name: /Société/ }); return Array.from(th.parentElement!.children).indexOf(th); };
    const societes = () => bodyRows().map((r) => plain(Array.from((r as HTMLTableRowElement).cells)[at()]?.textContent));
    await waitFor(() => expect(societes()).toEqual(['Bâti Lyonnais', 'Négoce du Sud', 'Tuiles Martin']));

    const societe = within(grid).getByRole('columnheader', { name: /Société/ });
    await user.click(within(societe).getByRole('button'));
    expect(societe).toHaveAttribute('aria-sort', 'descending');
    expect(societes()).toEqual(['Tuiles Martin', 'Négoce du Sud', 'Bâti Lyonnais']);

    const row = bodyRows().find((r) => r.textContent?.includes('Négoce du Sud'));
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Supprimer le contact / }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(societes()).toEqual(['Tuiles Martin', 'Bâti Lyonnais']));
    expect(server.callsTo('POST', '/ajax/contacts/delete')).toHaveLength(1);
  });
});

describe('OffersScreen under react-dom', () => {
  it('loads the list, sorts by a header, and deletes an offer through its dialog', async () => {
    const { user, server } = await setupOffersLoaded({
      offers: [offer(1, { offre_nom: 'Bravo' }), offer(2, { offre_nom: 'alpha', statut: 'brouillon' }), offer(3, { offre_nom: 'Charlie' })],
      routes: (s) => s.on('POST', '/ajax/bardages/supprime-offre', reply.json({ statut: 'ok', title: 'Suppression effectuée', msg: "L'offre OFF-2 est supprimée." })),
    });
    expect(refsShown()).toEqual(['OFF-3', 'OFF-2', 'OFF-1']);

    await user.click(within(table()).getByRole('button', { name: /^Offre/ }));
    expect(columnTexts('Offre')).toEqual(['alpha', 'Bravo', 'Charlie']);

    await user.click(screen.getByRole('button', { name: "Actions de l'offre OFF-2" }));
    await user.click(within(screen.getByRole('menu', { name: "Actions de l'offre OFF-2" })).getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'offre" });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    // Done: the server's msg in a floating notice, no window to close.
    await screen.findByText("L'offre OFF-2 est supprimée.", { selector: '[part="notices"] *' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refsShown()).toEqual(['OFF-1', 'OFF-3']);
    expect(server.callsTo('POST', '/ajax/bardages/supprime-offre').map((c) => c.body)).toEqual([{ offreref: 'OFF-2', offreid: 2, statut_precedent: '10' }]);
  });
});

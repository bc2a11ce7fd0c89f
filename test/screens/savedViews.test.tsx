// Issue 14 "Saved views": `Vues` → `Enregistrer la vue actuelle…` (dialog `Nom de la vue`, `Enregistrer`),
// one item per view applying its filters, quick search, sort, page size and columns; `Supprimer la vue {nom}`.
// Kept per user and family in the env's localStore: a view survives a remount (a reload is in the e2e test).
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { webStorage } from '../../src/adapters/browserHost';
import { offer, PRESCRIBERS } from '../support/offerFixtures';
import { headerNames, installOffersPage, refsShown, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

type User = ReturnType<typeof userEvent.setup>;
const menuItems = () => within(screen.getByRole('menu', { name: 'Vues' })).getAllByRole('menuitem').map((i) => i.textContent);
async function openViews(user: User) {
  await user.click(screen.getByRole('button', { name: 'Vues' }));
}
async function saveView(user: User, name: string) {
  await openViews(user);
  await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la vue' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
}

const OFFERS = [
  offer(1, { offre_nom: 'École', offre_statut: '20', budget: 10 }),
  offer(2, { offre_nom: 'Ecole bis', offre_statut: '20', budget: 30 }),
  offer(3, { offre_nom: 'Mairie', offre_statut: '10', budget: 20 }),
];

describe('saved views on an offer list', () => {
  it('saves filters, quick search, sort, page size and columns, and applies them after coming back', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    const { user } = ctx;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Gagné');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ecole');
    await user.click(screen.getByRole('button', { name: /^Budget \(€\)/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '25');
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chantier' }));
    await user.keyboard('{Escape}');
    expect(refsShown()).toEqual(['OFF-1', 'OFF-2']);
    await saveView(user, '  Écoles gagnées ');
    expect(screen.queryByRole('dialog')).toBeNull();

    // back to defaults, then remount: the view is still offered and brings everything back
    await user.click(screen.getByRole('button', { name: 'Effacer tous les filtres' }));
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les colonnes' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Budget \(€\)/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '100');
    ctx.remount();
    await screen.findByText('OFF-3');
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveValue('100');
    await openViews(user);
    expect(menuItems()).toEqual(['Enregistrer la vue actuelle…', 'Écoles gagnées', 'Supprimer la vue Écoles gagnées']);
    await user.click(screen.getByRole('menuitem', { name: 'Écoles gagnées' }));
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('20');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('ecole');
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveValue('25');
    expect(headerNames()).not.toContain('Chantier');
    expect(refsShown()).toEqual(['OFF-1', 'OFF-2']);
  });

  it('refuses a blank name; `Supprimer la vue {nom}` removes one', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await openViews(user);
    await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Indiquer un nom pour la vue.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await saveView(user, 'A');
    await saveView(user, 'B');
    await openViews(user);
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer la vue A' }));
    await openViews(user);
    expect(menuItems()).toEqual(['Enregistrer la vue actuelle…', 'B', 'Supprimer la vue B']);
  });

  it('a view saved with a prescriber choice restores it (backoffice)', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS, isBackoffice: true, prescribers: PRESCRIBERS });
    const prescriber = screen.getByRole('combobox', { name: 'Filtrer par prescripteur' });
    await user.selectOptions(prescriber, String(PRESCRIBERS[0].id));
    await saveView(user, 'Un prescripteur');
    await user.selectOptions(prescriber, 'all');
    await openViews(user);
    await user.click(screen.getByRole('menuitem', { name: 'Un prescripteur' }));
    expect(screen.getByRole('combobox', { name: 'Filtrer par prescripteur' })).toHaveValue(String(PRESCRIBERS[0].id));
  });

  it('a view saved with a veture tool restores it', async () => {
    const { user } = await setupOffersLoaded({ family: 'veture', offers: OFFERS });
    await user.click(screen.getByRole('radio', { name: 'Kess (TEST)' }));
    await saveView(user, 'Kess');
    await user.click(screen.getByRole('radio', { name: 'Thermoreal-Gebrik' }));
    expect(screen.getByRole('radio', { name: 'Kess (TEST)' })).not.toBeChecked();
    await openViews(user);
    await user.click(screen.getByRole('menuitem', { name: 'Kess' }));
    expect(screen.getByRole('radio', { name: 'Kess (TEST)' })).toBeChecked();
  });

  it('views are kept per family', async () => {
    const { user, env } = await setupOffersLoaded({ offers: OFFERS });
    await saveView(user, 'Bardages seulement');
    expect(env.localStore.get('terreal-widgets:vues:offres:bardages:5')).toContain('Bardages seulement');
    expect([...env.localStore.entries.keys()]).toEqual(['terreal-widgets:vues:offres:bardages:5']);
  });
});

describe('a full localStorage', () => {
  it('a view that cannot be kept says so in French, the dialog stays open with the name typed', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    // The page's storage, full: setItem throws QuotaExceededError (browserHost's webStorage reads it as refused).
    const full = {
      getItem: () => null,
      setItem: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); },
      removeItem: () => undefined,
    } as unknown as Storage;
    ctx.env.localStore.set = webStorage(() => full).set;
    await saveView(ctx.user, 'Ma vue');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("La vue n'a pas pu être enregistrée : l'espace de stockage du navigateur est plein.");
    expect(within(dialog).getByRole('textbox', { name: 'Nom de la vue' })).toHaveValue('Ma vue');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).not.toContain('Vue Ma vue enregistrée.');
  });
});

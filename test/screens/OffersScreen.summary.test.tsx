// Issue 14 "The pipeline at a glance": the group `Répartition par statut`, one toggle per status of the
// family named `{libellé} : {n} offre(s), {montant}`, figures over every filter but the status.
import { screen, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { FAMILY_LIST, offer, plain } from '../support/offerFixtures';
import { installOffersPage, refsShown, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const group = () => screen.getByRole('group', { name: 'Répartition par statut' });
const toggles = () => within(group()).getAllByRole('button');
const names = () => toggles().map((b) => plain(computeAccessibleName(b)));
const toggle = (status: string) => toggles().find((b) => computeAccessibleName(b).startsWith(`${status} :`))!;

// Hand-computed: En cours 2 offers 1 234 567 € (1 000 000 + 234 567), Gagné 1 offer 6 500,50 €, Perdu none with a budget.
const OFFERS = [
  offer(1, { offre_statut: '10', budget: 1000000, client_ville: 'Lyon' }),
  offer(2, { offre_statut: '10', budget: 234567, client_ville: 'Lyon' }),
  offer(3, { offre_statut: '20', budget: 6500.5, client_ville: 'Lyon' }),
  offer(4, { offre_statut: '30', budget: null, client_ville: 'Lyon' }),
  offer(5, { offre_statut: '20', budget: 99, client_ville: 'Paris' }),
];

describe.each(FAMILY_LIST)('%s: the pipeline at a glance', (family) => {
  it('names each status with its count and amount, over every filter except the status', async () => {
    const { user } = await setupOffersLoaded({ family, offers: OFFERS });
    await user.type(screen.getByRole('textbox', { name: 'Filtrer par ville cliente' }), 'lyon');
    expect(names()).toEqual([
      'En cours : 2 offres, 1 234 567 €',
      'Gagné : 1 offre, 6 500,50 €',
      'Perdu : 1 offre, 0 €',
      'Non retenue : 0 offre, 0 €',
      ...(family === 'parement' ? ['NR VDS : 0 offre, 0 €'] : []),
    ]);
  });

  it('pressing a status sets the status filter to it; pressing it again sets Tous', async () => {
    const { user } = await setupOffersLoaded({ family, offers: OFFERS });
    const statusFilter = screen.getByRole('combobox', { name: 'Filtrer par statut' });
    expect(toggle('En cours')).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle('Gagné'));
    expect(statusFilter).toHaveValue('20');
    expect(toggle('Gagné')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('En cours')).toHaveAttribute('aria-pressed', 'false');
    expect(refsShown()).toEqual(['OFF-5', 'OFF-3']);
    await user.click(toggle('Gagné'));
    expect(statusFilter).toHaveValue('');
    expect(toggles().every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(refsShown()).toHaveLength(5);
  });
});

describe('the status summary is one Tab stop (APG toolbar)', () => {
  const overdue = () => screen.getByRole('button', { name: /^Livraison dépassée/ });

  it('Tab enters at one toggle and leaves after it; ←/→, Home and End move between the toggles, `Livraison dépassée` included; Space and Enter press them', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    const all = [...toggles(), overdue()];
    expect(all.filter((b) => b.getAttribute('tabindex') !== '-1')).toEqual([all[0]]);
    // Tab from the control before the summary: the first toggle, then out of the summary.
    all[0].focus();
    await user.tab({ shift: true });
    const before = document.activeElement;
    expect(all).not.toContain(before);
    await user.tab();
    expect(document.activeElement).toBe(all[0]);
    await user.tab();
    expect(all).not.toContain(document.activeElement);

    all[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(all[1]);
    await user.keyboard(' ');
    expect(toggle('Gagné')).toHaveAttribute('aria-pressed', 'true');
    expect(document.activeElement).toBe(toggle('Gagné'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(overdue());
    await user.keyboard('{Enter}');
    expect(overdue()).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(overdue());
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(toggle('En cours'));
    await user.keyboard('{End}{ArrowLeft}');
    expect(document.activeElement).toBe(all[all.length - 2]);

    // The summary's Tab stop is the toggle last focused: Shift+Tab into it from after comes back there.
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(all[all.length - 2]);
    expect([...toggles(), overdue()].filter((b) => b.getAttribute('tabindex') === '0')).toEqual([all[all.length - 2]]);
  });
});

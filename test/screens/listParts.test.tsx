// The list parts of bulk actions and grouping on a small table, apart from any list screen: row and page checkboxes with the
// selection bar (the selection survives paging, clears with the scope), and grouped rows with `Grouper par`,
// group rows folding with aria-expanded and totals over the whole group.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { groupedPage, setGroupKey, toggleFolded, type GroupingState } from '../../src/core/grouping';
import { offersScope } from '../../src/core/selection';
import type { Offer } from '../../src/core/types';
import { fr } from '../../src/i18n/fr';
import { GroupBySelect } from '../../src/ui/GroupBySelect';
import { GroupHeadView } from '../../src/ui/GroupHead';
import { SelectionBar } from '../../src/ui/SelectionBar';
import { PageCheckbox, rowCheckbox } from '../../src/ui/SelectionCheckbox';
import { useListSelection } from '../../src/ui/useListSelection';
import { manyOffers, offer } from '../support/offerFixtures';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** A row checkbox's name, as the offers screen gives it (one function: the rows' cells are memoised on it). */
const offerLabel = (o: Offer) => fr.bulk.selectOffer(o.offre_ref);

/** A small table with the lead column and the selection bar the list screens get from useListSelection. */
function SelectionList(props: { offers: Offer[]; filtered: Offer[]; pageSize: number; onBulk?(kind: string, offers: Offer[]): void }) {
  const [page, setPage] = useState(1);
  const [tool, setTool] = useState('gebrik');
  const pageRows = props.filtered.slice((page - 1) * props.pageSize, page * props.pageSize);
  const { selected, lead, bar } = useListSelection({
    scope: offersScope('all', tool), rows: props.offers, known: true, page: pageRows, filtered: props.filtered, rowLabel: offerLabel, texts: fr.bulk,
  });
  return (
    <div>
      <SelectionBar {...bar}>
        <button type="button" onClick={() => props.onBulk?.('status', selected)}>{fr.bulk.changeStatus}</button>
        <button type="button" onClick={() => props.onBulk?.('hide', selected)}>{fr.bulk.hide}</button>
      </SelectionBar>
      <table aria-label="Offres">
        <thead><tr><th><PageCheckbox {...lead.page} /></th><th>Offre</th></tr></thead>
        <tbody>
          {pageRows.map((o) => (
            <tr key={o.id}>
              <td>{rowCheckbox(lead, o, lead.on(o))}</td>
              <td>{o.offre_nom}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => setPage((p) => p + 1)}>Page suivante</button>
      <button type="button" onClick={() => setTool('kess')}>Kess</button>
    </div>
  );
}

describe('selection: checkboxes and the bar', () => {
  it('selected across pages, the bar counts them, then all filtered offers, then none', async () => {
    const user = userEvent.setup();
    const offers = manyOffers(7);
    const filtered = offers.slice(0, 6);
    const onBulk = jest.fn();
    render(<SelectionList offers={offers} filtered={filtered} pageSize={3} onBulk={onBulk} />);
    expect(screen.queryByRole('button', { name: 'Tout désélectionner' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-2" }));
    expect(screen.getByRole('status')).toHaveTextContent('1 offre sélectionnée');
    const pageBox = screen.getByRole('checkbox', { name: 'Sélectionner les offres de la page' }) as HTMLInputElement;
    expect(pageBox.indeterminate).toBe(true);
    expect(pageBox).not.toBeChecked();

    await user.click(pageBox);
    expect(pageBox).toBeChecked();
    expect(pageBox.indeterminate).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('3 offres sélectionnées');

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-4" })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-5" }));
    expect(screen.getByRole('status')).toHaveTextContent('4 offres sélectionnées');

    await user.click(screen.getByRole('button', { name: 'Sélectionner les 6 offres filtrées' }));
    expect(screen.getByRole('status')).toHaveTextContent('6 offres sélectionnées');
    expect(screen.queryByRole('button', { name: /Sélectionner les \d+ offres filtrées/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Changer le statut…' }));
    expect(onBulk).toHaveBeenLastCalledWith('status', filtered);
    await user.click(screen.getByRole('button', { name: 'Masquer…' }));
    expect(onBulk).toHaveBeenLastCalledWith('hide', filtered);

    await user.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Changer le statut…' })).not.toBeInTheDocument();
  });

  it('another tool (scope) clears the selection', async () => {
    const user = userEvent.setup();
    const offers = manyOffers(3);
    render(<SelectionList offers={offers} filtered={offers} pageSize={3} />);
    await user.click(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-1" }));
    expect(screen.getByRole('status')).toHaveTextContent('1 offre sélectionnée');
    await user.click(screen.getByRole('button', { name: 'Kess' }));
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-1" })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

const OFFERS: Offer[] = [
  offer(9, { client_societe: 'Acme', budget: 1000, qte_m2: 100 }),
  offer(8, { client_societe: 'Bati', budget: 2500.5, qte_m2: 40.25 }),
  offer(7, { client_societe: 'ACME', budget: 300, qte_m2: null }),
  offer(6, { client_societe: 'Bati', budget: 100, qte_m2: 5 }),
];

function GroupedList(props: { initial?: GroupingState; pageSize: number }) {
  const [grouping, setGrouping] = useState<GroupingState>(props.initial ?? { key: 'none', folded: [] });
  const [page, setPage] = useState(1);
  const view = groupedPage(OFFERS, grouping, page, props.pageSize);
  // The group heads before an offer (or after the last one: null), each a row across the columns.
  const headRows = (id: number | null) => (view.heads.get(id) ?? []).map(({ group, continued }) => (
    <tr key={`g-${group.id}`}><td colSpan={2}><GroupHeadView group={group} continued={continued} onToggle={(gid) => setGrouping((g) => toggleFolded(g, gid))} /></td></tr>
  ));
  return (
    <div>
      <GroupBySelect value={grouping.key} backoffice={false} onChange={(key) => setGrouping((g) => setGroupKey(g, key))} />
      <table aria-label="Offres">
        <thead><tr><th>Offre</th><th>Client</th></tr></thead>
        <tbody>
          {view.rows.map((o) => [...headRows(o.id), <tr key={o.id}><td>{o.offre_ref}</td><td>{o.client_societe}</td></tr>])}
          {headRows(null)}
        </tbody>
      </table>
      <p>{`Page ${view.page} sur ${view.pageCount}`}</p>
      <button type="button" onClick={() => setPage((p) => p + 1)}>Page suivante</button>
    </div>
  );
}

const bodyTexts = () => Array.from(screen.getByRole('table').querySelectorAll('tbody tr')).map((tr) => plain(tr.textContent).trim());

describe('grouping: Grouper par, group rows', () => {
  it('group by client: a group row per company with its count and totals; folding hides its offers, paging counts offers', async () => {
    const user = userEvent.setup();
    render(<GroupedList pageSize={3} />);
    const select = screen.getByRole('combobox', { name: 'Grouper par' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aucun', 'Client', 'Livraison', 'Statut']);
    expect(bodyTexts()).toEqual(['OFF-9Acme', 'OFF-8Bati', 'OFF-7ACME']);

    await user.selectOptions(select, 'Client');
    expect(bodyTexts()).toEqual([
      '▾ Acme2 offresBudget 1 300 €, surface 100 m²', 'OFF-9Acme', 'OFF-7ACME',
      '▾ Bati2 offresBudget 2 600,50 €, surface 45,25 m²', 'OFF-8Bati',
    ]);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    const acme = screen.getByRole('button', { name: 'Groupe Acme' });
    expect(acme).toHaveAttribute('aria-expanded', 'true');

    await user.click(acme);
    expect(screen.getByRole('button', { name: 'Groupe Acme' })).toHaveAttribute('aria-expanded', 'false');
    expect(bodyTexts()).toEqual([
      '▸ Acme2 offresBudget 1 300 €, surface 100 m²',
      '▾ Bati2 offresBudget 2 600,50 €, surface 45,25 m²', 'OFF-8Bati', 'OFF-6Bati',
    ]);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('a group running over two pages has its row on both, marked (suite)', async () => {
    const user = userEvent.setup();
    render(<GroupedList pageSize={3} initial={{ key: 'client', folded: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(bodyTexts()).toEqual(['▾ Bati(suite)2 offresBudget 2 600,50 €, surface 45,25 m²', 'OFF-6Bati']);
  });

  it('restored folded from a view', () => {
    render(<GroupedList pageSize={50} initial={{ key: 'client', folded: ['client:bati'] }} />);
    expect(screen.getByRole('combobox', { name: 'Grouper par' })).toHaveValue('client');
    expect(screen.getByRole('button', { name: 'Groupe Bati' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('OFF-8')).not.toBeInTheDocument();
  });
});

// DataTable's rows (issue 12, issue 9): a filter change patches the rows in place instead of creating new
// ones, while a record's row keeps its controls and focus never moves to another record's controls.
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../../src/ui/DataTable';

interface Rec { id: number; name: string }
const rec = (id: number): Rec => ({ id, name: `Offre ${id}` });
const columns: Column<Rec>[] = [
  { key: 'name', header: 'Nom', cell: (r) => r.name },
  { key: 'open', header: 'Actions', cell: (r) => <button type="button">{`Ouvrir ${r.name}`}</button> },
];

function table(rows: Rec[]) {
  return <DataTable label="Offres" columns={columns} rows={rows} rowKey={(r) => r.id} sort={{ key: 'id', dir: 'desc' }} onSort={() => {}} emptyText="Aucune offre" />;
}
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').filter((tr) => tr.hasAttribute('data-row-id'));

describe('DataTable rows', () => {
  it('a new set of records reuses the row elements, in order', () => {
    const { rerender } = render(table([rec(1), rec(2), rec(3)]));
    const before = bodyRows();
    rerender(table([rec(7), rec(8), rec(9)]));
    const after = bodyRows();
    expect(after).toEqual(before);
    expect(after.map((tr) => tr.getAttribute('data-row-id'))).toEqual(['7', '8', '9']);
    expect(within(after[0]).getByRole('button').textContent).toBe('Ouvrir Offre 7');
  });

  it('a record still shown keeps its row element when the order changes', () => {
    const { rerender } = render(table([rec(1), rec(2), rec(3)]));
    const rowOf2 = bodyRows()[1];
    rerender(table([rec(3), rec(4), rec(2)]));
    expect(bodyRows()[2]).toBe(rowOf2);
    expect(rowOf2.getAttribute('data-row-id')).toBe('2');
  });

  it('the focused control is never handed to another record', () => {
    const { rerender } = render(table([rec(1), rec(2), rec(3)]));
    const button = screen.getByRole('button', { name: 'Ouvrir Offre 2' });
    button.focus();
    rerender(table([rec(4), rec(5), rec(6)]));
    // Record 2 left: its row went with it; no other record's row holds the focused button.
    expect(button.isConnected).toBe(false);
    expect(bodyRows().map((tr) => tr.getAttribute('data-row-id'))).toEqual(['4', '5', '6']);
  });

  it('the focused control stays with its record when that record moves', () => {
    const { rerender } = render(table([rec(1), rec(2), rec(3)]));
    const button = screen.getByRole('button', { name: 'Ouvrir Offre 2' });
    button.focus();
    rerender(table([rec(9), rec(8), rec(2)]));
    expect(button.isConnected).toBe(true);
    expect(button.textContent).toBe('Ouvrir Offre 2');
    expect(button.closest('tr')?.getAttribute('data-row-id')).toBe('2');
  });
});

// DataTable's rows (issue 12, issue 9): a filter change patches the rows in place instead of creating new
// ones, while a record's row keeps its controls and focus never moves to another record's controls; a list
// arriving is built in two stages, the rows in view first.
import { render, screen, within } from '@testing-library/react';
import { cellText, DataTable, type Column } from '../../src/ui/DataTable';
import { TABLE_FIRST_STAGE } from '../../src/ui/useStagedRows';

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

  it('a new set of records writes no empty cell again (a heavy key re-renders every row of the page)', () => {
    const blank = (id: number): Rec => ({ id, name: '' });
    const { rerender } = render(table([blank(1), blank(2)]));
    const written: string[] = [];
    const observer = new MutationObserver((records) => { for (const r of records) if (r.type === 'characterData') written.push(r.target.textContent ?? ''); });
    observer.observe(screen.getByRole('table'), { subtree: true, characterData: true });
    rerender(table([blank(7), blank(8)]));
    written.push(...observer.takeRecords().map((r) => r.target.textContent ?? ''));
    observer.disconnect();
    expect(bodyRows().map((tr) => tr.getAttribute('data-row-id'))).toEqual(['7', '8']);
    expect(written).toEqual([]);
  });

  it('a record still shown keeps its row element when the order changes', () => {
    const { rerender } = render(table([rec(1), rec(2), rec(3)]));
    const rowOf2 = bodyRows()[1];
    rerender(table([rec(3), rec(4), rec(2)]));
    expect(bodyRows()[2]).toBe(rowOf2);
    expect(rowOf2.getAttribute('data-row-id')).toBe('2');
  });

  it('with group heads (Grouper par), a record that moves keeps its row and a newcomer reuses a freed one', () => {
    // A head before each even record: rows and heads are siblings, each row keyed by its element's slot.
    const heads = (key: number | string | null) => (typeof key === 'number' && key % 2 === 0 ? [{ id: `h${key}`, content: `Groupe ${key}` }] : []);
    const grouped = (rows: Rec[]) => <DataTable label="Offres" columns={columns} rows={rows} rowKey={(r) => r.id} heads={heads} sort={{ key: 'id', dir: 'desc' }} onSort={() => {}} emptyText="Aucune offre" />;
    const { rerender } = render(grouped([rec(1), rec(2), rec(3)]));
    const before = bodyRows();
    rerender(grouped([rec(3), rec(4), rec(2)]));
    const after = bodyRows();
    expect(after[0]).toBe(before[2]);
    expect(after[2]).toBe(before[1]);
    expect(after[1]).toBe(before[0]);
    expect(after.map((tr) => tr.getAttribute('data-row-id'))).toEqual(['3', '4', '2']);
    expect(screen.getAllByRole('cell', { name: /^Groupe/ }).map((td) => td.textContent)).toEqual(['Groupe 4', 'Groupe 2']);
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

  it('a list arriving: the first rows, then the rest after that paint, the table busy in between', () => {
    const { rerender } = render(table([]));
    const tableEl = screen.getByRole('table');
    const observer = new MutationObserver(() => undefined);
    observer.observe(tableEl, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    rerender(table(Array.from({ length: 50 }, (_, i) => rec(i + 1))));
    // What the commits did, in order: 'busy' / 'done' when aria-busy was set / removed, '+n' for n rows added.
    const steps: string[] = [];
    for (const record of observer.takeRecords()) {
      const added = [...record.addedNodes].filter((n) => n instanceof HTMLElement && n.hasAttribute('data-row-id')).length;
      const step = record.type === 'attributes' ? (record.oldValue === null ? 'busy' : 'done') : added ? `+${added}` : null;
      const last = steps[steps.length - 1];
      if (step?.startsWith('+') && last?.startsWith('+')) steps[steps.length - 1] = `+${Number(last.slice(1)) + added}`;
      else if (step) steps.push(step);
    }
    observer.disconnect();
    expect(steps).toEqual(['busy', `+${TABLE_FIRST_STAGE}`, 'done', `+${50 - TABLE_FIRST_STAGE}`]);
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[49].getAttribute('data-row-id')).toBe('50');
  });

  it('typing in a filter (the same number of rows) renders all rows at once', () => {
    const { rerender } = render(table(Array.from({ length: 50 }, (_, i) => rec(i + 1))));
    rerender(table(Array.from({ length: 50 }, (_, i) => rec(i + 101))));
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[49].getAttribute('data-row-id')).toBe('150');
  });
});

describe('cellText: a cell\'s full text (its title, what a fit column measures)', () => {
  let built = 0;
  const quarter: Column<Rec> = { key: 'quarter', header: 'Livraison', text: (r) => `2027-T${r.id}`, cell: (r) => { built++; return <button type="button">{`2027-T${r.id}`}</button>; } };
  const plain: Column<Rec> = { key: 'name', header: 'Nom', cell: (r) => r.name };
  const count: Column<Rec> = { key: 'id', header: 'N°', cell: (r) => r.id };
  const control: Column<Rec> = { key: 'open', header: 'Actions', cell: (r) => <button type="button">{r.name}</button> };

  it.each([
    ['the column\'s own text, its cell never built', quarter, undefined, '2027-T2'],
    ['a plain text cell, built here', plain, undefined, 'Offre 2'],
    ['a number cell', count, undefined, '2'],
    ['a control cell: no text', control, undefined, ''],
    ['the cell as rendered, when given', plain, 'déjà rendu', 'déjà rendu'],
  ] as const)('%s', (_, column, content, expected) => {
    built = 0;
    expect(cellText(column, rec(2), content)).toBe(expected);
    expect(built).toBe(0);
  });
});

// The keyboard grid hook (issue 25) on a small plain table, apart from any list screen: one Tab stop for the
// rows after the filter boxes, arrow keys between cells, group rows of one cell, Enter/F2 into a control and
// Escape back, Enter on the name and Space on a row through callbacks.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useGridKeyboard } from '../../src/ui/useGridKeyboard';

type Row = { kind: 'offer'; id: number } | { kind: 'group'; label: string };
const ROWS: Row[] = [
  { kind: 'group', label: 'Acme' }, { kind: 'offer', id: 1 }, { kind: 'offer', id: 2 },
  { kind: 'group', label: 'Bati' }, { kind: 'offer', id: 3 }, { kind: 'offer', id: 4 },
];

function Grid(props: { rows?: Row[]; onOpen(id: number): void; pageRows?: number; cards?: boolean }) {
  const table = useRef<HTMLTableElement>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [statuses, setStatuses] = useState<Record<number, string>>({});
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  useGridKeyboard(table, {
    pageRows: props.pageRows,
    onEnter: (t) => {
      const id = Number(t.row.dataset.id);
      if (t.colIndex !== 1 || !id) return false;
      props.onOpen(id);
      return true;
    },
    onToggleRow: (t) => {
      const id = Number(t.row.dataset.id);
      if (id) toggle(id);
    },
  });
  return (
    <div>
      <button type="button">Avant</button>
      {props.cards ? <ul aria-label="Offres en cartes"><li>Offre 1</li></ul> : (
      <table role="grid" aria-label="Offres" ref={table}>
        <thead>
          <tr><th>Sélection</th><th>Offre</th><th>Statut</th><th>Livraison</th></tr>
          <tr><td /><td><input aria-label="Filtrer par nom d'offre" /></td><td /><td /></tr>
        </thead>
        <tbody>
          {(props.rows ?? ROWS).map((r) => (r.kind === 'group'
            ? <tr key={r.label}><td colSpan={4}><button type="button" aria-expanded="true">{`Groupe ${r.label}`}</button></td></tr>
            : (
              <tr key={r.id} data-id={r.id}>
                <td><input type="checkbox" aria-label={`Sélectionner l'offre OFF-${r.id}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} /></td>
                <td>{`Offre ${r.id}`}</td>
                <td>
                  <select aria-label={`Statut de l'offre OFF-${r.id}`} value={statuses[r.id] ?? '10'}
                    onChange={(e) => setStatuses((s) => ({ ...s, [r.id]: e.currentTarget.value }))}>
                    <option value="10">En cours</option><option value="30">Perdu</option>
                  </select>
                </td>
                <td><button type="button">{`Livraison ${r.id}`}</button><button type="button">{`Actions ${r.id}`}</button></td>
              </tr>
            )))}
        </tbody>
      </table>
      )}
      <button type="button">Après</button>
    </div>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Offres' });
const bodyRows = () => Array.from(grid().querySelectorAll('tbody tr')) as HTMLTableRowElement[];
const cellAt = (row: number, col: number) => bodyRows()[row].querySelectorAll<HTMLTableCellElement>(":scope > td")[col];
const active = () => document.activeElement;
const tabStops = () => Array.from(grid().querySelectorAll('tbody [tabindex="0"]'));

function setup(props: Partial<Parameters<typeof Grid>[0]> = {}) {
  const user = userEvent.setup();
  const onOpen = jest.fn();
  const view = render(<Grid onOpen={onOpen} {...props} />);
  return { user, onOpen, ...view };
}

describe('useGridKeyboard: one Tab stop', () => {
  it('Tab: the filter box, then the rows as one stop, then what follows; Shift+Tab comes back to the last cell', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Avant' }).focus();
    await user.tab();
    expect(active()).toBe(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }));
    await user.tab();
    expect(active()).toBe(cellAt(0, 0));
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Après' }));
    await user.tab({ shift: true });
    expect(active()).toBe(cellAt(0, 0));

    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(active()).toBe(cellAt(1, 2));
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Après' }));
    await user.tab({ shift: true });
    expect(active()).toBe(cellAt(1, 2));
    expect(tabStops()).toEqual([cellAt(1, 2)]);
  });

  it('no control inside the rows is a Tab stop of its own', () => {
    setup();
    const controls = within(grid()).getAllByRole('checkbox')
      .concat(within(grid()).getAllByRole('combobox'), within(grid()).getAllByRole('button'));
    expect(controls).toHaveLength(4 * 4 + 2);
    for (const c of controls) expect(c).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" })).not.toHaveAttribute('tabindex');
  });

  it('rows that arrive later follow the same rule', async () => {
    const { rerender, onOpen } = setup({ rows: ROWS.slice(0, 2) });
    rerender(<Grid onOpen={onOpen} rows={ROWS} />);
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-4" })).toHaveAttribute('tabindex', '-1');
    expect(tabStops()).toHaveLength(1);
  });

  it('rows that change write only the tab stops that change (not every cell and control again, as on each heavy key)', () => {
    const { rerender, onOpen } = setup({ rows: ROWS.slice(0, 3) });
    const written: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) if (r.attributeName === 'tabindex') written.push((r.target as Element).tagName.toLowerCase());
    });
    observer.observe(grid(), { subtree: true, attributes: true });
    // One row more (a group row): its cell and its fold button get their tab stop; the rows already there keep theirs.
    rerender(<Grid onOpen={onOpen} rows={ROWS.slice(0, 4)} />);
    observer.takeRecords().forEach((r) => written.push((r.target as Element).tagName.toLowerCase()));
    observer.disconnect();
    expect(written.sort()).toEqual(['button', 'td']);
    expect(tabStops()).toHaveLength(1);
  });
});

describe('useGridKeyboard: a table that comes back', () => {
  it('after cards (a narrow element) the new table is a keyboard grid again', async () => {
    const { user, rerender, onOpen } = setup();
    rerender(<Grid onOpen={onOpen} cards />);
    rerender(<Grid onOpen={onOpen} />);
    cellAt(1, 0).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(active()).toBe(cellAt(2, 1));
    expect(tabStops()).toEqual([cellAt(2, 1)]);
  });
});

describe('useGridKeyboard: moving between cells', () => {
  it.each<[string, string, [number, number]]>([
    ['ArrowDown from the group row keeps the first column', '{ArrowDown}', [1, 0]],
    ['ArrowRight in a group row stays', '{ArrowRight}', [0, 0]],
    ['down, right, right, down: the column is kept', '{ArrowDown}{ArrowRight}{ArrowRight}{ArrowDown}', [2, 2]],
    ['through a group row and back to the column', '{ArrowDown}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}', [4, 2]],
    ['End then Home', '{ArrowDown}{End}', [1, 3]],
    ['Home', '{ArrowDown}{End}{Home}', [1, 0]],
    ['Ctrl+End: the last cell of the last row', '{Control>}{End}{/Control}', [5, 3]],
    ['Ctrl+Home: the first cell', '{Control>}{End}{/Control}{Control>}{Home}{/Control}', [0, 0]],
    ['PageDown by the screenful given (2 rows)', '{ArrowDown}{PageDown}', [3, 0]],
    ['PageDown at the end clamps', '{PageDown}{PageDown}{PageDown}{PageDown}', [5, 0]],
    ['PageUp', '{Control>}{End}{/Control}{PageUp}', [3, 0]],
    ['ArrowUp at the top stays', '{ArrowUp}', [0, 0]],
  ])('%s', async (_, keys, [row, col]) => {
    const { user } = setup({ pageRows: 2 });
    cellAt(0, 0).focus();
    await user.keyboard(keys);
    expect(active()).toBe(cellAt(row, col));
    expect(tabStops()).toEqual([cellAt(row, col)]);
  });

  it('a click on a control makes its cell the Tab stop', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Livraison 3' }));
    expect(tabStops()).toEqual([cellAt(4, 3)]);
    expect(active()).toBe(screen.getByRole('button', { name: 'Livraison 3' }));
  });
});

describe('useGridKeyboard: controls, opening, selecting', () => {
  it('Enter on the name opens the offer through the callback', async () => {
    const { user, onOpen } = setup();
    cellAt(2, 1).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(active()).toBe(cellAt(2, 1));
  });

  it('Enter enters the status select; its arrow keys stay its own; Escape comes back to the cell', async () => {
    const { user, onOpen } = setup();
    cellAt(1, 2).focus();
    await user.keyboard('{Enter}');
    const select = screen.getByRole('combobox', { name: "Statut de l'offre OFF-1" });
    expect(active()).toBe(select);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(select);
    await user.selectOptions(select, '30');
    expect(select).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: "Statut de l'offre OFF-2" })).toHaveValue('10');
    await user.keyboard('{Escape}');
    expect(active()).toBe(cellAt(1, 2));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('F2 enters the delivery button and F2 comes back', async () => {
    const { user } = setup();
    cellAt(4, 3).focus();
    await user.keyboard('{F2}');
    expect(active()).toBe(screen.getByRole('button', { name: 'Livraison 3' }));
    await user.keyboard('{F2}');
    expect(active()).toBe(cellAt(4, 3));
  });

  it('Tab goes between the controls of the cell entered, then leaves the rows; Shift+Tab comes back through them', async () => {
    const { user } = setup();
    cellAt(1, 3).focus();
    await user.keyboard('{Enter}');
    expect(active()).toBe(screen.getByRole('button', { name: 'Livraison 1' }));
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Actions 1' }));
    await user.tab({ shift: true });
    expect(active()).toBe(screen.getByRole('button', { name: 'Livraison 1' }));
    await user.tab();
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Après' }));
  });

  it('Enter on a group row enters its fold button', async () => {
    const { user } = setup();
    cellAt(3, 0).focus();
    await user.keyboard('{Enter}');
    expect(active()).toBe(screen.getByRole('button', { name: 'Groupe Bati' }));
  });

  it('Space toggles the focused row\'s selection', async () => {
    const { user } = setup();
    cellAt(4, 2).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-3" })).toBeChecked();
    await user.keyboard('{ArrowUp}{ArrowUp} ');
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-2" })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getByRole('checkbox', { name: "Sélectionner l'offre OFF-3" })).not.toBeChecked();
    expect(active()).toBe(cellAt(4, 2));
  });

  it('keys in the filter box are not the grid\'s', async () => {
    const { user } = setup();
    const box = screen.getByRole('textbox', { name: "Filtrer par nom d'offre" });
    await user.click(box);
    await user.keyboard('ab{ArrowLeft}{ArrowRight}{Home}{End}{PageDown} ');
    expect(active()).toBe(box);
    expect(box).toHaveValue('ab ');
  });
});

// The keyboard grid hook on a small plain table, apart from any list screen: one Tab stop for the header row and
// the rows after the filter boxes, arrow keys between cells (↑ from the first row to the header cells), group rows
// of one cell, Enter/F2 into a control and Escape back, Enter on the name and Space on a row through callbacks;
// on a header cell Enter or Space sorts (the selection's: its page checkbox) and F2 enters its resize separator.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useGridKeyboard } from '../../src/ui/useGridKeyboard';

type Row = { kind: 'offer'; id: number } | { kind: 'group'; label: string };
const ROWS: Row[] = [
  { kind: 'group', label: 'Acme' }, { kind: 'offer', id: 1 }, { kind: 'offer', id: 2 },
  { kind: 'group', label: 'Bati' }, { kind: 'offer', id: 3 }, { kind: 'offer', id: 4 },
];

function Grid(props: { rows?: Row[]; onOpen(id: number): void; onSort?(key: string): void; pageRows?: number; cards?: boolean }) {
  const table = useRef<HTMLTableElement>(null);
  const [page, setPage] = useState(false);
  const [width, setWidth] = useState(100);
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
          <tr>
            <th aria-label="Sélection"><input type="checkbox" aria-label="Sélectionner les offres de la page" checked={page} onChange={() => setPage(!page)} /></th>
            <th aria-label="Offre"><button type="button" onClick={() => props.onSort?.('nom')}>Offre</button></th>
            <th>Statut</th>
            <th aria-label="Livraison">
              <button type="button" onClick={() => props.onSort?.('livraison')}>Livraison</button>
              <span role="separator" aria-label="Redimensionner la colonne Livraison" aria-valuenow={width} tabIndex={0}
                onKeyDown={(e) => { if (e.key === 'ArrowRight') { e.stopPropagation(); e.preventDefault(); setWidth(width + 16); } }} />
            </th>
          </tr>
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
const headerAt = (col: number) => grid().querySelectorAll<HTMLTableCellElement>('thead tr:first-child th')[col];
const tabStops = () => Array.from(grid().querySelectorAll('[tabindex="0"]'));

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
    const body = grid().querySelector('tbody')!;
    const controls = within(body).getAllByRole('checkbox')
      .concat(within(body).getAllByRole('combobox'), within(body).getAllByRole('button'));
    expect(controls).toHaveLength(4 * 4 + 2);
    for (const c of controls) expect(c).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" })).not.toHaveAttribute('tabindex');
    expect(tabStops()).toEqual([cellAt(0, 0)]);
  });

  it('the header row is inside the one Tab stop: no header cell, sort button, separator or page checkbox is a Tab stop of its own', () => {
    setup();
    const header = grid().querySelector('thead tr')!;
    const controls = within(header as HTMLElement).getAllByRole('button')
      .concat(within(header as HTMLElement).getAllByRole('separator'), within(header as HTMLElement).getAllByRole('checkbox'));
    expect(controls).toHaveLength(4);
    for (const c of controls) expect(c).toHaveAttribute('tabindex', '-1');
    for (let col = 0; col < 4; col++) expect(headerAt(col)).toHaveAttribute('tabindex', '-1');
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
    ['PageUp on the first row stays (the header is one ↑ away)', '{PageUp}', [0, 0]],
    ['Ctrl+Home from the header: the first cell of the first row', '{ArrowUp}{ArrowRight}{Control>}{Home}{/Control}', [0, 0]],
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

describe('useGridKeyboard: the header row', () => {
  it.each<[string, string, number]>([
    ['ArrowUp from the first row: the header cell of that column', '{ArrowRight}{ArrowUp}', 1],
    ['ArrowRight and ArrowLeft between header cells', '{ArrowUp}{ArrowRight}{ArrowRight}{ArrowLeft}', 1],
    ['End and Home in the header', '{ArrowUp}{End}', 3],
    ['ArrowUp and PageUp on the header stay', '{ArrowUp}{ArrowRight}{ArrowUp}{PageUp}', 1],
    ['the column aimed for is kept up through a group row', '{ArrowDown}{End}{ArrowUp}{ArrowUp}', 3],
  ])('%s', async (_, keys, col) => {
    const { user } = setup({ rows: ROWS.slice(1) });
    cellAt(0, 0).focus();
    await user.keyboard(keys);
    expect(active()).toBe(headerAt(col));
    // The body cell under it keeps the grid's one Tab stop (the header comes before the filter boxes in the page).
    expect(tabStops()).toEqual([cellAt(0, col)]);
  });

  it('ArrowDown from a header cell goes back to the rows, in that column', async () => {
    const { user } = setup({ rows: ROWS.slice(1) });
    cellAt(1, 0).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(active()).toBe(cellAt(0, 2));
    expect(tabStops()).toEqual([cellAt(0, 2)]);
  });

  it('Enter and Space on a header press its sort button; on the selection header, its page checkbox; the focus stays on the header cell', async () => {
    const onSort = jest.fn();
    const { user } = setup({ onSort });
    cellAt(0, 0).focus();
    await user.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    expect(onSort.mock.calls).toEqual([['nom']]);
    await user.keyboard('{End} ');
    expect(onSort.mock.calls).toEqual([['nom'], ['livraison']]);
    expect(active()).toBe(headerAt(3));
    await user.keyboard('{Home} ');
    expect(screen.getByRole('checkbox', { name: 'Sélectionner les offres de la page' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Sélectionner les offres de la page' })).not.toBeChecked();
    expect(active()).toBe(headerAt(0));
    // Enter on a header without a control of its own does nothing.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(active()).toBe(headerAt(2));
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('F2 on a header enters its resize separator, whose arrows stay its own; Escape comes back to the header cell', async () => {
    const onSort = jest.fn();
    const { user } = setup({ onSort });
    cellAt(0, 0).focus();
    await user.keyboard('{ArrowUp}{End}{F2}');
    const separator = screen.getByRole('separator', { name: 'Redimensionner la colonne Livraison' });
    expect(active()).toBe(separator);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(separator).toHaveAttribute('aria-valuenow', '132');
    expect(active()).toBe(separator);
    await user.keyboard('{Escape}');
    expect(active()).toBe(headerAt(3));
    // F2 on the selection header enters its checkbox.
    await user.keyboard('{Home}{F2}');
    expect(active()).toBe(screen.getByRole('checkbox', { name: 'Sélectionner les offres de la page' }));
    await user.keyboard('{F2}');
    expect(active()).toBe(headerAt(0));
    expect(onSort).not.toHaveBeenCalled();
  });

  it('a click on a sort button makes its header cell the active one: arrows move from there', async () => {
    const onSort = jest.fn();
    const { user } = setup({ onSort, rows: ROWS.slice(1) });
    await user.click(screen.getByRole('button', { name: 'Offre' }));
    expect(onSort).toHaveBeenCalledTimes(1);
    // Enter and Space on the button focused by the click press it once each.
    await user.keyboard('{Enter} ');
    expect(onSort).toHaveBeenCalledTimes(3);
    await user.keyboard('{ArrowRight}');
    expect(active()).toBe(headerAt(2));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(cellAt(0, 2));
  });

  it('Tab order: the filter box, then the grid at its last focused cell, a header cell included; Tab leaves the grid from the header, Shift+Tab comes back to it', async () => {
    const { user } = setup({ rows: ROWS.slice(1) });
    cellAt(0, 0).focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(active()).toBe(headerAt(1));
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Après' }));
    await user.tab({ shift: true });
    expect(active()).toBe(headerAt(1));
    await user.tab({ shift: true });
    expect(active()).toBe(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }));
    await user.tab({ shift: true });
    expect(active()).toBe(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(active()).toBe(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }));
    await user.tab();
    expect(active()).toBe(headerAt(1));
    // From the separator entered, Tab leaves the grid too.
    await user.keyboard('{ArrowRight}{ArrowRight}{F2}');
    expect(active()).toBe(screen.getByRole('separator', { name: 'Redimensionner la colonne Livraison' }));
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'Après' }));
    await user.tab({ shift: true });
    expect(active()).toBe(headerAt(3));
  });

  it('a click on the body cell that keeps the header\'s Tab stop makes that cell the active one', async () => {
    const { user } = setup({ rows: ROWS.slice(1) });
    cellAt(0, 1).focus();
    await user.keyboard('{ArrowUp}');
    screen.getByRole('button', { name: 'Avant' }).focus();
    await user.click(cellAt(0, 1));
    expect(active()).toBe(cellAt(0, 1));
    expect(tabStops()).toEqual([cellAt(0, 1)]);
  });
});

// One save per decision: arrow keys on a closed status select (which changes its value and fires `change`
// at each key in Chromium) save nothing until Enter, Tab or leaving the control; Escape puts the saved value
// back and goes back to the row's cell, after a pointer pick too; a pointer pick or a programmatic selection
// saves at once. Exactly one statut-offre per decision.
import { fireEvent, screen } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';
import { cellOf, flush, installOffersPage, rowOf, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const URL = '/ajax/bardages/statut-offre';
const statusOf = (ref: string) => screen.getByRole('combobox', { name: `Statut de l'offre ${ref}` }) as HTMLSelectElement;

async function loaded() {
  const ctx = await setupOffersLoaded({ offers: [offer(3, { offre_statut: '10' }), offer(4)], routes: (s) => s.on('POST', URL, () => reply.json({ statut: 'ok', msg: '' })) });
  await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Tous');
  const select = statusOf('OFF-3');
  select.focus();
  return { ...ctx, select, sent: () => ctx.server.callsTo('POST', URL).map((c) => (c.body as { statut: string }).statut) };
}

/** What Chromium does on an arrow key on a closed select: keydown, the value moves, input + change, keyup. */
function arrow(select: HTMLSelectElement, key = 'ArrowDown') {
  fireEvent.keyDown(select, { key });
  const options = Array.from(select.options);
  const at = options.findIndex((o) => o.value === select.value);
  select.value = options[Math.min(at + (key === 'ArrowUp' ? -1 : 1), options.length - 1)].value;
  fireEvent.input(select);
  fireEvent.change(select);
  fireEvent.keyUp(select, { key });
}

it('three ArrowDown then Tab: one call, with the final value', async () => {
  const { select, sent } = await loaded();
  arrow(select);
  arrow(select);
  arrow(select);
  await flush();
  expect(sent()).toEqual([]);
  expect(select.value).toBe('40');
  fireEvent.keyDown(select, { key: 'Tab' });
  await flush();
  expect(sent()).toEqual(['40']);
  // Leaving the control afterwards sends nothing more.
  fireEvent.blur(select);
  await flush();
  expect(sent()).toEqual(['40']);
});

it('arrows then Enter: one call', async () => {
  const { select, sent } = await loaded();
  arrow(select);
  arrow(select);
  fireEvent.keyDown(select, { key: 'Enter' });
  await flush();
  expect(sent()).toEqual(['30']);
});

it('arrows then leaving the control: one call', async () => {
  const { select, sent } = await loaded();
  arrow(select);
  fireEvent.blur(select);
  await flush();
  expect(sent()).toEqual(['20']);
});

it.each<[string, (select: HTMLSelectElement) => void]>([
  ['seen by the page', (select) => fireEvent.keyDown(select, { key: 'Escape' })],
  // Chromium, the select's list open: its keydown closes the list unseen by the page, only the keyup comes.
  ['taken by the open list', (select) => fireEvent.keyUp(select, { key: 'Escape' })],
])('arrows then Escape %s: the saved value back, the focus on the cell, nothing sent even when the focus then leaves', async (_n, escape) => {
  const { select, sent } = await loaded();
  arrow(select);
  arrow(select);
  escape(select);
  await flush();
  expect(statusOf('OFF-3').value).toBe('10');
  expect(document.activeElement).toBe(cellOf(rowOf('OFF-3'), 'Statut'));
  fireEvent.blur(select);
  await flush();
  expect(sent()).toEqual([]);
  expect(statusOf('OFF-3').value).toBe('10');
});

it('arrows back to the saved value then Tab: nothing sent', async () => {
  const { select, sent } = await loaded();
  arrow(select);
  arrow(select, 'ArrowUp');
  fireEvent.keyDown(select, { key: 'Tab' });
  await flush();
  expect(sent()).toEqual([]);
});

it('a pointer pick or a programmatic selection saves at once, once', async () => {
  const { select, sent, user } = await loaded();
  await user.selectOptions(select, 'Gagné');
  await flush();
  expect(sent()).toEqual(['20']);
  // As Playwright's selectOption: input and change with no key before them.
  select.value = '30';
  fireEvent.input(select);
  fireEvent.change(select);
  await flush();
  expect(sent()).toEqual(['20', '30']);
  fireEvent.blur(select);
  await flush();
  expect(sent()).toEqual(['20', '30']);
});

it('a type-ahead letter browses too', async () => {
  const { select, sent } = await loaded();
  fireEvent.keyDown(select, { key: 'p' });
  select.value = '30';
  fireEvent.change(select);
  fireEvent.keyUp(select, { key: 'p' });
  await flush();
  expect(sent()).toEqual([]);
  fireEvent.keyDown(select, { key: 'Tab' });
  await flush();
  expect(sent()).toEqual(['30']);
});

describe('Escape after a pointer pick is never swallowed', () => {
  const statusCell = () => cellOf(rowOf('OFF-3'), 'Statut');

  it('Escape seen by the page: the picked value stays saved, the focus goes to the cell; ArrowDown + Enter then save nothing', async () => {
    const { select, sent, user } = await loaded();
    await user.selectOptions(select, 'Gagné');
    await flush();
    expect(sent()).toEqual(['20']);
    expect(document.activeElement).toBe(select);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(statusCell());
    expect(statusOf('OFF-3').value).toBe('20');
    await user.keyboard('{ArrowDown}{Enter}');
    await flush();
    expect(sent()).toEqual(['20']);
    expect(statusOf('OFF-3').value).toBe('20');
  });

  it('Escape taken by the open list (only its keyup reaches the page): the same', async () => {
    const { select, sent, user } = await loaded();
    await user.selectOptions(select, 'Gagné');
    await flush();
    // Chromium, the list still open after the pick: Escape's keydown closes it, unseen by the page.
    fireEvent.keyUp(select, { key: 'Escape' });
    expect(document.activeElement).toBe(statusCell());
    expect(statusOf('OFF-3').value).toBe('20');
    await user.keyboard('{ArrowDown}{Enter}');
    await flush();
    expect(sent()).toEqual(['20']);
  });
});

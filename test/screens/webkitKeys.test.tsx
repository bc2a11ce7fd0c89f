// WebKitGTK (Safari's engine) sends Shift+Tab as key 'Unidentified' with keyCode 9: the dialog's focus trap
// and the row menu read it as Tab all the same.
import { fireEvent, screen, within } from '@testing-library/react';
import { offer } from '../support/offerFixtures';
import { chooseRowAction, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();

const webkitShiftTab = (target: Element): boolean =>
  fireEvent.keyDown(target, { key: 'Unidentified', keyCode: 9, shiftKey: true });

it('Shift+Tab as WebKitGTK sends it, on a dialog\'s first control: the focus goes round to its last', async () => {
  const ctx = await setupOffersLoaded({ offers: [offer(3)] });
  await chooseRowAction(ctx.user, 'OFF-3', 'Modifier nom chantier');
  const dialog = screen.getByRole('dialog');
  const all = dialog.querySelectorAll<HTMLElement>(':is(button,input,select):not(:disabled)');
  expect(all.length).toBeGreaterThan(1);
  const first = all[0];
  first.focus();
  expect(webkitShiftTab(first)).toBe(false); // handled: the browser's own move prevented
  expect(document.activeElement).toBe(all[all.length - 1]);
});

it('Tab as WebKitGTK may send it, in an open row menu: the menu closes', async () => {
  const ctx = await setupOffersLoaded({ offers: [offer(3)] });
  await ctx.user.click(screen.getByRole('button', { name: "Actions de l'offre OFF-3" }));
  const menu = screen.getByRole('menu');
  const item = within(menu).getAllByRole('menuitem')[0];
  item.focus();
  fireEvent.keyDown(item, { key: 'Unidentified', keyCode: 9 });
  expect(screen.queryByRole('menu')).toBeNull();
});

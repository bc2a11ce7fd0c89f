// A key that leaves the list's rows as they were (most of `bordeaux` once `bor` has narrowed it: issue 24's
// light keys) writes nothing to the page but the typed box: no empty text written again, no option's value
// set again (preact rewrites both at every render when they are given as '' or as a number).
import { screen } from '@testing-library/react';
import { offer } from '../support/offerFixtures';
import { flush, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

/** What changed in the page's DOM while `act` ran, outside `except` (the typed box). */
async function domChangesDuring(act: () => Promise<void>, except: Element): Promise<string[]> {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.target === except || except.contains(r.target)) continue;
      const where = (r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement) as Element | null;
      changes.push(`${r.type} ${r.attributeName ?? ''} on <${where?.tagName.toLowerCase()}>`);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  await act();
  await flush();
  observer.disconnect();
  return changes;
}

it('a filter key that leaves the rows as they were changes nothing on the page but its box (backoffice: prescriber select, notices, live regions)', async () => {
  const offers = [
    offer(1, { client_ville: 'Bordeaux' }),
    offer(2, { client_ville: 'Bordeaux' }),
    offer(3, { client_ville: 'Lyon' }),
  ];
  const { user } = await setupOffersLoaded({
    isBackoffice: true, prescribers: [{ id: 5, name: 'Martin', firstname: 'Claire' }, { id: 7, name: 'Dubois', firstname: 'Pierre' }], offers,
  });
  const city = screen.getByRole('textbox', { name: 'Filtrer par ville cliente' });
  await user.type(city, 'bor');
  await flush();
  expect(screen.getAllByRole('row', { name: /Bordeaux/ })).toHaveLength(2);

  const changes = await domChangesDuring(() => user.type(city, 'd'), city);

  expect(screen.getAllByRole('row', { name: /Bordeaux/ })).toHaveLength(2);
  expect(changes).toEqual([]);
});

// Cards on a phone: the quick search in a line of its own that is the screen's child (what its sticky
// position needs, styles/layout.ts), one pager whose buttons make a line of their own (sticky at the bottom)
// with `Lignes par page` out of it, a page turned there shown from its first card, and the notices standing
// on their layer (above that line) when they choose where to go. happy-dom lays nothing out: the screen's
// width is given (a phone's), as in OffersScreen.dense.test.tsx; positions the tests need are given too.
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '../support/fakeServer';
import { offer } from '../support/offerFixtures';
import { installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const OFFERS = Array.from({ length: 60 }, (_, i) => offer(i + 1));
const rect = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, width: 390, height, right: 390, bottom: top + height, toJSON: () => ({}) }) as DOMRect;

/** Positions by element: the screen a phone's width; others as `where` says (else happy-dom's zeros). */
function layOut(where: (el: HTMLElement) => DOMRect | undefined = () => undefined) {
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('part') === 'screen') return rect(0, 600);
    return where(this) ?? realRect.call(this);
  });
}
afterEach(() => jest.restoreAllMocks());

const section = () => document.querySelector<HTMLElement>('[part="screen"]')!;

it('puts the search in a line of its own, child of the screen, and the pager\'s buttons in a line of their own', async () => {
  layOut();
  await setupOffersLoaded({ offers: OFFERS });
  await screen.findAllByRole('listitem');
  const search = screen.getByRole('searchbox', { name: 'Rechercher' });
  const bar = search.parentElement!;
  expect(bar).toHaveClass('terreal-search-bar');
  expect(bar.parentElement).toBe(section());
  expect(bar.children).toHaveLength(1);
  // The screen's tools before it, `Filtres` and `Trier par` after it, in lines of their own.
  expect(bar.previousElementSibling).toHaveClass('terreal-tools');
  expect(within(bar.nextElementSibling as HTMLElement).getByRole('button', { name: /^Filtres/ })).toBeInTheDocument();
  expect(within(bar.nextElementSibling as HTMLElement).getByLabelText('Trier par')).toBeInTheDocument();

  // One pager: one button of each name; its buttons and `Page 1 sur 2` in the line that sticks, the count and
  // `Lignes par page` before it.
  const next = screen.getByRole('button', { name: 'Page suivante' });
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(nav).toHaveClass('terreal-pager-bar');
  expect(nav).toContainElement(next);
  expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 sur 2');
  expect(nav).not.toContainElement(screen.getByRole('combobox', { name: 'Lignes par page' }));
  const part = document.querySelector('[part="pagination"]')!;
  expect(part).toHaveClass('terreal-pager');
  expect(part.parentElement).toBe(section());
});

it('keeps the wide toolbar one line of tools with the search in it', async () => {
  await setupOffersLoaded({ offers: OFFERS });
  const search = screen.getByRole('searchbox', { name: 'Rechercher' });
  expect(search.parentElement).toHaveClass('terreal-toolbar');
  expect(search.parentElement).not.toHaveClass('terreal-search-bar');
  expect(screen.getByRole('navigation', { name: 'Pagination' })).not.toHaveClass('terreal-pager-bar');
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toContainElement(screen.getByRole('combobox', { name: 'Lignes par page' }));
});

describe('a page turned from the pager', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) { scrolled.push(this); };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is shown from its first card when the cards\' top has passed under the search', async () => {
    // Scrolled down the cards: their list starts above the window, the search's line stuck at 0-52.
    layOut((el) => (el.getAttribute('part') === 'cards' ? rect(-2000, 5000) : el.classList.contains('terreal-search-bar') ? rect(0, 52) : undefined));
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('status')).toHaveTextContent('Page 2 sur 2'));
    await waitFor(() => expect(scrolled).toEqual([document.querySelector('[part="cards"]')]));
  });

  it('stays where it is when the first card is already below the search', async () => {
    layOut((el) => (el.getAttribute('part') === 'cards' ? rect(300, 5000) : el.classList.contains('terreal-search-bar') ? rect(200, 52) : undefined));
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('status')).toHaveTextContent('Page 2 sur 2'));
    expect(scrolled).toEqual([]);
  });
});

it('a notice about a card just above the sticky pager goes to the top (the stack stands on its layer, above the pager)', async () => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  const CONFLICT = reply.json({ statut: 'ko', conflit: true, msg: 'Modifiée entre-temps.', offre: offer(3, { offre_statut: '40' }) });
  // The layer sticks above the pager's line (800 - 57); the card is just above that, clear of the view's bottom zone.
  layOut((el) => (el.getAttribute('part') === 'notices' ? rect(743, 0) : el.dataset.rowId === '3' ? rect(560, 60) : undefined));
  const { user } = await setupOffersLoaded({ offers: [offer(3), offer(4)], routes: (s) => s.on('POST', '/ajax/bardages/statut-offre', CONFLICT) });
  await user.selectOptions(await screen.findByRole('combobox', { name: "Statut de l'offre OFF-3" }), 'Perdu');
  await screen.findByText('Modifiée entre-temps.', { selector: '[part="notices"] *' });
  await waitFor(() => expect(document.querySelector('[part="notices"]')).toHaveAttribute('data-side', 'top'));
});

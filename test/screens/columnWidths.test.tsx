// Widths that serve the names: the offer name keeps 260 px, the delivery column an overdue quarter's room, the totals'
// figures never cut, a resize `separator` per column header (←/→ 16 px, Enter fits the content) whose widths
// are kept per user with the column choices and in saved views, `Réinitialiser les colonnes` clearing them,
// every column named by its header in `Colonnes`, and a click on a line's text toggling it without closing the panel.
// happy-dom lays nothing out: the element's width is given here, and text is measured at 8.5 px a character
// (useColumnLayout's estimate without a canvas).
import { screen, within } from '@testing-library/react';
import { DELIVERY_PADDING_PX, LAYOUT_CSS, OVERDUE_GAP_PX } from '../../src/styles/layout';
import { OFFER_COLUMNS } from '../../src/core/offerColumns';
import { offer } from '../support/offerFixtures';
import { headerNames, givenScreenWidth, installOffersPage, setupOffersLoaded } from '../support/offersScreen';

installOffersPage();
jest.setTimeout(20000);

const screenWidth = givenScreenWidth(1920);

const OFFERS = [
  offer(1, { offre_nom: 'Offre EHPAD Les Glycines', client_societe: 'Société des Bâtiments de l\'Ouest Atlantique', projet_nom: 'Résidence du Grand Large', transport_dest: 'Saint-Herblain', budget: 5327757.5 }),
  offer(2, { offre_nom: 'École', client_societe: 'Dupont', budget: 5327757.5 }),
];

const separator = (header: string) => screen.getByRole('separator', { name: `Redimensionner la colonne ${header}` });
/** A column's width in px: its header's (the separator's value, given while the separator has the focus). */
/** Focuses a column's separator as the keyboard does: its header cell, then F2. */
async function enterSeparator(user: { keyboard(keys: string): Promise<void> }, header: string): Promise<void> {
  screen.getByRole('columnheader', { name: header }).focus();
  await user.keyboard('{F2}');
  expect(separator(header)).toHaveFocus();
}
const widthOf = (header: string) => Math.round(parseFloat(separator(header).parentElement!.style.width));

describe('widths', () => {
  it.each<[number]>([[1000], [1366], [1920]])('the offer name keeps 260 px at least, and every growing column its declared width (%i px)', async (w) => {
    screenWidth.set(w);
    await setupOffersLoaded({ offers: OFFERS });
    expect(widthOf('Offre')).toBeGreaterThanOrEqual(260);
    for (const c of ['client', 'projet_nom', 'transport_dest'] as const) expect(widthOf(OFFER_COLUMNS[c].header)).toBeGreaterThanOrEqual(OFFER_COLUMNS[c].width!);
  });

  it('the totals line\'s budget is never cut: its column is as wide as the total\'s text', async () => {
    await setupOffersLoaded({ offers: [offer(1, { budget: 61728394506 }), offer(2, { budget: 61728394506 })] });
    expect(screen.getByRole('grid').querySelector('tfoot')!.textContent!.replace(/\s/g, ' ')).toContain('123 456 789 012 €');
    // '123 456 789 012 €': 17 characters, bold, and the cell's padding (wider than a value's widest fit).
    expect(widthOf('Budget (€)')).toBeGreaterThanOrEqual(Math.ceil(17 * 8.5 * 1.08 + 17));
  });

  it('typing in a filter never narrows a column: the widest value leaving the page keeps its width, and the name\'s', async () => {
    const { user } = await setupOffersLoaded({ offers: [offer(1, { offre_nom: 'Tour', budget: 61728394506 }), offer(2, { offre_nom: 'École', budget: 10 })] });
    const before = { budget: widthOf('Budget (€)'), name: widthOf('Offre') };
    await user.type(screen.getByRole('textbox', { name: "Filtrer par nom d'offre" }), 'école');
    expect(within(screen.getByRole('grid').querySelector('tfoot')!).getByText(/^10\s€$/)).toBeTruthy();
    expect({ budget: widthOf('Budget (€)'), name: widthOf('Offre') }).toEqual(before);
  });
});

describe('measured in the element\'s font', () => {
  // A canvas that measures 7 px a character (happy-dom has none): what the element's font gives once it is in the page.
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ({ font: '', measureText: (t: string) => ({ width: [...t].length * 7 }) }) as unknown as CanvasRenderingContext2D,
    );
  });

  it('the headers are measured with the canvas, not with the estimate of the first render (before the element is in the page)', async () => {
    await setupOffersLoaded({ offers: OFFERS });
    // `Livraison`: 9 characters, the pixel of slack, the padding, and the gap and widest sort mark (one character):
    // 63 + 1 + 16 + 4 + 7. Measured at the estimate's 8.5 px a character with an 18 px mark, it was 112.
    expect(widthOf('Livraison')).toBe(91);
    // A column that does not sort has no mark: `Actions` keeps its declared width (wider than its header).
    expect(widthOf('Actions')).toBe(132);
  });
});

describe('the delivery quarter is never cut: an overdue one counts its mark', () => {
  // A canvas that measures 7 px a regular character; in bold (weight 600), 8 px a character and 12 px a digit.
  const bold = (ch: string) => (/\d/.test(ch) ? 12 : 8);
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      const ctx = { font: '', measureText: (t: string) => ({ width: [...t].reduce((w, ch) => w + (ctx.font.startsWith('600') ? bold(ch) : 7), 0) }) };
      return ctx as unknown as CanvasRenderingContext2D;
    });
  });
  /** 15 May 2026 in Paris: 2022-T3 is overdue. */
  const MAY_2026 = new Date('2026-05-15T10:00:00Z');

  it.each<[string, Partial<Parameters<typeof offer>[1]>[]]>([
    ['none overdue', [{ projet_livraison: '2030-T2' }, { projet_livraison: '2029-T1' }]],
    ['an overdue quarter', [{ projet_livraison: '2030-T2' }, { projet_livraison: '2022-T3' }]],
    ['an overdue draft (no button)', [{ projet_livraison: '2022-T3', statut: 'brouillon' }]],
  ])('%s: the column is as wide as an overdue quarter (its sample), whatever the rows', async (_name, rows) => {
    await setupOffersLoaded({ offers: rows.map((over, i) => offer(i + 1, over)), now: MAY_2026 });
    // `2026-T4` bold (5 digits, 2 characters: 76), the warning sign and its gap (14 + 3), the button's padding (4),
    // the slack and the cell's padding (17): 114, wider than the header's 100 (`Livraison` in bold 72 + 1 + 16 + 11).
    expect(widthOf('Livraison')).toBe(114);
  });

  it('the styles draw the button\'s padding and the mark\'s gap the fit counts', () => {
    expect(LAYOUT_CSS).toContain(`.terreal-row .terreal-delivery { padding-inline: ${DELIVERY_PADDING_PX}px; }`);
    expect(LAYOUT_CSS).toContain(`.terreal-overdue { gap: ${OVERDUE_GAP_PX}px; }`);
  });

  it('the totals line is measured in its bold weight', async () => {
    await setupOffersLoaded({ offers: [offer(1, { budget: 61728394506 }), offer(2, { budget: 61728394506 })] });
    // '123 456 789 012 €': 12 bold digits and 5 other bold characters, the slack and the cell's padding.
    expect(widthOf('Budget (€)')).toBe(12 * 12 + 5 * 8 + 17);
  });
});

describe('min/max filter boxes', () => {
  it('a figure column is wide enough for the box typed in to show six digits beside the other box, whatever its values', async () => {
    // Linear metres of two digits: the values alone would make a narrow column.
    await setupOffersLoaded({ offers: [offer(1, { qte_ml: 12 }), offer(2, { qte_ml: 3 })] });
    // Six digits at 8.5 px, the box's padding, × and borders (25), the gap and the other box (23), the cell's padding (8).
    expect(widthOf('Qté ml')).toBeGreaterThanOrEqual(Math.ceil(6 * 8.5 + 25 + 23 + 8));
    expect(screen.getByRole('spinbutton', { name: 'Qté ml min' }).closest('.terreal-filter-stack')).not.toBeNull();
  });
});

describe('the client cell', () => {
  it('the company takes the ellipsis; the column is as wide as the postal code and city at least', async () => {
    const city = 'Saint-Rémy-de-Provence-sur-Mer-et-Montagne';
    await setupOffersLoaded({ offers: [offer(1, { client_societe: 'Société des Bâtiments', client_cp: '13210', client_ville: city })] });
    // ' 13210 {city}': its characters at 8.5 px, the cell's padding and the kerning slack.
    expect(widthOf('Client')).toBeGreaterThanOrEqual(Math.ceil((7 + city.length) * 8.5 + 17));
    const company = screen.getByText('Société des Bâtiments');
    expect(company.parentElement).toHaveClass('terreal-parts');
    expect(company.nextElementSibling).toHaveTextContent(`13210 ${city}`);
  });
});

describe('resizing', () => {
  it('every column header has a separator named after it, its value the width in px, reached inside its header cell (F2; Escape back), not a Tab stop of its own', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    const grid = screen.getByRole('grid');
    for (const header of headerNames().filter((h) => h !== 'Sélection')) {
      const s = separator(header);
      expect(s).toHaveAttribute('aria-orientation', 'vertical');
      // At rest neither a Tab stop nor focusable (a structural separator, no value): entered from its header cell.
      expect(s).not.toHaveAttribute('tabindex');
      expect(s).not.toHaveAttribute('aria-valuenow');
      expect(widthOf(header)).toBeGreaterThan(0);
    }
    const budget = within(grid).getByRole('columnheader', { name: 'Budget (€)' });
    budget.focus();
    await user.keyboard('{F2}');
    expect(separator('Budget (€)')).toHaveFocus();
    // Focused, the separator says its value: the column's width, within its bounds.
    expect(Number(separator('Budget (€)').getAttribute('aria-valuenow'))).toBe(widthOf('Budget (€)'));
    expect(Number(separator('Budget (€)').getAttribute('aria-valuemin'))).toBeGreaterThan(0);
    await user.keyboard('{ArrowRight}');
    expect(Number(separator('Budget (€)').getAttribute('aria-valuenow'))).toBe(widthOf('Budget (€)'));
    await user.keyboard('{Escape}');
    expect(budget).toHaveFocus();
    expect(separator('Budget (€)')).not.toHaveAttribute('aria-valuenow');
    expect(separator('Budget (€)')).not.toHaveAttribute('tabindex');
    // The separators are in the header, not among the grid's cells: the header keeps its names.
    expect(headerNames()).toContain('Budget (€)');
  });

  it('←/→ move the edge by 16 px and are not taken by the grid; Enter fits the content; kept after coming back; reset clears it', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    const { user } = ctx;
    const before = widthOf('Budget (€)');
    await enterSeparator(user, 'Budget (€)');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(widthOf('Budget (€)')).toBe(before + 32);
    expect(separator('Budget (€)')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(widthOf('Budget (€)')).toBe(before + 16);
    // The column's <col> follows.
    const index = headerNames().indexOf('Budget (€)');
    expect((screen.getByRole('grid').querySelectorAll('col')[index] as HTMLElement).style.width).toBe(`${before + 16}px`);

    ctx.remount();
    await screen.findByText('OFF-2');
    expect(widthOf('Budget (€)')).toBe(before + 16);

    await enterSeparator(user, 'Budget (€)');
    await user.keyboard('{Enter}');
    expect(widthOf('Budget (€)')).toBe(before);
    await user.keyboard('{ArrowRight}');
    expect(widthOf('Budget (€)')).toBe(before + 16);

    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les colonnes' }));
    expect(widthOf('Budget (€)')).toBe(before);
    ctx.remount();
    await screen.findByText('OFF-2');
    expect(widthOf('Budget (€)')).toBe(before);
  });

  it('a saved view keeps the widths and gives them back', async () => {
    const ctx = await setupOffersLoaded({ offers: OFFERS });
    const { user } = ctx;
    const before = widthOf('Client');
    await enterSeparator(user, 'Client');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const wide = widthOf('Client');
    expect(wide).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la vue' }), 'Large');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les colonnes' }));
    await user.keyboard('{Escape}');
    expect(widthOf('Client')).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Vues' }));
    await user.click(screen.getByRole('menuitem', { name: 'Large' }));
    expect(widthOf('Client')).toBe(wide);
  });
});

describe('Colonnes', () => {
  it('every column is named by its header alone, whatever the room (nothing folds: the table scrolls sideways)', async () => {
    screenWidth.set(1000);
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    expect(headerNames()).toContain('Chantier');
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    const panel = screen.getByRole('group', { name: 'Colonnes' });
    expect(within(panel).getByRole('checkbox', { name: 'Chantier' })).toBeChecked();
    expect(within(panel).queryByRole('checkbox', { name: /repliée|côte à côte/ })).toBeNull();
  });

  it('a click on a line\'s text toggles its column and the panel stays open', async () => {
    const { user } = await setupOffersLoaded({ offers: OFFERS });
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    const panel = screen.getByRole('group', { name: 'Colonnes' });
    await user.click(within(panel).getByText('Chantier'));
    expect(screen.getByRole('group', { name: 'Colonnes' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Chantier' })).not.toBeChecked();
    expect(headerNames()).not.toContain('Chantier');
    await user.click(within(panel).getByText('Chantier'));
    expect(within(panel).getByRole('checkbox', { name: 'Chantier' })).toBeChecked();
    expect(headerNames()).toContain('Chantier');
  });

  it('in `Filtrer par produit` too: a click on a product\'s name ticks it and the panel stays open', async () => {
    const { user } = await setupOffersLoaded({ family: 'bardages', offers: OFFERS });
    await user.click(screen.getByRole('button', { name: 'Filtrer par produit' }));
    const panel = screen.getByRole('group', { name: 'Filtrer par produit' });
    await user.click(within(panel).getByText('PS – Piterak Slim'));
    expect(screen.getByRole('group', { name: 'Filtrer par produit' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'PS – Piterak Slim' })).toBeChecked();
  });
});

import { TRAILING_NUMBER } from '../../src/core/cloneName';
import {
  advances, clampColumnWidth, EMAIL_DOMAIN, fitWidth, type CellFit, headerWidth, KERNING_SLACK, layoutColumns, parseColumnWidths,
  rangeFilterWidth, SORT_GAP_PX, splitKeptEnd, twoLineWidth, type LayoutColumn,
} from '../../src/core/columnLayout';

// An offers table in miniature: the name keeps 260 px; the name, the site and the client grow.
const COLS: LayoutColumn[] = [
  { key: 'nom', width: 170, grow: 3, keeps: 260 },
  { key: 'date', width: 90 },
  { key: 'chantier', width: 120, grow: 2, min: 80 },
  { key: 'client', width: 300, grow: 3, min: 200 },
  { key: 'budget', width: 120 },
  { key: 'statut', width: 124 },
  { key: 'ref', width: 100 },
  { key: 'actions', width: 128 },
];
const NEED = 260 + 90 + 120 + 300 + 120 + 124 + 100 + 128; // 1242
const sum = (w: Record<string, number>) => Object.values(w).reduce((s, x) => s + x, 0);

describe('layoutColumns: every column stays in the row; where they do not fit, the table is wider than the room', () => {
  it.each<[string, number]>([
    ['not measured yet', 0],
    ['a phone-narrow room', 300],
    ['the portal laptop', 1030],
    ['one px short', NEED - 1],
    ['exactly wide enough', NEED],
    ['1920 px', 1850],
  ])('%s (%i px): every column, none narrower than its width, its min or what it keeps', (_name, available) => {
    const out = layoutColumns(COLS, available);
    expect(Object.keys(out.widths)).toEqual(COLS.map((c) => c.key));
    for (const c of COLS) expect(out.widths[c.key]).toBeGreaterThanOrEqual(Math.max(c.width, c.min ?? 0, c.keeps ?? 0));
    expect(out.total).toBe(sum(out.widths));
  });

  it.each<[number]>([[0], [300], [1030], [NEED - 1]])('without room to spare (%i px), each column has its own width and the total is what they need', (available) => {
    const out = layoutColumns(COLS, available);
    expect(out.total).toBe(NEED);
    expect(out.widths.nom).toBe(260);
  });

  it.each<[number]>([[NEED], [NEED + 1], [1850], [2400]])('with room (%i px), the columns fill it exactly, never more', (available) => {
    expect(layoutColumns(COLS, available).total).toBe(available);
  });

  it('the room left goes to the growing columns by weight (whole pixels, the rest to the first); the others keep their width', () => {
    // 1850 - 1242 = 608; weights 3, 2, 3 (8): 228, 152, 228.
    expect(layoutColumns(COLS, 1850).widths).toEqual({ nom: 260 + 228, date: 90, chantier: 120 + 152, client: 300 + 228, budget: 120, statut: 124, ref: 100, actions: 128 });
    // 3 px left: 1, 0, 1, and the rest (1) to the first.
    expect(layoutColumns(COLS, NEED + 3).widths).toMatchObject({ nom: 262, chantier: 120, client: 301 });
  });

  it('a column wider than the room takes nothing from the others (a column the user widened hides none)', () => {
    const widened = COLS.map((c) => (c.key === 'nom' ? { key: 'nom', width: 900 } : c));
    const out = layoutColumns(widened, 1030);
    expect(out.widths.nom).toBe(900);
    for (const c of COLS.filter((x) => x.key !== 'nom')) expect(out.widths[c.key]).toBe(Math.max(c.width, c.min ?? 0));
  });

  it('fractional needs are whole pixels', () => {
    expect(layoutColumns([{ key: 'a', width: 80.2 }, { key: 'b', width: 10, min: 33.5 }], 0).widths).toEqual({ a: 81, b: 34 });
  });

  it('no columns: nothing', () => {
    expect(layoutColumns([], 900)).toEqual({ widths: {}, total: 0 });
  });
});

describe('twoLineWidth: a header wraps to two lines rather than being cut', () => {
  // Each character 10 px, a space too.
  const measure = (t: string) => t.length * 10;
  it.each<[string, number]>([
    ['Client', 60],
    ['Surface (m²)', 70], // 'Surface' | '(m²)'
    ['Réf. Leopard', 70], // 'Réf.' | 'Leopard'
    ['Date de livraison prévue', 160], // 'Date de' (70) | 'livraison prévue' (160): better than 190 or 170
  ])('%s → %i px', (text, width) => {
    expect(twoLineWidth(text, measure)).toBe(width);
  });

  it('is never more than the text on one line, nor less than its longest word', () => {
    for (const text of ['Qté ml', 'Entreprise / négoce', 'N° offre', 'Actions', 'Date de livraison prévue']) {
      const w = twoLineWidth(text, measure);
      expect(w).toBeLessThanOrEqual(measure(text));
      expect(w).toBeGreaterThanOrEqual(Math.max(...text.split(' ').map(measure)));
    }
  });
});

describe('splitKeptEnd: the part of a text that stays whole when its cell is too narrow', () => {
  it.each<[string, RegExp, string, string]>([
    ['Devis Halle des sports (2)', TRAILING_NUMBER, 'Devis Halle des sports', ' (2)'],
    ['Devis Halle des sports', TRAILING_NUMBER, 'Devis Halle des sports', ''],
    ['(3)', TRAILING_NUMBER, '(3)', ''],
    ['Lot (2) B', TRAILING_NUMBER, 'Lot (2) B', ''],
    ['jean.dupont@batiment-sud.fr', EMAIL_DOMAIN, 'jean.dupont', '@batiment-sud.fr'],
    ['a@b@c.fr', EMAIL_DOMAIN, 'a@b', '@c.fr'],
    ['@c.fr', EMAIL_DOMAIN, '@c.fr', ''],
    ['pas-une-adresse', EMAIL_DOMAIN, 'pas-une-adresse', ''],
    ['', EMAIL_DOMAIN, '', ''],
  ])('%s → %s + %s', (text, end, cut, kept) => {
    expect(splitKeptEnd(text, end)).toEqual({ cut, kept });
  });
});

describe('fitWidth: the widest text as its characters\' advances summed, plus the kerning slack and the padding', () => {
  const advance = () => 8;
  it.each<[string, string[], number, number, number]>([
    ['widest value plus padding', ['1 234,5', '3 453,1 m²', '12'], 16, 40, 10 * 8 + KERNING_SLACK + 16],
    ['at least the minimum', ['1'], 16, 60, 60],
    ['empty values count for nothing', ['', ''], 16, 50, 50],
    ['no values: the minimum', [], 16, 70, 70],
    ['fractional widths round up', ['ab'], 0.5, 0, Math.ceil(16 + KERNING_SLACK + 0.5)],
    ['a character outside the basic plane counts once', ['😀'], 0, 0, 8 + KERNING_SLACK],
  ])('%s', (_name, texts, padding, min, expected) => {
    expect(fitWidth(texts, advance, padding, min)).toBe(expected);
  });

  // A cell showing more than its text (core CellFit): bold characters at 9 px, fixed parts beside the text.
  it.each<[string, (string | CellFit)[], number]>([
    ['a bold text in the bold advances', [{ text: '2022-T3', bold: true }], 7 * 9 + KERNING_SLACK + 16],
    ['fixed parts added to the text (an icon, its gap, a button\'s padding)', [{ text: '2022-T3', px: 22 }], 7 * 8 + 22 + KERNING_SLACK + 16],
    ['the widest of plain texts and cells', ['2030-T2', { text: '2022-T3', bold: true, px: 22 }, { text: '', px: 24 }], 7 * 9 + 22 + KERNING_SLACK + 16],
    ['an empty text with fixed parts (a calendar sign) counts them', [{ text: '', px: 24 }], 24 + KERNING_SLACK + 16],
  ])('%s', (_name, texts, expected) => {
    expect(fitWidth(texts, advance, 16, 0, () => 9)).toBe(expected);
  });

  it('without bold advances, a bold text takes the regular ones', () => {
    expect(fitWidth([{ text: 'ab', bold: true }], advance, 0, 0)).toBe(16 + KERNING_SLACK);
  });

  it('is never under the width the canvas gives the whole text (kerning only narrows it)', () => {
    // A font that kerns `AV` and `T,` inwards, as Chromium measured in the widget's font.
    const chars: Record<string, number> = { A: 9, V: 9, T: 8, ',': 4, '1': 8 };
    const whole = (t: string) => [...t].reduce((w, ch, i, all) => w + (chars[ch] ?? 8) - (/AV|VA|T,/.test(all[i - 1] + ch) ? 1.5 : 0), 0);
    for (const texts of [['AVA', 'T,1'], ['1,1', 'VAT,']]) {
      const width = fitWidth(texts, advances(whole), 0, 0);
      expect(width).toBeGreaterThanOrEqual(Math.max(...texts.map(whole)));
    }
  });
});

describe('advances: each character measured once, every digit as wide as the widest (figures are tabular)', () => {
  it('measures a character once however often it comes', () => {
    const measure = jest.fn((t: string) => t.length * 7);
    const advance = advances(measure);
    for (const ch of 'abcabc😀😀') advance(ch);
    expect(measure.mock.calls.map(([t]) => t)).toEqual(['a', 'b', 'c', '😀']);
  });

  it('gives every digit the widest digit\'s advance, measured once', () => {
    const measure = jest.fn((t: string) => (t === '1' ? 5 : t === '4' ? 9.5 : 8));
    const advance = advances(measure);
    expect([...'1040'].map(advance)).toEqual([9.5, 9.5, 9.5, 9.5]);
    expect(advance(',')).toBe(8);
    expect(measure).toHaveBeenCalledTimes(11); // 0-9 once, then the comma
  });
});

describe('column widths a user keeps', () => {
  it.each<[string, unknown, Record<string, number>]>([
    ['JSON text', '{"a":120,"b":80.6}', { a: 120, b: 81 }],
    ['an object (saved view)', { a: 200 }, { a: 200 }],
    ['unknown keys dropped', '{"a":120,"z":80}', { a: 120 }],
    ['non-numbers dropped', '{"a":"120","b":null}', {}],
    ['clamped to the least and the most', '{"a":3,"b":99999}', { a: 40, b: 1200 }],
    ['bad JSON: nothing', '{a:', {}],
    ['an array: nothing', '[1,2]', {}],
    ['nothing kept', null, {}],
  ])('%s', (_name, raw, expected) => {
    expect(parseColumnWidths(raw, ['a', 'b'])).toEqual(expected);
  });

  it.each<[number, number]>([[100, 100], [100.4, 100], [-20, 40], [39, 40], [5000, 1200]])('clampColumnWidth(%d) = %d', (w, expected) => {
    expect(clampColumnWidth(w)).toBe(expected);
  });
});

describe('headerWidth: the text, the slack, the padding and, when it sorts, the gap and the widest mark', () => {
  it.each<[string, number, number, number | undefined, number]>([
    // `Livraison` in Chromium's system-ui 600 14px: 71.91 px; ▲ at 12 px: 9.23 px; 8 px padding each side.
    ['a sortable header: text, slack, padding, gap, mark', 71.91, 16, 9.23, Math.ceil(71.91 + KERNING_SLACK + 16 + SORT_GAP_PX + 9.23)],
    ['the same, as Chromium lays it out (text + gap + mark + padding 101.14 px)', 71.91, 16, 9.23, 103],
    ['a header that does not sort: no gap, no mark', 50, 16, undefined, 67],
    ['whole pixels, rounded up', 10.1, 0, undefined, 12],
  ])('%s', (_name, text, padding, mark, expected) => {
    expect(headerWidth(text, padding, mark)).toBe(expected);
  });
});

// The bardages columns as Chromium measures them at the portal laptop (element 1,070 px, 1,052 px inside the
// table's border, 28 px for the selection: 1,024 px). The client's postal code and city take 195 px, so the
// name takes 195 too; the delivery quarter's header with its mark 103 px.
describe('rangeFilterWidth: a min/max column has room for the box typed in to show six digits whole', () => {
  it.each<[string, number, number, number | undefined, number]>([
    // Six digits, the box's 4 px start padding, 18 px for its ×, 2 px of borders and the slack (25); the 3 px
    // gap and 20 px the other box keeps; the filter cell's 8 px padding.
    ['Chromium\'s system-ui digits at 14 px (8.9 px)', 8.9, 8, undefined, Math.ceil(6 * 8.9 + 25 + 3 + 20 + 8)],
    ['a wider font (Firefox\'s fallback, 9.6 px digits): wider still', 9.6, 8, undefined, Math.ceil(6 * 9.6 + 56)],
    ['the estimate without a canvas (8.5 px)', 8.5, 8, undefined, 107],
    ['more digits asked', 8, 0, 9, 72 + 48],
  ])('%s', (_name, digit, padding, digits, expected) => {
    expect(rangeFilterWidth(digit, padding, digits)).toBe(expected);
  });

});

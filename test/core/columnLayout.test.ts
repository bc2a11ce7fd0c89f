import { fitWidth, layoutColumns, layoutWithLead, type LayoutColumn } from '../../src/core/columnLayout';

// An offers table in miniature: name, status and actions never fold; the others by priority.
const COLS: LayoutColumn[] = [
  { key: 'nom', width: 170, grow: 3 },
  { key: 'date', width: 90, priority: 4 },
  { key: 'chantier', width: 120, grow: 2, priority: 6 },
  { key: 'client', width: 170, grow: 3, priority: 1 },
  { key: 'budget', width: 120, priority: 2 },
  { key: 'statut', width: 124 },
  { key: 'ref', width: 100, priority: 5 },
  { key: 'actions', width: 128 },
];
const TOTAL = COLS.reduce((s, c) => s + c.width, 0); // 1022
const DETAIL = 28;
const sum = (w: Record<string, number>) => Object.values(w).reduce((s, x) => s + x, 0);

describe('layoutColumns', () => {
  it.each<[string, number, string[], string[]]>([
    ['not measured yet: everything, nothing folded', 0, ['nom', 'date', 'chantier', 'client', 'budget', 'statut', 'ref', 'actions'], []],
    ['exactly wide enough: everything', TOTAL, ['nom', 'date', 'chantier', 'client', 'budget', 'statut', 'ref', 'actions'], []],
    ['wide: everything', 1900, ['nom', 'date', 'chantier', 'client', 'budget', 'statut', 'ref', 'actions'], []],
    // 170+124+128+28 = 450; +client 620, +budget 740, +date 830, +ref 930; chantier (120) would make 1050
    ['one px short: the lowest priority folds', TOTAL - 1, ['nom', 'date', 'client', 'budget', 'statut', 'ref', 'actions'], ['chantier']],
    // 450 +client 620 +budget 740 +date 830; ref (100) makes 930 > 900; chantier 120 no
    ['laptop-like: two fold', 900, ['nom', 'date', 'client', 'budget', 'statut', 'actions'], ['chantier', 'ref']],
    // 450 +client 620 +budget 740; date 90 → 830 > 800: folds; ref 100 no; chantier no
    ['narrower', 800, ['nom', 'client', 'budget', 'statut', 'actions'], ['date', 'chantier', 'ref']],
    // 450 +client 620; budget 120 → 740 > 700; date 90 → 710 > 700; ref 100 no; chantier no
    ['a wide column that does not fit lets no narrower one in when none fits', 700, ['nom', 'client', 'statut', 'actions'], ['date', 'chantier', 'budget', 'ref']],
    // 450 +client 620; budget 120 → 740 > 720; date 90 → 710 fits
    ['a narrower lower-priority column fills the room a wider one leaves', 720, ['nom', 'date', 'client', 'statut', 'actions'], ['chantier', 'budget', 'ref']],
    ['too narrow even for the fixed columns: they stay, all others fold', 300, ['nom', 'statut', 'actions'], ['date', 'chantier', 'client', 'budget', 'ref']],
  ])('%s (%i px)', (_name, available, shown, folded) => {
    const out = layoutColumns(COLS, available, DETAIL);
    expect(out.shown).toEqual(shown);
    expect(out.folded).toEqual(folded);
    expect(Object.keys(out.widths)).toEqual(shown);
  });

  it.each<[number]>([[TOTAL], [TOTAL + 1], [1900], [TOTAL - 1], [900], [800], [720]])('fills exactly the width it is given (%i px), never more', (available) => {
    const out = layoutColumns(COLS, available, DETAIL);
    expect(sum(out.widths)).toBe(available);
  });

  it.each<[number]>([[1900], [900], [720]])('columns that do not grow keep their own width (%i px)', (available) => {
    const out = layoutColumns(COLS, available, DETAIL);
    for (const c of COLS.filter((x) => !x.grow && out.shown.includes(x.key))) expect(out.widths[c.key]).toBe(c.width);
  });

  it('the first column takes the detail button when something folds, and shares the rest by weight', () => {
    // 900: used 830 (detail included), 70 left; weights nom 3, client 3 (chantier folded): 35 each.
    const out = layoutColumns(COLS, 900, DETAIL);
    expect(out.widths.nom).toBe(170 + DETAIL + 35);
    expect(out.widths.client).toBe(170 + 35);
  });

  it('every column side by side when the user asks for it: own widths, nothing folded, whatever the width', () => {
    const out = layoutColumns(COLS, 600, DETAIL, false);
    expect(out.folded).toEqual([]);
    expect(out.shown).toHaveLength(COLS.length);
    expect(sum(out.widths)).toBe(TOTAL);
  });

  it('no columns: nothing', () => {
    expect(layoutColumns([], 1000, DETAIL)).toEqual({ shown: [], folded: [], widths: {} });
  });
});

describe('fitWidth', () => {
  const measure = (t: string) => t.length * 8;
  it.each<[string, string[], number, number, number]>([
    ['widest value plus padding', ['1 234,5', '3 453,1 m²', '12'], 16, 40, 10 * 8 + 16],
    ['at least the minimum', ['1'], 16, 60, 60],
    ['empty values count for nothing', ['', ''], 16, 50, 50],
    ['no values: the minimum', [], 16, 70, 70],
    ['fractional measures round up', ['ab'], 0.5, 0, 17],
  ])('%s', (_name, texts, padding, min, expected) => {
    expect(fitWidth(texts, measure, padding, min)).toBe(expected);
  });
});

describe('layoutWithLead (a selection cell before the columns, issue 25)', () => {
  const cols = [
    { key: 'name', width: 100, grow: 1 },
    { key: 'ref', width: 80, priority: 1 },
    { key: 'dest', width: 60, priority: 2 },
    { key: 'status', width: 100 },
  ];
  it.each([
    // available, lead: shown keys, folded keys, widths
    [400, 20, ['name', 'ref', 'dest', 'status'], [], { name: 140, ref: 80, dest: 60, status: 100 }], // fits with the lead: laid out in 380
    [360, 20, ['name', 'ref', 'dest', 'status'], [], { name: 100, ref: 80, dest: 60, status: 100 }], // 340 fits exactly in 360 - 20
    // Every column fits in 350 without the lead (340) but not in 330 with it: the name gives the 20 px (110 → 90)
    // rather than dest folding.
    [350, 20, ['name', 'ref', 'dest', 'status'], [], { name: 90, ref: 80, dest: 60, status: 100 }],
    // 341 + 20: the name gives 20 of its 101.
    [341, 20, ['name', 'ref', 'dest', 'status'], [], { name: 81, ref: 80, dest: 60, status: 100 }],
    // 339: dest does not fit even without the lead: laid out in 319, dest folds; name 100 + detail 20 + 19 left
    [339, 20, ['name', 'ref', 'status'], ['dest'], { name: 139, ref: 80, status: 100 }],
    [400, 0, ['name', 'ref', 'dest', 'status'], [], { name: 160, ref: 80, dest: 60, status: 100 }], // no lead: layoutColumns
  ])('in %i px with a %i px lead', (available, lead, shown, folded, widths) => {
    const got = layoutWithLead(cols, available, 20, true, lead);
    expect(got.shown).toEqual(shown);
    expect(got.folded).toEqual(folded);
    expect(got.widths).toEqual(widths);
    expect(Object.values(got.widths).reduce((a, b) => a + b, 0) + lead).toBeLessThanOrEqual(available);
  });

  it('shares the lead\'s room among the growing columns by weight (the rest from the first)', () => {
    const two = [
      { key: 'name', width: 100, grow: 2 },
      { key: 'client', width: 90, grow: 1 },
      { key: 'ref', width: 80, priority: 1 },
      { key: 'status', width: 100 },
    ];
    // 370 fits in 380; with 28 px of lead it does not: full gives name 107, client 93; 28 owed: 19 and 9.
    const got = layoutWithLead(two, 380, 20, true, 28);
    expect(got.folded).toEqual([]);
    expect(got.widths).toEqual({ name: 88, client: 84, ref: 80, status: 100 });
    expect(Object.values(got.widths).reduce((a, b) => a + b, 0) + 28).toBe(380);
  });

  it('folds rather than leave a growing column under half its width', () => {
    const narrow = [
      { key: 'a', width: 30, grow: 1 },
      { key: 'b', width: 100, priority: 1 },
      { key: 'c', width: 100 },
    ];
    // 230 fits in 240; the lead's 28 px would leave a at 12 (< 15): b folds, laid out in 212.
    const got = layoutWithLead(narrow, 240, 20, true, 28);
    expect(got.folded).toEqual(['b']);
    expect(got.widths).toEqual({ a: 112, c: 100 });
  });

  it('side by side on request: nothing folds, own widths, the lead beside them', () => {
    const got = layoutWithLead(cols, 200, 20, false, 28);
    expect(got.folded).toEqual([]);
    expect(got.widths).toEqual({ name: 100, ref: 80, dest: 60, status: 100 });
  });
});

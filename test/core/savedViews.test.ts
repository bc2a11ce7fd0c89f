import { cleanViewName, dropView, parseSavedViews, putView, savedViewsKey, type SavedView } from '../../src/core/savedViews';
import { FAMILY_CONFIGS } from '../../src/families';

/** Veture's tools (src/families/veture.ts): a saved view keeps the tool as `tool`, read by this scope. */
const VETURE = FAMILY_CONFIGS.veture.scope!;

const readFilters = (raw: unknown) => ({ q: typeof (raw as { q?: unknown })?.q === 'string' ? (raw as { q: string }).q : '' });
const view = (name: string, over: Partial<SavedView<{ q: string }>> = {}): SavedView<{ q: string }> => ({
  name, filters: { q: '' }, sort: { key: 'id', dir: 'desc' }, pageSize: 50, hidden: [], ...over,
});

describe('savedViewsKey', () => {
  it('is per list and user', () => {
    expect(savedViewsKey('offres:bardages', 5)).toBe('terreal-widgets:vues:offres:bardages:5');
  });
});

describe('cleanViewName', () => {
  it.each([
    ['  Mes   gagnés ', 'Mes gagnés'],
    ['   ', ''],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('%j → %j', (name, clean) => {
    expect(cleanViewName(name)).toBe(clean);
  });
});

describe('parseSavedViews', () => {
  it('round-trips what it keeps, prescriber and tool included', () => {
    const views = [view('A', { filters: { q: 'école' }, hidden: ['qte_ml'], userFilter: 'all', tool: 'kess' }), view('B', { userFilter: 12 })];
    expect(parseSavedViews(JSON.stringify(views), readFilters, VETURE)).toEqual(views);
  });

  it('reads a view stored before issue 21 as it was written then (tool under `tool`)', () => {
    const stored = '[{"name":"Kess","filters":{"q":"lyon"},"sort":{"key":"offre_ref","dir":"asc"},"pageSize":25,"hidden":["projet_ref"],"tool":"kess"}]';
    expect(parseSavedViews(stored, readFilters, VETURE)).toEqual([
      view('Kess', { filters: { q: 'lyon' }, sort: { key: 'offre_ref', dir: 'asc' }, pageSize: 25, hidden: ['projet_ref'], tool: 'kess' }),
    ]);
  });

  it.each<[string, unknown, string | undefined]>([
    ['a list with a scope reads the tool by its match rule', ' KESS ', 'kess'],
    ['anything else is the scope\'s default', 42, 'gebrik'],
  ])('%s (%j → %j)', (_n, tool, expected) => {
    expect(parseSavedViews(JSON.stringify([{ ...view('A'), tool }]), readFilters, VETURE)[0].tool).toBe(expected);
  });

  it('a list without a scope keeps no tool', () => {
    expect(parseSavedViews(JSON.stringify([{ ...view('A'), tool: 'kess' }]), readFilters)).toEqual([view('A')]);
  });

  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"name":"A"}', []],
    ['an entry without a name', JSON.stringify([{ ...view('A'), name: '  ' }, view('B')]), ['B']],
    ['a bad sort', JSON.stringify([{ ...view('A'), sort: { key: 'id', dir: 'up' } }]), []],
    ['a page size that is not offered', JSON.stringify([{ ...view('A'), pageSize: 7 }]), []],
    ['null entries', JSON.stringify([null, 3, 'x', view('C')]), ['C']],
    ['a repeated name keeps the first', JSON.stringify([view('A', { pageSize: 25 }), view('A', { pageSize: 100 })]), ['A']],
  ])('%s → %j', (_n, json, names) => {
    expect(parseSavedViews(json, readFilters).map((v) => v.name)).toEqual(names);
  });

  it.each<[unknown, 'all' | number]>([
    ['all', 'all'], [12, 12], ['12', 12], [2.5, 'all'], [1e308, 'all'], [-4, 'all'], [0, 'all'], ['2.5', 'all'], ['x', 'all'], [null, 'all'],
  ])('a kept view\'s prescriber %j is read as %j (issue 22)', (userFilter, expected) => {
    expect(parseSavedViews(JSON.stringify([{ ...view('A'), userFilter }]), readFilters)[0].userFilter).toBe(expected);
  });

  it('checks the fields of a kept view: bad filters, hidden columns, prescriber and tool are cleaned', () => {
    const raw = [{ ...view('A'), filters: { q: 3 }, hidden: ['a', 2, null], userFilter: -4, tool: 'autre' }];
    // Issue 22: a prescriber that is not 'all' nor a whole positive number is read as 'all'.
    expect(parseSavedViews(JSON.stringify(raw), readFilters, VETURE)).toEqual([view('A', { hidden: ['a'], tool: 'gebrik', userFilter: 'all' })]);
  });
});

describe('putView / dropView', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds at the end', ['A', 'B'], 'C', ['A', 'B', 'C']],
    ['replaces the same name in place', ['A', 'B', 'C'], 'B', ['A', 'B', 'C']],
  ])('putView %s', (_n, names, added, expected) => {
    const out = putView(names.map((n) => view(n)), view(added, { pageSize: 200 }));
    expect(out.map((v) => v.name)).toEqual(expected);
    expect(out.find((v) => v.name === added)!.pageSize).toBe(200);
  });

  it('dropView removes only the named view', () => {
    expect(dropView([view('A'), view('B')], 'A').map((v) => v.name)).toEqual(['B']);
    expect(dropView([view('A')], 'Z').map((v) => v.name)).toEqual(['A']);
  });
});

// The one list model (issue 21): filters declared once (core/listFilters) and the pipeline scope → sort →
// filters and quick search → the summary's filter (core/listModel), on a small fixture list.
import {
  boundFilter, choiceFilter, codesFilter, countActiveFilters, initialFilters, isFilterActive, readFilterQuery, readFilters,
  textFilter, writeFilterQuery, type FilterValues,
} from '../../src/core/listFilters';
import fc from 'fast-check';
import { createListModel, matchingIndices, narrows, runList, warmSearch, type ListDefinition, type ListInput } from '../../src/core/listModel';
import { DEFAULT_OFFER_FILTERS, OFFER_LIST } from '../../src/core/offerFilters';
import type { CellValue } from '../../src/core/rowModel';
import { filterList } from '../support/filterList';
import { makeOffer } from './offerFixture';

interface Row { id: number; name: string; city: string; day: string; size: number | null; tags: string; state: string; kind: 'a' | 'b' }

const shownDay = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);
const FILTERS = [
  codesFilter<Row>('tags', 'tg', (r) => r.tags),
  boundFilter<Row>('min', 'size_min', 's_min', (r) => r.size),
  boundFilter<Row>('max', 'size_max', 's_max', (r) => r.size),
  choiceFilter<Row>('state', 'state', (r) => r.state, 'open'),
  textFilter<Row>('name', (r) => r.name),
  textFilter<Row>('day', (r) => r.day, shownDay),
];
const LIST: ListDefinition<Row> = { filters: FILTERS, search: (r) => [r.name, r.city], summaryFilter: 'state' };

const row = (id: number, over: Partial<Row> = {}): Row => ({
  id, name: `Offre ${id}`, city: 'Paris', day: '2026-03-05', size: id * 10, tags: 'PS', state: 'open', kind: 'a', ...over,
});
const ROWS: Row[] = [
  row(1, { name: 'École Nord', city: 'Lyon', size: 50, tags: 'PS,AX', day: '2025-11-20' }),
  row(2, { name: 'Gymnase', city: 'Saint-Étienne', size: 120, tags: 'HX', state: 'won', kind: 'b' }),
  row(3, { name: 'école sud', city: 'Paris', size: null, tags: '', state: 'open' }),
  row(4, { name: 'Mairie', city: 'Lyon', size: 300, tags: 'AX', state: 'lost', kind: 'b' }),
  row(5, { name: 'Crèche', city: 'Nantes', size: 80, tags: 'ZX', state: 'won' }),
];
const NONE: FilterValues = { ...initialFilters(FILTERS), state: '' };
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);
const byId = (r: Row): CellValue => r.id;
const byName = (r: Row): CellValue => r.name;

describe('filterList: each kind of filter, all AND-ed, order kept', () => {
  it.each<[string, FilterValues, number[]]>([
    ['nothing filters', {}, [1, 2, 3, 4, 5]],
    ['text: case-insensitive substring, trimmed', { name: '  ÉCOLE ' }, [1, 3]],
    ['text: blank is no filter', { name: '   ' }, [1, 2, 3, 4, 5]],
    ['text with a shown form: the raw value', { day: '2025-11' }, [1]],
    ['text with a shown form: the value as shown', { day: '20/11' }, [1]],
    ['min bound, inclusive; a row without value fails', { size_min: '80' }, [2, 4, 5]],
    ['max bound, inclusive, French decimal', { size_max: '80,0' }, [1, 5]],
    ['a bound of 0, negative or garbage does not filter', { size_min: '0', size_max: 'abc' }, [1, 2, 3, 4, 5]],
    ['codes: any of them; a row without codes fails', { tags: ['AX', 'ZX'] }, [1, 4, 5]],
    ['codes: blanks ignored', { tags: [' ', ''] }, [1, 2, 3, 4, 5]],
    ['choice', { state: 'won' }, [2, 5]],
    ['choice \'\' lists every row', { state: '' }, [1, 2, 3, 4, 5]],
    ['quick search: any searched text, without case or accents', { q: 'etienne' }, [2]],
    ['quick search: a field not searched does not match', { q: '2025' }, []],
    ['every filter AND-ed', { name: 'e', size_min: '60', state: 'won', q: 'a' }, [2, 5]],
  ])('%s', (_n, over, expected) => {
    expect(ids(filterList(LIST, ROWS, { ...NONE, ...over }))).toEqual(expected);
  });

  it('a missing choice value means the initial choice', () => {
    expect(ids(filterList(LIST, ROWS, {}))).toEqual([1, 3]);
    expect(ids(filterList(LIST, ROWS, initialFilters(FILTERS)))).toEqual([1, 3]);
  });

  it('no filter in use: no list of indices (every row passes); else the indices of the rows kept, in order', () => {
    expect(matchingIndices(LIST, ROWS, NONE)).toBeNull();
    expect(matchingIndices(LIST, ROWS, { ...NONE, name: '  ' })).toBeNull();
    expect(matchingIndices(LIST, ROWS, { ...NONE, name: 'r' })).toEqual([0, 3, 4]);
  });

  it('left out: the filters named, and the quick search by its id', () => {
    expect(matchingIndices(LIST, ROWS, { ...NONE, state: 'won', name: 'r' }, ['state'])).toEqual([0, 3, 4]);
    expect(matchingIndices(LIST, ROWS, { ...NONE, q: 'lyon' }, ['q'])).toBeNull();
  });

  it('within: only the indices given are tested, in their order', () => {
    expect(matchingIndices(LIST, ROWS, { ...NONE, name: 'r' }, [], undefined, [1, 3, 4])).toEqual([3, 4]);
    expect(matchingIndices(LIST, ROWS, NONE, [], undefined, [1, 3])).toEqual([1, 3]);
  });
});

describe('the pipeline: scope → sort → filters and quick search → the summary filter', () => {
  const input = (over: Partial<ListInput<Row>> = {}): ListInput<Row> => ({
    rows: ROWS, sort: { key: 'id', dir: 'desc' }, sortValue: byId, filters: NONE, ...over,
  });

  it.each<[string, Partial<ListInput<Row>>, { scoped: number[]; sorted: number[]; allBut: number[]; matching: number[] }]>([
    ['no filter, newest first', {}, { scoped: [1, 2, 3, 4, 5], sorted: [5, 4, 3, 2, 1], allBut: [5, 4, 3, 2, 1], matching: [5, 4, 3, 2, 1] }],
    ['a scope', { scope: { key: 'b', includes: (r) => r.kind === 'b' } }, { scoped: [2, 4], sorted: [4, 2], allBut: [4, 2], matching: [4, 2] }],
    ['the summary filter is left out of allButSummary', { filters: { ...NONE, state: 'won', size_min: '90' } }, { scoped: [1, 2, 3, 4, 5], sorted: [5, 4, 3, 2, 1], allBut: [4, 2], matching: [2] }],
    ['sorted by name ascending', { sort: { key: 'name', dir: 'asc' }, sortValue: byName }, { scoped: [1, 2, 3, 4, 5], sorted: [5, 1, 3, 2, 4], allBut: [5, 1, 3, 2, 4], matching: [5, 1, 3, 2, 4] }],
    ['the quick search is one of the filters', { filters: { ...NONE, q: 'lyon' } }, { scoped: [1, 2, 3, 4, 5], sorted: [5, 4, 3, 2, 1], allBut: [4, 1], matching: [4, 1] }],
  ])('%s', (_n, over, expected) => {
    const out = runList(LIST, input(over));
    expect({
      scoped: ids(out.scoped), sorted: ids(out.sorted), allBut: ids(out.allButSummary), matching: ids(out.matching),
    }).toEqual(expected);
  });

  it('a list without a summary filter: every filter applies in one stage', () => {
    const plain: ListDefinition<Row> = { filters: FILTERS, search: LIST.search };
    const out = runList(plain, input({ filters: { ...NONE, state: 'won' } }));
    expect(ids(out.allButSummary)).toEqual([5, 2]);
    expect(out.matching).toBe(out.allButSummary);
  });
});

describe('createListModel remembers each stage by its inputs', () => {
  function counted() {
    let sortReads = 0;
    const sortValue = (r: Row): CellValue => { sortReads++; return r.id; };
    return { sortValue, reads: () => sortReads };
  }
  const base = (sortValue: (r: Row) => CellValue): ListInput<Row> =>
    ({ rows: ROWS, sort: { key: 'id', dir: 'asc' }, sortValue, filters: NONE });

  it('the same inputs give the same stages, without sorting or filtering again', () => {
    const model = createListModel(LIST);
    const { sortValue, reads } = counted();
    const first = model(base(sortValue));
    const again = model({ ...base(sortValue), filters: { ...NONE } });
    expect(reads()).toBe(ROWS.length);
    expect(again).toEqual(first);
    for (const stage of ['scoped', 'sorted', 'allButSummary', 'matching'] as const) expect(again[stage]).toBe(first[stage]);
  });

  it.each<[string, (i: ListInput<Row>) => ListInput<Row>, { sorted: boolean; allBut: boolean; matching: boolean }]>([
    ['a keystroke in a filter: no new sort', (i) => ({ ...i, filters: { ...NONE, name: 'o' } }), { sorted: false, allBut: true, matching: true }],
    ['the summary filter: the other filters are not run again', (i) => ({ ...i, filters: { ...NONE, state: 'won' } }), { sorted: false, allBut: false, matching: true }],
    ['the same codes in a new array: nothing new', (i) => ({ ...i, filters: { ...NONE, tags: [] } }), { sorted: false, allBut: false, matching: false }],
    ['another sort direction: everything after the scope', (i) => ({ ...i, sort: { key: 'id', dir: 'desc' } }), { sorted: true, allBut: true, matching: true }],
    ['new rows (a list reloaded): everything', (i) => ({ ...i, rows: ROWS.map((r) => ({ ...r })) }), { sorted: true, allBut: true, matching: true }],
  ])('%s', (_n, change, changed) => {
    const model = createListModel(LIST);
    const { sortValue } = counted();
    const first = model(base(sortValue));
    const next = model(change(base(sortValue)));
    expect({
      sorted: next.sorted !== first.sorted, allBut: next.allButSummary !== first.allButSummary,
      matching: next.matching !== first.matching,
    }).toEqual(changed);
  });

  it.each<[string, string, string, boolean]>([
    ['a key that leaves the same rows (`Mairi` → `Mairie`): the same stages after the filter', 'Mairi', 'Mairie', false],
    ['a key that narrows the rows (`r` → `ri`): new stages', 'r', 'ri', true],
  ])('%s', (_n, before, after, changed) => {
    const model = createListModel(LIST);
    const first = model({ ...base(byId), filters: { ...NONE, name: before } });
    const next = model({ ...base(byId), filters: { ...NONE, name: after } });
    expect(next.allButSummary !== first.allButSummary).toBe(changed);
    expect(next.matching !== first.matching).toBe(changed);
  });

  it('a scope is remembered by its key', () => {
    const model = createListModel(LIST);
    const input = base(byId);
    const a = model({ ...input, scope: { key: 'b', includes: (r) => r.kind === 'b' } });
    const b = model({ ...input, scope: { key: 'b', includes: (r) => r.kind === 'b' } });
    expect(b.scoped).toBe(a.scoped);
    expect(ids(model({ ...input, scope: null }).scoped)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the list model filters again only when a filter\'s value differs (the summary\'s filter left out)', () => {
  /** A bound filter that counts the rows it reads: none read on a run means the filters did not run again. */
  const reads = { n: 0 };
  const COUNTED: ListDefinition<Row> = { ...LIST, filters: [boundFilter<Row>('min', 'counted', 'c', (r) => { reads.n++; return r.size; }), ...FILTERS] };
  const ON: FilterValues = { ...NONE, counted: '1' };
  const { name: _name, ...withoutName } = ON;
  it.each<[string, FilterValues, FilterValues, boolean]>([
    ['same object', ON, ON, true],
    ['equal values', { ...ON, name: 'x', tags: ['A'] }, { ...ON, name: 'x', tags: ['A'] }, true],
    ['a text differs', { ...ON, name: 'x' }, { ...ON, name: 'y' }, false],
    ['codes differ', { ...ON, tags: ['A'] }, { ...ON, tags: ['A', 'B'] }, false],
    ['a key only on one side', { ...ON, name: 'x' }, withoutName, false],
    ['the summary\'s filter differs', { ...ON, state: 'won' }, { ...ON, state: 'lost' }, true],
  ])('%s', (_n, a, b, same) => {
    const model = createListModel(COUNTED);
    const input: ListInput<Row> = { rows: ROWS, sort: { key: 'id', dir: 'asc' }, sortValue: byId, filters: a };
    model(input);
    expect(reads.n).toBeGreaterThan(0);
    reads.n = 0;
    model({ ...input, filters: b });
    expect(reads.n === 0).toBe(same);
  });
});

describe('a key typed on tests only the rows the last key kept', () => {
  const PS = ['PS'];
  it.each<[string, FilterValues, FilterValues, boolean]>([
    ['a letter added to a text filter', { name: 'r' }, { name: 'ri' }, true],
    ['a letter added in front or inside: the old text is still in it', { name: 'ri' }, { name: 'mri' }, true],
    ['case and spaces do not count (both folded)', { name: 'Mai' }, { name: ' mair ' }, true],
    ['a letter taken off', { name: 'ri' }, { name: 'r' }, false],
    ['another text', { name: 'ri' }, { name: 'ro' }, false],
    ['a text typed where there was none', {}, { day: '20' }, true],
    ['a quick search word typed on', { q: 'eco' }, { q: 'ecol' }, true],
    ['a quick search word added', { q: 'ecole' }, { q: 'ecole ly' }, true],
    ['a quick search word added in front', { q: 'ecole' }, { q: 'ly ecole' }, true],
    ['the same words in another order: filtered again', { q: 'ecole lyon' }, { q: 'lyon ecole' }, false],
    ['accents do not count in the quick search', { q: 'ecole' }, { q: 'École' }, true],
    ['a quick search word taken off', { q: 'ecole lyon' }, { q: 'ecole' }, false],
    ['a quick search word changed', { q: 'ecole' }, { q: 'ecale' }, false],
    ['a bound changed (even tighter: only text narrows)', { size_min: '10' }, { size_min: '100' }, false],
    ['a choice changed', { state: 'won' }, { state: 'lost' }, false],
    ['codes changed', { tags: ['PS'] }, { tags: ['PS', 'AX'] }, false],
    ['the same values', { tags: PS, name: 'x' }, { tags: PS, name: 'x' }, true],
    ['the same codes chosen again (a new array): filtered again', { tags: ['PS'] }, { tags: ['PS'] }, false],
  ])('narrows: %s → %s', (_n, prev, next, expected) => {
    expect(narrows(LIST, { ...NONE, ...prev }, { ...NONE, ...next })).toBe(expected);
  });

  it('`r` then `ri`: the second key reads only the rows `r` kept', () => {
    let reads = 0;
    const COUNTED: ListDefinition<Row> = { ...LIST, filters: [boundFilter<Row>('min', 'counted', 'c', (r) => { reads++; return r.size; }), ...FILTERS] };
    const model = createListModel(COUNTED);
    const input: ListInput<Row> = { rows: ROWS, sort: { key: 'id', dir: 'asc' }, sortValue: byId, filters: { ...NONE, counted: '1' } };
    const r = model({ ...input, filters: { ...input.filters, name: 'r' } });
    expect(reads).toBe(ROWS.length);
    reads = 0;
    const ri = model({ ...input, filters: { ...input.filters, name: 'ri' } });
    expect(reads).toBe(r.allButSummary.length);
    expect(ids(ri.allButSummary)).toEqual([4]);
    reads = 0;
    model({ ...input, filters: { ...input.filters, name: 'r' } }); // a letter taken off: the whole list again
    expect(reads).toBe(ROWS.length);
  });

  it('whatever is typed, taken off or chosen, key after key, the model shows what a fresh filter of the list shows', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i + 1, {
      name: ['École Nord', 'Gymnase', 'Mairie', 'Crèche', 'Salle des fêtes'][i % 5] + (i % 3 ? ' B' : ''),
      city: ['Lyon', 'Saint-Étienne', 'Paris', 'Nantes'][i % 4], size: i % 7 ? i * 10 : null, tags: ['PS', 'AX', 'PS,AX', ''][i % 4],
      state: ['open', 'won', 'lost'][i % 3],
    }));
    const texts = fc.string({ unit: fc.constantFrom('e', 'é', 'r', 'i', 'a', ' ', 'M', 's', 'b', '1', '/'), maxLength: 6 });
    const step = fc.oneof(
      fc.record({ name: texts }), fc.record({ day: texts }), fc.record({ q: texts }),
      fc.record({ size_min: fc.constantFrom('', '50', '200') }), fc.record({ state: fc.constantFrom('', 'open', 'won') }),
      fc.record({ tags: fc.constantFrom([], ['AX'], ['PS', 'AX']) }),
    );
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
      const model = createListModel(LIST);
      let filters: FilterValues = NONE;
      for (const change of steps) {
        // Typed a key at a time: each text's prefixes first, as a user types them.
        const typed = Object.entries(change).flatMap(([k, v]) => (typeof v === 'string' ? [...v].map((_c, i) => ({ [k]: v.slice(0, i + 1) })) : [{ [k]: v }]));
        for (const key of typed.length ? typed : [change]) {
          filters = { ...filters, ...key };
          const stages = model({ rows, sort: { key: 'id', dir: 'asc' }, sortValue: byId, filters });
          expect(ids(stages.matching)).toEqual(ids(filterList(LIST, rows, filters)));
        }
      }
    }), { seed: 20261129, numRuns: 300 });
  });
});

describe('filter state derived from the declarations', () => {
  it('initial values: text and bounds empty, codes none, a choice its initial value, no quick search', () => {
    expect(initialFilters(FILTERS)).toEqual({ tags: [], size_min: '', size_max: '', state: 'open', name: '', day: '', q: '' });
  });

  it.each<[string, FilterValues, number]>([
    ['the initial state', initialFilters(FILTERS), 0],
    ['a text typed', { ...initialFilters(FILTERS), name: 'a' }, 1],
    ['a blank text', { ...initialFilters(FILTERS), name: '  ' }, 0],
    ['a bound that does not filter still counts (it can be cleared)', { ...initialFilters(FILTERS), size_min: '0' }, 1],
    ['codes chosen', { ...initialFilters(FILTERS), tags: ['PS'] }, 1],
    ['another choice', { ...initialFilters(FILTERS), state: '' }, 1],
    ['the quick search', { ...initialFilters(FILTERS), q: 'x' }, 1],
    ['three at once', { ...initialFilters(FILTERS), name: 'a', size_max: '9', q: 'x' }, 3],
  ])('countActiveFilters: %s → %i', (_n, values, n) => {
    expect(countActiveFilters(FILTERS, values)).toBe(n);
  });

  it('isFilterActive reads a missing choice as its initial value', () => {
    expect(isFilterActive(FILTERS[3], undefined)).toBe(false);
  });

  it.each<[string, unknown, FilterValues]>([
    ['nothing kept', null, initialFilters(FILTERS)],
    ['not an object', 'texte', initialFilters(FILTERS)],
    ['flat values', { name: 'x', size_min: '5', tags: ['PS', 3], state: '', q: 'y' }, { ...initialFilters(FILTERS), name: 'x', size_min: '5', tags: ['PS'], state: '', q: 'y' }],
    ['text under `text`, as kept before issue 21', { text: { name: 'x', day: 7 }, size_max: '9' }, { ...initialFilters(FILTERS), name: 'x', size_max: '9' }],
    ['wrong types take the initial value', { name: 5, tags: 'PS', state: null, q: [] }, initialFilters(FILTERS)],
    ['unknown keys are dropped', { other: 'x' }, initialFilters(FILTERS)],
  ])('readFilters: %s', (_n, raw, expected) => {
    expect(readFilters(FILTERS, raw)).toEqual(expected);
  });

  it('the query: every parameter in declaration order, codes joined, q only when not blank; read back the same', () => {
    const values = { ...initialFilters(FILTERS), tags: ['PS', 'AX'], size_max: '9', state: '', name: 'é & =', q: ' ' };
    const p = new URLSearchParams();
    writeFilterQuery(FILTERS, values, p);
    expect([...p]).toEqual([['tg', 'PS,AX'], ['s_min', ''], ['s_max', '9'], ['state', ''], ['name', 'é & ='], ['day', '']]);
    const back = readFilterQuery(FILTERS, (k) => new URLSearchParams(p.toString()).get(k) ?? undefined);
    expect(back).toEqual({ ...values, q: '' });
    p.set('q', 'lyon');
    expect(readFilterQuery(FILTERS, (k) => p.get(k) ?? undefined).q).toBe('lyon');
  });

  it('a missing choice parameter takes the initial value; a present empty one lists every row', () => {
    expect(readFilterQuery(FILTERS, () => undefined).state).toBe('open');
    expect(readFilterQuery(FILTERS, (k) => (k === 'state' ? '' : undefined)).state).toBe('');
  });

  it('runList: the scope, then the filters (what the reference server\'s export lists)', () => {
    const input: ListInput<Row> = { rows: ROWS, sort: { key: 'id', dir: 'asc' }, sortValue: byId, filters: { ...NONE, size_min: '60' } };
    expect(ids(runList(LIST, { ...input, scope: { key: 'b', includes: (r) => r.kind === 'b' } }).matching)).toEqual([2, 4]);
    expect(ids(runList(LIST, input).matching)).toEqual([2, 4, 5]);
  });
});

describe('the quick search\'s texts: folded once per row', () => {
  /** A definition that counts how many rows' fields the search read. */
  const counting = () => {
    const read = { n: 0 };
    const def: ListDefinition<Row> = { ...LIST, search: (r) => { read.n++; return [r.name, r.city]; } };
    return { def, read };
  };

  it('a sorted copy of the rows reads no row\'s fields again (the first key after a sort)', () => {
    const { def, read } = counting();
    expect(ids(filterList(def, ROWS, { ...NONE, q: 'lyon' }))).toEqual([1, 4]);
    expect(read.n).toBe(5);
    const sorted = [...ROWS].reverse();
    expect(ids(filterList(def, sorted, { ...NONE, q: 'lyon' }))).toEqual([4, 1]);
    expect(read.n).toBe(5);
  });

  it('a changed row (a new object) is folded again, the others are not', () => {
    const { def, read } = counting();
    filterList(def, ROWS, { ...NONE, q: 'x' });
    const changed = ROWS.map((r) => (r.id === 2 ? { ...r, city: 'Bordeaux' } : r));
    expect(ids(filterList(def, changed, { ...NONE, q: 'bordeaux' }))).toEqual([2]);
    expect(read.n).toBe(6);
  });

  it('warmSearch folds every row a slice at a time while idle; the first key then reads none', () => {
    const { def, read } = counting();
    const queue: (() => void)[] = [];
    warmSearch(def, ROWS, (step) => queue.push(step), 2);
    expect(read.n).toBe(0);
    const slices: number[] = [];
    while (queue.length) { queue.shift()!(); slices.push(read.n); }
    expect(slices).toEqual([2, 4, 5]);
    expect(ids(filterList(def, ROWS, { ...NONE, q: 'ecole' }))).toEqual([1, 3]);
    expect(read.n).toBe(5);
  });

  it('warmSearch stops when told (the rows changed): no slice runs after', () => {
    const { def, read } = counting();
    const queue: (() => void)[] = [];
    const stop = warmSearch(def, ROWS, (step) => queue.push(step), 2);
    queue.shift()!();
    stop();
    while (queue.length) queue.shift()!();
    expect(read.n).toBe(2);
  });
});

describe('the toggle filter (issue 38: `Livraison dépassée`): its own stage, read at the moment given', () => {
  // The offers list: status (the summary's filter) and the overdue toggle (the toggle's filter).
  const offers = [
    makeOffer({ id: 1, offre_statut: '10', projet_livraison: '2026-T1' }),
    makeOffer({ id: 2, offre_statut: '10', projet_livraison: '2026-T2' }),
    makeOffer({ id: 3, offre_statut: '20', projet_livraison: '2022-T3', statut: 'brouillon' }),
    makeOffer({ id: 4, offre_statut: '10', projet_livraison: '' }),
    makeOffer({ id: 5, offre_statut: '10', projet_livraison: '2025-t4' }),
  ];
  const run = (filters: object, now: string) => createListModel(OFFER_LIST)({
    rows: offers, sort: { key: 'id', dir: 'asc' }, sortValue: (o) => o.id, filters: { ...DEFAULT_OFFER_FILTERS, ...filters }, now: new Date(now),
  });
  const idsOf = (s: ReturnType<typeof run>) => ({ matching: ids(s.matching as never), allButSummary: ids(s.allButSummary as never), allButToggle: ids(s.allButToggle as never) });

  it.each<[string, object, string, ReturnType<typeof idsOf>]>([
    ['off: every delivery', {}, '2026-05-15T10:00:00Z', { matching: [1, 2, 4, 5], allButSummary: [1, 2, 3, 4, 5], allButToggle: [1, 2, 4, 5] }],
    ['on, status En cours', { depassee: '1' }, '2026-05-15T10:00:00Z', { matching: [1, 5], allButSummary: [1, 3, 5], allButToggle: [1, 2, 4, 5] }],
    ['on, status Tous (the draft too)', { depassee: '1', statut: '' }, '2026-05-15T10:00:00Z', { matching: [1, 3, 5], allButSummary: [1, 3, 5], allButToggle: [1, 2, 3, 4, 5] }],
    ['on, the last hour of T1 in Paris', { depassee: '1' }, '2026-03-31T21:30:00Z', { matching: [5], allButSummary: [3, 5], allButToggle: [1, 2, 4, 5] }],
    ['on, already T2 in Paris (23:30 UTC)', { depassee: '1' }, '2026-03-31T23:30:00Z', { matching: [1, 5], allButSummary: [1, 3, 5], allButToggle: [1, 2, 4, 5] }],
  ])('%s', (_n, filters, now, expected) => {
    expect(idsOf(run(filters, now))).toEqual(expected);
  });

  it('the same model reads the moment again: a quarter that ends makes its offers overdue', () => {
    const model = createListModel(OFFER_LIST);
    const input = { rows: offers, sort: { key: 'id', dir: 'asc' } as const, sortValue: (o: { id: number }) => o.id, filters: { ...DEFAULT_OFFER_FILTERS, depassee: '1' } };
    expect(ids(model({ ...input, now: new Date('2026-05-15T10:00:00Z') }).matching as never)).toEqual([1, 5]);
    expect(ids(model({ ...input, now: new Date('2026-07-15T10:00:00Z') }).matching as never)).toEqual([1, 2, 5]);
  });

  it('the toggle off: what it counts is the rows shown, filtered by the status once (the same list)', () => {
    const s = run({}, '2026-05-15T10:00:00Z');
    expect(s.allButToggle).toBe(s.matching);
  });

  it('the toggle turned off again after it was on: its count is the rows shown again', () => {
    const model = createListModel(OFFER_LIST);
    const input = { rows: offers, sort: { key: 'id', dir: 'asc' } as const, sortValue: (o: { id: number }) => o.id, now: new Date('2026-05-15T10:00:00Z') };
    expect(ids(model({ ...input, filters: { ...DEFAULT_OFFER_FILTERS, depassee: '1' } }).allButToggle as never)).toEqual([1, 2, 4, 5]);
    const off = model({ ...input, filters: { ...DEFAULT_OFFER_FILTERS, statut: '20' } });
    expect(ids(off.allButToggle as never)).toEqual([3]);
    expect(off.allButToggle).toBe(off.matching);
  });

  it('a list without a toggle filter: allButToggle is the matching rows', () => {
    const s = runList(LIST, { rows: ROWS, sort: { key: 'id', dir: 'asc' }, sortValue: byId, filters: NONE });
    expect(s.allButToggle).toBe(s.matching);
  });
});

// What a list keeps for the tab (src/core/listView.ts): read back checked, never trusted.
import { readKeptView, writeKeptView, type KeptView } from '../../src/core/listView';

type F = { q: string };
type E = { tool: string };
const DEFAULTS: KeptView<F, E> = { list: { filters: { q: '' }, sort: { key: 'id', dir: 'desc' }, page: 1, pageSize: 50 }, extras: { tool: 'gebrik' }, scroll: 0, scrollX: 0 };
const readers = {
  readFilters: (raw: unknown): F => ({ q: typeof (raw as F | null)?.q === 'string' ? (raw as F).q : '' }),
  readExtras: (raw: Record<string, unknown>, d: E): E => ({ tool: raw.tool === 'kess' ? 'kess' : d.tool }),
};
const KEPT: KeptView<F, E> = { list: { filters: { q: 'lyon' }, sort: { key: 'nom', dir: 'asc' }, page: 3, pageSize: 25 }, extras: { tool: 'kess' }, scroll: 640, scrollX: 320 };

describe('writeKeptView / readKeptView', () => {
  it('round trip; extras beside `list` (the offers\' kept shape: { list, userFilter, tool })', () => {
    const json = writeKeptView(KEPT);
    expect(JSON.parse(json)).toEqual({ list: KEPT.list, tool: 'kess', scroll: 640, scrollX: 320 });
    expect(readKeptView(json, DEFAULTS, readers)).toEqual(KEPT);
  });

  it.each<[string, string | null, KeptView<F, E>]>([
    ['nothing kept', null, DEFAULTS],
    ['not JSON', '{pas du json', DEFAULTS],
    ['JSON but not an object', '[1,2]', DEFAULTS],
    ['null', 'null', DEFAULTS],
    ['a view kept before any scroll was (no scroll)', JSON.stringify({ list: KEPT.list, tool: 'kess' }), { ...KEPT, scroll: 0, scrollX: 0 }],
    ['a view kept before the rows scrolled sideways (no scrollX)', JSON.stringify({ list: KEPT.list, tool: 'kess', scroll: 640 }), { ...KEPT, scrollX: 0 }],
    ['a bad sideways scroll', JSON.stringify({ list: KEPT.list, tool: 'kess', scroll: 640, scrollX: 'loin' }), { ...KEPT, scrollX: 0 }],
    ['a bad sort keeps the default sort', JSON.stringify({ ...KEPT, list: { ...KEPT.list, sort: { key: 'nom', dir: 'up' } } }), { ...KEPT, list: { ...KEPT.list, sort: DEFAULTS.list.sort }, extras: { tool: 'gebrik' }, scroll: 640, scrollX: 320 }],
    ['a bad page and page size', JSON.stringify({ list: { ...KEPT.list, page: -2, pageSize: 30 }, scroll: -5 }), { ...DEFAULTS, list: { ...KEPT.list, page: 1, pageSize: 50 } }],
    ['a fractional page and scroll are floored', JSON.stringify({ list: { ...KEPT.list, page: 2.5 }, scroll: 10.9 }), { ...DEFAULTS, list: { ...KEPT.list, page: 2 }, scroll: 10 }],
    ['list not an object', JSON.stringify({ list: 'x', scroll: 'far' }), DEFAULTS],
  ])('%s', (_n, json, expected) => {
    expect(readKeptView(json, DEFAULTS, readers)).toEqual(expected);
  });
});

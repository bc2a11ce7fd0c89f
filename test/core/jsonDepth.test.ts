// How deep a host's JSON nests: the widget refuses what the servers refuse (more than 64 levels).
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/core/jsonDepth';
import { parseLeopard } from '../../src/core/normalize';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

it.each<[string, unknown, boolean]>([
  ['a scalar', 'texte', false],
  ['null', null, false],
  ['an empty object', {}, false],
  [`${MAX_JSON_DEPTH} levels`, nested(MAX_JSON_DEPTH), false],
  [`${MAX_JSON_DEPTH + 1} levels`, nested(MAX_JSON_DEPTH + 1), true],
  ['2,500 levels', nested(2_500), true],
  ['deep inside an object', { a: 1, b: { c: nested(MAX_JSON_DEPTH) } }, true],
  ['wide but shallow', { a: Array.from({ length: 10_000 }, (_, i) => ({ i })) }, false],
])('%s: deeper than the limit? %s', (_name, value, deeper) => {
  expect(nestsDeeperThan(value)).toBe(deeper);
});

it('parseLeopard refuses data nested deeper than the limit, and reads the same data shallower', () => {
  expect(parseLeopard({ querystring: 'q', leopard_data: { origine: 'o', n: nested(2_500) } })).toBeNull();
  expect(parseLeopard({ querystring: 'q', leopard_data: { origine: 'o', n: nested(3) } })).toEqual({ querystring: 'q', leopard_data: { origine: 'o', n: nested(3) } });
});

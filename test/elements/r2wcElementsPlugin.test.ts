// The analyzer plugin's JSDoc reading (build/contract/r2wcElementsPlugin.mjs), tag by tag.
import { parse } from 'comment-parser';
// @ts-expect-error: a plain .mjs build script, without type declarations
import { contractOf } from '../../build/contract/r2wcElementsPlugin.mjs';

const read = (body: string) => contractOf(parse(`/**\n${body.split('\n').map((l) => ` * ${l}`).join('\n')}\n */`)[0]);

describe('contractOf (JSDoc block → manifest fields)', () => {
  it.each([
    ['@attr {number} userid - The id.', 'attributes', [{ name: 'userid', type: { text: 'number' }, description: 'The id.' }]],
    ['@attr {boolean} [terca="false"] - Shows it.', 'attributes', [{ name: 'terca', type: { text: 'boolean' }, description: 'Shows it.', default: '"false"' }]],
    ['@attr csrf-token - A token.', 'attributes', [{ name: 'csrf-token', type: { text: 'string' }, description: 'A token.' }]],
    ['@fires {{ href: string }} terreal-navigate - Before.', 'events', [{ name: 'terreal-navigate', type: { text: 'CustomEvent<{ href: string }>' }, description: 'Before.' }]],
    ['@csspart table - The table.', 'cssParts', [{ name: 'table', description: 'The table.' }]],
    ['@cssprop [--terreal-accent=#b3461f] - Links.', 'cssProperties', [{ name: '--terreal-accent', description: 'Links.', default: '#b3461f' }]],
    ['@cssprop --terreal-font - The font.', 'cssProperties', [{ name: '--terreal-font', description: 'The font.' }]],
    ['@tagname terreal-offres-veture - Wall tiles.', 'tags', [{ name: 'terreal-offres-veture', summary: 'Wall tiles.' }]],
  ])('%s', (body, field, expected) => {
    expect(read(body)[field]).toEqual(expected);
  });

  it('reads the block description, a summary and the @elementBase mark; unknown tags are ignored', () => {
    expect(read('The list.\n@summary Offers of one family.\n@elementBase\n@since 0.2')).toMatchObject({
      description: 'The list.', summary: 'Offers of one family.', base: true, tags: [], attributes: [],
    });
  });

  it('a description over several lines is one line', () => {
    expect(read('@attr {string} base-url - A prefix\n  of every call.').attributes[0].description).toBe('A prefix of every call.');
  });
});

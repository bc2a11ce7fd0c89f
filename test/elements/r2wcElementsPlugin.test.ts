// The analyzer plugin's JSDoc reading (build/contract/r2wcElementsPlugin.mjs), tag by tag.
import { parse } from 'comment-parser';
// @ts-expect-error: a plain .mjs build script, without type declarations
import { contractOf, memberOf, propertyTypeOf } from '../../build/contract/r2wcElementsPlugin.mjs';

const read = (body: string) => contractOf(parse(`/**\n${body.split('\n').map((l) => ` * ${l}`).join('\n')}\n */`)[0]);

describe('contractOf (JSDoc block → manifest fields)', () => {
  it.each([
    ['@attr {number} userid - The id.', 'attributes', [{ name: 'userid', type: { text: 'number' }, description: 'The id.', fieldName: 'userid' }]],
    // Defaults are JavaScript expressions (the schema's meaning): false, "", [], 2 — not the quoted text "\"false\"".
    ['@attr {boolean} [terca=false] - Shows it.', 'attributes', [{ name: 'terca', type: { text: 'boolean' }, description: 'Shows it.', default: 'false', fieldName: 'terca' }]],
    ['@attr {string} [base-url=""] - A prefix.', 'attributes', [{ name: 'base-url', type: { text: 'string' }, description: 'A prefix.', default: '""', fieldName: 'baseUrl' }]],
    ['@attr csrf-token - A token.', 'attributes', [{ name: 'csrf-token', type: { text: 'string' }, description: 'A token.', fieldName: 'csrfToken' }]],
    ['@attr {Prescriber[]} [prescripteurs=[]] - List.', 'attributes', [{
      name: 'prescripteurs', type: { text: '{ id: number; name: string; firstname: string }[]' }, description: 'List.', default: '[]', fieldName: 'prescripteurs',
    }]],
    ['@fires {{ family: Family }} terreal-offre-hide - Hidden.', 'events', [{ name: 'terreal-offre-hide', type: { text: "CustomEvent<{ family: 'bardages' | 'parement' | 'veture' }>" }, description: 'Hidden.' }]],
    ['@function clearStoredData - Forgets.', 'functions', [{ kind: 'function', name: 'clearStoredData', description: 'Forgets.', return: { type: { text: 'void' } } }]],
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

describe('the property of each attribute (what a framework sets)', () => {
  it.each([
    ['boolean', "boolean | 'true' | 'false'"],
    ['number', 'number | `${number}`'],
    ['string', 'string'],
    ['{ id: number }[]', '{ id: number }[] | string'],
  ])('an attribute of type %s: property type %s', (type, expected) => {
    expect(propertyTypeOf(type)).toBe(expected);
  });

  it('is a field member naming its attribute, with its description and default', () => {
    expect(memberOf({ name: 'is-backoffice', fieldName: 'isBackoffice', type: { text: 'boolean' }, description: 'Backoffice.', default: 'false' })).toEqual({
      kind: 'field', name: 'isBackoffice', type: { text: "boolean | 'true' | 'false'" }, description: 'Backoffice.', attribute: 'is-backoffice', default: 'false',
    });
  });
});

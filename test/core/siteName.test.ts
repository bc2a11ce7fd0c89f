import { checkSiteNameChange, siteNameDialogStart } from '../../src/core/siteName';

describe('siteNameDialogStart (SPEC §5)', () => {
  it.each<[string, { value: string; notice: string }]>([
    ['', { value: '', notice: 'Pas de nom de chantier existant' }],
    ['   ', { value: '   ', notice: 'Pas de nom de chantier existant' }],
    ['Chantier Nord', { value: 'Chantier Nord', notice: '' }],
  ])('old %j', (old, expected) => {
    expect(siteNameDialogStart(old)).toEqual(expected);
  });
});

describe('checkSiteNameChange (SPEC §5)', () => {
  const empty = { kind: 'empty', message: 'Il faut écrire au minimum quelque chose...' };
  it.each<[string, string, object]>([
    ['Nord', '', empty],
    ['Nord', '   ', empty],
    ['', '', empty],
    ['Nord', 'Nord', { kind: 'unchanged' }],
    ['Nord', ' Nord ', { kind: 'unchanged' }],
    ['Nord', 'Sud', { kind: 'save', value: 'Sud' }],
    ['', '  Sud  ', { kind: 'save', value: 'Sud' }],
    ['Nord', 'nord', { kind: 'save', value: 'nord' }],
  ])('old %j, typed %j', (old, input, expected) => {
    expect(checkSiteNameChange(old, input)).toEqual(expected);
  });
});

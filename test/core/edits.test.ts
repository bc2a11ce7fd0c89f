import { EDIT_SPECS, pushUndo, reverse, shownValue, UNDO_DEPTH, type Edit, type UndoEntry } from '../../src/core/edits';
import { offer } from '../support/offerFixtures';

const edit = (over: Partial<Edit> = {}): Edit => ({ id: 3, ref: 'OFF-3', field: 'status', before: '10', after: '20', ...over });

describe('EDIT_SPECS: each change carries the value the user saw', () => {
  it.each([
    ['status', { offreid: 3, offreref: 'OFF-3', statut: '20', statut_precedent: '10' }],
    ['delivery', { offreid: 3, newdate: '20', date_precedente: '10' }],
    ['siteName', { offreid: 3, nomchantier: '20', nom_precedent: '10' }],
  ] as const)('%s', (field, body) => {
    expect(EDIT_SPECS[field].body(3, 'OFF-3', '20', '10')).toEqual(body);
  });
});

describe('pushUndo', () => {
  const a: UndoEntry = { edits: [edit()], text: 'a' };
  it.each<[string, UndoEntry[], UndoEntry, UndoEntry[]]>([
    ['on top', [a], { edits: [edit({ before: '20', after: '30' })], text: 'b' }, [a, { edits: [edit({ before: '20', after: '30' })], text: 'b' }]],
    ['nothing changed: not kept', [a], { edits: [edit({ before: '20', after: '20' })], text: 'b' }, [a]],
    ['a bulk keeps only its real changes', [], { edits: [edit(), edit({ id: 4, before: '20', after: '20' })], text: 'b' }, [{ edits: [edit()], text: 'b' }]],
  ])('%s', (_n, stack, entry, expected) => {
    expect(pushUndo(stack, entry)).toEqual(expected);
  });

  it(`keeps the last ${UNDO_DEPTH}`, () => {
    let stack: UndoEntry[] = [];
    for (let i = 0; i < UNDO_DEPTH + 3; i++) stack = pushUndo(stack, { edits: [edit()], text: String(i) });
    expect(stack).toHaveLength(UNDO_DEPTH);
    expect(stack[0].text).toBe('3');
  });
});

it('reverse goes back to the value before, sending the value set as the one seen', () => {
  expect(reverse(edit())).toEqual(edit({ before: '20', after: '10' }));
});

it.each([
  ['status', 'offre_statut', '30'],
  ['delivery', 'projet_livraison', '2031-T1'],
  ['siteName', 'projet_nom', 'Tour B'],
] as const)('shownValue %s', (field, key, value) => {
  expect(shownValue(offer(1, { [key]: value }), field)).toBe(value);
});

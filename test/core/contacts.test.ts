// The contacts list (src/core/contacts.ts): its filters and quick search come from its columns (SPEC.md §5).
import { CONTACT_COLUMNS } from '../../src/core/contactColumns';
import {
  CONTACT_FIELDS, CONTACT_LIST, EMPTY_CONTACT_FILTERS, readContactFilters, type ContactFilters,
} from '../../src/core/contacts';
import { countActiveFilters } from '../../src/core/listFilters';
import { filterList } from '../support/filterList';
import type { Contact } from '../../src/core/types';
import { contact } from '../support/contactFixtures';

const ROWS: Contact[] = [
  contact(1, { societe: 'Béton Sud', type_societe: 'négoce', nom: 'Durand', email: 'a@sud.fr', code_postal: '31000', ville: 'Toulouse' }),
  contact(2, { societe: 'Bois Nord', type_societe: 'entreprise', nom: 'Éloïse Martin', email: 'b@nord.fr', code_postal: '59000', ville: 'Lille' }),
  contact(3, { societe: 'Toitures', type_societe: 'entreprise', nom: 'Petit', email: '', code_postal: '31400', ville: 'Saint-Étienne' }),
];
const ids = (rows: Contact[]) => rows.map((r) => r.id);
const f = (over: Partial<ContactFilters>): ContactFilters => ({ ...EMPTY_CONTACT_FILTERS, ...over });

describe('contact filters come from the columns', () => {
  it('one text box per column with a filter, in column order, then the quick search', () => {
    expect(CONTACT_FIELDS).toEqual(CONTACT_COLUMNS.filter((c) => c.filter).map((c) => c.key));
    expect(CONTACT_FIELDS).toEqual(['societe', 'type_societe', 'nom', 'email', 'code_postal', 'ville']);
    expect(EMPTY_CONTACT_FILTERS).toEqual({ societe: '', type_societe: '', nom: '', email: '', code_postal: '', ville: '', q: '' });
  });

  it('the quick search looks in every column', () => {
    expect(CONTACT_LIST.search(ROWS[1])).toEqual(['Bois Nord', 'entreprise', 'Éloïse Martin', 'b@nord.fr', '59000', 'Lille']);
  });
});

describe('the contacts list\'s filters (filterList over CONTACT_LIST, as the screen\'s list model runs them)', () => {
  it.each<[string, Partial<ContactFilters>, number[]]>([
    ['nothing', {}, [1, 2, 3]],
    ['a box: case-insensitive substring, trimmed', { societe: '  BO ' }, [2]],
    ['a box: accented capitals fold', { nom: 'ÉLOÏSE' }, [2]],
    ['a postal code prefix', { code_postal: '31' }, [1, 3]],
    ['boxes are AND-ed', { code_postal: '31', type_societe: 'entreprise' }, [3]],
    ['the quick search: any column, without accents', { q: 'etienne' }, [3]],
    ['the quick search and a box', { q: 'o', ville: 'lille' }, [2]],
    ['no match', { email: 'zz' }, []],
  ])('%s', (_n, over, expected) => {
    expect(ids(filterList(CONTACT_LIST, ROWS, f(over)))).toEqual(expected);
  });
});

describe('active filters (counted by the screen with countActiveFilters)', () => {
  it.each<[string, Partial<ContactFilters>, number]>([
    ['none', {}, 0],
    ['one box', { nom: 'a' }, 1],
    ['a blank box', { nom: '   ' }, 0],
    ['two boxes and the quick search', { nom: 'a', ville: 'b', q: 'c' }, 3],
  ])('%s → %i', (_n, over, n) => {
    expect(countActiveFilters(CONTACT_LIST.filters, f(over))).toBe(n);
  });
});

describe('readContactFilters (saved views, the kept view state)', () => {
  it.each<[string, unknown, ContactFilters]>([
    ['nothing', undefined, EMPTY_CONTACT_FILTERS],
    ['each field checked', { societe: 'a', nom: 3, ville: null, q: 'x', autre: 'y' }, f({ societe: 'a', q: 'x' })],
    ['not an object', 'texte', EMPTY_CONTACT_FILTERS],
  ])('%s', (_n, raw, expected) => {
    expect(readContactFilters(raw)).toEqual(expected);
  });
});

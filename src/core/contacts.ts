// Contacts: columns that can be filtered and sorted, and the pure filter of SPEC.md §5.
import type { Contact } from './types';
import { quickMatcher, searchTexts } from './quickSearch';
import { matchesText } from './textFilter';

export const CONTACT_FIELDS = ['societe', 'type_societe', 'nom', 'email', 'code_postal', 'ville'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** One text box per column, and `q`, the quick search over every column (issue 14). */
export type ContactFilters = Record<ContactField, string> & { q: string };

export const EMPTY_CONTACT_FILTERS: ContactFilters = {
  societe: '', type_societe: '', nom: '', email: '', code_postal: '', ville: '', q: '',
};

export const CONTACTS_DEFAULT_SORT = { key: 'societe', dir: 'asc' } as const;

/** Contact filters read back from storage (a saved view): each field checked, '' for the rest. */
export function readContactFilters(raw: unknown): ContactFilters {
  const f = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: ContactFilters = { ...EMPTY_CONTACT_FILTERS };
  for (const field of [...CONTACT_FIELDS, 'q'] as const) if (typeof f[field] === 'string') out[field] = f[field] as string;
  return out;
}

/** How many filters are in use (each column's box, the quick search). */
export function countActiveContactFilters(filters: ContactFilters): number {
  return CONTACT_FIELDS.filter((field) => filters[field].trim() !== '').length + ((filters.q ?? '').trim() !== '' ? 1 : 0);
}

export function isContactFilterActive(filters: ContactFilters): boolean {
  return countActiveContactFilters(filters) > 0;
}

const contactSearchFields = (c: Contact) => CONTACT_FIELDS.map((field) => c[field]);
const searchCache = new WeakMap<readonly Contact[], string[]>();

export function filterContacts(rows: readonly Contact[], filters: ContactFilters): Contact[] {
  const active = CONTACT_FIELDS.filter((field) => filters[field].trim() !== '');
  const quick = quickMatcher(filters.q ?? '');
  if (active.length === 0 && !quick) return rows.slice();
  const searched = quick ? searchTexts(rows, contactSearchFields, searchCache) : null;
  return rows.filter((row, i) => (!searched || !quick || quick(searched[i])) && active.every((field) => matchesText(row[field], filters[field])));
}

// Contacts: columns that can be filtered and sorted, and the pure filter of SPEC.md §5.
import type { Contact } from './types';
import { matchesText } from './textFilter';

export const CONTACT_FIELDS = ['societe', 'type_societe', 'nom', 'email', 'code_postal', 'ville'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFilters = Record<ContactField, string>;

export const EMPTY_CONTACT_FILTERS: ContactFilters = {
  societe: '', type_societe: '', nom: '', email: '', code_postal: '', ville: '',
};

export const CONTACTS_DEFAULT_SORT = { key: 'societe', dir: 'asc' } as const;

export function isContactFilterActive(filters: ContactFilters): boolean {
  return CONTACT_FIELDS.some((field) => filters[field].trim() !== '');
}

export function filterContacts(rows: readonly Contact[], filters: ContactFilters): Contact[] {
  const active = CONTACT_FIELDS.filter((field) => filters[field].trim() !== '');
  if (active.length === 0) return rows.slice();
  return rows.filter((row) => active.every((field) => matchesText(row[field], filters[field])));
}

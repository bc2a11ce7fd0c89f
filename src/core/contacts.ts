// Contacts: the list the columns make (core/contactColumns): its filters and quick search (SPEC.md §5).
import { filtersOfColumns, searchOfColumns } from './columns';
import { CONTACT_COLUMNS, type ContactField } from './contactColumns';
import { initialFilters, readFilters, type FilterValues } from './listFilters';
import type { ListDefinition } from './listModel';
import type { Contact } from './types';

export type { ContactField };

/** The contacts list: one text box per column, the quick search over every column. */
export const CONTACT_LIST: ListDefinition<Contact> = {
  filters: filtersOfColumns(CONTACT_COLUMNS),
  search: searchOfColumns(CONTACT_COLUMNS),
};

/** The fields with a filter box, in column order (tests and the server: pure, so the bundle drops it). */
export const CONTACT_FIELDS: readonly ContactField[] = /* @__PURE__ */ (() => CONTACT_LIST.filters.map((f) => f.id as ContactField))();

/** One text box per column (keyed by its field), and `q`, the quick search over every column. */
export type ContactFilters = FilterValues & { readonly q: string };

export const EMPTY_CONTACT_FILTERS = initialFilters(CONTACT_LIST.filters) as ContactFilters;

export const CONTACTS_DEFAULT_SORT = { key: 'societe', dir: 'asc' } as const;

/** How a contact is named in labels and messages: its name, else its company. */
export const contactName = (c: Contact): string => c.nom || c.societe;

/** Contact filters read back from storage (a saved view, the view state): each field checked, '' for the rest. */
export function readContactFilters(raw: unknown): ContactFilters {
  return readFilters(CONTACT_LIST.filters, raw) as ContactFilters;
}

// Every column of the contacts table, declared once: header, sort value, cell kind, its text filter, what
// the quick search looks in, its card role, and whether the column chooser may hide it (SPEC.md §2: postal
// code 80 px wide).
import { fr } from '../i18n/fr';
import type { ColumnDef } from './columns';
import { textFilter } from './listFilters';
import type { Contact } from './types';

/** A contact field with a column, a filter box and a place in the quick search. */
export type ContactField = 'societe' | 'type_societe' | 'nom' | 'email' | 'code_postal' | 'ville';
export type ContactCell = { kind: 'text'; field: ContactField } | { kind: 'email' } | { kind: 'actions' };
export type ContactColumnKey = ContactField | 'actions';
export type ContactColumnDef = ColumnDef<Contact, ContactColumnKey, ContactCell>;

const h = fr.contacts.columns;
const field = (key: ContactField, extra: Partial<ContactColumnDef> = {}): ContactColumnDef => ({
  key, header: h[key], sortable: true, sortValue: (c) => c[key], cell: { kind: 'text', field: key },
  filter: { kind: 'text', boxes: [textFilter<Contact>(key, (c) => c[key])] }, search: (c) => [c[key]], ...extra,
} as ContactColumnDef);

export const CONTACT_COLUMNS: readonly ContactColumnDef[] = [
  field('societe', { required: true, pin: 'start', card: 'title' }),
  field('type_societe'),
  field('nom', { card: 'subtitle' }),
  field('email', { cell: { kind: 'email' }, card: 'field' }),
  field('code_postal', { width: 80, nowrap: true }),
  field('ville', { card: 'field' }),
  { key: 'actions', header: fr.common.actions, required: true, pin: 'end', card: 'controls', cell: { kind: 'actions' } },
];

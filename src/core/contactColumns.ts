// Every column of the contacts table, declared once: header, sort value, cell kind, its text filter, what
// the quick search looks in, its card role, whether the column chooser may hide it, and its width and folding priority in the dense
// table (SPEC.md §2: postal code 80 px wide).
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
  field('societe', { required: true, pin: 'start', card: 'title', width: 160, grow: 2 }),
  field('type_societe', { width: 96, fit: true, priority: 4 }),
  field('nom', { card: 'subtitle', width: 140, grow: 2, priority: 1 }),
  field('email', { cell: { kind: 'email' }, card: 'field', width: 170, grow: 2, priority: 2 }),
  field('code_postal', { width: 80, priority: 3 }),
  field('ville', { card: 'field', width: 120, grow: 1, priority: 2 }),
  { key: 'actions', header: fr.common.actions, required: true, card: 'controls', cell: { kind: 'actions' }, width: 190 },
];
